// GET /api/Courses?featured=true: the home page's "Featured courses" row reads only the courses an admin
// featured (newest featured first), with their prices per currency; none featured: an empty page. The demo
// seed features a few courses in every language so the row shows on a fresh start.
import { API_ROUTES, apiPath } from '../../../shared/apiPaths';
import type { Page } from '../../../shared/schemas/common';
import type { CourseSummary } from '../../../shared/schemas/courses';
import { FEATURED_COURSES } from '../../seed/coursesData';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { tokenFor } from '../../test-support/fixtures';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await tokenFor(t, 'admin');
}, 120_000);
afterAll(() => t?.close());

async function featured(query: Record<string, string | number | boolean> = {}): Promise<Page<CourseSummary>> {
  const res = await t.request({ method: 'GET', url: `/api${apiPath(API_ROUTES.courses, {} as never, { featured: true, pageSize: 8, ...query } as never)}` });
  expect(res.statusCode).toBe(200);
  return res.json<Page<CourseSummary>>();
}

const feature = async (id: number, on: boolean) => {
  const res = await t.request({ method: 'PUT', url: `/api${apiPath(API_ROUTES.adminCourseFeature, { id } as never)}`, token: admin, payload: { featured: on } });
  expect(res.statusCode).toBe(200);
};

describe('GET /api/Courses?featured=true', () => {
  it('lists the demo seed\'s featured courses, published, in its order, in every language of the demo', async () => {
    const page = await featured();
    expect(FEATURED_COURSES.length).toBeGreaterThanOrEqual(4);
    expect(FEATURED_COURSES.length).toBeLessThanOrEqual(8);
    expect(page.total).toBe(FEATURED_COURSES.length);
    expect(page.items.map((c) => c.slug)).toEqual([...FEATURED_COURSES]);
    expect(new Set(page.items.map((c) => c.language))).toEqual(new Set(['en', 'th', 'vi', 'tl']));
    expect(page.items.some((c) => c.isFree) && page.items.some((c) => !c.isFree)).toBe(true);
  });

  it('lists only the featured ones, newest featured first, with prices; none featured: empty', async () => {
    const seeded = (await featured()).items;
    const all = (await t.request({ method: 'GET', url: '/api/Courses?pageSize=100&sort=newest' })).json<Page<CourseSummary>>().items;
    const paid = all.find((c) => !c.isFree && !FEATURED_COURSES.includes(c.slug))!;
    const other = all.find((c) => c.id !== paid.id && !FEATURED_COURSES.includes(c.slug))!;
    await feature(paid.id, true);
    await feature(other.id, true);

    const page = await featured();
    expect(page.total).toBe(seeded.length + 2);
    expect(page.items.slice(0, 2).map((c) => c.id)).toEqual([other.id, paid.id]);
    expect(page.items[1]!.prices).toEqual(paid.prices);
    expect(Object.keys(page.items[1]!.prices).length).toBeGreaterThan(0);
    // Other filters and sorts still apply, and the unfiltered catalogue keeps every course.
    expect((await featured({ sort: 'newest' })).items.map((c) => c.id)).toEqual(expect.arrayContaining([other.id, paid.id]));
    expect((await featured({ featured: false })).total).toBeGreaterThan(page.total);

    await feature(other.id, false);
    expect((await featured()).items.map((c) => c.id)).toEqual([paid.id, ...seeded.map((c) => c.id)]);
    for (const c of [paid, ...seeded]) await feature(c.id, false);
    expect(await featured()).toMatchObject({ items: [], total: 0 });
  });
});
