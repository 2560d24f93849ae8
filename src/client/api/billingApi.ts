// The signed-in buyer's billing details (name, address, country, tax ID, preferred payment method per
// region), printed on receipts as they were when an order was placed.
import type { BillingProfile, BillingProfileWrite } from '../../shared/schemas/commerce';
import { apiPath } from '../../shared/apiPaths';
import { COMMERCE_API_ROUTES } from '../../shared/commerceApiPaths';
import { apiRequest } from './apiClient';

export function getBilling(): Promise<BillingProfile> {
  return apiRequest<BillingProfile>('GET', apiPath(COMMERCE_API_ROUTES.billing));
}

/** Saves the details; a tax ID that does not fit the country is 400 BILLING_INVALID. */
export function saveBilling(profile: BillingProfileWrite): Promise<BillingProfile> {
  return apiRequest<BillingProfile>('PUT', apiPath(COMMERCE_API_ROUTES.billing), { body: profile });
}
