import zlib from 'node:zlib';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { problemCode } from '../../test-support/fixtures';
import { CATEGORY_TREE } from '../../seed/categoriesData';
import type { Category } from '../../../shared/schemas/catalog';

let t: TestApp;
let list: Category[];
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  list = (await t.request({ method: 'GET', url: '/api/Categories' })).json<Category[]>();
});
afterAll(() => t.close());

const byTitle = (title: string) => {
  const found = list.find((c) => c.title === title);
  if (!found) throw new Error(`no category ${title}`);
  return found;
};

describe('GET /api/Categories', () => {
  it('answers a cacheable JSON array of every seeded category with exactly the contract fields', async () => {
    const res = await t.request({ method: 'GET', url: '/api/Categories' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toContain('max-age');
    expect(Array.isArray(list)).toBe(true);
    const count = (nodes: typeof CATEGORY_TREE): number => nodes.reduce((n, c) => n + 1 + count(c.children ?? []), 0);
    expect(list).toHaveLength(count(CATEGORY_TREE));
    for (const c of list) {
      expect(Object.keys(c).sort()).toEqual(['id', 'parentId', 'title', 'titleTh', 'titleTl', 'titleVi']);
      expect(Number.isInteger(c.id)).toBe(true);
      expect(typeof c.title).toBe('string');
    }
  });

  it('is compressed for clients that accept it (brotli first, else gzip), the same list either way', async () => {
    const plain = await t.request({ method: 'GET', url: '/api/Categories' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await t.request({ method: 'GET', url: '/api/Categories', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(list);
    const gzip = await t.request({ method: 'GET', url: '/api/Categories', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(list);
  });

  it('keeps the seeded order: parents before their children, siblings in the order of the demo tree', () => {
    const titles = list.map((c) => c.title);
    expect(titles.slice(0, 3)).toEqual(['Development', 'Web Development', 'CSS']);
    const roots = list.filter((c) => c.parentId === null).map((c) => c.title);
    expect(roots).toEqual(CATEGORY_TREE.map((c) => c.title));
    const webChildren = list.filter((c) => c.parentId === byTitle('Web Development').id).map((c) => c.title);
    expect(webChildren).toEqual(['CSS', 'JavaScript', 'Angular', 'PHP', 'HTML', 'React']);
    const index = new Map(list.map((c, i) => [c.id, i]));
    for (const c of list) if (c.parentId !== null) expect(index.get(c.parentId)!).toBeLessThan(index.get(c.id)!);
  });

  it('forms a tree: Development has its children and every parent exists', () => {
    const ids = new Set(list.map((c) => c.id));
    for (const c of list) if (c.parentId !== null) expect(ids.has(c.parentId)).toBe(true);
    const devChildren = list.filter((c) => c.parentId === byTitle('Development').id).map((c) => c.title);
    expect(devChildren).toEqual(['Web Development', 'Data Science', 'Mobile', 'Programming Language', 'Testing', 'Engineering', 'Tools']);
    expect(list.filter((c) => c.parentId === byTitle('Design').id)).toEqual([]);
  });

  it('carries titles in the four languages for every top-level category; technology names fall back to English', () => {
    for (const c of list.filter((x) => x.parentId === null)) {
      for (const title of [c.title, c.titleTh, c.titleVi, c.titleTl]) {
        expect(typeof title).toBe('string');
        expect(title!.length).toBeGreaterThan(0);
      }
      expect(c.titleTh).not.toBe(c.title);
    }
    expect(byTitle('Development')).toMatchObject({ titleTh: 'การพัฒนาซอฟต์แวร์', titleVi: 'Phát triển phần mềm', titleTl: 'Pagbuo ng Software' });
    expect(byTitle('CSS')).toMatchObject({ titleTh: null, titleVi: null, titleTl: null });
  });
});

describe('GET /api/Categories/{id}', () => {
  it('answers one category by id, the same as in the list', async () => {
    const web = byTitle('Web Development');
    const res = await t.request({ method: 'GET', url: `/api/Categories/${web.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(web);
    // Paths are case-insensitive and a trailing slash is fine.
    expect((await t.request({ method: 'GET', url: `/api/categories/${web.id}/` })).json()).toEqual(web);
  });

  it('answers 404 CATEGORY_NOT_FOUND for an id that does not exist', async () => {
    const res = await t.request({ method: 'GET', url: '/api/Categories/999999' });
    expect(res.statusCode).toBe(404);
    expect(problemCode(res)).toBe('CATEGORY_NOT_FOUND');
  });

  it.each(['abc', '0', '-1', '1.5', '1x', '2147483648', '99999999999999999999', '%00', "1'%20or%20'1'='1"])('answers 400 VALIDATION_FAILED for the id %s', async (id) => {
    const res = await t.request({ method: 'GET', url: `/api/Categories/${id}` });
    expect(res.statusCode).toBe(400);
    expect(problemCode(res)).toBe('VALIDATION_FAILED');
    expect(res.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('params.id');
  });
});
