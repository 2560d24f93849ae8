// The order state table, edge by edge, against the database: every allowed change happens (and
// bumps the version), a few refused ones change nothing, and two racing changes make one.
import { eq } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/constants';
import { orders } from '../../db/schema';
import { customerRow } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { canTransition, ORDER_TRANSITIONS, statusesBefore, transitionOrder } from './orderStates';

let t: TestApp;
let customerId: string;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
  await t.signUp('states.buyer');
  customerId = (await customerRow(t, 'states.buyer')).id;
});
afterAll(() => t.close());

async function orderIn(status: OrderStatus): Promise<string> {
  n++;
  const [row] = await t.database.db
    .insert(orders)
    .values({ number: `AC-TEST-${String(n).padStart(6, '0')}`, customerId, status, countryId: 999, currency: 'USD', subtotalMinor: 100, totalMinor: 100, billing: { name: 'B', address: '', countryCode: null, taxId: null, email: 'b@example.com' }, cartKey: `k${n}` })
    .returning({ id: orders.id });
  return row!.id;
}

const EDGES = ORDER_STATUSES.flatMap((from) => ORDER_TRANSITIONS[from].map((to) => [from, to] as const));
const REFUSED: [OrderStatus, OrderStatus][] = [
  ['pending', 'refunded'],
  ['paid', 'pending'],
  ['paid', 'cancelled'],
  ['refunded', 'paid'],
  ['expired', 'pending'],
  ['cancelled', 'refunded'],
  ['failed', 'refund_requested'],
  ['refund_requested', 'cancelled'],
];

describe('order transitions', () => {
  it('the table and its helpers agree', () => {
    expect(EDGES.length).toBeGreaterThan(8);
    for (const [from, to] of EDGES) {
      expect(canTransition(from, to)).toBe(true);
      expect(statusesBefore(to)).toContain(from);
    }
    for (const [from, to] of REFUSED) expect(canTransition(from, to)).toBe(false);
  });

  it.each(EDGES)('%s -> %s happens', async (from, to) => {
    const id = await orderIn(from);
    const row = await transitionOrder(t.database.db, id, to, { from });
    expect(row).toMatchObject({ id, status: to, version: 2 });
    // Without `from`: also allowed from the status it is in.
    const other = await orderIn(from);
    expect((await transitionOrder(t.database.db, other, to))?.status).toBe(to);
  });

  it.each(REFUSED)('%s -> %s is refused and changes nothing', async (from, to) => {
    const id = await orderIn(from);
    expect(await transitionOrder(t.database.db, id, to)).toBeNull();
    expect(await transitionOrder(t.database.db, id, to, { from })).toBeNull();
    const [row] = await t.database.db.select({ status: orders.status, version: orders.version }).from(orders).where(eq(orders.id, id));
    expect(row).toEqual({ status: from, version: 1 });
  });

  it('a closed order may only become paid (a late payment)', () => {
    for (const from of ['expired', 'cancelled', 'failed'] as const) expect(ORDER_TRANSITIONS[from]).toEqual(['paid']);
  });

  it('two racing changes of a pending order make one', async () => {
    const id = await orderIn('pending');
    const [a, b] = await Promise.all([transitionOrder(t.database.db, id, 'paid', { from: 'pending' }), transitionOrder(t.database.db, id, 'expired', { from: 'pending' })]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
  });
});
