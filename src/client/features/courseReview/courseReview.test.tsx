// The admin's course review: the requests (redux-saga-test-plan and a real store), the diff of what
// changed, and the two pages (Testing Library), against the contract in src/shared/schemas/studio.ts
// with the API mocked.
import { AREA_ROUTES } from '../../app/areaPaths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { expectSaga } from 'redux-saga-test-plan';
import { call } from 'redux-saga/effects';
import type { CourseInReview, CourseReview, EditableCourse } from '../../../shared/schemas/studio';
import { ApiError } from '../../api/apiError';
import * as courseReviewApi from '../../api/courseReviewApi';
import { ROUTES } from '../../app/paths';
import { initialAuthState } from '../auth/authSlice';
import { aCustomer } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { runRequest } from '../../testing/requestStore';
import type { CourseDiff } from '../../../shared/schemas/adminCourses';
import * as adminCoursesApi from '../../api/adminCoursesApi';
import { courseDecisionRequest } from './courseReviewRequests';
import CourseReviewPage from './CourseReviewPage';
import CourseReviewsPage from './CourseReviewsPage';

afterEach(() => jest.restoreAllMocks());

const anEditableCourse = (overrides: Partial<EditableCourse> = {}): EditableCourse => ({
  id: 12,
  slug: 'robotics-101',
  status: 'published',
  hasDraftChanges: true,
  review: { state: 'in_review', reason: null, submittedAt: '2026-11-20T10:00:00.000Z' },
  version: 5,
  updatedAt: '2026-11-20T10:00:00.000Z',
  publishedAt: '2026-10-01T10:00:00.000Z',
  title: 'Robotics 101',
  subtitle: 'Build your first robot',
  description: 'Motors, sensors and code.',
  outcomes: ['Wire a motor'],
  requirements: [],
  level: 'beginner',
  language: 'en',
  categoryId: 3,
  coverImage: null,
  isFree: false,
  prices: { USD: 1999, THB: 59900 },
  titleTranslations: {},
  sections: [
    {
      id: 30,
      title: 'Getting started',
      version: 1,
      lessons: [
        { id: 40, sectionId: 30, kind: 'text', version: 1, attachment: null, title: 'What is a robot?', duration: 300, isPreview: true, body: '<p>Hi</p>', video: null },
        { id: 41, sectionId: 30, kind: 'video', version: 1, attachment: null, title: 'Your first motor', duration: 600, isPreview: false, body: '', video: { source: 'youtube', ref: 'https://youtu.be/x' } },
      ],
    },
  ],
  ...overrides,
});

const aReview = (overrides: Partial<CourseReview> = {}): CourseReview => ({
  course: anEditableCourse(),
  instructor: { username: 'maria', fullName: 'Maria Santos', email: 'maria@example.com' },
  ...overrides,
});

const aDiff = (overrides: Partial<CourseDiff> = {}): CourseDiff => ({
  courseId: 12,
  kind: 'revision',
  text: [
    { field: 'title', before: 'Robotics', after: 'Robotics 101', parts: [{ op: 'equal', text: 'Robotics' }, { op: 'insert', text: ' 101' }] },
    { field: 'lessonBody', lessonId: 40, lessonTitle: 'What is a robot?', before: 'Hello', after: 'Hi', parts: [{ op: 'delete', text: 'Hello' }, { op: 'insert', text: 'Hi' }] },
    { field: 'titleTranslation', lang: 'th', before: '', after: 'หุ่นยนต์', parts: [{ op: 'insert', text: 'หุ่นยนต์' }] },
  ],
  outline: [
    { change: 'removed', item: 'section', id: 31, title: 'Old section', before: null, after: null, fromSection: null, toSection: null },
    { change: 'renamed', item: 'lesson', id: 41, title: 'Your first motor', before: 'Motors', after: 'Your first motor', fromSection: null, toSection: null },
    { change: 'moved', item: 'lesson', id: 40, title: 'What is a robot?', before: '2', after: '1', fromSection: 'Intro', toSection: 'Getting started' },
  ],
  prices: [{ currency: 'THB', before: null, after: 59900 }],
  media: [{ kind: 'video', lessonId: 41, lessonTitle: 'Your first motor', before: null, after: 'https://youtu.be/x' }],
  settings: [{ field: 'lessonPreview', lessonId: 40, lessonTitle: 'What is a robot?', before: 'false', after: 'true' }],
  ...overrides,
});

