import { Type, type Static } from '@sinclair/typebox';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { CustomerSchema, EmailSchema, NameSchema, PasswordSchema } from './customer';
import { IsoDateTime } from './common';

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
