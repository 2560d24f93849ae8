import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { HomePage } from './HomePage';

it("the hero's facts are a valid description list: each a <div> holding its term, then its value", () => {
  const loaded = { status: 'succeeded' as const, key: null, data: [], error: null };
  renderWithProviders(<HomePage />, { route: '/home', preloadedState: { categories: loaded, news: loaded } });
  const list = screen.getByRole('heading', { level: 1 }).closest('section')?.querySelector('dl');
  if (!list) throw new Error('no <dl> in the hero');
  const groups = Array.from(list.children);
  expect(groups.length).toBeGreaterThan(0);
  for (const group of groups) {
    expect(group.tagName).toBe('DIV');
    expect(Array.from(group.children).map((c) => c.tagName)).toEqual(['DT', 'DD']);
    expect(group.querySelector('dt')?.textContent).not.toBe('');
    expect(group.querySelector('dd')?.textContent).not.toBe('');
  }
});
