// The admin area (/admin/*), mounted by the router behind RequireAuth and the role guard: the area's
// shell (AccountLayout), its routes and its pages. Each section is a chunk of its own ("admin" holds the
// dashboard, applications and course review; "admin-people", "admin-courses", "admin-content",
// "admin-events", "admin-orders", "admin-payments", "admin-payouts", "admin-tickets", "admin-audit", "admin-settings"),
// so /home carries none of them and a section downloads only its own code.
import { AREA_ROUTES, ADMIN_SECTIONS, type AdminPageId } from '../areaPaths';
import { lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AccountLayout } from '../../layout/AccountLayout';
import { NotFound } from '../../layout/NotFound';
import { Lazy } from '../lazyPage';
import { pageId} from '../paths';

const AdminHomePage = lazy(() => import(/* webpackChunkName: "admin" */ '../../features/admin/AdminHomePage'));
const InstructorApplicationsPage = lazy(() => import(/* webpackChunkName: "admin" */ '../../features/instructorApplications/InstructorApplicationsPage'));
const CourseReviewsPage = lazy(() => import(/* webpackChunkName: "admin" */ '../../features/courseReview/CourseReviewsPage'));
const CourseReviewPage = lazy(() => import(/* webpackChunkName: "admin" */ '../../features/courseReview/CourseReviewPage'));
const AdminPeoplePage = lazy(() => import(/* webpackChunkName: "admin-people" */ '../../features/adminPeople/AdminPeoplePage'));
const AdminPersonPage = lazy(() => import(/* webpackChunkName: "admin-people" */ '../../features/adminPeople/AdminPersonPage'));
const AdminCoursesPage = lazy(() => import(/* webpackChunkName: "admin-courses" */ '../../features/adminCourses/AdminCoursesPage'));
const AdminCategoriesPage = lazy(() => import(/* webpackChunkName: "admin-courses" */ '../../features/adminCourses/AdminCategoriesPage'));
const AdminNewsPage = lazy(() => import(/* webpackChunkName: "admin-content" */ '../../features/adminContent/AdminNewsPage'));
const AdminNewsEditPage = lazy(() => import(/* webpackChunkName: "admin-content" */ '../../features/adminContent/AdminNewsEditPage'));
const AdminPostsPage = lazy(() => import(/* webpackChunkName: "admin-content" */ '../../features/adminContent/AdminPostsPage'));
const AdminPostEditPage = lazy(() => import(/* webpackChunkName: "admin-content" */ '../../features/adminContent/AdminPostEditPage'));
const AdminEventsPage = lazy(() => import(/* webpackChunkName: "admin-events" */ '../../features/adminEvents/AdminEventsPage'));
const AdminEventEditPage = lazy(() => import(/* webpackChunkName: "admin-events" */ '../../features/adminEvents/AdminEventEditPage'));
const AdminOrdersPage = lazy(() => import(/* webpackChunkName: "admin-orders" */ '../../features/adminOrders/AdminOrdersPage'));
const AdminOrderPage = lazy(() => import(/* webpackChunkName: "admin-orders" */ '../../features/adminOrders/AdminOrderPage'));
const AdminPaymentsPage = lazy(() => import(/* webpackChunkName: "admin-payments" */ '../../features/adminPayments/AdminPaymentsPage'));
const AdminRefundsPage = lazy(() => import(/* webpackChunkName: "admin-payments" */ '../../features/adminPayments/AdminRefundsPage'));
const AdminPayoutsPage = lazy(() => import(/* webpackChunkName: "admin-payouts" */ '../../features/payouts/AdminPayoutsPage'));
const AdminTicketsPage = lazy(() => import(/* webpackChunkName: "admin-tickets" */ '../../features/tickets/AdminTicketsPage'));
const AdminTicketPage = lazy(() => import(/* webpackChunkName: "admin-tickets" */ '../../features/tickets/AdminTicketPage'));
const AdminAuditLogPage = lazy(() => import(/* webpackChunkName: "admin-audit" */ '../../features/adminAudit/AdminAuditLogPage'));
const AdminSettingsPage = lazy(() => import(/* webpackChunkName: "admin-settings" */ '../../features/adminSettings/AdminSettingsPage'));

/** The admin area's sections. */
const ADMIN_PAGES: Record<AdminPageId, ReactNode> = {
  people: <AdminPeoplePage />,
  instructorApplications: <InstructorApplicationsPage />,
  courses: <AdminCoursesPage />,
  courseReviews: <CourseReviewsPage />,
  categories: <AdminCategoriesPage />,
  news: <AdminNewsPage />,
  posts: <AdminPostsPage />,
  events: <AdminEventsPage />,
  orders: <AdminOrdersPage />,
  payments: <AdminPaymentsPage />,
  refunds: <AdminRefundsPage />,
  payouts: <AdminPayoutsPage />,
  support: <AdminTicketsPage />,
  auditLog: <AdminAuditLogPage />,
  settings: <AdminSettingsPage />,
};

/** The area's routes, relative to /admin (the route table test composes them under that prefix). */
export function adminRoutes() {
  return (
    <Route element={<AccountLayout />}>
      <Route index element={<Lazy><AdminHomePage /></Lazy>} />
      {ADMIN_SECTIONS.map((section) => (
        <Route key={section} path={section} element={<Lazy>{ADMIN_PAGES[pageId(section)]}</Lazy>} />
      ))}
      <Route path={AREA_ROUTES.adminCourseReview} element={<Lazy><CourseReviewPage /></Lazy>} />
      <Route path={AREA_ROUTES.adminPerson} element={<Lazy><AdminPersonPage /></Lazy>} />
      <Route path={AREA_ROUTES.adminNewsEdit} element={<Lazy><AdminNewsEditPage /></Lazy>} />
      <Route path={AREA_ROUTES.adminPostEdit} element={<Lazy><AdminPostEditPage /></Lazy>} />
      <Route path={AREA_ROUTES.adminEventEdit} element={<Lazy><AdminEventEditPage /></Lazy>} />
      <Route path={AREA_ROUTES.adminOrder} element={<Lazy><AdminOrderPage /></Lazy>} />
      <Route path={AREA_ROUTES.adminTicket} element={<Lazy><AdminTicketPage /></Lazy>} />
      <Route path="*" element={<NotFound />} />
    </Route>
  );
}

export default function AdminArea() {
  return <Routes>{adminRoutes()}</Routes>;
}
