// Test data of the People section (used by its page tests only).
import type { AdminPeoplePage, AdminPerson, AdminPersonDetail } from '../../../shared/schemas/adminPeople';

export function aPerson(over: Partial<AdminPerson> = {}): AdminPerson {
  return {
    encryptId: 'enc-ann',
    username: 'ann.lee',
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    role: 'student',
    isEmailVerified: true,
    disabled: false,
    disabledAt: null,
    createdAt: '2026-10-01T08:00:00.000Z',
    country: 174,
    lang: 'th',
    profileImage: null,
    ...over,
  };
}

export const pageOf = (items: AdminPerson[], total = items.length, page = 1): AdminPeoplePage => ({ items, total, page, pageSize: 20 });

export function aPersonDetail(over: Partial<AdminPersonDetail> = {}, person: Partial<AdminPerson> = {}): AdminPersonDetail {
  return {
    person: aPerson(person),
    version: 1764232606123,
    isSelf: false,
    enrollments: [
      { courseId: 7, courseTitle: 'ไพธอนเบื้องต้น', courseSlug: 'python-basics', courseLang: 'th', completedLessons: 3, totalLessons: 12, progress: 25, completedAt: null, enrolledAt: '2026-10-02T00:00:00.000Z' },
    ],
    orders: [{ id: 'order-uuid-1', number: 'AC-2026-0001', createdAt: '2026-10-02T00:00:00.000Z', status: 'paid', totalMinor: 49000, currency: 'THB' }],
    tickets: [{ id: 41, subject: 'ใบประกาศนียบัตรสะกดชื่อผิด', status: 'open', lastMessageAt: '2026-11-20T10:00:00.000Z' }],
    signIn: { password: true, social: [{ provider: 'Google', email: 'ann@gmail.example', linkedAt: '2026-10-03T00:00:00.000Z' }] },
    instructorApplication: null,
    ...over,
  };
}
