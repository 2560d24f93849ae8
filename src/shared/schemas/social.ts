import { Type, type Static } from '@sinclair/typebox';
import { CountryIdSchema, IsoDateTime, LanguageSchema } from './common';

/** The social sign-in providers, as they appear in the API's paths (`/Auth/Firebase/Google`). */
export const SOCIAL_PROVIDERS = ['Google', 'Facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const SocialProviderSchema = Type.Union([Type.Literal('Google'), Type.Literal('Facebook')]);

/** The identity service's provider id for each provider (the token's `firebase.sign_in_provider`). */
export const FIREBASE_PROVIDER_IDS: Record<SocialProvider, 'google.com' | 'facebook.com'> = {
  Google: 'google.com',
  Facebook: 'facebook.com',
};

/** An identity service user id (Firebase allows up to 128 characters). */
const UidSchema = Type.String({ minLength: 1, maxLength: 128 });
/** A Firebase ID token: a JWT of a few hundred bytes to a few KB. */
const IdTokenSchema = Type.String({ minLength: 20, maxLength: 8192 });

/**
 * POST /Auth/Firebase/{Google|Facebook}: sign in (or sign up) with the identity service's ID token.
 * `lang` and `country` are used only when a new customer is created.
 */
export const FirebaseSignInRequestSchema = Type.Object({
  uid: UidSchema,
  idToken: IdTokenSchema,
  lang: Type.Optional(LanguageSchema),
  country: Type.Optional(CountryIdSchema),
});
export type FirebaseSignInRequest = Static<typeof FirebaseSignInRequestSchema>;

/** POST /Customers/Social/{Google|Facebook}: link the provider identity behind the ID token to the caller. */
export const SocialLinkRequestSchema = Type.Object({ uid: UidSchema, idToken: IdTokenSchema });
export type SocialLinkRequest = Static<typeof SocialLinkRequestSchema>;

export const SocialIdentitySchema = Type.Object({
  provider: SocialProviderSchema,
  /** The provider account's e-mail, when it shared one. */
  email: Type.Union([Type.String(), Type.Null()]),
  displayName: Type.Union([Type.String(), Type.Null()]),
  linkedAt: IsoDateTime,
});
export type SocialIdentity = Static<typeof SocialIdentitySchema>;

/** GET /Customers/Social and the answer of link and revoke: the caller's linked providers. */
export const SocialAccountsSchema = Type.Object({
  identities: Type.Array(SocialIdentitySchema),
  /** False for an account created by social sign-in that never set a password (it cannot unlink its last provider). */
  hasPassword: Type.Boolean(),
});
export type SocialAccounts = Static<typeof SocialAccountsSchema>;
