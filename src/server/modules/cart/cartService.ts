// A signed-in customer's cart: the courses they mean to buy and the coupon on it, priced by the server
// in the region's currency (USD where a course has no price in it). Every change answers the whole
// cart. A visitor's cart lives in the browser; it is priced by preview() and merged at sign-in.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CART_MAX_ITEMS, REGION_TAX, type CountryId, type PaymentMethod } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { Cart } from '../../../shared/schemas/commerce';
import type { Database } from '../../db/client';
import { cartItems, carts, type CustomerRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { courseNotFound } from '../courses/courseService';
import { cartCourses, cartDto, customerUsedCoupon, findCoupon, priceCourses, regionOf, sellableCourses, type CouponRow, type Executor, type SellableCourse } from './cartLines';

const sellable = (courses: SellableCourse[]) => courses.filter((c) => c.isPublished && !c.free && !c.owned);
import { couponCovers } from './pricing';

/** Why a coupon cannot be used now (by this customer), or null. `exceptPending`: a pending order of theirs does not count (it is replaced at checkout). */
export async function couponRefusal(db: Executor, coupon: CouponRow | null, customerId: string | null, options: { exceptPending?: boolean; now?: Date } = {}): Promise<AppError | null> {
  if (!coupon || !coupon.active) return new AppError(404, ERROR_CODES.COUPON_NOT_FOUND, 'There is no coupon with this code.');
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= (options.now ?? new Date()).getTime()) return new AppError(409, ERROR_CODES.COUPON_EXPIRED, 'This coupon has expired.');
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return new AppError(409, ERROR_CODES.COUPON_USED_UP, 'This coupon has been used as many times as it may be.');
  if (customerId && coupon.oncePerCustomer && (await customerUsedCoupon(db, coupon.id, customerId, options.exceptPending))) {
    return new AppError(409, ERROR_CODES.COUPON_ALREADY_USED, 'You have used this coupon already.');
  }
  return null;
}

export class CartService {
  constructor(
    private readonly db: Database,
    /** The methods with a provider configured (cart totals list those a currency can be paid with). */
    private readonly methods: () => readonly PaymentMethod[],
    /** The tax rate in force for a region (basis points; a setting admins change). */
    private readonly taxRate: (country: CountryId) => number = (country) => REGION_TAX[country].rateBasisPoints,
  ) {}

  /** The caller's cart priced for the region (`country`: the query's, else the customer's own). */
  async get(caller: CustomerRow, country?: number, skipped: Cart['skipped'] = []): Promise<Cart> {
    const region = regionOf(country, caller);
    const { courses, coupon } = await this.contents(this.db, caller.id);
    return cartDto(priceCourses(courses, region, coupon), this.methods(), skipped, this.taxRate(region));
  }

  /** Courses of the cart (oldest first) that can still be bought; owned, free, unpublished or deleted ones drop out. */
  private async contents(db: Executor, customerId: string): Promise<{ courses: SellableCourse[]; coupon: CouponRow | null }> {
    const [all, [cart]] = await Promise.all([cartCourses(db, customerId), db.select({ couponId: carts.couponId }).from(carts).where(eq(carts.customerId, customerId))]);
    let coupon = cart?.couponId ? await findCoupon(db, { id: cart.couponId }) : null;
    // A coupon that stopped working (deactivated, expired, used up) no longer discounts here; checkout refuses it.
    if (coupon && (await couponRefusal(db, coupon, null))) coupon = null;
    return { courses: sellable(all), coupon };
  }

