import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { problemCode, tokenFor } from '../../test-support/fixtures';
import type { Category } from '../../../shared/schemas/catalog';
import type { Page } from '../../../shared/schemas/common';
import type { CourseDetail, CourseSummary } from '../../../shared/schemas/courses';
import { COURSES } from '../../seed/coursesData';
import { SEARCH_RESULT_LIMIT } from '../../../shared/constants';

let t: TestApp;
let cats: Category[];
const catId = (title: string) => cats.find((c) => c.title === title)!.id;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  cats = (await t.request({ method: 'GET', url: '/api/Categories' })).json<Category[]>();
});
afterAll(() => t.close());

async function list(query: string): Promise<Page<CourseSummary>> {
  const res = await t.request({ method: 'GET', url: `/api/Courses${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<Page<CourseSummary>>();
}
const slugs = (page: Page<CourseSummary>) => page.items.map((c) => c.slug);

describe('GET /api/Courses filters and pages', () => {
  it('lists every published demo course in pages with an exact total', async () => {
    const first = await list('?pageSize=20');
    expect(first.total).toBe(COURSES.length);
    expect(first.total).toBeGreaterThanOrEqual(40);
    expect(first.items).toHaveLength(20);
    const last = await list(`?pageSize=20&page=${Math.ceil(COURSES.length / 20)}`);
    expect(last.items).toHaveLength(COURSES.length % 20 || 20);
    const beyond = await list('?pageSize=20&page=99');
    expect(beyond).toMatchObject({ items: [], total: COURSES.length, page: 99 });
    const card = first.items[0]!;
    expect(card.instructor).toMatchObject({ username: 'instructor', fullName: 'Maria Santos' });
    expect(card).not.toHaveProperty('instructorId');
    expect(card.lessonCount).toBe(7);
    expect(card.coverImage).toMatch(/\.(jpg|jpeg|webp|png)$/);
  });

  it("gives every card the course's prices in each currency, in minor units (the client picks the region's)", async () => {
    const page = await list('?price=paid&pageSize=50');
    expect(page.items.length).toBeGreaterThan(0);
    for (const card of page.items) {
      expect(card.isFree).toBe(false);
      // The demo shop prices every paid course in the four currencies (seedCommerce): integers.
      expect(Object.keys(card.prices).sort()).toEqual(['PHP', 'THB', 'USD', 'VND']);
      expect(Object.values(card.prices).every((v) => Number.isInteger(v) && v > 0)).toBe(true);
    }
    const card = page.items[0]!;
    // The same prices as the course page.
    const detail = (await t.request({ method: 'GET', url: `/api/Courses/${card.slug}` })).json<CourseDetail>();
    expect(detail.prices).toEqual(card.prices);
    const free = await list('?price=free&pageSize=5');
    expect(free.items.length).toBeGreaterThan(0);
    expect(free.items.every((c) => c.isFree && Object.keys(c.prices).length === 0)).toBe(true);
  });

  it('a category includes its sub-categories', async () => {
    const development = await list(`?categoryId=${catId('Development')}&pageSize=100`);
    const javascript = await list(`?categoryId=${catId('JavaScript')}&pageSize=100`);
    const webDev = await list(`?categoryId=${catId('Web Development')}&pageSize=100`);
    const expectedJs = COURSES.filter((c) => c.category === 'JavaScript').map((c) => c.slug).sort();
    expect(slugs(javascript).sort()).toEqual(expectedJs);
    expect(webDev.total).toBeGreaterThan(javascript.total);
    for (const slug of slugs(webDev)) expect(slugs(development)).toContain(slug);
    expect(development.items.every((c) => c.categoryId !== catId('Design'))).toBe(true);
    expect((await list(`?categoryId=${catId('Design')}`)).items.every((c) => c.categoryId === catId('Design'))).toBe(true);
  });

  it('filters by level, price and language, together', async () => {
    const free = await list('?price=free&pageSize=100');
    const paid = await list('?price=paid&pageSize=100');
    expect(free.total + paid.total).toBe(COURSES.length);
    expect(free.items.every((c) => c.price === 0 && c.isFree)).toBe(true);
    expect(paid.items.every((c) => c.price > 0 && !c.isFree)).toBe(true);
    const thaiBeginnerFree = await list('?language=th&level=beginner&price=free&pageSize=100');
    const expected = COURSES.filter((c) => c.language === 'th' && c.level === 'beginner' && c.price === 0).map((c) => c.slug).sort();
    expect(slugs(thaiBeginnerFree).sort()).toEqual(expected);
  });

  it('sorts by newest, rating and popularity', async () => {
    const newest = (await list('?sort=newest&pageSize=100')).items;
    const times = newest.map((c) => Date.parse(c.publishedAt!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const rated = (await list('?sort=rating&pageSize=100')).items.map((c) => c.ratingAvg);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    const popular = (await list('?sort=popular&pageSize=100')).items.map((c) => c.enrollmentCount);
    expect(popular).toEqual([...popular].sort((a, b) => b - a));
  });

  it('keeps the seeded counters equal to the rows behind them', async () => {
    const { rows } = await t.database.db.execute<{ bad: number }>(sql`select count(*)::int as bad from courses c where
      enrollment_count <> (select count(*) from enrollments e where e.course_id = c.id)
      or rating_count <> (select count(*) from reviews r where r.course_id = c.id)
      or rating_sum <> coalesce((select sum(rating) from reviews r where r.course_id = c.id), 0)`);
    expect(rows[0]!.bad).toBe(0);
  });

  it('refuses unknown filter values with VALIDATION_FAILED', async () => {
    for (const q of ['?level=expert', '?price=cheap', '?sort=random', '?language=fr', '?pageSize=1000', `?search=${'x'.repeat(101)}`]) {
      const res = await t.request({ method: 'GET', url: `/api/Courses${q}` });
      expect(res.statusCode).toBe(400);
      expect(problemCode(res)).toBe('VALIDATION_FAILED');
    }
  });

  it('hides unpublished courses from the list and the detail', async () => {
    await t.database.db.execute(sql`insert into courses (slug, title, is_published) values ('secret-draft-course', 'Secret JavaScript draft', false)`);
    expect(slugs(await list('?search=secret&pageSize=100'))).not.toContain('secret-draft-course');
    const res = await t.request({ method: 'GET', url: '/api/Courses/secret-draft-course' });
    expect(res.statusCode).toBe(404);
    expect(problemCode(res)).toBe('COURSE_NOT_FOUND');
    const admin = await tokenFor(t, 'admin');
    expect((await t.request({ method: 'GET', url: '/api/Courses/secret-draft-course', token: admin })).statusCode).toBe(200);
  });
});

describe('search', () => {
  it('ranks courses whose title holds the words first', async () => {
    const page = await list('?search=javascript&pageSize=100');
    const jsTitled = COURSES.filter((c) => /javascript/i.test(c.title)).map((c) => c.slug);
    expect(page.total).toBeGreaterThanOrEqual(jsTitled.length);
    expect(slugs(page).slice(0, jsTitled.length).sort()).toEqual(jsTitled.sort());
  });

  it("forgives a typo: 'javscript' finds the JavaScript courses", async () => {
    const page = await list('?search=javscript');
    expect(page.total).toBeGreaterThan(0);
    expect(page.items[0]!.title).toMatch(/JavaScript/);
    expect(slugs(page)).toEqual(expect.arrayContaining(['javascript-from-zero', 'modern-javascript-async']));
    const twoWords = await list('?search=react%20fundamantals');
    expect(slugs(twoWords)).toContain('react-fundamentals');
    // Sorted otherwise than by relevance, the same courses in that order.
    for (const [sort, key] of [['newest', (c: CourseSummary) => Date.parse(c.publishedAt!)], ['rating', (c: CourseSummary) => c.ratingAvg], ['popular', (c: CourseSummary) => c.enrollmentCount]] as const) {
      const sorted = await list(`?search=javscript&sort=${sort}&pageSize=100`);
      expect(sorted.total).toBe(page.total);
      expect(slugs(sorted).sort()).toEqual(slugs(page).sort());
      expect(sorted.items.map(key)).toEqual(sorted.items.map(key).sort((a, b) => b - a));
    }
  });

  it('ignores Vietnamese diacritics and case, both ways', async () => {
    for (const q of ['lap trinh', 'Lập Trình', 'LẬP TRÌNH']) {
      const page = await list(`?search=${encodeURIComponent(q)}`);
      expect(slugs(page)).toEqual(expect.arrayContaining(['lap-trinh-javascript-co-ban', 'python-cho-nguoi-moi']));
    }
    expect(slugs(await list(`?search=${encodeURIComponent('thiết kế')}`))).toContain('thiet-ke-ui-ux');
    expect(slugs(await list(`?search=${encodeURIComponent('dinh duong')}`))).toContain('dinh-duong-the-hinh');
  });

  it('finds Thai text by a substring inside a run of words without spaces', async () => {
    // 'โปรแกรม' sits inside 'พื้นฐานการเขียนโปรแกรม' and 'คณิตศาสตร์สำหรับการเขียนโปรแกรม'.
    const page = await list(`?search=${encodeURIComponent('โปรแกรม')}`);
    expect(slugs(page)).toEqual(expect.arrayContaining(['javascript-programming-thai', 'mathematics-thai']));
    expect(slugs(await list(`?search=${encodeURIComponent('สุขภาพ')}`))).toContain('thai-cooking-healthy');
    // Category titles count too: Thai for "health and fitness".
    expect(slugs(await list(`?search=${encodeURIComponent('ฟิตเนส')}`))).toEqual(expect.arrayContaining(['yoga-thai', 'home-workout-fitness']));
  });

  it('combines search with filters and sorts, and treats LIKE wildcards as text', async () => {
    const page = await list('?search=javascript&language=vi');
    expect(slugs(page)).toEqual(['lap-trinh-javascript-co-ban']);
    const newest = await list('?search=javascript&sort=newest&pageSize=100');
    const times = newest.items.map((c) => Date.parse(c.publishedAt!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?search=_')).total).toBe(0);
    expect((await list('?search=zzzzqqqq')).total).toBe(0);
  });

  it('finds a word with punctuation, a two-letter word and the middle of a word, and follows renames', async () => {
    expect(slugs(await list(`?search=${encodeURIComponent('async/await')}`))).toEqual(['modern-javascript-async']);
    expect(slugs(await list(`?search=${encodeURIComponent('Promises and')}`))).toEqual(['modern-javascript-async']);
    expect(slugs(await list('?search=go&pageSize=100'))).toContain('go-programming-language');
    expect(slugs(await list('?search=routine'))).toEqual(['go-programming-language']);
    // A retitled course is found by the middle of its new word.
    expect((await list('?search=fisholo')).total).toBe(0);
    await t.database.db.execute(sql`update courses set title = 'Zebrafishology for Gophers' where slug = 'go-programming-language'`);
    expect(slugs(await list('?search=fishol'))).toEqual(['go-programming-language']);
    // A renamed category's courses are found by its new title.
    await t.database.db.execute(sql`update categories set title_vi = 'Ngôn ngữ quạxyz' where title = 'Programming Language'`);
    expect(slugs(await list(`?search=${encodeURIComponent('quaxyz')}&pageSize=100`))).toContain('go-programming-language');
    await t.database.db.execute(sql`update categories set title_vi = 'Ngôn ngữ lập trình' where title = 'Programming Language'`);
    await t.database.db.execute(sql`update courses set title = 'The Go Programming Language' where slug = 'go-programming-language'`);
  });
});

describe('GET /api/Courses/{idOrSlug}', () => {
  it("carries the author's outcomes and requirements and the instructor's headline and bio in every language written", async () => {
    await t.database.db.execute(sql`update courses set outcomes = '["Build components","Manage state"]'::jsonb, requirements = '["Basic JavaScript"]'::jsonb where slug = 'react-fundamentals'`);
    await t.database.db.execute(sql`insert into instructor_profiles (customer_id, headline, bio)
      select instructor_id, '{"en":"Software engineer"}'::jsonb, '{"th":"สอน React มาสิบปี","en":"Ten years of teaching React."}'::jsonb from courses where slug = 'react-fundamentals'
      on conflict (customer_id) do update set headline = excluded.headline, bio = excluded.bio`);
    const course = (await t.request({ method: 'GET', url: '/api/Courses/react-fundamentals' })).json<CourseDetail>();
    expect(course).toMatchObject({
      outcomes: ['Build components', 'Manage state'],
      requirements: ['Basic JavaScript'],
      instructorAbout: { headline: { en: 'Software engineer' }, bio: { th: 'สอน React มาสิบปี', en: 'Ten years of teaching React.' } },
    });
    // A demo course lists the topics of its lessons as outcomes; without requirements or a profile, none.
    await t.database.db.execute(sql`delete from instructor_profiles where customer_id = (select instructor_id from courses where slug = 'go-programming-language')`);
    const other = (await t.request({ method: 'GET', url: '/api/Courses/go-programming-language' })).json<CourseDetail>();
    const seeded = COURSES.find((c) => c.slug === 'go-programming-language')!;
    expect([other.outcomes, other.requirements, other.instructorAbout]).toEqual([seeded.points.map(([title]) => title), [], null]);
  });

  it('returns the course by slug or id with its sections and lessons', async () => {
    const bySlug = await t.request({ method: 'GET', url: '/api/Courses/react-fundamentals' });
    expect(bySlug.statusCode).toBe(200);
    const course = bySlug.json<CourseDetail>();
    expect(course.sections.length).toBe(3);
    const lessons = course.sections.flatMap((s) => s.lessons);
    expect(lessons).toHaveLength(7);
    expect(Object.keys(lessons[0]!).sort()).toEqual(['duration', 'id', 'isPreview', 'kind', 'title']);
    expect(lessons.filter((l) => l.isPreview)).toHaveLength(2);
    expect(course.viewer).toBeNull();
    const byId = (await t.request({ method: 'GET', url: `/api/Courses/${course.id}` })).json<CourseDetail>();
    expect(byId.slug).toBe('react-fundamentals');
    const missing = await t.request({ method: 'GET', url: '/api/Courses/no-such-course' });
    expect(missing.statusCode).toBe(404);
    expect(problemCode(missing)).toBe('COURSE_NOT_FOUND');
  });

  it('shows an enrolled caller what they completed', async () => {
    const token = await tokenFor(t, 'student');
    const course = (await t.request({ method: 'GET', url: '/api/Courses/react-fundamentals', token })).json<CourseDetail>();
    const lessons = course.sections.flatMap((s) => s.lessons);
    expect(lessons.map((l) => l.isCompleted)).toEqual([true, true, true, false, false, false, false]);
    expect(course.viewer).toMatchObject({ isEnrolled: true, completedLessons: 3, lastLessonId: lessons[3]!.id, certificateCode: null });
    const notMine = (await t.request({ method: 'GET', url: '/api/Courses/go-programming-language', token })).json<CourseDetail>();
    expect(notMine.viewer).toMatchObject({ isEnrolled: false });
    expect(notMine.sections[0]!.lessons[0]).not.toHaveProperty('isCompleted');
  });

  it('answers a bad token with 401 rather than treating the caller as a visitor', async () => {
    const res = await t.request({ method: 'GET', url: '/api/Courses/react-fundamentals', headers: { authorization: 'Bearer not.a.token' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('bounded search', () => {
  it(`ranks at most ${SEARCH_RESULT_LIMIT} matches and says so in the total`, async () => {
    await t.database.db.execute(sql`insert into courses (slug, title, is_published, published_at)
      select 'bulk-kotlin-' || g, 'Kotlin drill number ' || g, true, now() - g * interval '1 minute' from generate_series(1, ${SEARCH_RESULT_LIMIT + 20}) g`);
    const pages = SEARCH_RESULT_LIMIT / 100;
    for (const sort of ['relevance', 'newest']) {
      const first = await list(`?search=kotlin%20drill&sort=${sort}&pageSize=100`);
      expect(first.total).toBe(SEARCH_RESULT_LIMIT);
      expect((await list(`?search=kotlin%20drill&sort=${sort}&pageSize=100&page=${pages}`)).items).toHaveLength(100);
      expect(await list(`?search=kotlin%20drill&sort=${sort}&pageSize=100&page=${pages + 1}`)).toMatchObject({ items: [], total: SEARCH_RESULT_LIMIT });
    }
    const newest = await list('?search=kotlin%20drill&sort=newest&pageSize=3');
    expect(slugs(newest)).toEqual(['bulk-kotlin-1', 'bulk-kotlin-2', 'bulk-kotlin-3']);
    // Fewer matches than the limit: the total is exact ('51' is in 51, 151, 251, 351, 451 and 510-519),
    // and every sort ranks them all (page 2 goes on where page 1 stopped).
    expect((await list('?search=kotlin%20drill%20number%2051')).total).toBe(15);
    const few = [...(await list('?search=kotlin%20drill%20number%2051&sort=newest&pageSize=10')).items, ...(await list('?search=kotlin%20drill%20number%2051&sort=newest&pageSize=10&page=2')).items];
    expect(few.map((c) => c.slug)).toEqual([51, 151, 251, 351, 451, ...Array.from({ length: 10 }, (_, i) => 510 + i)].map((n) => `bulk-kotlin-${n}`));
  });
});
