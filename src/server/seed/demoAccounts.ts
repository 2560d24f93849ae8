import type { CountryId, Language, Role } from '../../shared/constants';

/**
 * Demo accounts, documented in the README. Only loaded into an empty database. The student's points
 * and completion counters start at 0 here; seedCourses.ts sets them from the seeded progress.
 */
export const DEMO_ACCOUNTS: {
  username: string;
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  points: number;
  completedCourses: number;
  completedLessons: number;
  country: CountryId;
  lang: Language;
  referralCode: string;
}[] = [
  { username: 'student', email: 'student@academy.test', password: 'Mango-Lantern-42', role: 'student', firstName: 'Somchai', lastName: 'Jaidee', points: 0, completedCourses: 0, completedLessons: 0, country: 174, lang: 'th', referralCode: 'STUDENT2026' },
  { username: 'instructor', email: 'instructor@academy.test', password: 'Teak-Harbor-77', role: 'instructor', firstName: 'Maria', lastName: 'Santos', points: 0, completedCourses: 0, completedLessons: 0, country: 138, lang: 'en', referralCode: 'TEACH2026' },
  { username: 'admin', email: 'admin@academy.test', password: 'Quartz-Monsoon-19', role: 'admin', firstName: 'Linh', lastName: 'Nguyen', points: 0, completedCourses: 0, completedLessons: 0, country: 193, lang: 'en', referralCode: 'ADMIN2026' },
];
