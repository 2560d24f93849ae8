import { API_PATHS } from '../../shared/apiPaths';
import type {
  AuthResponse,
  ChangePasswordRequest,
  LoginRequest,
} from '../../shared/schemas/auth';
import type { Customer } from '../../shared/schemas/customer';
import { apiRequest } from './apiClient';

export function login(request: LoginRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('POST', API_PATHS.auth, { body: request });
}

/** The signed-in customer; undefined when the server answers with nothing (spec: that means signed out). */
export function me(): Promise<Customer | undefined> {
  return apiRequest<Customer | undefined>('GET', API_PATHS.authMe);
}

export function signOut(): Promise<void> {
  return apiRequest<void>('POST', API_PATHS.authSignOut);
}

/** One-time sign-in token (after activation). */
export function signInWithToken(token: string): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('POST', API_PATHS.authToken(token));
}

export function changePassword(request: ChangePasswordRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('POST', API_PATHS.authChangePassword, { body: request });
}

// The reset-password calls live in accountApi.ts (used only by lazily loaded pages).
