import { createTestApp, type TestApp } from '../../test-support/testApp';
import { problemCode } from '../../test-support/fixtures';
import type { Page } from '../../../shared/schemas/common';
import type { CourseDetail, Review, ReviewPage, WishlistItem } from '../../../shared/schemas/courses';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 30_000);
afterAll(() => t.close());

async function course(slug: string, token?: string): Promise<CourseDetail> {
  return (await t.request({ method: 'GET', url: `/api/Courses/${slug}`, token })).json<CourseDetail>();
}
const review = (token: string | undefined, courseId: number, payload: unknown) => t.request({ method: 'POST', url: `/api/Courses/${courseId}/Reviews`, token, payload: payload as Record<string, unknown> });

describe('reviews', () => {
  it('lets an enrolled student review once and keeps the rating exact', async () => {
    const c = await course('logic-and-problem-solving');
    const { token } = await t.signUp('fair.critic');

    const notEnrolled = await review(token, c.id, { rating: 4, text: 'Nice' });
    expect(notEnrolled.statusCode).toBe(403);
    expect(problemCode(notEnrolled)).toBe('NOT_ENROLLED');
    expect((await review(undefined, c.id, { rating: 4 })).statusCode).toBe(401);

    await t.request({ method: 'POST', url: `/api/Courses/${c.id}/Enroll`, token });
    for (const bad of [{ rating: 0 }, { rating: 6 }, { rating: 3.5 }, { rating: 5, text: 'x'.repeat(4001) }, {}]) {
      const res = await review(token, c.id, bad);
      expect(res.statusCode).toBe(400);
      expect(problemCode(res)).toBe('VALIDATION_FAILED');
    }

    // Two at once: one wins, the other is told it already exists.
    const [a, b] = await Promise.all([review(token, c.id, { rating: 2, text: '  Too fast for me.  ' }), review(token, c.id, { rating: 2, text: 'again' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(problemCode(loser)).toBe('REVIEW_EXISTS');
    const created = (a.statusCode === 201 ? a : b).json<Review>();
    expect(created).toMatchObject({ rating: 2, author: { username: 'fair.critic' } });

    const after = await course('logic-and-problem-solving', token);
    expect(after.ratingCount).toBe(c.ratingCount + 1);
    const expectedAvg = Math.round(((c.ratingAvg * c.ratingCount + 2) / (c.ratingCount + 1)) * 100) / 100;
    expect(after.ratingAvg).toBeCloseTo(expectedAvg, 1);
    expect(after.viewer?.hasReviewed).toBe(true);

    const before = (await t.request({ method: 'GET', url: `/api/Courses/${c.id}/Reviews?pageSize=1` })).json<ReviewPage>();
    const list = (await t.request({ method: 'GET', url: `/api/Courses/${c.id}/Reviews?pageSize=50` })).json<ReviewPage>();
    expect(list.total).toBe(after.ratingCount);
    // The star counts cover every review (not only the page), 5 stars first; the new 2-star one is among them.
    expect(before.ratingCounts).toEqual(list.ratingCounts);
    expect(list.ratingCounts).toHaveLength(5);
    expect(list.ratingCounts.reduce((a, b) => a + b, 0)).toBe(list.total);
    expect(list.ratingCounts[3]).toBeGreaterThanOrEqual(list.items.filter((r) => r.rating === 2).length);
    expect(list.ratingCounts[3]).toBeGreaterThanOrEqual(1);
    expect(list.items[0]).toMatchObject({ id: created.id, rating: 2 });
    expect(list.items[0]!.author).not.toHaveProperty('email');
  });

  it('keeps the language a review was written in: the UI language sent, else the profile language', async () => {
    const c = await course('logic-and-problem-solving');
    const { token: tl } = await t.signUp('tagalog.writer');
    const { token: plain, customer } = await t.signUp('plain.writer');
    for (const token of [tl, plain]) await t.request({ method: 'POST', url: `/api/Courses/${c.id}/Enroll`, token });
    const written = await review(tl, c.id, { rating: 5, text: 'Napakahusay!', lang: 'tl' });
    expect(written.statusCode).toBe(201);
    expect(written.json<Review>().lang).toBe('tl');
    expect((await review(plain, c.id, { rating: 4, text: 'Good', lang: 'xx' })).statusCode).toBe(400);
    expect((await review(plain, c.id, { rating: 4, text: 'Good' })).json<Review>().lang).toBe(customer.lang);
    const list = (await t.request({ method: 'GET', url: `/api/Courses/${c.id}/Reviews?pageSize=50` })).json<ReviewPage>();
    expect(list.items.find((r) => r.author.username === 'tagalog.writer')?.lang).toBe('tl');
    // The seeded reviews are written in their course's language.
    const seeded = (await t.request({ method: 'GET', url: `/api/Courses/${(await course('javascript-from-zero')).id}/Reviews?pageSize=50` })).json<ReviewPage>();
    expect(seeded.items.every((r) => r.lang !== null)).toBe(true);
  });

  it('lists the seeded reviews newest first and refuses unknown courses', async () => {
    const c = await course('javascript-from-zero');
    const list = (await t.request({ method: 'GET', url: `/api/Courses/${c.id}/Reviews?pageSize=2` })).json<ReviewPage>();
    expect(list.total).toBe(c.ratingCount);
    expect(list.total).toBeGreaterThan(0);
    expect(list.items.length).toBeLessThanOrEqual(2);
    const times = list.items.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const missing = await t.request({ method: 'GET', url: '/api/Courses/999999/Reviews' });
    expect(problemCode(missing)).toBe('COURSE_NOT_FOUND');
  });
});

describe('wishlist', () => {
  it('saves, lists and removes courses, idempotently', async () => {
    const { token } = await t.signUp('window.shopper');
    const a = await course('angular-essentials');
    const b = await course('intro-to-economics');
    const add = (id: number) => t.request({ method: 'POST', url: `/api/Wishlist/${id}`, token });

    expect((await add(a.id)).statusCode).toBe(201);
    const first = await add(b.id);
    expect(first.statusCode).toBe(201);
    const again = await add(b.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ addedAt: string }>().addedAt).toBe(first.json<{ addedAt: string }>().addedAt);

    const list = (await t.request({ method: 'GET', url: '/api/Wishlist', token })).json<Page<WishlistItem>>();
    expect(list.total).toBe(2);
    expect(list.items.map((i) => i.course.slug).sort()).toEqual(['angular-essentials', 'intro-to-economics']);
    expect((await course('angular-essentials', token)).viewer?.isWishlisted).toBe(true);

    expect((await t.request({ method: 'DELETE', url: `/api/Wishlist/${a.id}`, token })).statusCode).toBe(204);
    expect((await t.request({ method: 'DELETE', url: `/api/Wishlist/${a.id}`, token })).statusCode).toBe(204);
    const after = (await t.request({ method: 'GET', url: '/api/Wishlist', token })).json<Page<WishlistItem>>();
    expect(after.items.map((i) => i.course.slug)).toEqual(['intro-to-economics']);

    expect(problemCode(await add(999999))).toBe('COURSE_NOT_FOUND');
    expect((await t.request({ method: 'GET', url: '/api/Wishlist' })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: `/api/Wishlist/${a.id}` })).statusCode).toBe(401);
  });

  it("keeps each customer's wishlist their own", async () => {
    const { token } = await t.signUp('someone.else');
    const list = (await t.request({ method: 'GET', url: '/api/Wishlist', token })).json<Page<WishlistItem>>();
    expect(list.total).toBe(0);
  });
});
