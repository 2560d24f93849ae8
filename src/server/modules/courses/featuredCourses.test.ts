// GET /api/Courses?featured=true: the home page's "Featured courses" row reads only the courses an admin
// featured (newest featured first), with their prices per currency; none featured: an empty page.
import { API_ROUTES, apiPath } from '../../../shared/apiPaths';
import type { Page } from '../../../shared/schemas/common';
import type { CourseSummary } from '../../../shared/schemas/courses';
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
  it('is empty until an admin features a course, then lists only the featured ones, newest featured first, with prices', async () => {
    expect(await featured()).toMatchObject({ items: [], total: 0 });
    const all = (await t.request({ method: 'GET', url: '/api/Courses?pageSize=100&sort=newest' })).json<Page<CourseSummary>>().items;
    const paid = all.find((c) => !c.isFree)!;
    const other = all.find((c) => c.id !== paid.id)!;
    await feature(paid.id, true);
    await feature(other.id, true);

    const page = await featured();
    expect(page.total).toBe(2);
    expect(page.items.map((c) => c.id)).toEqual([other.id, paid.id]);
    expect(page.items[1]!.prices).toEqual(paid.prices);
    expect(Object.keys(page.items[1]!.prices).length).toBeGreaterThan(0);
    // Other filters and sorts still apply, and the unfiltered catalogue keeps every course.
    expect((await featured({ sort: 'newest' })).items.map((c) => c.id).sort()).toEqual([other.id, paid.id].sort());
    expect((await featured({ featured: false })).total).toBeGreaterThan(2);

    await feature(other.id, false);
    expect((await featured()).items.map((c) => c.id)).toEqual([paid.id]);
    await feature(paid.id, false);
    expect((await featured()).total).toBe(0);
  });
});
