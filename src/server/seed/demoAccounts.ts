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

/** The demo instructor's headline and bio, as an instructor writes them in the profile editor. */
export const DEMO_INSTRUCTOR_PROFILE = {
  headline: {
    en: 'Software engineer and teacher of web development and data',
    th: 'วิศวกรซอฟต์แวร์และผู้สอนการพัฒนาเว็บและข้อมูล',
    vi: 'Kỹ sư phần mềm, giảng dạy lập trình web và dữ liệu',
    tl: 'Software engineer at guro ng web development at data',
  },
  bio: {
    en: 'Maria has built web applications for banks and start-ups in Manila and Bangkok for twelve years.\n\nShe teaches the way she learned: small steps, real projects and plenty of practice, in English, Thai, Vietnamese and Tagalog courses.',
    th: 'มาเรียพัฒนาเว็บแอปพลิเคชันให้ธนาคารและสตาร์ทอัปในมะนิลาและกรุงเทพฯ มาสิบสองปี\n\nเธอสอนแบบที่เธอเรียนมา: ทีละขั้น ทำโปรเจกต์จริง และฝึกฝนมาก ๆ',
    vi: 'Maria đã xây dựng ứng dụng web cho các ngân hàng và công ty khởi nghiệp ở Manila và Bangkok trong mười hai năm.\n\nCô dạy theo cách cô đã học: từng bước nhỏ, dự án thực tế và luyện tập nhiều.',
    tl: 'Labindalawang taon nang gumagawa si Maria ng mga web application para sa mga bangko at start-up sa Maynila at Bangkok.\n\nNagtuturo siya sa paraang natuto siya: maliliit na hakbang, totoong proyekto at maraming praktis.',
  },
};
