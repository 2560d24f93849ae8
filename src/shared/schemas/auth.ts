import { Type, type Static } from '@sinclair/typebox';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { CustomerSchema, EmailSchema, NameSchema, PasswordSchema } from './customer';
import { IsoDateTime } from './common';

/**
 * POST /Auth/PasswordStrength: how guessable a new password is, scored on the server with the same
 * zxcvbn-ts dictionaries that decide sign-up, reset and change (the meter under a new-password field
 * asks as one types, so the phone never downloads the dictionaries). What is known of the account
 * counts against the password.
 */
export const PasswordStrengthRequestSchema = Type.Object({
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  username: Type.Optional(Type.String({ maxLength: 254 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  firstName: Type.Optional(Type.String({ maxLength: 100 })),
  lastName: Type.Optional(Type.String({ maxLength: 100 })),
});
export type PasswordStrengthRequest = Static<typeof PasswordStrengthRequestSchema>;

export const PasswordStrengthSchema = Type.Object({
  /** 0 (guessed at once) to 4 (very hard to guess); PASSWORD_MIN_SCORE and up is accepted. */
  score: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)]),
  /** Why it is weak (zxcvbn's warning key), if it says. */
  warning: Type.Union([Type.String(), Type.Null()]),
  /** How to make it stronger (zxcvbn's suggestion keys). */
  suggestions: Type.Array(Type.String()),
});
export type PasswordStrength = Static<typeof PasswordStrengthSchema>;

/** POST /Auth. `username` may also be the e-mail address. */
export const LoginRequestSchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
});
export type LoginRequest = Static<typeof LoginRequestSchema>;

export const AuthResponseSchema = Type.Object({
  accessToken: Type.String(),
  tokenType: Type.Literal('Bearer'),
  expiresAt: IsoDateTime,
  customer: CustomerSchema,
});
export type AuthResponse = Static<typeof AuthResponseSchema>;

export const ChangePasswordRequestSchema = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  newPassword: PasswordSchema,
});
export type ChangePasswordRequest = Static<typeof ChangePasswordRequestSchema>;

export const PreResetPasswordRequestSchema = Type.Object({ email: EmailSchema });
export type PreResetPasswordRequest = Static<typeof PreResetPasswordRequestSchema>;
export const ResetTokenSchema = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) });
export type ResetTokenRequest = Static<typeof ResetTokenSchema>;
export const PostResetPasswordRequestSchema = Type.Object({
  token: Type.String({ minLength: 10, maxLength: 200 }),
  newPassword: PasswordSchema,
});
export type PostResetPasswordRequest = Static<typeof PostResetPasswordRequestSchema>;
export const ValidateResetResponseSchema = Type.Object({ valid: Type.Literal(true), email: Type.String() });
export type ValidateResetResponse = Static<typeof ValidateResetResponseSchema>;

/** Legacy POST /api/login and POST /api/signup. */
export const LegacyLoginRequestSchema = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
});
export type LegacyLoginRequest = Static<typeof LegacyLoginRequestSchema>;
export const LegacyLoginResponseSchema = Type.Object({ token: Type.String() });
export type LegacyLoginResponse = Static<typeof LegacyLoginResponseSchema>;
export const LegacySignupRequestSchema = Type.Object({
  name: Type.Intersect([NameSchema, Type.String({ minLength: 1 })]),
  email: EmailSchema,
  password: PasswordSchema,
});
export type LegacySignupRequest = Static<typeof LegacySignupRequestSchema>;
