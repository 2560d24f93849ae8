// The student area (/student/*), mounted by the router behind RequireAuth: the area's shell
// (AccountLayout), its routes and the lazy stubs of its pages are the "student" chunk, so /home carries
// none of them. The learning pages (dashboard, courses, certificates, wishlist, applying to teach) come
// with it; the account settings pages are the "account" chunk (./accountPages); billing details, the
// order history, an order and its receipt are the "orders" chunk; the affiliate programme the "affiliate" chunk; support tickets the "tickets" chunk.
import { AREA_ROUTES } from '../areaPaths';
import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AccountLayout } from '../../layout/AccountLayout';
import { NotFound } from '../../layout/NotFound';
import { withTranslations } from '../i18n';
import { Lazy } from '../lazyPage';
import { pageId, paths, STUDENT_SECTIONS, type StudentPageId } from '../paths';
import { ChangePasswordPage, DeleteAccountPage, EditProfilePage, SettingsPage, SocialLoginPage } from './accountPages';

const StudentDashboard = lazy(() => import(/* webpackChunkName: "student" */ '../../features/dashboard/StudentDashboard'));
const CourseListPage = lazy(() => import(/* webpackChunkName: "student" */ '../../features/dashboard/CourseListPage'));
const MyCertificatesPage = lazy(() => import(/* webpackChunkName: "student" */ '../../features/certificates/MyCertificatesPage'));
const WishlistPage = lazy(() => import(/* webpackChunkName: "student" */ '../../features/wishlist/WishlistPage'));
const TeachPage = lazy(() => import(/* webpackChunkName: "student" */ '../../features/instructorApplications/TeachPage'));
const PaymentInfoPage = lazy(() => import(/* webpackChunkName: "orders" */ '../../features/orders/PaymentInfoPage'));
const OrderPage = lazy(() => import(/* webpackChunkName: "orders" */ '../../features/orders/OrderPage'));
const ReceiptPage = lazy(() => import(/* webpackChunkName: "orders" */ '../../features/orders/ReceiptPage'));
// The affiliate page shows the instructor's earnings and payout pieces, and their texts (translationParts.ts).
const AffiliatePage = lazy(withTranslations(['staff'], () => import(/* webpackChunkName: "affiliate" */ '../../features/affiliate/AffiliatePage')));
const StudentTicketsPage = lazy(() => import(/* webpackChunkName: "tickets" */ '../../features/tickets/StudentTicketsPage'));
const StudentTicketPage = lazy(() => import(/* webpackChunkName: "tickets" */ '../../features/tickets/StudentTicketPage'));

/** Every student section is a feature page of its own (the compiler keeps the table complete). */
const STUDENT_FEATURE_PAGES: Record<StudentPageId, ReactNode> = {
  dashboard: <StudentDashboard />,
  courseList: <CourseListPage />,
  certificates: <MyCertificatesPage />,
  bookmark: <WishlistPage />,
  editProfile: <EditProfilePage />,
  changePassword: <ChangePasswordPage />,
  socialLogin: <SocialLoginPage />,
  settings: <SettingsPage />,
  deleteProfile: <DeleteAccountPage />,
  teach: <TeachPage />,
  paymentInfo: <PaymentInfoPage />,
  affiliate: <AffiliatePage />,
  supportTicket: <StudentTicketsPage />,
};

/** The area's routes, relative to /student (the route table test composes them under that prefix). */
export function studentRoutes() {
  return (
    <Route element={<AccountLayout />}>
      <Route index element={<Navigate to={paths.student.dashboard()} replace />} />
      {STUDENT_SECTIONS.map((section) => (
        <Route key={section} path={section} element={<Lazy>{STUDENT_FEATURE_PAGES[pageId(section)]}</Lazy>} />
      ))}
      <Route path={AREA_ROUTES.studentOrder} element={<Lazy><OrderPage /></Lazy>} />
      <Route path={AREA_ROUTES.studentOrderReceipt} element={<Lazy><ReceiptPage /></Lazy>} />
      <Route path={AREA_ROUTES.studentTicket} element={<Lazy><StudentTicketPage /></Lazy>} />
      <Route path="*" element={<NotFound />} />
    </Route>
  );
}

export default function StudentArea() {
  return <Routes>{studentRoutes()}</Routes>;
}
