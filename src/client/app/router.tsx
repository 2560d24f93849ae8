// Routes of spec section 2. Every area but the home page loads lazily, one chunk per area
// (public, content: posts and events, static: company pages and contact, auth, student, instructor).
import { lazy, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { TopProgressBar } from '../components/Spinner';
import { RequireAuth } from '../features/auth/RequireAuth';
import { NotFound } from '../layout/NotFound';
import { PublicLayout } from '../layout/PublicLayout';
import { HomePage } from '../pages/HomePage';

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

const StudentLayout = lazy(() => import(/* webpackChunkName: "student" */ '../layout/AccountLayout'));
const StudentPage = lazy(() => import(/* webpackChunkName: "student" */ '../pages/account/StudentPage'));
const StudentDashboard = lazy(() => import(/* webpackChunkName: "student" */ '../features/dashboard/StudentDashboard'));
const CourseListPage = lazy(() => import(/* webpackChunkName: "student" */ '../features/dashboard/CourseListPage'));
const MyCertificatesPage = lazy(() => import(/* webpackChunkName: "student" */ '../features/certificates/MyCertificatesPage'));
const WishlistPage = lazy(() => import(/* webpackChunkName: "student" */ '../features/wishlist/WishlistPage'));
const LessonPlayer = lazy(() => import(/* webpackChunkName: "student" */ '../features/learning/LessonPlayer'));

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

/** /sign-in (the spec's sign-out target) is the log-in page; the query (returnUrl) is kept. */
function SignInRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/auth/log-in${search}`} replace />;
}

/** Posts and events: the list at /{path}, an item at /{path}/{slug}. */
const CONTENT_ROUTES = [
  ['blogs', 'blog'],
  ['podcasts', 'podcast'],
  ['seminars', 'seminar'],
  ['robo-camps', 'robo-camp'],
  ['robo-road-trip', 'road-trip'],
  ['events', 'event'],
] as const;

const STATIC_ROUTES = ['about-us', 'faqs', 'privacy-policy', 'terms-and-conditions', 'affiliate-agreement'] as const;

/** The student area's sections rendered by StudentPage (a feature page or "coming soon"). */
const STUDENT_ROUTES = [
  ['affiliate', 'affiliate'],
  ['edit-profile', 'editProfile'],
  ['change-password', 'changePassword'],
  ['social-login', 'socialLogin'],
  ['payment-info', 'paymentInfo'],
  ['support-ticket', 'supportTicket'],
] as const;

const INSTRUCTOR_ROUTES = [
  ['dashboard', 'dashboard'],
  ['create-course', 'createCourse'],
  ['courses', 'courses'],
  ['quiz', 'quiz'],
  ['earnings', 'earnings'],
  ['students', 'students'],
  ['orders', 'orders'],
  ['reviews', 'reviews'],
  ['edit-profile', 'editProfile'],
  ['payouts', 'payouts'],
  ['settings', 'settings'],
  ['delete-profile', 'deleteProfile'],
] as const;

export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/home" replace />} />
      <Route path="sign-in" element={<SignInRedirect />} />

      <Route element={<PublicLayout />}>
        <Route path="home" element={<HomePage />} />
        <Route path="courses" element={<Lazy><CataloguePage /></Lazy>} />
        <Route path="courses/:idOrSlug" element={<Lazy><CoursePage /></Lazy>} />
        <Route path="certificates/:code" element={<Lazy><CertificatePage /></Lazy>} />
        <Route path="learn/:courseIdOrSlug/:lessonId" element={<RequireAuth><Lazy><LessonPlayer /></Lazy></RequireAuth>} />
        <Route path="analysis-and-news" element={<Lazy><NewsListPage /></Lazy>} />
        <Route path="analysis-and-news/:slug" element={<Lazy><NewsArticlePage /></Lazy>} />
        {CONTENT_ROUTES.map(([path, kind]) => [
          <Route key={path} path={path} element={<Lazy><ContentRoute kind={kind} /></Lazy>} />,
          <Route key={`${path}/`} path={`${path}/:slug`} element={<Lazy><ContentRoute kind={kind} detail /></Lazy>} />,
        ])}
        {STATIC_ROUTES.map((page) => (
          <Route key={page} path={page} element={<Lazy><StaticRoute page={page} /></Lazy>} />
        ))}
        <Route path="contact-us" element={<Lazy><ContactPage /></Lazy>} />
        <Route path="*" element={<NotFound />} />
      </Route>

      <Route path="auth" element={<Lazy><AuthLayout /></Lazy>}>
        <Route index element={<Navigate to="log-in" replace />} />
        <Route path="log-in" element={<Lazy><LoginPage /></Lazy>} />
        <Route path="sign-up" element={<Lazy><SignUpPage /></Lazy>} />
        <Route path="sign-out" element={<Lazy><SignOutPage /></Lazy>} />
        {/* activate, forgot-password, reset-password, else 404: routed inside the auth chunk (/home's JS budget) */}
        <Route path="*" element={<Lazy><AuthAccountPage notFound={<NotFound />} /></Lazy>} />
      </Route>

      <Route path="student" element={<RequireAuth><Lazy><StudentLayout /></Lazy></RequireAuth>}>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<Lazy><StudentDashboard /></Lazy>} />
        <Route path="course-list" element={<Lazy><CourseListPage /></Lazy>} />
        <Route path="certificates" element={<Lazy><MyCertificatesPage /></Lazy>} />
        <Route path="bookmark" element={<Lazy><WishlistPage /></Lazy>} />
        {STUDENT_ROUTES.map(([path, id]) => (
          <Route key={path} path={path} element={<Lazy><StudentPage id={id} /></Lazy>} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>

      <Route path="instructor" element={<RequireAuth><Lazy><InstructorLayout /></Lazy></RequireAuth>}>
        <Route index element={<Navigate to="dashboard" replace />} />
        {INSTRUCTOR_ROUTES.map(([path, id]) => (
          <Route key={path} path={path} element={<Lazy><InstructorPage id={id} /></Lazy>} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
