// The instructor's coupons: the form's rules (amounts without floats, codes, expiry), the page with the
// API mocked (list, create, edit with If-Match and a version conflict, the active switch, delete), and
// the save saga.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { Coupon } from '../../../shared/schemas/commerce';
import * as couponsApi from '../../api/couponsApi';
import * as studioApi from '../../api/studioApi';
import { ApiError } from '../../api/apiError';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { dayToIso, draftErrors, draftOf, emptyDraft, toWrite } from './couponForm';
import CouponsPage from './CouponsPage';
import { saveCoupon } from './couponsRequests';

jest.mock('../../api/couponsApi');
jest.mock('../../api/studioApi', () => ({ ...jest.requireActual<typeof studioApi>('../../api/studioApi'), listCourses: jest.fn() }));

const aCoupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  id: 5,
  code: 'LAUNCH-20',
  kind: 'percent',
  percent: 20,
  amounts: null,
  courseIds: [7],
  expiresAt: null,
  maxUses: 100,
  usedCount: 3,
  oncePerCustomer: true,
  active: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  version: 2,
  ...overrides,
});
const course = (id: number, title: string) => ({ id, slug: `c-${id}`, title, status: 'published' as const, hasDraftChanges: false, coverImage: null, students: 0, rating: 0, ratingCount: 0, updatedAt: '2026-11-01T00:00:00.000Z', version: 1 });

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(studioApi.listCourses).mockResolvedValue({ items: [course(7, 'Investing 101'), course(8, 'Options basics')] });
});

const render = () => renderWithProviders(<CouponsPage />, { runSagas: true, preloadedState: { locale: { lang: 'en', country: 999 } } });

describe('the coupon form', () => {
  it('turns typed amounts into minor units without floating point, per currency', () => {
    const draft = { ...emptyDraft(), code: 'sale-1', kind: 'fixed' as const, amounts: { USD: '0.29', THB: '1,000.5', PHP: '', VND: '50000' } };
    expect(draftErrors(draft)).toEqual({});
    // 0.29 * 100 in floats is 28.999999999999996.
    expect(toWrite(draft)).toMatchObject({ code: 'SALE-1', kind: 'fixed', percent: null, amounts: { USD: 29, THB: 100050, VND: 50000 } });
  });

  it('refuses a bad code, a percent outside 1-100, too many decimals, no amount at all, a past day', () => {
    expect(draftErrors({ ...emptyDraft(), code: 'a b', percent: '0' })).toEqual({ code: 'COUPONS.FORM.CODE_INVALID', percent: 'COUPONS.FORM.PERCENT_INVALID' });
    expect(draftErrors({ ...emptyDraft(), code: 'OK1', kind: 'fixed', amounts: { USD: '', THB: '', PHP: '', VND: '1.5' } })).toEqual({ amount_VND: 'COUPONS.FORM.AMOUNT_INVALID' });
    expect(draftErrors({ ...emptyDraft(), code: 'OK1', kind: 'fixed' })).toEqual({ amounts: 'COUPONS.FORM.AMOUNTS_REQUIRED' });
    expect(draftErrors({ ...emptyDraft(), code: 'OK1', percent: '10', expiresOn: '2026-01-01' }, '2026-11-27')).toEqual({ expiresOn: 'COUPONS.FORM.EXPIRY_PAST' });
    // An edit may keep the day it already has.
    expect(draftErrors({ ...emptyDraft(), code: 'OK1', percent: '10', expiresOn: '2026-01-01' }, '2026-11-27', '2026-01-01')).toEqual({});
  });

  it('reads a coupon back into the form and the last day as the end of that local day', () => {
    const draft = draftOf(aCoupon({ kind: 'fixed', percent: null, amounts: { THB: 10000, VND: 20000 }, maxUses: null }));
    expect(draft.amounts).toEqual({ USD: '', THB: '100.00', PHP: '', VND: '20000' });
    expect(draft.maxUses).toBe('');
    const iso = dayToIso('2026-12-31');
    expect(iso).not.toBeNull();
    const end = new Date(iso ?? '');
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([2026, 11, 31, 23, 59]);
  });
});

