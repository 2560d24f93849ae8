import { Type, type Static } from '@sinclair/typebox';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from '../constants';
import { CountryIdSchema, IsoDateTime, LanguageSchema, RoleSchema } from './common';

export const SocialLinksSchema = Type.Object(
  {
    facebook: Type.Optional(Type.String({ maxLength: 300 })),
    line: Type.Optional(Type.String({ maxLength: 300 })),
    instagram: Type.Optional(Type.String({ maxLength: 300 })),
    tiktok: Type.Optional(Type.String({ maxLength: 300 })),
    youtube: Type.Optional(Type.String({ maxLength: 300 })),
    website: Type.Optional(Type.String({ maxLength: 300 })),
  },
  { additionalProperties: false },
);
export type SocialLinks = Static<typeof SocialLinksSchema>;

export const UsernameSchema = Type.String({ minLength: USERNAME_MIN_LENGTH, maxLength: USERNAME_MAX_LENGTH, pattern: USERNAME_PATTERN });
export const EmailSchema = Type.String({ format: 'email', maxLength: 254 });
export const PasswordSchema = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
export const NameSchema = Type.String({ maxLength: 100 });

/** The customer as the API shows it. No password hash, internal id or token version ever leaves the server. */
export const CustomerSchema = Type.Object({
  encryptId: Type.String(),
  username: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  role: RoleSchema,
  points: Type.Integer(),
  completedCourses: Type.Integer(),
  completedLessons: Type.Integer(),
  isEmailVerified: Type.Boolean(),
  profileImage: Type.Union([Type.String(), Type.Null()]),
  country: CountryIdSchema,
  lang: LanguageSchema,
  referralCode: Type.String(),
  socialLinks: SocialLinksSchema,
  createdAt: IsoDateTime,
});
export type Customer = Static<typeof CustomerSchema>;

/** POST /Customers: sign up. */
export const SignUpRequestSchema = Type.Object({
  username: UsernameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  firstName: Type.Optional(NameSchema),
  lastName: Type.Optional(NameSchema),
  country: Type.Optional(CountryIdSchema),
  lang: Type.Optional(LanguageSchema),
  /** The referral code of the customer who invited this one. */
  referralCode: Type.Optional(Type.String({ maxLength: 32 })),
});
export type SignUpRequest = Static<typeof SignUpRequestSchema>;

/**
 * PUT /Customers and PUT /Customers/ProfileImage take the customer object (the SPA sends back what it
 * read). Only the editable fields are applied; role, points, counters and verification are ignored.
 * `encryptId` names the target record: the caller's own, or any for an admin. A new e-mail address
 * needs the caller's `currentPassword` (an account without a password confirms it from its current
 * address instead); a value sent back unchanged needs nothing.
 */
export const CustomerUpdateSchema = Type.Object({
  encryptId: Type.Optional(Type.String({ maxLength: 64 })),
  username: Type.Optional(UsernameSchema),
  email: Type.Optional(EmailSchema),
  firstName: Type.Optional(NameSchema),
  lastName: Type.Optional(NameSchema),
  country: Type.Optional(CountryIdSchema),
  lang: Type.Optional(LanguageSchema),
  socialLinks: Type.Optional(SocialLinksSchema),
  // Null first: with type coercion on, a string branch tried first would turn null into ''.
  profileImage: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 200 })])),
  currentPassword: Type.Optional(Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH })),
});
export type CustomerUpdate = Static<typeof CustomerUpdateSchema>;

export const ProfileImageUpdateSchema = Type.Object({
  encryptId: Type.Optional(Type.String({ maxLength: 64 })),
  profileImage: Type.Union([Type.Null(), Type.String({ minLength: 1, maxLength: 200 })]),
});
export type ProfileImageUpdate = Static<typeof ProfileImageUpdateSchema>;

export const ActivateRequestSchema = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) });
export type ActivateRequest = Static<typeof ActivateRequestSchema>;
export const ActivateResponseSchema = Type.Object({ customer: CustomerSchema, signInToken: Type.String() });
export type ActivateResponse = Static<typeof ActivateResponseSchema>;

/** POST /Customers/Email/Confirm and /Customers/Email/Revert: the token of the mailed link. */
export const EmailChangeTokenSchema = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) });
export type EmailChangeTokenRequest = Static<typeof EmailChangeTokenSchema>;
/** The account's address after the confirmed change (the new one) or the revert (the old one, restored). */
export const EmailChangeResultSchema = Type.Object({ email: Type.String() });
export type EmailChangeResult = Static<typeof EmailChangeResultSchema>;

export const UsernameAvailabilitySchema = Type.Object({
  username: Type.String(),
  available: Type.Boolean(),
  reason: Type.Optional(Type.Union([Type.Literal('taken'), Type.Literal('invalid')])),
});
export type UsernameAvailability = Static<typeof UsernameAvailabilitySchema>;

export const ReferralCheckSchema = Type.Object({
  code: Type.String(),
  valid: Type.Boolean(),
  referrerUsername: Type.Optional(Type.String()),
});
export type ReferralCheck = Static<typeof ReferralCheckSchema>;
