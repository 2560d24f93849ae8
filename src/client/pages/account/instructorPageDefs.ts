import {
  AddIcon,
  DashboardIcon,
  DeleteIcon,
  EditIcon,
  GroupIcon,
  MoneyIcon,
  QuizIcon,
  ReceiptIcon,
  SchoolIcon,
  StarIcon,
  TuneIcon,
} from '../../components/icons';
import { def } from '../pageDefs';

export const INSTRUCTOR_PAGES = {
  dashboard: def('INSTRUCTOR_DASHBOARD', DashboardIcon),
  createCourse: def('INSTRUCTOR_CREATE_COURSE', AddIcon),
  courses: def('INSTRUCTOR_COURSES', SchoolIcon),
  quiz: def('INSTRUCTOR_QUIZ', QuizIcon),
  earnings: def('INSTRUCTOR_EARNINGS', MoneyIcon),
  students: def('INSTRUCTOR_STUDENTS', GroupIcon),
  orders: def('INSTRUCTOR_ORDERS', ReceiptIcon),
  reviews: def('INSTRUCTOR_REVIEWS', StarIcon),
  editProfile: def('INSTRUCTOR_EDIT_PROFILE', EditIcon),
  settings: def('INSTRUCTOR_SETTINGS', TuneIcon),
  deleteProfile: def('INSTRUCTOR_DELETE_PROFILE', DeleteIcon),
} as const;
