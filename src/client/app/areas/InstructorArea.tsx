// The instructor area (/instructor/*), mounted by the router behind RequireAuth and the role guard:
// the area's shell (AccountLayout), its routes and the small studio pages (my courses, create a course,
// preview) are the "instructor" chunk, so /home carries none of them. Its pages come in chunks of their
// own: "teaching" (dashboard, students, reviews), "instructor-quiz" (the quiz list and a quiz's results),
// "course-editor", "coupons", "earnings" (earnings and orders), "payouts", and the account settings
// pages ("account", shared with the student area: ./accountPages).
import { AREA_ROUTES } from '../areaPaths';
import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AccountLayout } from '../../layout/AccountLayout';
import { NotFound } from '../../layout/NotFound';
import { Lazy } from '../lazyPage';
import { INSTRUCTOR_SECTIONS, pageId, paths, type InstructorPageId } from '../paths';
import { DeleteAccountPage, EditProfilePage, InstructorEditProfilePage, SettingsPage } from './accountPages';

const MyCoursesPage = lazy(() => import(/* webpackChunkName: "instructor" */ '../../features/studio/MyCoursesPage'));
const CreateCoursePage = lazy(() => import(/* webpackChunkName: "instructor" */ '../../features/studio/CreateCoursePage'));
const CoursePreviewPage = lazy(() => import(/* webpackChunkName: "instructor" */ '../../features/studio/CoursePreviewPage'));
const CourseEditorPage = lazy(() => import(/* webpackChunkName: "course-editor" */ '../../features/studio/CourseEditorPage'));
const TeachingDashboardPage = lazy(() => import(/* webpackChunkName: "teaching" */ '../../features/teaching/DashboardPage'));
const TeachingStudentsPage = lazy(() => import(/* webpackChunkName: "teaching" */ '../../features/teaching/StudentsPage'));
const TeachingReviewsPage = lazy(() => import(/* webpackChunkName: "teaching" */ '../../features/teaching/ReviewsPage'));
const QuizListPage = lazy(() => import(/* webpackChunkName: "instructor-quiz" */ '../../features/quizEditor/QuizListPage'));
const QuizResultsPage = lazy(() => import(/* webpackChunkName: "instructor-quiz" */ '../../features/quizEditor/QuizResultsPage'));
const CouponsPage = lazy(() => import(/* webpackChunkName: "coupons" */ '../../features/coupons/CouponsPage'));
const EarningsPage = lazy(() => import(/* webpackChunkName: "earnings" */ '../../features/earnings/EarningsPage'));
const InstructorOrdersPage = lazy(() => import(/* webpackChunkName: "earnings" */ '../../features/earnings/InstructorOrdersPage'));
const PayoutsPage = lazy(() => import(/* webpackChunkName: "payouts" */ '../../features/payouts/PayoutsPage'));
const InstructorTicketsPage = lazy(() => import(/* webpackChunkName: "tickets" */ '../../features/tickets/InstructorTicketsPage'));
const InstructorTicketPage = lazy(() => import(/* webpackChunkName: "tickets" */ '../../features/tickets/InstructorTicketPage'));

/** Every instructor section is a feature page of its own. */
const INSTRUCTOR_SECTION_PAGES: Record<InstructorPageId, ReactNode> = {
  editProfile: <InstructorEditProfilePage accountFields={<EditProfilePage />} />,
  settings: <SettingsPage />,
  deleteProfile: <DeleteAccountPage />,
  dashboard: <TeachingDashboardPage />,
  students: <TeachingStudentsPage />,
  reviews: <TeachingReviewsPage />,
  courses: <MyCoursesPage />,
  createCourse: <CreateCoursePage />,
  quiz: <QuizListPage />,
  coupons: <CouponsPage />,
  earnings: <EarningsPage />,
  orders: <InstructorOrdersPage />,
  payouts: <PayoutsPage />,
  support: <InstructorTicketsPage />,
};

/** The area's routes, relative to /instructor (the route table test composes them under that prefix). */
export function instructorRoutes() {
  return (
    <Route element={<AccountLayout />}>
      <Route index element={<Navigate to={paths.instructor.dashboard()} replace />} />
      {INSTRUCTOR_SECTIONS.map((section) => (
        <Route key={section} path={section} element={<Lazy>{INSTRUCTOR_SECTION_PAGES[pageId(section)]}</Lazy>} />
      ))}
      {/* owner: studio editor: replaces the element of the next line */}
      <Route path={AREA_ROUTES.instructorCourseEdit} element={<Lazy><CourseEditorPage /></Lazy>} />
      {/* owner: studio editor: replaces the element of the next line */}
      <Route path={AREA_ROUTES.instructorCoursePreview} element={<Lazy><CoursePreviewPage /></Lazy>} />
      <Route path={AREA_ROUTES.instructorQuizResults} element={<Lazy><QuizResultsPage /></Lazy>} />
      <Route path={AREA_ROUTES.instructorTicket} element={<Lazy><InstructorTicketPage /></Lazy>} />
      <Route path="*" element={<NotFound />} />
    </Route>
  );
}

export default function InstructorArea() {
  return <Routes>{instructorRoutes()}</Routes>;
}
