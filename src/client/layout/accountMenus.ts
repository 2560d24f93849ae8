// Sidebar entries of the account areas (spec section 2). Titles are translation keys.
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
} from '../components/icons';

export type AccountVariant = 'student' | 'instructor';

export interface AccountMenuItem {
  key: string;
  title: string;
  /** Path under the area, e.g. 'dashboard' -> /student/dashboard. */
  path: string;
  icon: IconComponent;
  danger?: boolean;
}

export const STUDENT_MENU: readonly AccountMenuItem[] = [
  { key: 'dashboard', title: 'STUDENT.MENU.DASHBOARD', path: '/student/dashboard', icon: DashboardIcon },
  { key: 'course-list', title: 'STUDENT.MENU.MY_COURSES', path: '/student/course-list', icon: SchoolIcon },
  { key: 'certificates', title: 'STUDENT.MENU.CERTIFICATES', path: '/student/certificates', icon: TrophyIcon },
  { key: 'bookmark', title: 'STUDENT.MENU.WISHLIST', path: '/student/bookmark', icon: BookmarkIcon },
  { key: 'affiliate', title: 'STUDENT.MENU.AFFILIATE', path: '/student/affiliate', icon: GroupIcon },
  { key: 'edit-profile', title: 'STUDENT.MENU.EDIT_PROFILE', path: '/student/edit-profile', icon: EditIcon },
  { key: 'change-password', title: 'STUDENT.MENU.CHANGE_PASSWORD', path: '/student/change-password', icon: LockIcon },
  { key: 'social-login', title: 'STUDENT.MENU.SOCIAL_LOGIN', path: '/student/social-login', icon: LinkIcon },
  { key: 'payment-info', title: 'STUDENT.MENU.PAYMENT_INFO', path: '/student/payment-info', icon: CardIcon },
  { key: 'support-ticket', title: 'STUDENT.MENU.SUPPORT_TICKET', path: '/student/support-ticket', icon: HeadsetIcon },
  { key: 'sign-out', title: 'STUDENT.MENU.SIGN_OUT', path: '/auth/sign-out', icon: LogoutIcon, danger: true },
];

/** Spec: the original's demo entries pointed to '/'; here each has its own route under /instructor. */
export const INSTRUCTOR_MENU: readonly AccountMenuItem[] = [
  { key: 'dashboard', title: 'INSTRUCTOR.MENU.DASHBOARD', path: '/instructor/dashboard', icon: DashboardIcon },
  { key: 'courses', title: 'INSTRUCTOR.MENU.MY_COURSES', path: '/instructor/courses', icon: SchoolIcon },
  { key: 'quiz', title: 'INSTRUCTOR.MENU.QUIZ', path: '/instructor/quiz', icon: QuizIcon },
  { key: 'earnings', title: 'INSTRUCTOR.MENU.EARNINGS', path: '/instructor/earnings', icon: MoneyIcon },
  { key: 'students', title: 'INSTRUCTOR.MENU.STUDENTS', path: '/instructor/students', icon: GroupIcon },
  { key: 'orders', title: 'INSTRUCTOR.MENU.ORDERS', path: '/instructor/orders', icon: ReceiptIcon },
  { key: 'reviews', title: 'INSTRUCTOR.MENU.REVIEWS', path: '/instructor/reviews', icon: StarIcon },
  { key: 'edit-profile', title: 'INSTRUCTOR.MENU.EDIT_PROFILE', path: '/instructor/edit-profile', icon: EditIcon },
  { key: 'payouts', title: 'INSTRUCTOR.MENU.PAYOUTS', path: '/instructor/payouts', icon: WalletIcon },
  { key: 'settings', title: 'INSTRUCTOR.MENU.SETTINGS', path: '/instructor/settings', icon: TuneIcon },
  { key: 'delete-profile', title: 'INSTRUCTOR.MENU.DELETE_PROFILE', path: '/instructor/delete-profile', icon: DeleteIcon },
  { key: 'sign-out', title: 'INSTRUCTOR.MENU.SIGN_OUT', path: '/auth/sign-out', icon: LogoutIcon, danger: true },
];

export function accountVariant(pathname: string): AccountVariant {
  return pathname === '/instructor' || pathname.startsWith('/instructor/') ? 'instructor' : 'student';
}
