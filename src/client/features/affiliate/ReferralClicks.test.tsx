// A referral link followed inside the app is posted once per page load; the page the browser loaded
// (counted by the server when it sent it) is not posted again.
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import * as affiliateApi from '../../api/affiliateApi';
import { clickToCount, ReferralClicks } from './ReferralClicks';

jest.mock('../../api/affiliateApi');

describe('clickToCount', () => {
  it('counts a code once, in upper case, never the loaded page, nothing without ?ref=', () => {
    const seen = new Set<string>();
    expect(clickToCount('?ref=abc123', true, seen)).toBeNull();
    expect(clickToCount('?q=x', false, seen)).toBeNull();
    expect(clickToCount('?ref=', false, seen)).toBeNull();
    expect(clickToCount('?x=1&ref=abc123', false, seen)).toBe('ABC123');
    expect(clickToCount('?ref=ABC123', false, seen)).toBeNull();
    expect(clickToCount('?ref=OTHER9', false, seen)).toBe('OTHER9');
  });
});

describe('ReferralClicks', () => {
  it('posts /Affiliate/Clicks when the app navigates to a ?ref= location, once per code', async () => {
    const record = jest.mocked(affiliateApi.recordAffiliateClick).mockResolvedValue({ accepted: true });
    let navigate: NavigateFunction = () => undefined;
    function Navigator() {
      navigate = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/courses?ref=LOADED1']}>
        <Navigator />
        <ReferralClicks />
      </MemoryRouter>,
    );
    expect(record).not.toHaveBeenCalled();
    await act(async () => navigate('/courses/react?ref=teach42'));
    expect(record).toHaveBeenCalledWith({ code: 'TEACH42', path: '/courses/react' });
    await act(async () => navigate('/home'));
    await act(async () => navigate('/news?ref=TEACH42'));
    expect(record).toHaveBeenCalledTimes(1);
  });
});
