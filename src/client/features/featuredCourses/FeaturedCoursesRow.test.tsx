import { screen, waitFor, within } from '@testing-library/react';
import * as coursesApi from '../../api/coursesApi';
import * as enrollmentsApi from '../../api/enrollmentsApi';
import { aCourseSummary, anEnrollment } from '../../testing/courseFixtures';
import { aCustomer } from '../../testing/fixtures';
import { initialAuthState } from '../auth/authSlice';
import { renderWithProviders } from '../../testing/renderWithProviders';
import HomeFeaturedCourses, { FEATURED_ON_HOME } from './FeaturedCoursesRow';
import { HomePage } from '../../pages/HomePage';

jest.mock('../../api/coursesApi');
jest.mock('../../api/enrollmentsApi');
const api = jest.mocked(coursesApi);
const enrolments = jest.mocked(enrollmentsApi);

const page = (items: ReturnType<typeof aCourseSummary>[]) => ({ items, total: items.length, page: 1, pageSize: FEATURED_ON_HOME });

beforeEach(() => jest.resetAllMocks());

it('shows the featured courses (asked with ?featured=true) priced in the region currency, linked to their pages', async () => {
  api.list.mockResolvedValue(
    page([
      aCourseSummary({ id: 1, slug: 'paid-one', title: 'Paid course', isFree: false, price: 19.99, prices: { USD: 1999, THB: 69000 } }),
      aCourseSummary({ id: 2, slug: 'free-one', title: 'Free course' }),
    ]),
  );
  renderWithProviders(<HomeFeaturedCourses />, { runSagas: true, preloadedState: { locale: { lang: 'en', country: 174 } } });
  // A skeleton while the answer is on its way.
  expect(screen.getByRole('region', { name: 'Featured courses' })).toHaveAttribute('aria-busy', 'true');
  const cards = await screen.findAllByTestId('featured-course');
  expect(api.list).toHaveBeenCalledWith({ featured: true, pageSize: FEATURED_ON_HOME });
  expect(cards).toHaveLength(2);
  expect(cards[0]).toHaveAttribute('href', '/courses/paid-one');
  expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'Paid course' })).toBeInTheDocument();
  expect(cards[0]!.textContent).toMatch(/690/);
  expect(cards[0]!.textContent).toMatch(/฿|THB/);
  expect(within(cards[1]!).getByText('Free')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Featured courses' })).not.toHaveAttribute('aria-busy');
});

it('shows nothing when no course is featured, or when the list fails', async () => {
  api.list.mockResolvedValueOnce(page([]));
  const { container, unmount } = renderWithProviders(<HomeFeaturedCourses />, { runSagas: true });
  await waitFor(() => expect(api.list).toHaveBeenCalled());
  await waitFor(() => expect(container).toBeEmptyDOMElement());
  expect(screen.queryByText('Featured courses')).toBeNull();
  unmount();

  api.list.mockRejectedValueOnce(new Error('offline'));
  const failed = renderWithProviders(<HomeFeaturedCourses />, { runSagas: true });
  await waitFor(() => expect(failed.container).toBeEmptyDOMElement());
});

it('the home page loads the row after the categories', async () => {
  api.list.mockResolvedValue(page([aCourseSummary({ id: 3, slug: 'on-home', title: 'On the home page' })]));
  const loaded = { status: 'succeeded' as const, key: null, data: [], error: null };
  renderWithProviders(<HomePage />, { route: '/home', runSagas: true, preloadedState: { categories: loaded, news: loaded } });
  expect(await screen.findByRole('heading', { level: 3, name: 'On the home page' })).toBeInTheDocument();
  const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
  expect(regions.indexOf('home-featured')).toBe(regions.indexOf('home-categories') + 1);
});

