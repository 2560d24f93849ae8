// Account calls used only by the lazily loaded account pages (activation, reset password, profile
// editing). A separate module, so that none of them is in the /home bundle's authApi/customersApi.
import { ACCOUNT_API_ROUTES } from '../../shared/accountApiPaths';
import { SITE_API_ROUTES } from '../../shared/apiPaths';
import type { PasswordStrength, PasswordStrengthRequest, PostResetPasswordRequest, PreResetPasswordRequest, ValidateResetResponse } from '../../shared/schemas/auth';
import type { Ok } from '../../shared/schemas/common';
import type { ActivateResponse, Customer, CustomerUpdate, EmailChangeResult } from '../../shared/schemas/customer';
import { apiRequest } from './apiClient';

export function activate(token: string): Promise<ActivateResponse> {
  return apiRequest<ActivateResponse>('POST', ACCOUNT_API_ROUTES.customersActivate, { body: { token } });
}

/** A fresh activation mail for the signed-in customer (202); earlier links stop working. */
export function resendActivation(): Promise<void> {
  return apiRequest<void>('POST', ACCOUNT_API_ROUTES.customersActivateResend);
}

/**
 * PUT /Customers: the editable fields. A new e-mail needs `currentPassword` (without a password the
 * server mails a confirmation link to the current address and the answer keeps the old one); it must
 * be verified again, and the old address gets a link to undo it.
 */
export function update(customer: CustomerUpdate): Promise<Customer> {
  return apiRequest<Customer>('PUT', SITE_API_ROUTES.customers, { body: customer });
}

/** Always 202 whether or not the account exists. */
/** How guessable a new password is, scored by the server's own check (for the meter while typing). */
export function passwordStrength(request: PasswordStrengthRequest): Promise<PasswordStrength> {
  return apiRequest<PasswordStrength>('POST', ACCOUNT_API_ROUTES.authPasswordStrength, { body: request });
}

export function preResetPassword(request: PreResetPasswordRequest): Promise<Ok> {
  return apiRequest<Ok>('POST', ACCOUNT_API_ROUTES.authPreResetPassword, { body: request });
}

export function validatePostResetPassword(token: string): Promise<ValidateResetResponse> {
  return apiRequest<ValidateResetResponse>('POST', ACCOUNT_API_ROUTES.authValidatePostResetPassword, { body: { token } });
}

export function postResetPassword(request: PostResetPasswordRequest): Promise<Ok> {
  return apiRequest<Ok>('POST', ACCOUNT_API_ROUTES.authPostResetPassword, { body: request });
}

/** Applies an e-mail change confirmed by the link mailed to the current address. */
export function confirmEmailChange(token: string): Promise<EmailChangeResult> {
  return apiRequest<EmailChangeResult>('POST', ACCOUNT_API_ROUTES.customersEmailConfirm, { body: { token } });
}

/** Undoes an e-mail change from the link mailed to the old address: every session ends, the password goes. */
export function revertEmailChange(token: string): Promise<EmailChangeResult> {
  return apiRequest<EmailChangeResult>('POST', ACCOUNT_API_ROUTES.customersEmailRevert, { body: { token } });
}
