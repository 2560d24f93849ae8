import { SITE_API_ROUTES, apiPath } from '../../shared/apiPaths';
import type {
  AuthResponse,
  ChangePasswordRequest,
  LoginRequest,
} from '../../shared/schemas/auth';
import type { Customer } from '../../shared/schemas/customer';
import { apiRequest } from './apiClient';

export function login(request: LoginRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('POST', SITE_API_ROUTES.auth, { body: request });
}

/** The signed-in customer; undefined when the server answers with nothing (spec: that means signed out). */
export function me(): Promise<Customer | undefined> {
  return apiRequest<Customer | undefined>('GET', SITE_API_ROUTES.authMe);
}

export function signOut(): Promise<void> {
  return apiRequest<void>('POST', SITE_API_ROUTES.authSignOut);
}

/** One-time sign-in token (after activation). */
export function signInWithToken(token: string): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('POST', apiPath(SITE_API_ROUTES.authToken, { token }));
}

export function changePassword(request: ChangePasswordRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('POST', SITE_API_ROUTES.authChangePassword, { body: request });
}

// The reset-password calls live in accountApi.ts (used only by lazily loaded pages).
