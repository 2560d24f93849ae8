// Sidebar entries of the account areas. Titles are translation keys.
import { adminPaths } from '../app/areaPaths';
import type { IconComponent } from '../components/icons';
import {
  BookmarkIcon,
  CardIcon,
  DashboardIcon,
  DeleteIcon,
  EditIcon,
  GroupIcon,
  HeadsetIcon,
  LinkIcon,
  LockIcon,
  LogoutIcon,
  MoneyIcon,
  QuizIcon,
  ReceiptIcon,
  SchoolIcon,
  StarIcon,
  TrophyIcon,
  TuneIcon,
  WalletIcon,
  ArticleIcon,
  AddIcon,
} from '../components/icons';
import { icon } from '../components/svgIcon';
import { isInArea, paths } from '../app/paths';

/** A price tag (Material "local offer"): the instructor's coupons. */
const CouponIcon = /*#__PURE__*/ icon('M21.41 11.58l-9-9C12.05 2.22 11.55 2 11 2H4c-1.1 0-2 .9-2 2v7c0 .55.22 1.05.59 1.42l9 9c.36.36.86.58 1.41.58.55 0 1.05-.22 1.41-.59l7-7c.37-.36.59-.86.59-1.41 0-.55-.23-1.06-.59-1.42M5.5 7C4.67 7 4 6.33 4 5.5S4.67 4 5.5 4 7 4.67 7 5.5 6.33 7 5.5 7', 'Coupon');
/** Money going back (Material "currency exchange" simplified to a return arrow): refund requests. */
const RefundIcon = /*#__PURE__*/ icon('M12.5 8c-2.65 0-5.05.99-6.9 2.6L2 7v9h9l-3.62-3.62c1.39-1.16 3.16-1.88 5.12-1.88 3.54 0 6.55 2.31 7.6 5.5l2.37-.78C21.08 11.03 17.15 8 12.5 8', 'Refund');

export type AccountVariant = 'student' | 'instructor' | 'admin';

export interface AccountMenuItem {
  key: string;
  title: string;
  /** The page's path (app/paths.ts). */
  path: string;
  icon: IconComponent;
  danger?: boolean;
}

export const STUDENT_MENU: readonly AccountMenuItem[] = [
  { key: 'dashboard', title: 'STUDENT.MENU.DASHBOARD', path: paths.student.dashboard(), icon: DashboardIcon },
  { key: 'course-list', title: 'STUDENT.MENU.MY_COURSES', path: paths.student.courseList(), icon: SchoolIcon },
  { key: 'certificates', title: 'STUDENT.MENU.CERTIFICATES', path: paths.student.certificates(), icon: TrophyIcon },
  { key: 'bookmark', title: 'STUDENT.MENU.WISHLIST', path: paths.student.bookmark(), icon: BookmarkIcon },
  { key: 'affiliate', title: 'STUDENT.MENU.AFFILIATE', path: paths.student.affiliate(), icon: GroupIcon },
  { key: 'edit-profile', title: 'STUDENT.MENU.EDIT_PROFILE', path: paths.student.editProfile(), icon: EditIcon },
  { key: 'change-password', title: 'STUDENT.MENU.CHANGE_PASSWORD', path: paths.student.changePassword(), icon: LockIcon },
  { key: 'social-login', title: 'STUDENT.MENU.SOCIAL_LOGIN', path: paths.student.socialLogin(), icon: LinkIcon },
  { key: 'payment-info', title: 'STUDENT.MENU.PAYMENT_INFO', path: paths.student.paymentInfo(), icon: CardIcon },
  { key: 'support-ticket', title: 'STUDENT.MENU.SUPPORT_TICKET', path: paths.student.supportTicket(), icon: HeadsetIcon },
  { key: 'settings', title: 'STUDENT.MENU.SETTINGS', path: paths.student.settings(), icon: TuneIcon },
  { key: 'delete-profile', title: 'STUDENT.MENU.DELETE_PROFILE', path: paths.student.deleteProfile(), icon: DeleteIcon },
  { key: 'teach', title: 'STUDENT.MENU.TEACH', path: paths.student.teach(), icon: AddIcon },
  { key: 'sign-out', title: 'STUDENT.MENU.SIGN_OUT', path: paths.signOut(), icon: LogoutIcon, danger: true },
];

