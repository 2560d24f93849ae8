// Routes. Every area but the home page loads lazily, one chunk per area (the public pages one each:
// catalogue, course, news, certificate, instructor-profile, so that a page's first load carries only its own
// code; content: posts and events, static: company pages, contact, auth, learn: the lesson player; cart, checkout, test-bank). The account areas (student,
// instructor, admin) are route modules of their own (./areas, composition root too) that route their
// pages inside their chunks: /home's JavaScript holds only their three lazy stubs and guards.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RequireAuth } from '../features/auth/RequireAuth';
import { ADMIN_ROLES, RequireRole, TEACHING_ROLES } from '../features/auth/RequireRole';
import { NotFound } from '../layout/NotFound';
import { PublicLayout } from '../layout/PublicLayout';
import { HomePage } from '../pages/HomePage';
import { withTranslations } from './i18n';
import { Lazy } from './lazyPage';
import { AUTH_PAGES, CONTENT_SECTIONS, ROUTES, STATIC_PAGES, paths, type ContentKind } from './paths';

const CataloguePage = lazy(() => import(/* webpackChunkName: "catalogue" */ '../features/catalogue/CataloguePage'));
const CoursePage = lazy(() => import(/* webpackChunkName: "course" */ '../features/course/CoursePage'));
const CertificatePage = lazy(() => import(/* webpackChunkName: "certificate" */ '../features/certificates/CertificatePage'));
const NewsListPage = lazy(() => import(/* webpackChunkName: "news" */ '../pages/public/NewsListPage'));
const NewsArticlePage = lazy(() => import(/* webpackChunkName: "news" */ '../pages/public/NewsArticlePage'));
const PublicInstructorPage = lazy(() => import(/* webpackChunkName: "instructor-profile" */ '../features/people/PublicInstructorPage'));
const LessonPlayer = lazy(withTranslations(['account'], () => import(/* webpackChunkName: "learn" */ '../features/learning/LessonPlayer')));
const ContentRoute = lazy(() => import(/* webpackChunkName: "content" */ '../features/content/ContentRoute'));
const StaticRoute = lazy(() => import(/* webpackChunkName: "static" */ '../pages/public/StaticPages'));
const ContactPage = lazy(() => import(/* webpackChunkName: "contact" */ '../pages/public/ContactPage'));
const CartPage = lazy(() => import(/* webpackChunkName: "cart" */ '../features/cart/CartPage'));
const CheckoutPage = lazy(() => import(/* webpackChunkName: "checkout" */ '../features/checkout/CheckoutPage'));
const TestBankPage = lazy(() => import(/* webpackChunkName: "test-bank" */ '../features/checkout/TestBankPage'));

const AuthLayout = lazy(withTranslations(['account'], () => import(/* webpackChunkName: "auth" */ '../layout/AuthLayout')));
const LoginPage = lazy(withTranslations(['account'], () => import(/* webpackChunkName: "auth" */ '../features/auth/LoginPage')));
const SignUpPage = lazy(withTranslations(['account'], () => import(/* webpackChunkName: "auth" */ '../features/auth/SignUpPage')));
const SignOutPage = lazy(withTranslations(['account'], () => import(/* webpackChunkName: "auth" */ '../features/auth/SignOutPage')));
const AuthAccountPage = lazy(withTranslations(['account'], () => import(/* webpackChunkName: "auth" */ '../features/account/AuthAccountPage')));
const SocialSignInButtons = lazy(
  withTranslations(['account'], () =>
    import(/* webpackChunkName: "auth" */ '../features/social/SocialSignInButtons').then((m) => ({ default: m.SocialSignInButtons })),
  ),
);

/**
 * The account areas: each a module of its own (./areas) holding the area's shell, routes and lazy page
 * stubs, loaded with its first page, so /home carries none of them. Their chunks: student, account
 * (the settings pages of both areas), instructor, teaching, instructor-quiz, course-editor (with
 * quiz-editor), admin. The account areas, the lesson player and the sign-in pages bring the account
 * translations with their code, the instructor's and admin's areas the staff ones too (shared/translationParts.ts).
 */
const StudentArea = lazy(withTranslations(['account'], () => import(/* webpackChunkName: "student" */ './areas/StudentArea')));
const InstructorArea = lazy(withTranslations(['account', 'staff'], () => import(/* webpackChunkName: "instructor" */ './areas/InstructorArea')));
const AdminArea = lazy(withTranslations(['account', 'staff'], () => import(/* webpackChunkName: "admin" */ './areas/AdminArea')));

/** What a signed-in visitor sees in an area that is not for their role. */
const NotForYourAccount = lazy(() => import(/* webpackChunkName: "guard" */ '../layout/NotForYourAccount'));

/** /sign-in (the sign-out target) is the log-in page; the query (returnUrl) is kept. */
function SignInRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${paths.logIn()}${search}`} replace />;
}

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
        <Route path={ROUTES.cart} element={<Lazy><CartPage /></Lazy>} />
        <Route path={ROUTES.checkout} element={<RequireAuth><Lazy><CheckoutPage /></Lazy></RequireAuth>} />
        {/* owner: people (public instructor page): replaces the element of the next line */}
        <Route path={ROUTES.instructorProfile} element={<Lazy><PublicInstructorPage notFound={<NotFound />} /></Lazy>} />
        <Route path="*" element={<NotFound />} />
      </Route>

      {/* The local test bank stands alone, like a bank's own app. */}
      <Route path={ROUTES.testBank} element={<Lazy><TestBankPage /></Lazy>} />

      <Route path={ROUTES.auth} element={<Lazy><AuthLayout /></Lazy>}>
        <Route index element={<Navigate to={AUTH_PAGES.logIn} replace />} />
        <Route path={AUTH_PAGES.logIn} element={<Lazy><LoginPage socialSignIn={socialSignIn} /></Lazy>} />
        <Route path={AUTH_PAGES.signUp} element={<Lazy><SignUpPage socialSignIn={socialSignIn} /></Lazy>} />
        <Route path={AUTH_PAGES.signOut} element={<Lazy><SignOutPage /></Lazy>} />
        {/* activate, forgot-password, reset-password, else 404: routed inside the auth chunk (/home's JS budget) */}
        <Route path="*" element={<Lazy><AuthAccountPage notFound={<NotFound />} /></Lazy>} />
      </Route>

      {/* The account areas route their pages themselves (descendant <Routes>, each with its own 404). */}
      <Route path={`${ROUTES.student}/*`} element={<RequireAuth><Lazy><StudentArea /></Lazy></RequireAuth>} />
      <Route path={`${ROUTES.instructor}/*`} element={<RequireAuth><RequireRole roles={TEACHING_ROLES} denied={<Lazy><NotForYourAccount area="instructor" /></Lazy>}><Lazy><InstructorArea /></Lazy></RequireRole></RequireAuth>} />
      <Route path={`${ROUTES.admin}/*`} element={<RequireAuth><RequireRole roles={ADMIN_ROLES} denied={<Lazy><NotForYourAccount area="admin" /></Lazy>}><Lazy><AdminArea /></Lazy></RequireRole></RequireAuth>} />
    </Routes>
  );
}