it("adds the region's popular courses (in its language) and the new ones, each course once, in the first row that has it", async () => {
  const featured = aCourseSummary({ id: 1, slug: 'featured', title: 'Featured one' });
  const popularThai = aCourseSummary({ id: 2, slug: 'popular-th', title: 'Popular Thai course', language: 'th' });
  const fresh = aCourseSummary({ id: 3, slug: 'fresh', title: 'Brand new course' });
  api.list.mockImplementation(async (query) => {
    if (query?.featured) return page([featured]);
    if (query?.sort === 'popular') return page([featured, popularThai]);
    return page([popularThai, fresh, featured]);
  });
  renderWithProviders(<HomeFeaturedCourses />, { runSagas: true, preloadedState: { locale: { lang: 'en', country: 174 } } });
  const popularRow = await screen.findByRole('region', { name: 'Popular in Thailand' });
  await within(popularRow).findByRole('heading', { level: 3 });
  expect(api.list).toHaveBeenCalledWith({ sort: 'popular', pageSize: FEATURED_ON_HOME, language: 'th' });
  expect(api.list).toHaveBeenCalledWith({ sort: 'newest', pageSize: FEATURED_ON_HOME });
  const titles = (name: string) => within(screen.getByRole('region', { name })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  expect(titles('Featured courses')).toEqual(['Featured one']);
  expect(within(popularRow).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Popular Thai course']);
  expect(titles('New courses')).toEqual(['Brand new course']);
});

it('calls the popular row "Most popular", over every language, for the Global region', async () => {
  api.list.mockImplementation(async (query) => (query?.sort === 'popular' ? page([aCourseSummary({ id: 9, slug: 'p', title: 'Everyone takes this' })]) : page([])));
  renderWithProviders(<HomeFeaturedCourses />, { runSagas: true, preloadedState: { locale: { lang: 'en', country: 999 } } });
  const row = await screen.findByRole('region', { name: 'Most popular' });
  expect(await within(row).findByRole('heading', { level: 3, name: 'Everyone takes this' })).toBeInTheDocument();
  expect(api.list).toHaveBeenCalledWith({ sort: 'popular', pageSize: FEATURED_ON_HOME });
  // No featured and no new course: those rows are left out.
  expect(screen.queryByRole('region', { name: 'Featured courses' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'New courses' })).toBeNull();
});

it("shows a signed-in learner's unfinished courses first, each card leading back to the last lesson", async () => {
  api.list.mockResolvedValue(page([]));
  enrolments.list.mockResolvedValue({
    items: [
      anEnrollment({ course: aCourseSummary({ id: 5, slug: 'half-way', title: 'Half way there' }), completedLessons: 2, totalLessons: 4, progressPercent: 50, lastLesson: { id: 77, title: 'Hooks', position: 0 } }),
      anEnrollment({ course: aCourseSummary({ id: 6, slug: 'all-done', title: 'Finished course' }), completedLessons: 4, totalLessons: 4, progressPercent: 100, completedAt: '2026-03-01T00:00:00.000Z' }),
      anEnrollment({ course: aCourseSummary({ id: 7, slug: 'not-started', title: 'Not started yet' }), completedLessons: 0, totalLessons: 3, progressPercent: 0, lastLesson: null }),
    ],
    total: 3,
    page: 1,
    pageSize: 20,
  });
  const auth = { ...initialAuthState, status: 'success' as const, user: aCustomer(), initialized: true };
  renderWithProviders(<HomeFeaturedCourses />, { runSagas: true, preloadedState: { locale: { lang: 'en', country: 999 }, auth } });
  const row = await screen.findByRole('region', { name: 'Continue learning' });
  const cards = await within(row).findAllByTestId('continue-course');
  // The finished course is left out; an unstarted one leads to its page.
  expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/learn/half-way/77', '/courses/not-started']);
  expect(cards[0]!.textContent).toContain('2 of 4 lessons · 50%');
  expect(within(row).getByRole('link', { name: 'See all my courses: Continue learning' })).toHaveAttribute('href', '/student/course-list');
});

it('has no continue row for a visitor who is not signed in', async () => {
  api.list.mockResolvedValue(page([aCourseSummary({ id: 8, slug: 'x', title: 'Some course' })]));
  renderWithProviders(<HomeFeaturedCourses />, { runSagas: true, preloadedState: { locale: { lang: 'en', country: 999 } } });
  await screen.findAllByTestId('featured-course');
  expect(screen.queryByRole('region', { name: 'Continue learning' })).toBeNull();
  expect(enrolments.list).not.toHaveBeenCalled();
});
