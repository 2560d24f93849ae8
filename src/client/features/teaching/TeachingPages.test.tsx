import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as teachingApi from '../../api/teachingApi';
import { ApiError } from '../../api/apiError';
import type { InstructorDashboard, InstructorReview, InstructorReviewPage, InstructorStudent, InstructorStudentPage, TeachingCourse } from '../../../shared/schemas/studioTeaching';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { aCourseDetail, aReview as aPublicReview, aReviewPage } from '../../testing/courseFixtures';
import { initialCourseState } from '../course/courseSlice';
import { Reviews } from '../course/Reviews';
import { AnnouncementDialog } from './AnnouncementDialog';
import DashboardPage from './DashboardPage';
import ReviewsPage from './ReviewsPage';
import StudentsPage from './StudentsPage';

jest.mock('../../api/teachingApi');

const english = { locale: { lang: 'en' as const, country: 999 as const } };
const render = (ui: React.ReactElement) => renderWithProviders(ui, { runSagas: true, preloadedState: english });

beforeEach(() => jest.resetAllMocks());

const aDashboard = (overrides: Partial<InstructorDashboard> = {}): InstructorDashboard => ({
  days: 30,
  bucket: 'day',
  totals: { students: 1200, enrolments: 1500, completions: 300, averageRating: 4.25, reviewCount: 8, publishedCourses: 2, periodEnrolments: 40, periodCompletions: 5 },
  series: [
    { date: '2026-11-22', enrolments: 3, completions: 1 },
    { date: '2026-11-23', enrolments: 7, completions: 2 },
  ],
  ratingDistribution: [0, 1, 0, 2, 5],
  recentReviews: [{ id: 1, courseId: 7, courseTitle: 'Investing 101', courseLang: 'en', rating: 5, text: 'Great course', lang: 'en', authorName: 'Ann', createdAt: '2026-11-20T00:00:00.000Z', hasReply: false }],
  attention: [{ id: 9, title: 'Options basics', reason: 'rejected', rejectionReason: 'Add captions', updatedAt: '2026-11-21T00:00:00.000Z' }],
  hasCourses: true,
  ...overrides,
});

