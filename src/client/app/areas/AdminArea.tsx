// The admin area (/admin/*), mounted by the router behind RequireAuth and the role guard: the area's
// shell (AccountLayout), its routes and its pages are the "admin" chunk, so /home carries none of them;
// the payment pages (transfers awaiting confirmation, refunds) are the "admin-payments" chunk, the payout
// queue the "admin-payouts" chunk.
import { lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AccountLayout } from '../../layout/AccountLayout';
import { NotFound } from '../../layout/NotFound';
import { Lazy } from '../lazyPage';
import { ADMIN_SECTIONS, pageId, ROUTES, type AdminPageId } from '../paths';

const AdminHomePage = lazy(() => import(/* webpackChunkName: "admin" */ '../../features/admin/AdminHomePage'));
const InstructorApplicationsPage = lazy(() => import(/* webpackChunkName: "admin" */ '../../features/instructorApplications/InstructorApplicationsPage'));
const CourseReviewsPage = lazy(() => import(/* webpackChunkName: "admin" */ '../../features/courseReview/CourseReviewsPage'));
const CourseReviewPage = lazy(() => import(/* webpackChunkName: "admin" */ '../../features/courseReview/CourseReviewPage'));
const AdminPaymentsPage = lazy(() => import(/* webpackChunkName: "admin-payments" */ '../../features/adminPayments/AdminPaymentsPage'));
const AdminRefundsPage = lazy(() => import(/* webpackChunkName: "admin-payments" */ '../../features/adminPayments/AdminRefundsPage'));
const AdminPayoutsPage = lazy(() => import(/* webpackChunkName: "admin-payouts" */ '../../features/payouts/AdminPayoutsPage'));

/** The admin area's sections. */
const ADMIN_PAGES: Record<AdminPageId, ReactNode> = {
  instructorApplications: <InstructorApplicationsPage />,
  courseReviews: <CourseReviewsPage />,
  payments: <AdminPaymentsPage />,
  refunds: <AdminRefundsPage />,
  payouts: <AdminPayoutsPage />,
};

/** The area's routes, relative to /admin (the route table test composes them under that prefix). */
export function adminRoutes() {
  return (
    <Route element={<AccountLayout />}>
      <Route index element={<Lazy><AdminHomePage /></Lazy>} />
      {ADMIN_SECTIONS.map((section) => (
        <Route key={section} path={section} element={<Lazy>{ADMIN_PAGES[pageId(section)]}</Lazy>} />
      ))}
      <Route path={ROUTES.adminCourseReview} element={<Lazy><CourseReviewPage /></Lazy>} />
      <Route path="*" element={<NotFound />} />
    </Route>
  );
}

export default function AdminArea() {
  return <Routes>{adminRoutes()}</Routes>;
}