const inReview: CourseInReview[] = [
  { id: 12, title: 'Robotics 101', isRevision: true, instructor: { username: 'maria', fullName: 'Maria Santos' }, submittedAt: '2026-11-20T10:00:00.000Z' },
  { id: 13, title: 'Python for kids', isRevision: false, instructor: { username: 'nok', fullName: 'Nok' }, submittedAt: '2026-11-21T10:00:00.000Z' },
];

const admin = { auth: { ...initialAuthState, status: 'success' as const, user: aCustomer({ role: 'admin' }), initialized: true } };

describe('courseDecisionRequest', () => {
  it('approves through the API (saga)', async () => {
    // The request's watcher runs forever: it is stopped after the answer.
    await expectSaga(courseDecisionRequest.saga)
      .provide([[call(courseReviewApi.approve, 12), {}]])
      .dispatch(courseDecisionRequest.actions.requested({ key: 'k', arg: { id: 12, decision: 'approve' } }))
      .call(courseReviewApi.approve, 12)
      .put.like({ action: { type: `${courseDecisionRequest.name}/succeeded`, payload: { key: 'k', data: 'approve' } } })
      .silentRun(50);
  });

  it('rejects with the reason, and keeps the code of a refusal', async () => {
    const reject = jest.spyOn(courseReviewApi, 'reject').mockRejectedValue(new ApiError({ status: 409, code: 'COURSE_NOT_IN_REVIEW', message: 'x' }));
    const { state } = await runRequest(courseDecisionRequest, { id: 12, decision: 'reject', reason: 'Add captions.' });
    expect(reject).toHaveBeenCalledWith(12, 'Add captions.');
    expect(state).toMatchObject({ status: 'failed', error: { code: 'COURSE_NOT_IN_REVIEW', status: 409 } });
  });
});

describe('CourseReviewsPage', () => {
  it('lists what waits, new courses and revisions, each linking to its review', async () => {
    jest.spyOn(courseReviewApi, 'inReview').mockResolvedValue(inReview);
    renderWithProviders(<CourseReviewsPage />, { route: '/admin/course-reviews', preloadedState: admin, runSagas: true });
    const link = await screen.findByRole('link', { name: /Robotics 101/ });
    expect(link).toHaveAttribute('href', '/admin/course-reviews/12');
    expect(within(link).getByText('Edits of a published course')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Python for kids/ })).getByText('New course')).toBeInTheDocument();
    expect(screen.getByText(/by Maria Santos \(@maria\)/)).toBeInTheDocument();
  });

  it('empty, and a failure with a retry', async () => {
    const api = jest.spyOn(courseReviewApi, 'inReview').mockRejectedValueOnce(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x' })).mockResolvedValueOnce([]);
    const user = userEvent.setup();
    renderWithProviders(<CourseReviewsPage />, { route: '/admin/course-reviews', preloadedState: admin, runSagas: true });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
    expect(api).toHaveBeenCalledTimes(2);
  });
});