describe('DashboardPage', () => {
  it('shows the figures, a chart with its table for screen readers, ratings, reviews and the courses to fix', async () => {
    jest.mocked(teachingApi.getDashboard).mockResolvedValue(aDashboard());
    render(<DashboardPage />);
    expect(await screen.findByText('1,200')).toBeInTheDocument();
    expect(teachingApi.getDashboard).toHaveBeenCalledWith(30);
    expect(screen.getByText('4.25')).toBeInTheDocument();
    expect(screen.getByTestId('enrolment-chart')).toHaveAttribute('aria-hidden', 'true');
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(3);
    expect(within(table).getByText('7')).toBeInTheDocument();
    const fix = screen.getByRole('link', { name: 'Options basics' });
    expect(fix).toHaveAttribute('href', '/instructor/courses/9/edit');
    expect(screen.getByText('Reason: Add captions')).toBeInTheDocument();
    expect(screen.getByText('Great course')).toBeInTheDocument();
  });

  it('switches the period with the keyboard and can show the chart as a table', async () => {
    jest.mocked(teachingApi.getDashboard).mockResolvedValue(aDashboard());
    render(<DashboardPage />);
    await screen.findByText('1,200');
    jest.mocked(teachingApi.getDashboard).mockResolvedValue(aDashboard({ days: 365, bucket: 'week' }));
    screen.getByRole('button', { name: '365 days' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(teachingApi.getDashboard).toHaveBeenLastCalledWith(365));
    await userEvent.click(await screen.findByRole('button', { name: 'Show as table' }));
    expect(screen.queryByTestId('enrolment-chart')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toBeVisible();
  });

  it('invites a new instructor to create a first course, and offers a retry after an error', async () => {
    jest.mocked(teachingApi.getDashboard).mockResolvedValue(aDashboard({ hasCourses: false }));
    const { unmount } = render(<DashboardPage />);
    expect(await screen.findByRole('link', { name: 'Create your first course' })).toHaveAttribute('href', '/instructor/create-course');
    unmount();
    jest.mocked(teachingApi.getDashboard).mockRejectedValueOnce(new ApiError({ status: 0, code: 'NETWORK', message: 'offline' })).mockResolvedValue(aDashboard());
    render(<DashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1,200')).toBeInTheDocument();
  });
});

const aCourse = (overrides: Partial<TeachingCourse> = {}): TeachingCourse => ({ id: 7, title: 'Investing 101', isPublished: true, students: 2, announcementRecipients: 2, announcementsLeft: 3, ...overrides });
const aStudent = (overrides: Partial<InstructorStudent> = {}): InstructorStudent => ({
  username: 'ann',
  displayName: 'Ann Learner',
  profileImage: null,
  courseId: 7,
  courseTitle: 'Investing 101',
  completedLessons: 3,
  totalLessons: 4,
  progress: 75,
  lastActivityAt: '2026-11-20T00:00:00.000Z',
  enrolledAt: '2026-11-01T00:00:00.000Z',
  completedAt: null,
  ...overrides,
});
const studentsPage = (items: InstructorStudent[], total = items.length): InstructorStudentPage => ({ items, total, page: 1, pageSize: 20, courses: [aCourse()] });

describe('StudentsPage', () => {
  it('lists students with progress bars and sorts by a column header', async () => {
    jest.mocked(teachingApi.listStudents).mockResolvedValue(studentsPage([aStudent(), aStudent({ username: 'bo', displayName: 'Bo', progress: 0, completedLessons: 0 })]));
    render(<StudentsPage />);
    expect(await screen.findByText('Ann Learner')).toBeInTheDocument();
    expect(teachingApi.listStudents).toHaveBeenCalledWith({ sort: 'enrolledAt', order: 'desc', page: 1, pageSize: 20 });
    expect(screen.getByRole('progressbar', { name: 'Progress of Ann Learner' })).toHaveAttribute('aria-valuenow', '75');
    await userEvent.click(screen.getByRole('button', { name: 'Progress' }));
    await waitFor(() => expect(teachingApi.listStudents).toHaveBeenLastCalledWith({ sort: 'progress', order: 'desc', page: 1, pageSize: 20 }));
  });

  it('searches, and says so when nobody matches', async () => {
    jest.mocked(teachingApi.listStudents).mockResolvedValue(studentsPage([aStudent()]));
    render(<StudentsPage />);
    await screen.findByText('Ann Learner');
    jest.mocked(teachingApi.listStudents).mockResolvedValue(studentsPage([]));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Name or username' }), 'zed{Enter}');
    expect(await screen.findByText('No student matches your search')).toBeInTheDocument();
    expect(teachingApi.listStudents).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'zed', page: 1 }));
  });

  it('exports the CSV with the current filters', async () => {
    jest.mocked(teachingApi.listStudents).mockResolvedValue(studentsPage([aStudent()]));
    jest.mocked(teachingApi.downloadStudentsCsv).mockResolvedValue({ blob: new Blob(['x']), fileName: 'students.csv' });
    const createObjectURL = jest.fn(() => 'blob:1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    render(<StudentsPage />);
    await screen.findByText('Ann Learner');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(teachingApi.downloadStudentsCsv).toHaveBeenCalledWith({ sort: 'enrolledAt', order: 'desc' });
  });
});

describe('AnnouncementDialog', () => {
  it('asks to confirm with the number of recipients, then sends', async () => {
    jest.mocked(teachingApi.sendAnnouncement).mockResolvedValue({ id: 1, recipients: 2, announcementsLeft: 2 });
    const onClose = jest.fn();
    render(<AnnouncementDialog course={aCourse()} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Review and send' }));
    expect(screen.getAllByText('Please write some text.')).toHaveLength(2);
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'Live session');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Friday 7pm');
    await userEvent.click(screen.getByRole('button', { name: 'Review and send' }));
    expect(screen.getByText('This announcement will be e-mailed to 2 students. Send it now?')).toBeInTheDocument();
    expect(teachingApi.sendAnnouncement).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('The announcement is on its way to 2 students.')).toBeInTheDocument();
    expect(teachingApi.sendAnnouncement).toHaveBeenCalledWith(7, { subject: 'Live session', body: 'Friday 7pm' });
  });

  it('shows the rate limit in words', async () => {
    jest.mocked(teachingApi.sendAnnouncement).mockRejectedValue(new ApiError({ status: 429, code: 'ANNOUNCEMENT_RATE_LIMITED', message: 'x' }));
    render(<AnnouncementDialog course={aCourse()} onClose={jest.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'A');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'B');
    await userEvent.click(screen.getByRole('button', { name: 'Review and send' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This course has sent 3 announcements in the last 24 hours.');
  });
});

const aReview = (overrides: Partial<InstructorReview> = {}): InstructorReview => ({
  id: 5,
  courseId: 7,
  courseTitle: 'Investing 101',
  courseLang: 'en',
  rating: 2,
  text: 'Too fast',
  lang: 'en',
  author: { username: 'ann', fullName: 'Ann Learner', profileImage: null },
  createdAt: '2026-11-20T00:00:00.000Z',
  reply: null,
  reported: false,
  ...overrides,
});
const reviewsPage = (items: InstructorReview[]): InstructorReviewPage => ({ items, total: items.length, page: 1, pageSize: 10, courses: [{ id: 7, title: 'Investing 101' }] });

describe('ReviewsPage', () => {
  it('replies inline, then shows the reply from the reloaded list', async () => {
    jest.mocked(teachingApi.listReviews).mockResolvedValue(reviewsPage([aReview()]));
    jest.mocked(teachingApi.saveReply).mockResolvedValue({ text: 'We slowed it down', updatedAt: '2026-11-21T00:00:00.000Z', instructorName: 'Kru' });
    render(<ReviewsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reply' }));
    jest.mocked(teachingApi.listReviews).mockResolvedValue(reviewsPage([aReview({ reply: { text: 'We slowed it down', updatedAt: '2026-11-21T00:00:00.000Z', instructorName: 'Kru' } })]));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your reply' }), 'We slowed it down');
    await userEvent.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByText('We slowed it down')).toBeInTheDocument();
    expect(teachingApi.saveReply).toHaveBeenCalledWith(5, 'We slowed it down');
    expect(screen.getByRole('button', { name: 'Edit reply' })).toBeInTheDocument();
  });

  it("marks a review with the language it was written in, and the course's title and reply with the course's", async () => {
    const reply = { text: 'ขอบคุณครับ', updatedAt: '2026-11-21T00:00:00.000Z', instructorName: 'Kru' };
    jest.mocked(teachingApi.listReviews).mockResolvedValue(reviewsPage([aReview({ text: 'Napakabilis', lang: 'tl', courseTitle: 'ลงทุน 101', courseLang: 'th', reply }), aReview({ id: 6, text: 'Clear', lang: 'en' })]));
    render(<ReviewsPage />);
    expect(await screen.findByText('Napakabilis')).toHaveAttribute('lang', 'tl');
    expect(screen.getByText('ลงทุน 101')).toHaveAttribute('lang', 'th');
    expect(screen.getByText('ขอบคุณครับ')).toHaveAttribute('lang', 'th');
    expect(screen.getByText('Clear')).not.toHaveAttribute('lang');
  });

  it('filters unanswered reviews and deletes a reply', async () => {
    const replied = aReview({ reply: { text: 'Old reply', updatedAt: '2026-11-21T00:00:00.000Z', instructorName: 'Kru' } });
    jest.mocked(teachingApi.listReviews).mockResolvedValue(reviewsPage([replied]));
    jest.mocked(teachingApi.deleteReply).mockResolvedValue(undefined);
    render(<ReviewsPage />);
    expect(await screen.findByText('Old reply')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Unanswered only' }));
    await waitFor(() => expect(teachingApi.listReviews).toHaveBeenLastCalledWith({ unanswered: true, page: 1, pageSize: 10 }));
    jest.mocked(teachingApi.listReviews).mockResolvedValue(reviewsPage([aReview()]));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete reply' }));
    expect(teachingApi.deleteReply).toHaveBeenCalledWith(5);
    await waitFor(() => expect(screen.queryByText('Old reply')).not.toBeInTheDocument());
  });

  it('reports abuse once with a reason', async () => {
    jest.mocked(teachingApi.listReviews).mockResolvedValue(reviewsPage([aReview()]));
    jest.mocked(teachingApi.reportReview).mockResolvedValue(undefined);
    render(<ReviewsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Report abuse' }));
    const dialog = screen.getByRole('dialog', { name: 'Report an abusive review' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Insults');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report abuse' }));
    expect(await within(dialog).findByText('Thank you. An administrator will look at it.')).toBeInTheDocument();
    expect(teachingApi.reportReview).toHaveBeenCalledWith(5, 'Insults');
  });
});

describe('the public course page', () => {
  it("shows the instructor's reply under the review, marked with the course's language", () => {
    const course = aCourseDetail({ id: 7, language: 'th' });
    const reviews = [aPublicReview({ id: 1, reply: { text: 'ขอบคุณครับ', updatedAt: '2026-11-21T00:00:00.000Z', instructorName: 'Kru Somsri' } }), aPublicReview({ id: 2 })];
    renderWithProviders(<Reviews course={course} />, {
      preloadedState: { ...english, course: { ...initialCourseState, reviews: { status: 'succeeded', key: '7', data: aReviewPage(reviews, { pageSize: 10 }), error: null } } },
    });
    const replies = screen.getAllByTestId('review-reply');
    expect(replies).toHaveLength(1);
    expect(replies[0]).toHaveTextContent('Reply from Kru Somsri (instructor)');
    expect(within(replies[0]!).getByText('ขอบคุณครับ')).toHaveAttribute('lang', 'th');
  });
});
