import { SITE_API_ROUTES, apiPath } from '../../shared/apiPaths';
import type {
  Customer,
  ProfileImageUpdate,
  ReferralCheck,
  SignUpRequest,
  UsernameAvailability,
} from '../../shared/schemas/customer';
import { apiRequest } from './apiClient';

export function signUp(request: SignUpRequest): Promise<Customer> {
  return apiRequest<Customer>('POST', SITE_API_ROUTES.customers, { body: request });
}



/** Spec: the customer object is sent back with the new profileImage; the server applies only what it allows. */
export function updateProfileImage(customer: ProfileImageUpdate & Partial<Customer>): Promise<Customer> {
  return apiRequest<Customer>('PUT', SITE_API_ROUTES.customersProfileImage, { body: customer });
}

/** The customer by its encryptId (the path's "token"). */
export function getByToken(encryptId: string): Promise<Customer> {
  return apiRequest<Customer>('GET', apiPath(SITE_API_ROUTES.customerByToken, { token: encryptId }));
}

export function checkReferral(code: string): Promise<ReferralCheck> {
  return apiRequest<ReferralCheck>('GET', apiPath(SITE_API_ROUTES.customerReferral, { code }));
}

export function checkUsername(username: string): Promise<UsernameAvailability> {
  return apiRequest<UsernameAvailability>('GET', apiPath(SITE_API_ROUTES.customerCheckUsername, { username }));
}

// Activation and profile editing live in accountApi.ts (used only by lazily loaded pages).
