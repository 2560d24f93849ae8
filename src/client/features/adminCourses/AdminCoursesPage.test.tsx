// The admin's course list with the API mocked: what a row shows, the search and status filter (kept in
// the address), review link for what waits, unpublish with a reason (confirmed), publish again, feature;
// each answer replaces its row; a refusal is said and the list read again.
import { adminPaths } from '../../app/areaPaths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCourseItem, AdminCoursePage } from '../../../shared/schemas/adminCourses';
import * as adminCoursesApi from '../../api/adminCoursesApi';
import { ApiError } from '../../api/apiError';
import { renderWithProviders } from '../../testing/renderWithProviders';
import AdminCoursesPage from './AdminCoursesPage';

jest.mock('../../api/adminCoursesApi');
const api = jest.mocked(adminCoursesApi);

const aCourse = (overrides: Partial<AdminCourseItem> = {}): AdminCourseItem => ({
  id: 7,
  slug: 'watercolour',
  title: 'Watercolour Basics',
  status: 'published',
  owner: { name: 'Maria Santos', username: 'maria' },
  isFree: false,
  prices: { USD: 1999, THB: 69000 },
  enrolments: 1234,
  updatedAt: '2026-11-20T10:00:00.000Z',
  featured: false,
  featuredAt: null,
  revisionInReview: false,
  awaitingReview: false,
  ...overrides,
});
const pageOf = (items: AdminCourseItem[]): AdminCoursePage => ({ items, total: items.length, page: 1, pageSize: 20 });
const render = (route = adminPaths.courses()) => renderWithProviders(<AdminCoursesPage />, { route, runSagas: true, preloadedState: { locale: { lang: 'en', country: 999 } } });
const rowOf = async (title: string) => (await screen.findByRole('link', { name: title })).closest('tr') as HTMLElement;

beforeEach(() => jest.resetAllMocks());