describe('saveCoupon', () => {
  it('creates with POST and edits with the version as If-Match', async () => {
    const write = toWrite({ ...emptyDraft(), code: 'A-1', percent: '10' });
    await expectSaga(saveCoupon, { id: null, coupon: write, version: 0 })
      .provide([[matchers.call.fn(couponsApi.createCoupon), aCoupon()]])
      .call(couponsApi.createCoupon, write)
      .returns({ kind: 'saved', coupon: aCoupon() })
      .run();
    await expectSaga(saveCoupon, { id: 5, coupon: write, version: 2 })
      .provide([[matchers.call.fn(couponsApi.updateCoupon), aCoupon({ version: 3 })]])
      .call(couponsApi.updateCoupon, 5, write, 2)
      .returns({ kind: 'saved', coupon: aCoupon({ version: 3 }) })
      .run();
  });

  it('answers a version conflict with the saved version, and lets other errors fail the request', async () => {
    const write = toWrite({ ...emptyDraft(), code: 'A-1', percent: '10' });
    const conflict = new ApiError({ status: 409, code: 'VERSION_CONFLICT', message: 'stale', problem: { currentVersion: 4, current: aCoupon({ version: 4, percent: 30 }) } });
    await expectSaga(saveCoupon, { id: 5, coupon: write, version: 2 })
      .provide([[matchers.call.fn(couponsApi.updateCoupon), throwError(conflict)]])
      .returns({ kind: 'conflict', currentVersion: 4, current: aCoupon({ version: 4, percent: 30 }) })
      .run();
    const taken = new ApiError({ status: 409, code: 'COUPON_CODE_TAKEN', message: 'taken' });
    await expectSaga(function* () {
      try {
        yield* saveCoupon({ id: null, coupon: write, version: 0 });
      } catch (e) {
        return (e as ApiError).code;
      }
      return 'no error';
    })
      .provide([[matchers.call.fn(couponsApi.createCoupon), throwError(taken)]])
      .returns('COUPON_CODE_TAKEN')
      .run();
  });
});

