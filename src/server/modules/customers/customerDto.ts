import type { Customer } from '../../../shared/schemas/customer';
import type { CustomerRow } from '../../db/schema';

/** The customer as the API shows it: no internal id, hash or token version. */
export function toCustomerDto(row: CustomerRow): Customer {
  return {
    encryptId: row.encryptId,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    points: row.points,
    completedCourses: row.completedCourses,
    completedLessons: row.completedLessons,
    isEmailVerified: row.isEmailVerified,
    profileImage: row.profileImage,
    country: row.country,
    lang: row.lang,
    referralCode: row.referralCode,
    socialLinks: row.socialLinks ?? {},
    createdAt: row.createdAt.toISOString(),
  };
}
