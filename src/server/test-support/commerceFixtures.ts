// Buying courses in tests: paid courses with prices per currency, buyers in a region, checkouts,
// the test bank's approval (through its real route, which sends a signed webhook to the real webhook
// route), and signed webhooks forged with the test bank's key.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CountryId, Currency } from '../../shared/constants';
import type { Cart, Order } from '../../shared/schemas/commerce';
import { coursePrices, customers, lessonProgress } from '../db/schema';
import { makeCourse, type TestCourse } from './fixtures';
import type { TestApp } from './testApp';

let counter = 0;
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(++counter).toString(36)}`;

/** A published paid course of the demo instructor (unless told otherwise) with its prices per currency (USD at least). */
export async function paidCourse(t: TestApp, prices: Partial<Record<Currency, number>> & { USD: number }, options: { instructor?: string | null; lessons?: number; title?: string } = {}): Promise<TestCourse> {
  const slug = unique('paid-');
  const course = await makeCourse(t, { slug, price: prices.USD / 100, instructor: options.instructor, lessons: options.lessons ?? 4, title: options.title });
  await t.database.db.insert(coursePrices).values(Object.entries(prices).map(([currency, amountMinor]) => ({ courseId: course.id, currency: currency as Currency, amountMinor })));
  return course;
}

/** A new student living in `country`, with a session. */
export async function buyer(t: TestApp, country: CountryId = 174, lang: 'th' | 'en' | 'vi' | 'tl' = 'en'): Promise<{ token: string; username: string; id: string }> {
  const username = unique('buyer');
  const { token } = await t.signUp(username);
  await t.database.db.update(customers).set({ country, lang }).where(eq(customers.username, username));
  const [row] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.username, username));
  return { token, username, id: row!.id };
}

export async function addToCart(t: TestApp, token: string, courseId: number): Promise<Cart> {
  const res = await t.request({ method: 'POST', url: `/api/Cart/${courseId}`, token });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`add to cart: ${res.statusCode} ${res.body}`);
  return res.json<Cart>();
}

export async function checkout(t: TestApp, token: string, body: { method: string; currency?: string; country?: number }): Promise<Order> {
  const res = await t.request({ method: 'POST', url: '/api/Orders', token, payload: body });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  return res.json<Order>();
}

/** Cart with the courses, then checkout: the pending order. */
export async function orderOf(t: TestApp, token: string, courseIds: number[], method = 'test'): Promise<Order> {
  for (const id of courseIds) await addToCart(t, token, id);
  return checkout(t, token, { method });
}

/** The test bank approves (its page's button), paid with `card` when given: a signed webhook goes to the webhook route. */
export async function approve(t: TestApp, paymentId: string, card?: string): Promise<void> {
  const res = await t.request({ method: 'POST', url: `/api/Payments/Test/${paymentId}/Approve`, ...(card ? { payload: { card } } : {}) });
  if (res.statusCode !== 200) throw new Error(`approve: ${res.statusCode} ${res.body}`);
}

/** A test bank event body. */
export function testEvent(payment: { id: string; amountMinor: number; currency: string }, overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({ id: `evt_${crypto.randomUUID()}`, type: 'payment.succeeded', paymentId: payment.id, amountMinor: payment.amountMinor, currency: payment.currency, occurredAt: new Date().toISOString(), ...overrides });
}

/** `Academy-Signature` for a body, signed with the test bank's key at `unixSeconds` (now by default). */
export function signTest(t: TestApp, body: string, unixSeconds = Math.floor(Date.now() / 1000), secret = t.config.payments.testWebhookSecret): string {
  const mac = crypto.createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export function postWebhook(t: TestApp, body: string, signature: string | null, provider = 'test') {
  return t.request({ method: 'POST', url: `/api/Payments/Webhooks/${provider}`, payload: body, headers: { 'content-type': 'application/json', ...(signature ? { 'academy-signature': signature } : {}) } });
}

/** Marks `n` lessons of a course completed for a customer (straight in the database). */
export async function completeLessons(t: TestApp, customerId: string, course: TestCourse, n: number): Promise<void> {
  const rows = course.lessonIds.slice(0, n).map((lessonId) => ({ customerId, lessonId, courseId: course.id, completedAt: new Date() }));
  if (rows.length) await t.database.db.insert(lessonProgress).values(rows).onConflictDoNothing();
}

export async function enrolment(t: TestApp, customerId: string, courseId: number): Promise<{ order_id: string | null } | null> {
  const result = await t.database.db.execute<{ order_id: string | null }>(sql`select order_id from enrollments where customer_id = ${customerId} and course_id = ${courseId}`);
  return result.rows[0] ?? null;
}