describe('CouponsPage', () => {
  it('explains coupons when there is none and creates the first one', async () => {
    jest.mocked(couponsApi.listCoupons).mockResolvedValueOnce([]).mockResolvedValue([aCoupon()]);
    jest.mocked(couponsApi.createCoupon).mockResolvedValue(aCoupon());
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Coupons' })).toHaveFocus();
    expect(await screen.findByText('No coupons yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create your first coupon' }));
    const dialog = screen.getByRole('dialog', { name: 'New coupon' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'launch-20');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Percent off/ }), '20');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Courses' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Investing 101' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Maximum uses (optional)' }), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    await waitFor(() =>
      expect(couponsApi.createCoupon).toHaveBeenCalledWith({ code: 'LAUNCH-20', kind: 'percent', percent: 20, amounts: null, courseIds: [7], expiresAt: null, maxUses: 100, oncePerCustomer: true, active: true }),
    );
    expect(await screen.findByText('LAUNCH-20')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists each coupon with its discount, courses, uses and last day, and switches one off', async () => {
    jest.mocked(couponsApi.listCoupons).mockResolvedValue([
      aCoupon(),
      aCoupon({ id: 6, code: 'BAHT-100', kind: 'fixed', percent: null, amounts: { THB: 10000, USD: 300 }, courseIds: [], maxUses: null, usedCount: 0, expiresAt: '2026-01-01T00:00:00.000Z' }),
    ]);
    jest.mocked(couponsApi.updateCoupon).mockResolvedValue(aCoupon({ active: false, version: 3 }));
    render();
    const row = (await screen.findByText('BAHT-100')).closest('tr') as HTMLElement;
    expect(within(row).getByText('$3.00 · ฿100.00')).toBeInTheDocument();
    expect(within(row).getByText('All your courses')).toBeInTheDocument();
    expect(within(row).getByText('0 used, no limit')).toBeInTheDocument();
    expect(within(row).getByText('Expired')).toBeInTheDocument();
    const first = screen.getByText('LAUNCH-20').closest('tr') as HTMLElement;
    expect(within(first).getByText('20%')).toBeInTheDocument();
    expect(within(first).getByText('Investing 101')).toBeInTheDocument();
    expect(within(first).getByText('3 / 100 used')).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('switch', { name: 'LAUNCH-20 active' }));
    await waitFor(() => expect(couponsApi.updateCoupon).toHaveBeenCalledWith(5, expect.objectContaining({ active: false, code: 'LAUNCH-20' }), 2));
    await waitFor(() => expect(couponsApi.listCoupons).toHaveBeenCalledTimes(2));
  });

  it('edits with If-Match and, when someone saved meanwhile, keeps mine against the new version', async () => {
    jest.mocked(couponsApi.listCoupons).mockResolvedValue([aCoupon()]);
    const conflict = new ApiError({ status: 409, code: 'VERSION_CONFLICT', message: 'stale', problem: { currentVersion: 4, current: aCoupon({ version: 4, percent: 30 }) } });
    jest.mocked(couponsApi.updateCoupon).mockRejectedValueOnce(conflict).mockResolvedValue(aCoupon({ percent: 25, version: 5 }));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit LAUNCH-20' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit coupon' });
    const percent = within(dialog).getByRole('textbox', { name: /Percent off/ });
    await userEvent.clear(percent);
    await userEvent.type(percent, '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    expect(await within(dialog).findByText('This coupon was changed elsewhere since you opened it.')).toBeInTheDocument();
    expect(couponsApi.updateCoupon).toHaveBeenLastCalledWith(5, expect.objectContaining({ percent: 25 }), 2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(couponsApi.updateCoupon).toHaveBeenLastCalledWith(5, expect.objectContaining({ percent: 25 }), 4));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes theirs: the form shows the coupon as saved now', async () => {
    jest.mocked(couponsApi.listCoupons).mockResolvedValue([aCoupon()]);
    const conflict = new ApiError({ status: 409, code: 'VERSION_CONFLICT', message: 'stale', problem: { currentVersion: 4, current: aCoupon({ version: 4, percent: 30 }) } });
    jest.mocked(couponsApi.updateCoupon).mockRejectedValueOnce(conflict);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit LAUNCH-20' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Load the saved one' }));
    expect(within(dialog).getByRole('textbox', { name: /Percent off/ })).toHaveValue('30');
    expect(within(dialog).queryByText('This coupon was changed elsewhere since you opened it.')).not.toBeInTheDocument();
  });

  it('says a code is taken on the code field', async () => {
    jest.mocked(couponsApi.listCoupons).mockResolvedValue([aCoupon()]);
    jest.mocked(couponsApi.createCoupon).mockRejectedValue(new ApiError({ status: 409, code: 'COUPON_CODE_TAKEN', message: 'taken' }));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'New coupon' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'LAUNCH-20');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Percent off/ }), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    expect(await within(dialog).findByText('This code is already in use')).toBeInTheDocument();
  });

  it('deletes only after a confirmation', async () => {
    jest.mocked(couponsApi.listCoupons).mockResolvedValueOnce([aCoupon()]).mockResolvedValue([]);
    jest.mocked(couponsApi.deleteCoupon).mockResolvedValue(undefined);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete LAUNCH-20' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the coupon LAUNCH-20?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(couponsApi.deleteCoupon).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete LAUNCH-20' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(couponsApi.deleteCoupon).toHaveBeenCalledWith(5));
    expect(await screen.findByText('No coupons yet')).toBeInTheDocument();
  });
});
