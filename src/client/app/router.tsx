// Routes. Every area but the home page loads lazily, one chunk per area
// (public, content: posts and events, static: company pages and contact, auth, student, instructor).
import { lazy, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { TopProgressBar } from '../components/Spinner';
import { RequireAuth } from '../features/auth/RequireAuth';
import { ADMIN_ROLES, RequireRole, TEACHING_ROLES } from '../features/auth/RequireRole';
import { NotFound } from '../layout/NotFound';
import { PublicLayout } from '../layout/PublicLayout';
import { HomePage } from '../pages/HomePage';
import { ADMIN_SECTIONS, AUTH_PAGES, CONTENT_SECTIONS, INSTRUCTOR_SECTIONS, pageId, ROUTES, STATIC_PAGES, STUDENT_SECTIONS, paths, type AdminPageId, type ContentKind, type InstructorPageId, type StudentPageId } from './paths';

const CataloguePage = lazy(() => import(/* webpackChunkName: "public" */ '../features/catalogue/CataloguePage'));
const CoursePage = lazy(() => import(/* webpackChunkName: "public" */ '../features/course/CoursePage'));
const CertificatePage = lazy(() => import(/* webpackChunkName: "public" */ '../features/certificates/CertificatePage'));
const NewsListPage = lazy(() => import(/* webpackChunkName: "public" */ '../pages/public/NewsListPage'));
const NewsArticlePage = lazy(() => import(/* webpackChunkName: "public" */ '../pages/public/NewsArticlePage'));
const ContentRoute = lazy(() => import(/* webpackChunkName: "content" */ '../features/content/ContentRoute'));
const StaticRoute = lazy(() => import(/* webpackChunkName: "static" */ '../pages/public/StaticPages'));
const ContactPage = lazy(() => import(/* webpackChunkName: "contact" */ '../pages/public/ContactPage'));

const AuthLayout = lazy(() => import(/* webpackChunkName: "auth" */ '../layout/AuthLayout'));
const LoginPage = lazy(() => import(/* webpackChunkName: "auth" */ '../features/auth/LoginPage'));
const SignUpPage = lazy(() => import(/* webpackChunkName: "auth" */ '../features/auth/SignUpPage'));
const SignOutPage = lazy(() => import(/* webpackChunkName: "auth" */ '../features/auth/SignOutPage'));
const AuthAccountPage = lazy(() => import(/* webpackChunkName: "auth" */ '../features/account/AuthAccountPage'));
const SocialSignInButtons = lazy(() =>
  import(/* webpackChunkName: "auth" */ '../features/social/SocialSignInButtons').then((m) => ({ default: m.SocialSignInButtons })),
);

const StudentLayout = lazy(() => import(/* webpackChunkName: "student" */ '../layout/AccountLayout'));
const StudentPage = lazy(() => import(/* webpackChunkName: "student" */ '../pages/account/StudentPage'));
const StudentDashboard = lazy(() => import(/* webpackChunkName: "student" */ '../features/dashboard/StudentDashboard'));
const CourseListPage = lazy(() => import(/* webpackChunkName: "student" */ '../features/dashboard/CourseListPage'));
const MyCertificatesPage = lazy(() => import(/* webpackChunkName: "student" */ '../features/certificates/MyCertificatesPage'));
const WishlistPage = lazy(() => import(/* webpackChunkName: "student" */ '../features/wishlist/WishlistPage'));
const LessonPlayer = lazy(() => import(/* webpackChunkName: "learn" */ '../features/learning/LessonPlayer'));
const EditProfilePage = lazy(() => import(/* webpackChunkName: "student" */ '../features/account/EditProfilePage'));
const ChangePasswordPage = lazy(() => import(/* webpackChunkName: "student" */ '../features/account/ChangePasswordPage'));
const SocialLoginPage = lazy(() => import(/* webpackChunkName: "student" */ '../features/social/SocialLoginPage'));

const InstructorLayout = lazy(() => import(/* webpackChunkName: "instructor" */ '../layout/AccountLayout'));
const InstructorPage = lazy(() => import(/* webpackChunkName: "instructor" */ '../pages/account/InstructorPage'));
const InstructorEditProfilePage = lazy(() => import(/* webpackChunkName: "instructor" */ '../features/people/InstructorEditProfilePage'));
const InstructorSettingsPage = lazy(() => import(/* webpackChunkName: "instructor" */ '../features/people/SettingsPage'));
const InstructorDeleteAccountPage = lazy(() => import(/* webpackChunkName: "instructor" */ '../features/people/DeleteAccountPage'));
const TeachingDashboardPage = lazy(() => import(/* webpackChunkName: "instructor" */ '../features/teaching/DashboardPage'));
const TeachingStudentsPage = lazy(() => import(/* webpackChunkName: "instructor" */ '../features/teaching/StudentsPage'));
const TeachingReviewsPage = lazy(() => import(/* webpackChunkName: "instructor" */ '../features/teaching/ReviewsPage'));
const StudentSettingsPage = lazy(() => import(/* webpackChunkName: "student" */ '../features/people/SettingsPage'));
const StudentDeleteAccountPage = lazy(() => import(/* webpackChunkName: "student" */ '../features/people/DeleteAccountPage'));
const PublicInstructorPage = lazy(() => import(/* webpackChunkName: "public" */ '../features/people/PublicInstructorPage'));
const MyCoursesPage = lazy(() => import(/* webpackChunkName: "instructor" */ '../features/studio/MyCoursesPage'));
const CreateCoursePage = lazy(() => import(/* webpackChunkName: "instructor" */ '../features/studio/CreateCoursePage'));
const CourseEditorPage = lazy(() => import(/* webpackChunkName: "course-editor" */ '../features/studio/CourseEditorPage'));
const CoursePreviewPage = lazy(() => import(/* webpackChunkName: "instructor" */ '../features/studio/CoursePreviewPage'));
const QuizListPage = lazy(() => import(/* webpackChunkName: "instructor" */ '../features/quizEditor/QuizListPage'));
const QuizResultsPage = lazy(() => import(/* webpackChunkName: "instructor" */ '../features/quizEditor/QuizResultsPage'));
const TeachPage = lazy(() => import(/* webpackChunkName: "student" */ '../features/instructorApplications/TeachPage'));

/** What a signed-in visitor sees in an area that is not for their role. */
const NotForYourAccount = lazy(() => import(/* webpackChunkName: "guard" */ '../layout/NotForYourAccount'));

const AdminLayout = lazy(() => import(/* webpackChunkName: "admin" */ '../layout/AccountLayout'));
const AdminHomePage = lazy(() => import(/* webpackChunkName: "admin" */ '../features/admin/AdminHomePage'));
const InstructorApplicationsPage = lazy(() => import(/* webpackChunkName: "admin" */ '../features/instructorApplications/InstructorApplicationsPage'));
const CourseReviewsPage = lazy(() => import(/* webpackChunkName: "admin" */ '../features/courseReview/CourseReviewsPage'));
const CourseReviewPage = lazy(() => import(/* webpackChunkName: "admin" */ '../features/courseReview/CourseReviewPage'));

function PageFallback() {
  return (
    <Box sx={{ minHeight: '50vh' }} aria-busy="true">
      <TopProgressBar />
    </Box>
  );
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageFallback />}>{children}</Suspense>;
}

