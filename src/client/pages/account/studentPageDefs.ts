import { AddIcon, BookmarkIcon, CardIcon, DashboardIcon, DeleteIcon, EditIcon, GroupIcon, HeadsetIcon, LinkIcon, LockIcon, SchoolIcon, TrophyIcon, TuneIcon } from '../../components/icons';
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
  teach: def('STUDENT_TEACH', AddIcon),
  settings: def('STUDENT_SETTINGS', TuneIcon),
  deleteProfile: def('STUDENT_DELETE_PROFILE', DeleteIcon),
} as const;

