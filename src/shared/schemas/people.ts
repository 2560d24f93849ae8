// People: an instructor's public profile, a customer's settings, and deleting one's own account.
import { Type, type Static } from '@sinclair/typebox';
import { CountryIdSchema, LanguageSchema, Nullable } from './common';
import { CourseSummarySchema } from './courses';
import {
  DELETE_ACCOUNT_CONFIRMATION_PHRASE,
  INSTRUCTOR_BIO_MAX_LENGTH,
  INSTRUCTOR_HEADLINE_MAX_LENGTH,
  INSTRUCTOR_LINK_MAX_LENGTH,
  INSTRUCTOR_LINK_NAMES,
} from '../schemaValues';

/** The plain values live in ../schemaValues (no TypeBox, for the SPA). */
export { DELETE_ACCOUNT_CONFIRMATION_PHRASE, INSTRUCTOR_BIO_MAX_LENGTH, INSTRUCTOR_HEADLINE_MAX_LENGTH, INSTRUCTOR_LINK_MAX_LENGTH, INSTRUCTOR_LINK_NAMES };


/** Text in up to four languages; a missing or empty language has no text. */
const PerLanguage = (maxLength: number) =>
  Type.Object(
    {
      th: Type.Optional(Type.String({ maxLength })),
      en: Type.Optional(Type.String({ maxLength })),
      vi: Type.Optional(Type.String({ maxLength })),
      tl: Type.Optional(Type.String({ maxLength })),
    },
    { additionalProperties: false },
  );
export const InstructorHeadlineSchema = PerLanguage(INSTRUCTOR_HEADLINE_MAX_LENGTH);
export const InstructorBioSchema = PerLanguage(INSTRUCTOR_BIO_MAX_LENGTH);
export type LocalizedText = Static<typeof InstructorHeadlineSchema>;

/** https:// addresses only (checked by the server as the customer's social links are). */
export const InstructorLinksSchema = Type.Object(
  {
    website: Type.Optional(Type.String({ maxLength: INSTRUCTOR_LINK_MAX_LENGTH })),
    youtube: Type.Optional(Type.String({ maxLength: INSTRUCTOR_LINK_MAX_LENGTH })),
    facebook: Type.Optional(Type.String({ maxLength: INSTRUCTOR_LINK_MAX_LENGTH })),
    linkedin: Type.Optional(Type.String({ maxLength: INSTRUCTOR_LINK_MAX_LENGTH })),
    x: Type.Optional(Type.String({ maxLength: INSTRUCTOR_LINK_MAX_LENGTH })),
  },
  { additionalProperties: false },
);
export type InstructorLinks = Static<typeof InstructorLinksSchema>;

/** GET|PUT /Instructor/Profile: the caller's own instructor fields (the photo is the profile image). */
export const InstructorProfileSchema = Type.Object({
  headline: InstructorHeadlineSchema,
  bio: InstructorBioSchema,
  links: InstructorLinksSchema,
  /** The customer's profile image (a file name in the customer-profile-image folder). */
  profileImage: Nullable(Type.String()),
  /** For the preview link to the public page. */
  username: Type.String(),
});
export type InstructorProfile = Static<typeof InstructorProfileSchema>;

export const InstructorProfileUpdateSchema = Type.Object(
  { headline: InstructorHeadlineSchema, bio: InstructorBioSchema, links: InstructorLinksSchema },
  { additionalProperties: false },
);
export type InstructorProfileUpdate = Static<typeof InstructorProfileUpdateSchema>;

export const PublicInstructorQuerySchema = Type.Object({ lang: Type.Optional(LanguageSchema) });
export type PublicInstructorQuery = Static<typeof PublicInstructorQuerySchema>;

/** A text in one language, and which language it is (the client sets `lang` on it). */
export const LangTextSchema = Type.Object({ text: Type.String(), lang: LanguageSchema });
export type LangText = Static<typeof LangTextSchema>;

/** GET /Instructors/{username}: the public page. */
export const PublicInstructorSchema = Type.Object({
  username: Type.String(),
  fullName: Type.String(),
  profileImage: Nullable(Type.String()),
  /** In the language asked for, else in any language the instructor wrote; null when none. */
  headline: Nullable(LangTextSchema),
  bio: Nullable(LangTextSchema),
  links: InstructorLinksSchema,
  courses: Type.Array(CourseSummarySchema),
  totals: Type.Object({
    students: Type.Integer({ minimum: 0 }),
    courses: Type.Integer({ minimum: 0 }),
    /** Over every rating of the published courses; 0 without ratings. */
    rating: Type.Number({ minimum: 0, maximum: 5 }),
    ratingCount: Type.Integer({ minimum: 0 }),
  }),
});
export type PublicInstructor = Static<typeof PublicInstructorSchema>;

/** GET|PUT /Customers/Me/Settings. Language and region are the customer's lang and country. */
export const NotificationPreferencesSchema = Type.Object(
  { courseAnnouncements: Type.Boolean(), reviewReplies: Type.Boolean(), marketing: Type.Boolean() },
  { additionalProperties: false },
);
export type NotificationPreferences = Static<typeof NotificationPreferencesSchema>;

export const CustomerSettingsSchema = Type.Object({
  notifications: NotificationPreferencesSchema,
  lang: LanguageSchema,
  country: CountryIdSchema,
});
export type CustomerSettings = Static<typeof CustomerSettingsSchema>;

/** Every field optional: only what is sent changes. */
export const CustomerSettingsUpdateSchema = Type.Object(
  {
    notifications: Type.Optional(Type.Partial(NotificationPreferencesSchema, { additionalProperties: false })),
    lang: Type.Optional(LanguageSchema),
    country: Type.Optional(CountryIdSchema),
  },
  { additionalProperties: false },
);
export type CustomerSettingsUpdate = Static<typeof CustomerSettingsUpdateSchema>;

/** DELETE /Customers/Me: the current password, or (accounts without one) the confirmation phrase. */
export const DeleteAccountRequestSchema = Type.Object(
  {
    password: Type.Optional(Type.String({ maxLength: 128 })),
    confirmation: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type DeleteAccountRequest = Static<typeof DeleteAccountRequestSchema>;

/** A published course with students that keeps an instructor's account from being deleted. */
export const BlockingCourseSchema = Type.Object({ id: Type.Integer(), slug: Type.String(), title: Type.String(), students: Type.Integer({ minimum: 0 }) });
export type BlockingCourse = Static<typeof BlockingCourseSchema>;

/** `last_admin`: the only admin cannot leave (nobody could run the admin console). */
export const DELETION_BLOCKERS = ['published_courses', 'balance', 'open_payout', 'last_admin'] as const;
export type DeletionBlocker = (typeof DELETION_BLOCKERS)[number];

/** The 409 problem of a refused deletion carries these beside its code. */
export const DeletionRefusalSchema = Type.Object({
  reasons: Type.Array(Type.Union(DELETION_BLOCKERS.map((b) => Type.Literal(b)))),
  courses: Type.Array(BlockingCourseSchema),
});
export type DeletionRefusal = Static<typeof DeletionRefusalSchema>;
