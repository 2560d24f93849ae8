// The demo shop: every paid demo course gets a price in each region's currency (USD from its list
// price; THB, PHP and VND converted and rounded to a shop price: 699 baht, 1,199 pesos, 499,000 dong),
// and the demo instructor has two coupons: WELCOME100 (100 %, one course: a free checkout without
// payment) and SAVE20 (20 % on all their courses). All integer arithmetic in SQL.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const DEMO_COUPONS = { free: 'WELCOME100', save: 'SAVE20' } as const;

export async function seedCommerce(tx: Tx, ids: { instructor: string }): Promise<{ prices: number; coupons: number }> {
  const prices = await tx.execute(sql`insert into course_prices (course_id, currency, amount_minor)
    select c.id, p.currency, p.amount from courses c
      cross join lateral (select round(c.price * 100)::bigint as usd) u
      cross join lateral (values
        ('USD', u.usd),
        ('THB', ((u.usd * 35 + 9999) / 10000 * 100 - 1) * 100),
        ('PHP', ((u.usd * 56 + 9999) / 10000 * 100 - 1) * 100),
        ('VND', (u.usd * 250 + 99999) / 100000 * 100000 - 1000)
      ) as p(currency, amount)
    where c.price > 0 and c.instructor_id = ${ids.instructor}
    on conflict do nothing`);
  const [cheapest] = (
    await tx.execute<{ id: number }>(sql`select id from courses where price > 0 and instructor_id = ${ids.instructor} order by price, id limit 1`)
  ).rows;
  const coupons = await tx.execute(sql`insert into coupons (owner_id, code, kind, percent, course_ids, once_per_customer, active)
    values (${ids.instructor}, ${DEMO_COUPONS.free}, 'percent', 100, ${JSON.stringify(cheapest ? [cheapest.id] : [])}::jsonb, true, true),
           (${ids.instructor}, ${DEMO_COUPONS.save}, 'percent', 20, '[]'::jsonb, true, true)
    on conflict do nothing`);
  return { prices: prices.rowCount ?? 0, coupons: coupons.rowCount ?? 0 };
}
