import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { InstructorCourseItem } from '../../../shared/schemas/studio';
import { ApiError } from '../../api/apiError';
import * as studioApi from '../../api/studioApi';
import { LocationProbe, renderWithProviders } from '../../testing/renderWithProviders';
import CoursePreviewPage from './CoursePreviewPage';
import CreateCoursePage from './CreateCoursePage';
import MyCoursesPage from './MyCoursesPage';
import { anEditableCourse } from './studioFixtures';
import { initialStudioState } from './studioSlice';

jest.mock('../../api/studioApi', () => ({
  ...jest.requireActual('../../api/studioApi'),
  listCourses: jest.fn(),
  createCourse: jest.fn(),
  getCourse: jest.fn(),
  unpublishCourse: jest.fn(),
  submitCourse: jest.fn(),
}));
const api = studioApi as jest.Mocked<typeof studioApi>;

const categories = { status: 'succeeded' as const, key: '', data: [{ id: 1, title: 'Cooking', titleTh: 'ทำอาหาร', titleVi: 'Nấu ăn', titleTl: 'Pagluluto', parentId: null }], error: null };

function aRow(overrides: Partial<InstructorCourseItem> = {}): InstructorCourseItem {
  return { id: 5, slug: 'thai-cooking', title: 'Thai cooking', status: 'draft', hasDraftChanges: false, coverImage: null, students: 0, rating: 0, ratingCount: 0, updatedAt: '2026-11-01T00:00:00.000Z', version: 3, ...overrides };
}

const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });

beforeEach(() => jest.resetAllMocks());

describe('MyCoursesPage', () => {
  it('lists my courses with their status and the actions each allows', async () => {
    api.listCourses.mockResolvedValue({
      items: [aRow(), aRow({ id: 6, title: 'Isan food', status: 'published', hasDraftChanges: true, students: 42, rating: 4.56, ratingCount: 9 }), aRow({ id: 7, title: 'Rejected one', status: 'rejected' })],
    });
    api.unpublishCourse.mockResolvedValue(anEditableCourse({ id: 6, status: 'unpublished' }));
    renderWithProviders(<MyCoursesPage />, { runSagas: true, preloadedState: { categories } });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await settle();
    const row = screen.getByTestId('course-row-6');
    expect(within(row).getByTestId('status-chip')).toHaveTextContent('Changes waiting');
    expect(within(row).getByText('★ 4.6 (9 ratings)')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit “Isan food”' })).toHaveAttribute('href', '/instructor/courses/6/edit');
    expect(within(row).getByRole('link', { name: 'Preview “Isan food”' })).toHaveAttribute('href', '/instructor/courses/6/preview');
    expect(within(screen.getByTestId('course-row-7')).getByTestId('status-chip')).toHaveTextContent('Rejected');
    expect(within(screen.getByTestId('course-row-5')).queryByRole('button', { name: 'Unpublish “Thai cooking”' })).not.toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Unpublish “Isan food”' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unpublish' }));
    await settle();
    expect(api.unpublishCourse).toHaveBeenCalledWith(6);
    expect(within(screen.getByTestId('course-row-6')).getByTestId('status-chip')).toHaveTextContent('Unpublished');
  });

  it('invites a new instructor to create their first course', async () => {
    api.listCourses.mockResolvedValue({ items: [] });
    renderWithProviders(<MyCoursesPage />, { runSagas: true, preloadedState: { categories } });
    await settle();
    expect(screen.getByRole('link', { name: 'Create your first course' })).toHaveAttribute('href', '/instructor/create-course');
  });

  it('says when the list could not be loaded and tries again', async () => {
    api.listCourses.mockRejectedValueOnce(new ApiError({ status: 500, code: 'INTERNAL', message: 'boom' }));
    api.listCourses.mockResolvedValueOnce({ items: [aRow()] });
    renderWithProviders(<MyCoursesPage />, { runSagas: true, preloadedState: { categories } });
    await settle();
    expect(screen.getByText(/Your courses could not be loaded/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getByTestId('course-row-5')).toBeInTheDocument();
  });
});

describe('CreateCoursePage', () => {
  it('creates a draft and opens the editor on it', async () => {
    api.createCourse.mockResolvedValue(anEditableCourse({ id: 12 }));
    renderWithProviders(
      <>
        <CreateCoursePage />
        <LocationProbe />
      </>,
      { runSagas: true, route: '/instructor/create-course', preloadedState: { categories } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create and start editing' }));
    expect(screen.getByText('Choose a category')).toBeInTheDocument();
    expect(api.createCourse).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Thai street food' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(screen.getByRole('option', { name: 'Cooking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create and start editing' }));
    await settle();
    expect(api.createCourse).toHaveBeenCalledWith({ title: 'Thai street food', language: 'en', categoryId: 1 });
    expect(screen.getByTestId('location')).toHaveTextContent('/instructor/courses/12/edit');
  });
});

describe('CoursePreviewPage', () => {
  it('shows the course being edited, unsaved edits included, under the preview banner', async () => {
    const course = anEditableCourse({ isFree: false, prices: { USD: 1999, VND: 450000 } });
    renderWithProviders(
      <Routes>
        <Route path="/instructor/courses/:id/preview" element={<CoursePreviewPage />} />
      </Routes>,
      {
        route: '/instructor/courses/5/preview',
        preloadedState: {
          categories,
          studio: { ...initialStudioState, course: { status: 'succeeded', key: '5', data: course, error: null }, drafts: { course: { kind: 'course', value: { ...course, title: 'Unsaved title' } } } },
        },
      },
    );
    expect(screen.getByText('Preview — students do not see this yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unsaved title');
    expect(screen.getByTestId('preview-price')).toHaveTextContent('19.99 USD · 450000 VND');
    expect(screen.getByText('Knives')).toBeInTheDocument();
    expect(api.getCourse).not.toHaveBeenCalled();
  });
});
