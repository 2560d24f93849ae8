// An instructor's coupon codes for their courses (/api/Instructor/Coupons). Edits carry If-Match with the
// coupon's version; a stale one is 409 VERSION_CONFLICT (studioApi.versionConflictOf reads it).
import type { Coupon, CouponWrite } from '../../shared/schemas/commerce';
import { apiPath } from '../../shared/apiPaths';
import { COMMERCE_API_ROUTES } from '../../shared/commerceApiPaths';
import { apiRequest } from './apiClient';

export function listCoupons(): Promise<Coupon[]> {
  return apiRequest<Coupon[]>('GET', apiPath(COMMERCE_API_ROUTES.instructorCoupons));
}

/** A new code; one already taken is 409 COUPON_CODE_TAKEN. */
export function createCoupon(coupon: CouponWrite): Promise<Coupon> {
  return apiRequest<Coupon>('POST', apiPath(COMMERCE_API_ROUTES.instructorCoupons), { body: coupon });
}

export function updateCoupon(id: number, coupon: CouponWrite, version: number): Promise<Coupon> {
  return apiRequest<Coupon>('PUT', apiPath(COMMERCE_API_ROUTES.instructorCoupon, { id }), { body: coupon, headers: { 'If-Match': `"${version}"` } });
}

export function deleteCoupon(id: number): Promise<void> {
  return apiRequest<void>('DELETE', apiPath(COMMERCE_API_ROUTES.instructorCoupon, { id }));
}
