import { sql } from 'drizzle-orm';
import {
  boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, uuid, type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { SocialLinks } from '../../shared/schemas/customer';

export const roleEnum = pgEnum('role', ['student', 'instructor', 'admin']);
export const tokenPurposeEnum = pgEnum('token_purpose', ['activate', 'reset', 'signin']);

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export const customers = pgTable(
  'customers',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Opaque public handle (128 random bits); the internal id never leaves the server. */
    encryptId: text().notNull().unique(),
    username: text().notNull(),
    email: text().notNull(),
    /** Null for accounts created by social sign-in only. */
    passwordHash: text(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    role: roleEnum().notNull().default('student'),
    points: integer().notNull().default(0),
    completedCourses: integer().notNull().default(0),
    completedLessons: integer().notNull().default(0),
    isEmailVerified: boolean().notNull().default(false),
    profileImage: text(),
    country: integer().notNull().default(174),
    lang: text().notNull().default('th'),
    referralCode: text().notNull().unique(),
    referredBy: uuid().references((): AnyPgColumn => customers.id, { onDelete: 'set null' }),
    socialLinks: jsonb().$type<SocialLinks>().notNull().default({}),
    /** Tokens carry this number; raising it revokes every earlier token (sign-out, password change, reset). */
    tokenVersion: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('customers_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('customers_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial().primaryKey(),
    customerId: uuid().notNull().references(() => customers.id, { onDelete: 'cascade' }),
    purpose: tokenPurposeEnum().notNull(),
    /** SHA-256 of the token; the token itself is only ever in the mail or the response. */
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_tokens_customer_idx').on(t.customerId, t.purpose)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    titleTh: text(),
    titleVi: text(),
    titleTl: text(),
    parentId: integer().references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const newsItems = pgTable(
  'news_items',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    slug: text().notNull().unique(),
    coverImage: text(),
    ctlCountryId: integer().notNull(),
    summary: text().notNull().default(''),
    body: text().notNull().default(''),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index('news_items_country_published_idx').on(t.ctlCountryId, t.publishedAt.desc().nullsFirst())],
);

export const files = pgTable(
  'files',
  {
    id: uuid().primaryKey().defaultRandom(),
    nameBySystem: text().notNull().unique(),
    folder: text().notNull(),
    ownerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    size: integer().notNull(),
    contentType: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);

export type CustomerRow = typeof customers.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type NewsItemRow = typeof newsItems.$inferSelect;
export type FileRow = typeof files.$inferSelect;