  /** Adds a course: true when it was not in the cart. 404 unknown or unpublished; 409 owned, free, or the cart full. */
  async add(caller: CustomerRow, courseId: number): Promise<boolean> {
    const course = (await sellableCourses(this.db, [courseId], caller.id)).get(courseId);
    if (!course || !course.isPublished) throw courseNotFound();
    if (course.owned) throw new AppError(409, ERROR_CODES.CART_COURSE_OWNED, course.instructorId === caller.id ? 'You teach this course.' : 'You are enrolled in this course already.');
    if (course.free) throw new AppError(409, ERROR_CODES.CART_COURSE_FREE, 'This course is free: enrol in it directly.');
    return this.db.transaction(async (tx) => {
      await this.lockCart(tx, caller.id);
      const [{ n }] = (await tx.execute<{ n: number }>(sql`select count(*)::int as n from cart_items where customer_id = ${caller.id}`)).rows as [{ n: number }];
      const [there] = await tx.select({ one: sql<number>`1` }).from(cartItems).where(and(eq(cartItems.customerId, caller.id), eq(cartItems.courseId, courseId)));
      if (there) return false;
      if (n >= CART_MAX_ITEMS) throw new AppError(409, ERROR_CODES.CART_FULL, `A cart holds ${CART_MAX_ITEMS} courses at most.`);
      await tx.insert(cartItems).values({ customerId: caller.id, courseId });
      await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.customerId, caller.id));
      return true;
    });
  }

  async remove(caller: CustomerRow, courseId: number): Promise<void> {
    await this.db.delete(cartItems).where(and(eq(cartItems.customerId, caller.id), eq(cartItems.courseId, courseId)));
  }

  /** Empties the cart (the coupon too). */
  async clear(caller: CustomerRow): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(cartItems).where(eq(cartItems.customerId, caller.id));
      await tx.update(carts).set({ couponId: null, updatedAt: new Date() }).where(eq(carts.customerId, caller.id));
    });
  }

  /** A visitor's local cart put into the account's: unknown and unpublished courses are dropped, owned and free ones skipped (and listed). */
  async merge(caller: CustomerRow, courseIds: readonly number[]): Promise<Cart['skipped']> {
    const unique = [...new Set(courseIds)];
    const found = await sellableCourses(this.db, unique, caller.id);
    const skipped: Cart['skipped'] = [];
    const wanted: number[] = [];
    for (const id of unique) {
      const c = found.get(id);
      if (!c || !c.isPublished) continue;
      if (c.owned) skipped.push({ courseId: id, code: ERROR_CODES.CART_COURSE_OWNED });
      else if (c.free) skipped.push({ courseId: id, code: ERROR_CODES.CART_COURSE_FREE });
      else wanted.push(id);
    }
    await this.db.transaction(async (tx) => {
      await this.lockCart(tx, caller.id);
      const there = await tx.select({ courseId: cartItems.courseId }).from(cartItems).where(eq(cartItems.customerId, caller.id));
      const have = new Set(there.map((r) => r.courseId));
      const room = Math.max(0, CART_MAX_ITEMS - have.size);
      const fresh = wanted.filter((id) => !have.has(id));
      for (const id of fresh.slice(room)) skipped.push({ courseId: id, code: ERROR_CODES.CART_FULL });
      const adding = fresh.slice(0, room);
      if (adding.length) await tx.insert(cartItems).values(adding.map((courseId) => ({ customerId: caller.id, courseId }))).onConflictDoNothing();
    });
    return skipped;
  }

  /** Prices a visitor's list of courses (nothing stored): unknown, unpublished and free ones are left out. */
  async preview(courseIds: readonly number[], country: number | undefined, customer: CustomerRow | null): Promise<Cart> {
    const unique = [...new Set(courseIds)].slice(0, CART_MAX_ITEMS);
    const region: CountryId = regionOf(country, customer);
    const found = await sellableCourses(this.db, unique, customer?.id ?? null);
    const skipped: Cart['skipped'] = [];
    const courses = unique.flatMap((id) => {
      const c = found.get(id);
      if (!c || !c.isPublished) return [];
      if (c.free) {
        skipped.push({ courseId: id, code: ERROR_CODES.CART_COURSE_FREE });
        return [];
      }
      if (c.owned) {
        skipped.push({ courseId: id, code: ERROR_CODES.CART_COURSE_OWNED });
        return [];
      }
      return [c];
    });
    return cartDto(priceCourses(courses, region, null), this.methods(), skipped, this.taxRate(region));
  }

  /** Puts a coupon on the cart: 404 unknown or inactive; 409 expired, used up, used by the caller already, or for none of the cart's courses. */
  async applyCoupon(caller: CustomerRow, code: string): Promise<void> {
    const coupon = await findCoupon(this.db, { code });
    const refusal = await couponRefusal(this.db, coupon, caller.id, { exceptPending: true });
    if (refusal) throw refusal;
    const { courses } = await this.contents(this.db, caller.id);
    if (!courses.some((c) => couponCovers(coupon!, c))) throw new AppError(409, ERROR_CODES.COUPON_NOT_APPLICABLE, 'This coupon is for none of the courses in your cart.');
    await this.db.transaction(async (tx) => {
      await this.lockCart(tx, caller.id);
      await tx.update(carts).set({ couponId: coupon!.id, updatedAt: new Date() }).where(eq(carts.customerId, caller.id));
    });
  }

  async removeCoupon(caller: CustomerRow): Promise<void> {
    await this.db.update(carts).set({ couponId: null, updatedAt: new Date() }).where(eq(carts.customerId, caller.id));
  }

  /** The cart's row, made when missing and locked (one statement: an upsert locks the row): changes and checkouts of one cart run one at a time. */
  async lockCart(tx: Executor, customerId: string): Promise<{ couponId: number | null }> {
    const result = await tx.execute<{ coupon_id: number | null }>(sql`insert into carts (customer_id) values (${customerId})
      on conflict (customer_id) do update set customer_id = excluded.customer_id returning coupon_id`);
    return { couponId: result.rows[0]?.coupon_id ?? null };
  }

  /** lockCart for several customers in one statement (a batch of checkouts; locked in id order, so two batches never deadlock). */
  async lockCarts(tx: Executor, customerIds: readonly string[]): Promise<Map<string, { couponId: number | null }>> {
    const ids = `{${[...customerIds].sort().join(',')}}`;
    const result = await tx.execute<{ customer_id: string; coupon_id: number | null }>(sql`insert into carts (customer_id) select id from unnest(${ids}::uuid[]) as u(id) order by id
      on conflict (customer_id) do update set customer_id = excluded.customer_id returning customer_id, coupon_id`);
    return new Map(result.rows.map((r) => [r.customer_id, { couponId: r.coupon_id }]));
  }

  /** The cart's courses that can be bought now, read inside the checkout's transaction (the coupon is the caller's business). */
  async sellableCourses(tx: Executor, customerId: string): Promise<SellableCourse[]> {
    return sellable(await cartCourses(tx, customerId));
  }

  /** Takes bought courses out of the cart (and the coupon, when it was theirs). */
  async removeBought(tx: Executor, customerId: string, courseIds: readonly number[], couponId: number | null): Promise<void> {
    if (courseIds.length) await tx.delete(cartItems).where(and(eq(cartItems.customerId, customerId), inArray(cartItems.courseId, [...courseIds])));
    if (couponId !== null) await tx.update(carts).set({ couponId: null }).where(and(eq(carts.customerId, customerId), eq(carts.couponId, couponId)));
  }
}
