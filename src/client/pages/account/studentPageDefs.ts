import { BookmarkIcon, CardIcon, DashboardIcon, EditIcon, GroupIcon, HeadsetIcon, LinkIcon, LockIcon, SchoolIcon, TrophyIcon } from '../../components/icons';
import { def } from '../pageDefs';

export const STUDENT_PAGES = {
  dashboard: def('STUDENT_DASHBOARD', DashboardIcon),
  courseList: def('STUDENT_COURSE_LIST', SchoolIcon),
  certificates: def('STUDENT_CERTIFICATES', TrophyIcon),
  bookmark: def('STUDENT_BOOKMARK', BookmarkIcon),
  affiliate: def('STUDENT_AFFILIATE', GroupIcon),
  editProfile: def('STUDENT_EDIT_PROFILE', EditIcon),
  changePassword: def('STUDENT_CHANGE_PASSWORD', LockIcon),
  socialLogin: def('STUDENT_SOCIAL_LOGIN', LinkIcon),
  paymentInfo: def('STUDENT_PAYMENT_INFO', CardIcon),
  supportTicket: def('STUDENT_SUPPORT_TICKET', HeadsetIcon),
} as const;

