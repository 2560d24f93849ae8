// Social sign-in and the linking of provider identities (POST /Auth/Firebase/{provider},
// /Customers/Social/{provider}, .../Revoke). Used only by lazily loaded code (the sign-in buttons and
// /student/social-login), so none of it is in the /home bundle.
import { apiPath } from '../../shared/apiPaths';
import { SOCIAL_API_ROUTES } from '../../shared/socialApiPaths';
import type { AuthResponse } from '../../shared/schemas/auth';
import type { FirebaseSignInRequest, SocialAccounts, SocialLinkRequest, SocialProvider } from '../../shared/schemas/social';
import { apiRequest } from './apiClient';

/** Signs in (or signs up) with the identity service's ID token; answers like POST /Auth. */
export function firebaseSignIn(provider: SocialProvider, request: FirebaseSignInRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('POST', apiPath(SOCIAL_API_ROUTES.authFirebase, { provider }), { body: request });
}

/** The signed-in customer's linked providers and whether the account has a password. */
export function getSocialAccounts(): Promise<SocialAccounts> {
  return apiRequest<SocialAccounts>('GET', SOCIAL_API_ROUTES.customersSocial);
}

/** Links the provider identity behind the ID token to the signed-in customer. */
export function linkSocial(provider: SocialProvider, request: SocialLinkRequest): Promise<SocialAccounts> {
  return apiRequest<SocialAccounts>('POST', apiPath(SOCIAL_API_ROUTES.customersSocialLink, { provider }), { body: request });
}

/** Unlinks the provider from the signed-in customer. */
export function revokeSocial(provider: SocialProvider): Promise<SocialAccounts> {
  return apiRequest<SocialAccounts>('POST', apiPath(SOCIAL_API_ROUTES.customersSocialRevoke, { provider }));
}
