// The instructor's coupons as requests (app/request.ts): the list, the instructor's courses to pick from,
// saving (create, or edit with If-Match and the version conflict kept for the dialog), the active switch, delete.
import type { Coupon, CouponWrite } from '../../../shared/schemas/commerce';
import type { InstructorCourseList } from '../../../shared/schemas/studio';
import * as couponsApi from '../../api/couponsApi';
import { listCourses, versionConflictOf } from '../../api/studioApi';
import { defineRequest } from '../../app/request';
import { callTracked } from '../ui';

export const couponsRequest = defineRequest<'mine', Coupon[]>('coupons/list', () => couponsApi.listCoupons(), { keyOf: String });

export const myCoursesRequest = defineRequest<'mine', InstructorCourseList>('coupons/courses', () => listCourses(), { keyOf: String });

export interface CouponSaveArg {
  /** null: a new coupon. */
  id: number | null;
  coupon: CouponWrite;
  /** The version the edit started from (If-Match). */
  version: number;
}

/** Saved, or someone saved the coupon meanwhile (409 VERSION_CONFLICT): its version and state now, for the dialog to offer a choice. */
export type CouponSaveOutcome = { kind: 'saved'; coupon: Coupon } | { kind: 'conflict'; currentVersion: number; current: Coupon | null };

export function* saveCoupon({ id, coupon, version }: CouponSaveArg) {
  let outcome: CouponSaveOutcome;
  try {
    const saved: Coupon = id === null ? yield* callTracked(couponsApi.createCoupon, coupon) : yield* callTracked(couponsApi.updateCoupon, id, coupon, version);
    outcome = { kind: 'saved', coupon: saved };
  } catch (error) {
    const conflict = id === null ? null : versionConflictOf<Coupon>(error);
    if (!conflict) throw error;
    outcome = { kind: 'conflict', currentVersion: conflict.currentVersion, current: conflict.current };
  }
  return outcome;
}

export const couponSaveRequest = defineRequest('coupons/save', saveCoupon, { mode: 'leading' });

/** The list's switch: the coupon as it is, with `active` flipped. */
export const couponToggleRequest = defineRequest('coupons/toggle', saveCoupon, { mode: 'leading', keyOf: ({ id }) => String(id) });

export const couponDeleteRequest = defineRequest(
  'coupons/delete',
  function* (id: number) {
    yield* callTracked(couponsApi.deleteCoupon, id);
    return id;
  },
  { mode: 'leading', keyOf: String },
);

/** The fields of a coupon that an edit sends (PUT takes the whole coupon). */
export function toCouponWrite(coupon: Coupon): CouponWrite {
  return {
    code: coupon.code,
    kind: coupon.kind,
    percent: coupon.percent,
    amounts: coupon.amounts,
    courseIds: coupon.courseIds,
    expiresAt: coupon.expiresAt,
    maxUses: coupon.maxUses,
    oncePerCustomer: coupon.oncePerCustomer,
    active: coupon.active,
  };
}