/** Spec: the original's demo entries pointed to '/'; here each has its own route under /instructor. */
export const INSTRUCTOR_MENU: readonly AccountMenuItem[] = [
  { key: 'dashboard', title: 'INSTRUCTOR.MENU.DASHBOARD', path: paths.instructor.dashboard(), icon: DashboardIcon },
  { key: 'courses', title: 'INSTRUCTOR.MENU.MY_COURSES', path: paths.instructor.courses(), icon: SchoolIcon },
  { key: 'quiz', title: 'INSTRUCTOR.MENU.QUIZ', path: paths.instructor.quiz(), icon: QuizIcon },
  { key: 'coupons', title: 'INSTRUCTOR.MENU.COUPONS', path: paths.instructor.coupons(), icon: CouponIcon },
  { key: 'earnings', title: 'INSTRUCTOR.MENU.EARNINGS', path: paths.instructor.earnings(), icon: MoneyIcon },
  { key: 'students', title: 'INSTRUCTOR.MENU.STUDENTS', path: paths.instructor.students(), icon: GroupIcon },
  { key: 'orders', title: 'INSTRUCTOR.MENU.ORDERS', path: paths.instructor.orders(), icon: ReceiptIcon },
  { key: 'reviews', title: 'INSTRUCTOR.MENU.REVIEWS', path: paths.instructor.reviews(), icon: StarIcon },
  { key: 'support', title: 'INSTRUCTOR.MENU.SUPPORT', path: paths.instructor.support(), icon: HeadsetIcon },
  { key: 'edit-profile', title: 'INSTRUCTOR.MENU.EDIT_PROFILE', path: paths.instructor.editProfile(), icon: EditIcon },
  { key: 'payouts', title: 'INSTRUCTOR.MENU.PAYOUTS', path: paths.instructor.payouts(), icon: WalletIcon },
  { key: 'settings', title: 'INSTRUCTOR.MENU.SETTINGS', path: paths.instructor.settings(), icon: TuneIcon },
  { key: 'delete-profile', title: 'INSTRUCTOR.MENU.DELETE_PROFILE', path: paths.instructor.deleteProfile(), icon: DeleteIcon },
  { key: 'sign-out', title: 'INSTRUCTOR.MENU.SIGN_OUT', path: paths.signOut(), icon: LogoutIcon, danger: true },
];

/** The admin console: the dashboard, then people, courses, content, money, and the trail and settings. */
export const ADMIN_MENU: readonly AccountMenuItem[] = [
  { key: 'overview', title: 'ADMIN.MENU.OVERVIEW', path: paths.admin.home(), icon: DashboardIcon },
  { key: 'people', title: 'ADMIN.MENU.PEOPLE', path: adminPaths.people(), icon: GroupIcon },
  { key: 'instructor-applications', title: 'ADMIN.MENU.INSTRUCTOR_APPLICATIONS', path: adminPaths.instructorApplications(), icon: AddIcon },
  { key: 'courses', title: 'ADMIN.MENU.COURSES', path: adminPaths.courses(), icon: SchoolIcon },
  { key: 'course-reviews', title: 'ADMIN.MENU.COURSE_REVIEWS', path: adminPaths.courseReviews(), icon: StarIcon },
  { key: 'categories', title: 'ADMIN.MENU.CATEGORIES', path: adminPaths.categories(), icon: BookmarkIcon },
  { key: 'news', title: 'ADMIN.MENU.NEWS', path: adminPaths.news(), icon: ArticleIcon },
  { key: 'posts', title: 'ADMIN.MENU.POSTS', path: adminPaths.posts(), icon: EditIcon },
  { key: 'events', title: 'ADMIN.MENU.EVENTS', path: adminPaths.events(), icon: TrophyIcon },
  { key: 'orders', title: 'ADMIN.MENU.ORDERS', path: adminPaths.orders(), icon: ReceiptIcon },
  { key: 'payments', title: 'ADMIN.MENU.PAYMENTS', path: adminPaths.payments(), icon: CardIcon },
  { key: 'refunds', title: 'ADMIN.MENU.REFUNDS', path: adminPaths.refunds(), icon: RefundIcon },
  { key: 'payouts', title: 'ADMIN.MENU.PAYOUTS', path: adminPaths.payouts(), icon: WalletIcon },
  { key: 'support', title: 'ADMIN.MENU.SUPPORT', path: adminPaths.support(), icon: HeadsetIcon },
  { key: 'audit-log', title: 'ADMIN.MENU.AUDIT_LOG', path: adminPaths.auditLog(), icon: LockIcon },
  { key: 'settings', title: 'ADMIN.MENU.SETTINGS', path: adminPaths.settings(), icon: TuneIcon },
  { key: 'sign-out', title: 'STUDENT.MENU.SIGN_OUT', path: paths.signOut(), icon: LogoutIcon, danger: true },
];

export function accountVariant(pathname: string): AccountVariant {
  if (isInArea(pathname, paths.admin.home())) return 'admin';
  return isInArea(pathname, paths.instructor.home()) ? 'instructor' : 'student';
}