/** /sign-in (the sign-out target) is the log-in page; the query (returnUrl) is kept. */
function SignInRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${paths.logIn()}${search}`} replace />;
}


/** The student sections that are features of their own; StudentPage renders the others (a page or "coming soon"). */
const STUDENT_FEATURE_PAGES: Partial<Record<StudentPageId, ReactNode>> = {
  dashboard: <StudentDashboard />,
  courseList: <CourseListPage />,
  certificates: <MyCertificatesPage />,
  bookmark: <WishlistPage />,
  editProfile: <EditProfilePage />,
  changePassword: <ChangePasswordPage />,
  socialLogin: <SocialLoginPage />,
  settings: <StudentSettingsPage />,
  deleteProfile: <StudentDeleteAccountPage />,
  teach: <TeachPage />,
};

/** The instructor sections that are features of their own; InstructorPage renders the others. */
const INSTRUCTOR_FEATURE_PAGES: Partial<Record<InstructorPageId, ReactNode>> = {
  editProfile: <InstructorEditProfilePage accountFields={<EditProfilePage />} />,
  settings: <InstructorSettingsPage />,
  deleteProfile: <InstructorDeleteAccountPage />,
  dashboard: <TeachingDashboardPage />,
  students: <TeachingStudentsPage />,
  reviews: <TeachingReviewsPage />,
  courses: <MyCoursesPage />,
  createCourse: <CreateCoursePage />,
  quiz: <QuizListPage />,
};

/** The admin area's sections. */
const ADMIN_PAGES: Record<AdminPageId, ReactNode> = {
  instructorApplications: <InstructorApplicationsPage />,
  courseReviews: <CourseReviewsPage />,
};

/** The log-in and sign-up pages' social buttons: social sign-in builds on auth, so auth's pages get them from here. */
const socialSignIn = (returnUrl: string | null) => (
  <Suspense fallback={null}>
    <SocialSignInButtons returnUrl={returnUrl} />
  </Suspense>
);

export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={paths.home()} replace />} />
      <Route path={ROUTES.signIn} element={<SignInRedirect />} />

      <Route element={<PublicLayout />}>
        <Route path={ROUTES.home} element={<HomePage />} />
        <Route path={ROUTES.courses} element={<Lazy><CataloguePage /></Lazy>} />
        <Route path={ROUTES.course} element={<Lazy><CoursePage /></Lazy>} />
        <Route path={ROUTES.certificate} element={<Lazy><CertificatePage /></Lazy>} />
        <Route path={ROUTES.lesson} element={<RequireAuth><Lazy><LessonPlayer /></Lazy></RequireAuth>} />
        <Route path={ROUTES.news} element={<Lazy><NewsListPage /></Lazy>} />
        <Route path={ROUTES.newsArticle} element={<Lazy><NewsArticlePage /></Lazy>} />
        {(Object.keys(CONTENT_SECTIONS) as ContentKind[]).map((kind) => [
          <Route key={kind} path={CONTENT_SECTIONS[kind]} element={<Lazy><ContentRoute kind={kind} /></Lazy>} />,
          <Route key={`${kind}/`} path={ROUTES.contentItem(CONTENT_SECTIONS[kind])} element={<Lazy><ContentRoute kind={kind} detail /></Lazy>} />,
        ])}
        {STATIC_PAGES.map((page) => (
          <Route key={page} path={page} element={<Lazy><StaticRoute page={page} /></Lazy>} />
        ))}
        <Route path={ROUTES.contactUs} element={<Lazy><ContactPage /></Lazy>} />
        {/* owner: people (public instructor page): replaces the element of the next line */}
        <Route path={ROUTES.instructorProfile} element={<Lazy><PublicInstructorPage notFound={<NotFound />} /></Lazy>} />
        <Route path="*" element={<NotFound />} />
      </Route>

      <Route path={ROUTES.auth} element={<Lazy><AuthLayout /></Lazy>}>
        <Route index element={<Navigate to={AUTH_PAGES.logIn} replace />} />
        <Route path={AUTH_PAGES.logIn} element={<Lazy><LoginPage socialSignIn={socialSignIn} /></Lazy>} />
        <Route path={AUTH_PAGES.signUp} element={<Lazy><SignUpPage socialSignIn={socialSignIn} /></Lazy>} />
        <Route path={AUTH_PAGES.signOut} element={<Lazy><SignOutPage /></Lazy>} />
        {/* activate, forgot-password, reset-password, else 404: routed inside the auth chunk (/home's JS budget) */}
        <Route path="*" element={<Lazy><AuthAccountPage notFound={<NotFound />} /></Lazy>} />
      </Route>

      <Route path={ROUTES.student} element={<RequireAuth><Lazy><StudentLayout /></Lazy></RequireAuth>}>
        <Route index element={<Navigate to={paths.student.dashboard()} replace />} />
        {STUDENT_SECTIONS.map((section) => (
          <Route key={section} path={section} element={<Lazy>{STUDENT_FEATURE_PAGES[pageId(section)] ?? <StudentPage id={pageId(section)} />}</Lazy>} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>

      <Route path={ROUTES.instructor} element={<RequireAuth><RequireRole roles={TEACHING_ROLES} denied={<Lazy><NotForYourAccount area="instructor" /></Lazy>}><Lazy><InstructorLayout /></Lazy></RequireRole></RequireAuth>}>
        <Route index element={<Navigate to={paths.instructor.dashboard()} replace />} />
        {INSTRUCTOR_SECTIONS.map((section) => (
          <Route key={section} path={section} element={<Lazy>{INSTRUCTOR_FEATURE_PAGES[pageId(section)] ?? <InstructorPage id={pageId(section)} />}</Lazy>} />
        ))}
        {/* owner: studio editor: replaces the element of the next line */}
        <Route path={ROUTES.instructorCourseEdit} element={<Lazy><CourseEditorPage /></Lazy>} />
        {/* owner: studio editor: replaces the element of the next line */}
        <Route path={ROUTES.instructorCoursePreview} element={<Lazy><CoursePreviewPage /></Lazy>} />
        <Route path={ROUTES.instructorQuizResults} element={<Lazy><QuizResultsPage /></Lazy>} />
        <Route path="*" element={<NotFound />} />
      </Route>

      <Route path={ROUTES.admin} element={<RequireAuth><RequireRole roles={ADMIN_ROLES} denied={<Lazy><NotForYourAccount area="admin" /></Lazy>}><Lazy><AdminLayout /></Lazy></RequireRole></RequireAuth>}>
        <Route index element={<Lazy><AdminHomePage /></Lazy>} />
        {ADMIN_SECTIONS.map((section) => (
          <Route key={section} path={section} element={<Lazy>{ADMIN_PAGES[pageId(section)]}</Lazy>} />
        ))}
        <Route path={ROUTES.adminCourseReview} element={<Lazy><CourseReviewPage /></Lazy>} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
