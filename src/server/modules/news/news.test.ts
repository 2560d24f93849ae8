import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { problemCode } from '../../test-support/fixtures';
import { COUNTRY_IDS } from '../../../shared/constants';
import { NEWS } from '../../seed/newsData';
import type { NewsItem } from '../../../shared/schemas/catalog';

let t: TestApp;
let all: NewsItem[];
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  all = (await t.request({ method: 'GET', url: '/api/AnalysisAndNews' })).json<NewsItem[]>();
});
afterAll(() => t.close());

const FIELDS = ['body', 'coverImage', 'ctlCountryId', 'id', 'lang', 'publishedAt', 'slug', 'summary', 'title'];

describe('GET /api/AnalysisAndNews', () => {
  it('answers every published item as an array, newest first, with exactly the contract fields', async () => {
    const res = await t.request({ method: 'GET', url: '/api/AnalysisAndNews' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(all).toHaveLength(NEWS.length);
    for (const item of all) {
      expect(Object.keys(item).sort()).toEqual(FIELDS);
      expect(new Date(item.publishedAt).toISOString()).toBe(item.publishedAt);
      expect(item.slug).toMatch(/^[a-z0-9-]+$/);
    }
    const times = all.map((i) => Date.parse(i.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all[0]?.slug).toBe('global-markets-week-ahead');
    // Each says the language its text is in: the region's (Global: English).
    const langs = Object.fromEntries(COUNTRY_IDS.map((id) => [id, [...new Set(all.filter((i) => i.ctlCountryId === id).map((i) => i.lang))]]));
    expect(langs).toEqual({ 999: ['en'], 174: ['th'], 138: ['tl'], 193: ['vi'] });
  });

  it('filters by countryId; every country has at least 4 items', async () => {
    for (const countryId of COUNTRY_IDS) {
      const res = await t.request({ method: 'GET', url: `/api/AnalysisAndNews?countryId=${countryId}` });
      expect(res.statusCode).toBe(200);
      const items = res.json<NewsItem[]>();
      expect(items.length).toBeGreaterThanOrEqual(4);
      expect(items.every((i) => i.ctlCountryId === countryId)).toBe(true);
      expect(items.map((i) => i.id)).toEqual(all.filter((i) => i.ctlCountryId === countryId).map((i) => i.id));
    }
    expect((await t.request({ method: 'GET', url: '/api/AnalysisAndNews?countryId=1' })).json()).toEqual([]);
  });

  it.each(['abc', '0', '10000', '-5', '1.5'])('refuses countryId=%s with VALIDATION_FAILED', async (countryId) => {
    const res = await t.request({ method: 'GET', url: `/api/AnalysisAndNews?countryId=${countryId}` });
    expect(res.statusCode).toBe(400);
    expect(problemCode(res)).toBe('VALIDATION_FAILED');
    expect(res.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('querystring.countryId');
  });

  it('has a cover on disk for every seeded item, served from /storage', async () => {
    for (const item of all) {
      expect(item.coverImage).toMatch(/\.jpg$/);
      const file = path.join(t.dataDir, 'storage', 'analysis-and-news-cover-image', item.coverImage!);
      expect(fs.existsSync(file)).toBe(true);
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    }
    const res = await t.request({ method: 'GET', url: `/storage/analysis-and-news-cover-image/${all[0]!.coverImage}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  it('hides items published in the future', async () => {
    await t.database.pool.query(`insert into news_items (title, slug, ctl_country_id, published_at) values ('Tomorrow', 'tomorrow-news', 999, now() + interval '1 day')`);
    const { rows } = await t.database.pool.query<{ id: number }>(`select id from news_items where slug = 'tomorrow-news'`);
    t.services.publicCache.clear();
    const list = (await t.request({ method: 'GET', url: '/api/AnalysisAndNews?countryId=999' })).json<NewsItem[]>();
    expect(list.map((i) => i.slug)).not.toContain('tomorrow-news');
    expect(problemCode(await t.request({ method: 'GET', url: `/api/AnalysisAndNews/${rows[0]!.id}` }))).toBe('NEWS_NOT_FOUND');
    expect(problemCode(await t.request({ method: 'GET', url: '/api/AnalysisAndNews/Slug/tomorrow-news' }))).toBe('NEWS_NOT_FOUND');
  });
});

describe('GET /api/AnalysisAndNews/{id} and /Slug/{slug}', () => {
  it('answers one item by id and by slug, the same as in the list', async () => {
    const item = all.find((i) => i.ctlCountryId === 174)!;
    const byId = await t.request({ method: 'GET', url: `/api/AnalysisAndNews/${item.id}` });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(item);
    const bySlug = await t.request({ method: 'GET', url: `/api/AnalysisAndNews/Slug/${item.slug}` });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toEqual(item);
    expect(item.body.length).toBeGreaterThan(100);
  });

  it('answers 404 NEWS_NOT_FOUND for unknown ids and slugs', async () => {
    for (const url of ['/api/AnalysisAndNews/999999', '/api/AnalysisAndNews/Slug/no-such-article', `/api/AnalysisAndNews/Slug/${encodeURIComponent("x' or '1'='1")}`, '/api/AnalysisAndNews/Slug/%E0%B8%82%E0%B9%88%E0%B8%B2%E0%B8%A7']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(problemCode(res)).toBe('NEWS_NOT_FOUND');
    }
  });

  it('answers 400 VALIDATION_FAILED for an invalid id or an over-long slug', async () => {
    for (const url of ['/api/AnalysisAndNews/abc', '/api/AnalysisAndNews/0', '/api/AnalysisAndNews/-3', `/api/AnalysisAndNews/Slug/${'a'.repeat(201)}`]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(problemCode(res)).toBe('VALIDATION_FAILED');
    }
  });
});