describe('AdminCoursesPage', () => {
  it('lists courses with owner, status, prices and enrolments; review link for a revision waiting', async () => {
    api.listCourses.mockResolvedValue(pageOf([aCourse(), aCourse({ id: 8, slug: 'robots', title: 'Robots', revisionInReview: true, awaitingReview: true, featured: true, featuredAt: '2026-11-21T00:00:00.000Z' }), aCourse({ id: 9, slug: 'free', title: 'Free One', status: 'draft', isFree: true, prices: {}, owner: null })]));
    render();
    const row = await rowOf('Watercolour Basics');
    expect(api.listCourses).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
    expect(within(row).getByText('Maria Santos (@maria)')).toBeInTheDocument();
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).getByText('$19.99 · ฿690.00')).toBeInTheDocument();
    expect(within(row).getByText('1,234')).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /^Review/ })).not.toBeInTheDocument();
    const robots = await rowOf('Robots');
    expect(within(robots).getByText('Revision in review')).toBeInTheDocument();
    expect(within(robots).getByText('Featured')).toBeInTheDocument();
    expect(within(robots).getByRole('link', { name: 'Review Robots' })).toHaveAttribute('href', adminPaths.courseReview(8));
    expect(within(robots).getByRole('button', { name: 'Stop featuring Robots' })).toHaveAttribute('aria-pressed', 'true');
    const free = await rowOf('Free One');
    expect(within(free).getByText('Free')).toBeInTheDocument();
    expect(within(free).getByText('No owner (account deleted)')).toBeInTheDocument();
    expect(within(free).queryByRole('button')).not.toBeInTheDocument();
  });

  it('searches and filters by status', async () => {
    api.listCourses.mockResolvedValue(pageOf([aCourse()]));
    const user = userEvent.setup();
    render();
    await rowOf('Watercolour Basics');
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'water{Enter}');
    await waitFor(() => expect(api.listCourses).toHaveBeenLastCalledWith({ search: 'water', page: 1, pageSize: 20 }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Unpublished' }));
    await waitFor(() => expect(api.listCourses).toHaveBeenLastCalledWith({ search: 'water', status: 'unpublished', page: 1, pageSize: 20 }));
    api.listCourses.mockResolvedValue(pageOf([]));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Draft' }));
    expect(await screen.findByText('No course matches this search or status.')).toBeInTheDocument();
  });

  it('unpublishes with a reason after confirming, then publishes again; features', async () => {
    api.listCourses.mockResolvedValue(pageOf([aCourse()]));
    api.unpublishCourse.mockResolvedValue(aCourse({ status: 'unpublished' }));
    api.republishCourse.mockResolvedValue(aCourse());
    api.featureCourse.mockResolvedValue(aCourse({ featured: true, featuredAt: '2026-11-22T00:00:00.000Z' }));
    const user = userEvent.setup();
    render();
    let row = await rowOf('Watercolour Basics');
    await user.click(within(row).getByRole('button', { name: 'Unpublish Watercolour Basics' }));
    const dialog = screen.getByRole('dialog', { name: 'Unpublish “Watercolour Basics”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(api.unpublishCourse).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Copied material');
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(api.unpublishCourse).toHaveBeenCalledWith(7, 'Copied material'));
    expect(await screen.findByText('“Watercolour Basics” is unpublished.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    row = await rowOf('Watercolour Basics');
    expect(within(row).getByText('Unpublished')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Publish Watercolour Basics again' }));
    await waitFor(() => expect(api.republishCourse).toHaveBeenCalledWith(7));
    expect(await screen.findByText('“Watercolour Basics” is published again.')).toBeInTheDocument();
    row = await rowOf('Watercolour Basics');
    await user.click(within(row).getByRole('button', { name: 'Feature Watercolour Basics on the home page' }));
    await waitFor(() => expect(api.featureCourse).toHaveBeenCalledWith(7, true));
    row = await rowOf('Watercolour Basics');
    expect(await within(row).findByText('Featured')).toBeInTheDocument();
    expect(api.listCourses).toHaveBeenCalledTimes(1);
  });

  it('a refused action is said and the list read again; a failed list offers a retry', async () => {
    api.listCourses.mockRejectedValueOnce(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x' })).mockResolvedValue(pageOf([aCourse()]));
    api.featureCourse.mockRejectedValue(new ApiError({ status: 409, code: 'COURSE_NOT_PUBLISHED', message: 'x' }));
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    const row = await rowOf('Watercolour Basics');
    await user.click(within(row).getByRole('button', { name: 'Feature Watercolour Basics on the home page' }));
    expect(await screen.findByText('This course is not published.')).toBeInTheDocument();
    await waitFor(() => expect(api.listCourses).toHaveBeenCalledTimes(3));
  });
});

describe('AdminCoursesPage bulk actions', () => {
  const courses = () => [aCourse(), aCourse({ id: 8, slug: 'robots', title: 'Robots' }), aCourse({ id: 9, slug: 'clay', title: 'Clay', status: 'draft' })];

  it('selects courses, confirms with the count, shows each outcome; undo publishes the done ones again', async () => {
    api.listCourses.mockResolvedValue(pageOf(courses()));
    api.bulkCourses
      .mockResolvedValueOnce({
        results: [
          { id: 7, outcome: 'done', code: null },
          { id: 8, outcome: 'done', code: null },
          { id: 9, outcome: 'refused', code: 'COURSE_NOT_PUBLISHED' },
        ],
        done: 2,
        unchanged: 0,
        refused: 1,
      })
      .mockResolvedValueOnce({ results: [{ id: 7, outcome: 'done', code: null }, { id: 8, outcome: 'done', code: null }], done: 2, unchanged: 0, refused: 0 });
    render();
    await rowOf('Watercolour Basics');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every course on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions on the selected rows' });
    expect(within(bar).getByText('Selected: 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Clay' }));
    expect(within(bar).getByText('Selected: 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Clay' }));

    await userEvent.click(within(bar).getByRole('button', { name: 'Unpublish selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Unpublish 3 courses?' });
    expect(api.bulkCourses).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, unpublish 3' }));
    await waitFor(() => expect(api.bulkCourses).toHaveBeenCalledWith({ ids: [7, 8, 9], action: 'unpublish' }));
    const alert = (await screen.findByText('Unpublished: 2 · refused: 1')).closest('[role="status"]') as HTMLElement;
    expect(within(alert).getByText(/^Clay: /)).toBeInTheDocument();
    await waitFor(() => expect(api.listCourses).toHaveBeenCalledTimes(2));

    await userEvent.click(within(alert).getByRole('button', { name: 'Undo: publish again' }));
    await waitFor(() => expect(api.bulkCourses).toHaveBeenLastCalledWith({ ids: [7, 8], action: 'republish' }));
    expect(await screen.findByText('Published again: 2')).toBeInTheDocument();
  });

  it('cancelling the confirmation sends nothing and keeps the selection', async () => {
    api.listCourses.mockResolvedValue(pageOf(courses()));
    render();
    await rowOf('Robots');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Robots' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish selected again' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Publish 1 courses again?' })).getByRole('button', { name: 'Cancel' }));
    expect(api.bulkCourses).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Select Robots' })).toBeChecked();
  });
});
