import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assignLocation } from '../lib/fullPageNavigation';
import { initialAuthState } from '../features/auth/authSlice';
import { initialCategoriesState } from '../features/categories/categoriesSlice';
import { aCategory, aCustomer } from '../testing/fixtures';
import { renderWithProviders } from '../testing/renderWithProviders';
import { Header } from './Header';
import en from '../../../public/assets/i18n/en.json';
import { paths } from '../app/paths';
import { POPULAR_TOPICS } from '../../shared/catalogueTopics';

jest.mock('../lib/fullPageNavigation', () => ({ assignLocation: jest.fn() }));

const categories = [
  aCategory({ id: 1, title: 'Development', titleTh: 'การพัฒนา' }),
  aCategory({ id: 2, title: 'Design', titleTh: null }),
];

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
}

describe('Header', () => {
  afterEach(() => {
    setScrollY(0);
    jest.mocked(assignLocation).mockClear();
  });

  it('shows sign-in and sign-up to signed-out visitors, both coming back to the current page', () => {
    renderWithProviders(<Header />, { route: '/courses/robots?tab=reviews#top' });
    const back = encodeURIComponent('/courses/robots?tab=reviews#top');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/auth/log-in?returnUrl=${back}`);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', `/auth/sign-up?returnUrl=${back}`);
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('shows the profile menu with My account and Sign out to signed-in users', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, {
      preloadedState: { auth: { ...initialAuthState, status: 'success', user: aCustomer(), initialized: true } },
    });
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /My account/ })).toHaveAttribute('href', '/student/dashboard');
    expect(within(menu).getByRole('menuitem', { name: /Sign out/ })).toHaveAttribute('href', '/auth/sign-out');
    expect(within(menu).getByRole('link', { name: 'Create a course' })).toHaveAttribute('href', '/instructor/create-course');
  });

  it('lists every category with its localized title and a view-all link', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, {
      preloadedState: { categories: { ...initialCategoriesState, status: 'succeeded' as const, data: categories }, locale: { lang: 'th', country: 174 } },
    });
    await user.click(screen.getByRole('button', { name: 'Browse' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'การพัฒนา' })).toHaveAttribute('href', '/courses?courses=1');
    expect(within(menu).getByRole('menuitem', { name: 'Design' })).toHaveAttribute('href', '/courses?courses=2');
    expect(within(menu).getByRole('menuitem', { name: 'View all categories' })).toHaveAttribute('href', '/courses');
  });

  it("links every popular topic of the mega menu to the catalogue searched for the topic's keyword", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: en.HEADER.MEGA_MENU }));
    const topics = await screen.findByRole('navigation', { name: en.MEGA.TOPICS.TITLE });
    const links = within(topics).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      POPULAR_TOPICS.map(({ key, keyword }) => [en.MEGA.TOPICS[key], paths.courses({ search: keyword })]),
    );
    expect(links[0]).toHaveAttribute('href', '/courses?search=Offshore+stocks');
  });

  it('submits the course search as a full page load', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const input = screen.getByRole('searchbox', { name: 'Search courses' });
    expect(input).toHaveAttribute('placeholder', 'Search for courses…');
    await user.type(input, 'react hooks{Enter}');
    expect(assignLocation).toHaveBeenCalledWith('/courses?search=react+hooks');
  });

  it('names the language button by its visible text first (label in name), and shows no made-up notification dot', () => {
    renderWithProviders(<Header />, { preloadedState: { locale: { lang: 'th', country: 174 } } });
    const locale = screen.getByRole('button', { name: `ไทย, ${en.HEADER.REGION_LANGUAGE}` });
    expect(locale).toHaveTextContent('ไทย');
    expect(screen.getByRole('button', { name: en.HEADER.NOTIFICATIONS }).querySelectorAll('span[aria-hidden]')).toHaveLength(0);
  });

  it('becomes sticky after 300 px of scrolling', () => {
    renderWithProviders(<Header />);
    const header = screen.getByTestId('site-header');
    expect(header).toHaveAttribute('data-sticky', 'false');
    act(() => {
      setScrollY(300);
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-sticky', 'false');
    act(() => {
      setScrollY(301);
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-sticky', 'true');
  });
});
