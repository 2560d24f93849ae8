// An instructor's coupons for their own courses (an admin may manage any): percent or a fixed amount
// per currency, an expiry, a limit of uses, once per customer. Codes are unique in any case (stored
// upper case). Edits carry the coupon's version (If-Match).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CouponKind } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { Coupon, CouponWrite } from '../../../shared/schemas/commerce';
import type { Database } from '../../db/client';
import { coupons, courses, type CustomerRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { checkVersion } from '../../plugins/versioning';

type CouponDbRow = typeof coupons.$inferSelect;

export const couponNotFound = () => new AppError(404, ERROR_CODES.COUPON_NOT_FOUND, 'No such coupon.');
const invalid = (detail: string) => new AppError(400, ERROR_CODES.COUPON_INVALID, detail);

export function couponDto(row: CouponDbRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percent: row.kind === 'percent' ? row.percent : null,
    amounts: row.kind === 'fixed' ? row.amounts : null,
    courseIds: row.courseIds ?? [],
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    oncePerCustomer: row.oncePerCustomer,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

export class CouponService {
  constructor(private readonly db: Database) {}

  /** The caller's coupons, newest first (an admin: every coupon). */
  async list(caller: CustomerRow): Promise<Coupon[]> {
    const rows = await this.db
      .select()
      .from(coupons)
      .where(caller.role === 'admin' ? undefined : eq(coupons.ownerId, caller.id))
      .orderBy(desc(coupons.createdAt), desc(coupons.id));
    return rows.map(couponDto);
  }

  /**
   * Checks what a coupon says and returns whose it is: the caller's, or for an admin naming courses,
   * their instructor's (a coupon covers one instructor's courses).
   */
  private async validate(caller: CustomerRow, body: CouponWrite, currentOwner: string | null): Promise<{ ownerId: string; percent: number | null; amounts: CouponWrite['amounts'] }> {
    let percent: number | null = null;
    let amounts: CouponWrite['amounts'] = null;
    if (body.kind === 'percent') {
      if (body.percent === undefined || body.percent === null) throw invalid('A percent coupon needs `percent` (1 to 100).');
      if (body.amounts && Object.keys(body.amounts).length) throw invalid('A percent coupon takes no `amounts`.');
      percent = body.percent;
    } else {
      if (!body.amounts || Object.keys(body.amounts).length === 0) throw invalid('A fixed coupon needs `amounts` in at least one currency.');
      if (body.percent !== undefined && body.percent !== null) throw invalid('A fixed coupon takes no `percent`.');
      amounts = body.amounts;
    }
    const ids = [...new Set(body.courseIds)];
    let ownerId = currentOwner ?? caller.id;
    if (ids.length) {
      const rows = await this.db.select({ id: courses.id, instructorId: courses.instructorId }).from(courses).where(inArray(courses.id, ids));
      if (rows.length !== ids.length) throw invalid('`courseIds` names a course that does not exist.');
      const owners = new Set(rows.map((r) => r.instructorId));
      if (caller.role === 'admin' && currentOwner === null) {
        if (owners.size !== 1 || [...owners][0] === null) throw invalid("A coupon covers one instructor's courses.");
        ownerId = [...owners][0]!;
      }
      if (owners.size !== 1 || !owners.has(ownerId)) throw invalid(caller.role === 'admin' ? "A coupon covers only its owner's courses." : 'A coupon covers only your own courses.');
    }
    return { ownerId, percent, amounts };
  }

  async create(caller: CustomerRow, body: CouponWrite): Promise<Coupon> {
    const { ownerId, percent, amounts } = await this.validate(caller, body, null);
    try {
      const [row] = await this.db
        .insert(coupons)
        .values({
          ownerId,
          code: body.code.toUpperCase(),
          kind: body.kind as CouponKind,
          percent,
          amounts,
          courseIds: [...new Set(body.courseIds)],
          expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
          maxUses: body.maxUses,
          oncePerCustomer: body.oncePerCustomer,
          active: body.active,
        })
        .returning();
      return couponDto(row!);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, ERROR_CODES.COUPON_CODE_TAKEN, 'Another coupon has this code.');
      throw err;
    }
  }

  /** The coupon when the caller may manage it (theirs, or any for an admin); 404 otherwise. */
  private async owned(caller: CustomerRow, id: number, tx: Pick<Database, 'execute' | 'select'> = this.db, lock = false): Promise<CouponDbRow> {
    if (lock) await tx.execute(sql`select 1 from coupons where id = ${id} for update`);
    const [row] = await tx.select().from(coupons).where(eq(coupons.id, id));
    if (!row || (caller.role !== 'admin' && row.ownerId !== caller.id)) throw couponNotFound();
    return row;
  }

  async update(caller: CustomerRow, id: number, expected: number, body: CouponWrite): Promise<Coupon> {
    const current = await this.owned(caller, id);
    checkVersion(expected, current.version, () => couponDto(current));
    const { percent, amounts } = await this.validate(caller, body, current.ownerId);
    if (body.maxUses !== null && body.maxUses < current.usedCount) throw invalid(`It has been used ${current.usedCount} times already: \`maxUses\` cannot be lower.`);
    try {
      return await this.db.transaction(async (tx) => {
        const row = await this.owned(caller, id, tx, true);
        checkVersion(expected, row.version, () => couponDto(row));
        const [saved] = await tx
          .update(coupons)
          .set({
            code: body.code.toUpperCase(),
            kind: body.kind as CouponKind,
            percent,
            amounts,
            courseIds: [...new Set(body.courseIds)],
            expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
            maxUses: body.maxUses,
            oncePerCustomer: body.oncePerCustomer,
            active: body.active,
            version: sql`${coupons.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(coupons.id, id), eq(coupons.version, expected)))
          .returning();
        return couponDto(saved!);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, ERROR_CODES.COUPON_CODE_TAKEN, 'Another coupon has this code.');
      throw err;
    }
  }

  /** A coupon never used is deleted; one used (orders name it) is deactivated, so those orders keep it. Answers what became of it. */
  async remove(caller: CustomerRow, id: number): Promise<'deleted' | 'deactivated'> {
    await this.owned(caller, id);
    return this.db.transaction(async (tx) => {
      const row = await this.owned(caller, id, tx, true);
      const used = await tx.execute<{ n: number }>(sql`select count(*)::int as n from orders where coupon_id = ${id}`);
      if (row.usedCount > 0 || (used.rows[0]?.n ?? 0) > 0) {
        await tx.update(coupons).set({ active: false, version: sql`${coupons.version} + 1`, updatedAt: new Date() }).where(eq(coupons.id, id));
        return 'deactivated' as const;
      }
      await tx.delete(coupons).where(eq(coupons.id, id));
      return 'deleted' as const;
    });
  }
}
