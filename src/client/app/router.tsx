// Routes. Every area but the home page loads lazily, one chunk per area
// (public, content: posts and events, static: company pages and contact, auth, student, instructor).
import { lazy, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { TopProgressBar } from '../components/Spinner';
import { RequireAuth } from '../features/auth/RequireAuth';
import { NotFound } from '../layout/NotFound';
import { PublicLayout } from '../layout/PublicLayout';
import { HomePage } from '../pages/HomePage';
import { AUTH_PAGES, CONTENT_SECTIONS, INSTRUCTOR_SECTIONS, pageId, ROUTES, STATIC_PAGES, STUDENT_SECTIONS, paths, type ContentKind, type StudentPageId } from './paths';

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
const LessonPlayer = lazy(() => import(/* webpackChunkName: "student" */ '../features/learning/LessonPlayer'));
const EditProfilePage = lazy(() => import(/* webpackChunkName: "student" */ '../features/account/EditProfilePage'));
const ChangePasswordPage = lazy(() => import(/* webpackChunkName: "student" */ '../features/account/ChangePasswordPage'));
const SocialLoginPage = lazy(() => import(/* webpackChunkName: "student" */ '../features/social/SocialLoginPage'));

const InstructorLayout = lazy(() => import(/* webpackChunkName: "instructor" */ '../layout/AccountLayout'));
const InstructorPage = lazy(() => import(/* webpackChunkName: "instructor" */ '../pages/account/InstructorPage'));

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

      <Route path={ROUTES.instructor} element={<RequireAuth><Lazy><InstructorLayout /></Lazy></RequireAuth>}>
        <Route index element={<Navigate to={paths.instructor.dashboard()} replace />} />
        {INSTRUCTOR_SECTIONS.map((section) => (
          <Route key={section} path={section} element={<Lazy><InstructorPage id={pageId(section)} /></Lazy>} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