describe('CourseReviewPage', () => {
  const renderReview = (id = '12') =>
    renderWithProviders(
      <Routes>
        <Route path={`/${ROUTES.admin}/${AREA_ROUTES.adminCourseReview}`} element={<CourseReviewPage />} />
      </Routes>,
      { route: `/admin/course-reviews/${id}`, preloadedState: admin, runSagas: true },
    );

  it('shows the course, its outline and the diff of what changed (marked by more than colour), then approves', async () => {
    const review = jest.spyOn(courseReviewApi, 'review').mockResolvedValue(aReview());
    const diff = jest.spyOn(adminCoursesApi, 'courseDiff').mockResolvedValue(aDiff());
    const approve = jest.spyOn(courseReviewApi, 'approve').mockResolvedValue({});
    const user = userEvent.setup();
    renderReview();
    expect(await screen.findByRole('heading', { name: 'Robotics 101' })).toBeInTheDocument();
    expect(review).toHaveBeenCalledWith(12);
    expect(diff).toHaveBeenCalledWith(12);
    expect(screen.getByText(/Maria Santos \(@maria\) · maria@example.com/)).toBeInTheDocument();
    // Prices in major units, each with its currency's digits.
    expect(screen.getByText('Price: USD $19.99 · THB ฿599.00')).toBeInTheDocument();
    // The outline.
    const outline = screen.getByRole('region', { name: 'Sections and lessons' });
    expect(within(outline).getByText('Getting started')).toBeInTheDocument();
    expect(within(outline).getByText(/Your first motor/)).toBeInTheDocument();
    expect(within(outline).getByText('Video')).toBeInTheDocument();
    // The diff: words inserted and deleted, in <ins> / <del> with words for screen readers.
    const changes = await screen.findByRole('region', { name: 'What changed (9)' });
    const text = within(changes).getByRole('region', { name: 'Text' });
    const title = within(text).getByRole('heading', { name: 'Title' }).closest('li') as HTMLElement;
    const inserted = title.querySelector('ins') as HTMLElement;
    expect(inserted).toHaveTextContent('inserted: 101 end of insertion');
    expect(title.querySelector('[lang="en"]')).toHaveTextContent('Robotics inserted: 101 end of insertion');
    const body = within(text).getByRole('heading', { name: 'Lesson text: What is a robot?' }).closest('li') as HTMLElement;
    expect(body.querySelector('del')).toHaveTextContent('deleted: Hello end of deletion');
    expect(body.querySelector('ins')).toHaveTextContent('Hi');
    // A translated title carries its language.
    const thai = within(text).getByRole('heading', { name: 'Title (Thai)' }).closest('li') as HTMLElement;
    expect(thai.querySelector('[lang="th"]')).toHaveTextContent('หุ่นยนต์');
    const outlineChanges = within(changes).getByRole('region', { name: 'Outline changes' });
    expect(within(outlineChanges).getByText(/Section removed: “Old section”/, { selector: 'del' })).toBeInTheDocument();
    expect(within(outlineChanges).getByText('Lesson renamed')).toBeInTheDocument();
    expect(within(outlineChanges).getByText('Lesson “What is a robot?” moved from “Intro” to “Getting started”')).toBeInTheDocument();
    expect(within(within(changes).getByRole('region', { name: 'Prices' })).getByText(/฿599.00/, { selector: 'ins' })).toBeInTheDocument();
    expect(within(within(changes).getByRole('region', { name: 'Cover and videos' })).getByText('Video: Your first motor')).toBeInTheDocument();
    expect(within(within(changes).getByRole('region', { name: 'Settings' })).getByText('Free preview: lesson “What is a robot?”')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(approve).toHaveBeenCalledWith(12);
    expect(await screen.findByText('The course is approved and published.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('a new course: everything is new', async () => {
    jest.spyOn(courseReviewApi, 'review').mockResolvedValue(aReview({ course: anEditableCourse({ status: 'draft', hasDraftChanges: false }) }));
    jest.spyOn(adminCoursesApi, 'courseDiff').mockResolvedValue(aDiff({ kind: 'new', outline: [], prices: [], media: [], settings: [] }));
    renderReview();
    expect(await screen.findByText('A new course: everything below is new.')).toBeInTheDocument();
    expect(screen.getByText('New course')).toBeInTheDocument();
  });

  it('the diff failing to load says so with a retry, the decision stays possible', async () => {
    jest.spyOn(courseReviewApi, 'review').mockResolvedValue(aReview());
    const diff = jest.spyOn(adminCoursesApi, 'courseDiff').mockRejectedValueOnce(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x' })).mockResolvedValueOnce(aDiff());
    const user = userEvent.setup();
    renderReview();
    const changes = await screen.findByRole('region', { name: 'What changed' });
    await user.click(await within(changes).findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'What changed (9)' })).toBeInTheDocument();
    expect(diff).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('rejects with a reason', async () => {
    jest.spyOn(courseReviewApi, 'review').mockResolvedValue(aReview());
    jest.spyOn(adminCoursesApi, 'courseDiff').mockResolvedValue(aDiff());
    const reject = jest.spyOn(courseReviewApi, 'reject').mockResolvedValue({});
    const user = userEvent.setup();
    renderReview();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this course' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Add captions to the videos.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(reject).toHaveBeenCalledWith(12, 'Add captions to the videos.');
    expect(await screen.findByText('The course was rejected; the instructor has been told why.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a course that is not there: the error and the way back', async () => {
    jest.spyOn(courseReviewApi, 'review').mockRejectedValue(new ApiError({ status: 404, code: 'NOT_FOUND', message: 'x' }));
    jest.spyOn(adminCoursesApi, 'courseDiff').mockRejectedValue(new ApiError({ status: 404, code: 'NOT_FOUND', message: 'x' }));
    renderReview('99');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to course reviews' })).toHaveAttribute('href', '/admin/course-reviews');
  });
});
