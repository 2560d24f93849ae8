import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { problemCode } from '../../test-support/fixtures';
import { LANGUAGES } from '../../../shared/constants';
import type { Page } from '../../../shared/schemas/common';
import type { Post, PostSummary } from '../../../shared/schemas/content';
import { POSTS } from '../../seed/postsData';
import { DEMO_ASSETS_DIR } from '../../paths';

let t: TestApp;
let all: PostSummary[];
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  all = (await t.request({ method: 'GET', url: '/api/Posts?pageSize=50' })).json<Page<PostSummary>>().items;
});
afterAll(() => t.close());

const FIELDS = ['audioFile', 'author', 'coverImage', 'durationSeconds', 'id', 'kind', 'lang', 'publishedAt', 'slug', 'summary', 'title'];

describe('GET /api/Posts', () => {
  it('answers every published post, newest first, with exactly the contract fields, in all four languages', async () => {
    expect(all).toHaveLength(POSTS.length);
    for (const post of all) {
      expect(Object.keys(post).sort()).toEqual(FIELDS);
      expect(Object.keys(post.author).sort()).toEqual(['firstName', 'lastName', 'username']);
      expect(new Date(post.publishedAt).toISOString()).toBe(post.publishedAt);
      expect(fs.existsSync(path.join(t.dataDir, 'storage', 'post-cover-image', post.coverImage!))).toBe(true);
    }
    const times = all.map((p) => Date.parse(p.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(all.map((p) => p.lang))).toEqual(new Set(LANGUAGES));
  });

  it('filters by kind: blogs have no audio, podcasts have audio and a duration', async () => {
    const blogs = (await t.request({ method: 'GET', url: '/api/Posts?kind=blog&pageSize=50' })).json<Page<PostSummary>>();
    const podcasts = (await t.request({ method: 'GET', url: '/api/Posts?kind=podcast&pageSize=50' })).json<Page<PostSummary>>();
    expect(blogs.total).toBeGreaterThanOrEqual(6);
    expect(podcasts.total).toBeGreaterThanOrEqual(4);
    expect(blogs.total + podcasts.total).toBe(all.length);
    expect(blogs.items.every((p) => p.kind === 'blog' && p.audioFile === null && p.durationSeconds === null)).toBe(true);
    expect(podcasts.items.every((p) => p.kind === 'podcast' && /\.mp3$/.test(p.audioFile ?? '') && (p.durationSeconds ?? 0) > 5)).toBe(true);
    expect(podcasts.items.map((p) => p.id)).toEqual(all.filter((p) => p.kind === 'podcast').map((p) => p.id));
  });

  it('pages', async () => {
    const page = (await t.request({ method: 'GET', url: '/api/Posts?pageSize=3&page=2' })).json<Page<PostSummary>>();
    expect(page).toMatchObject({ page: 2, pageSize: 3, total: all.length });
    expect(page.items.map((p) => p.id)).toEqual(all.slice(3, 6).map((p) => p.id));
  });

  it.each(['kind=vlog', 'page=0', 'pageSize=51', 'pageSize=x'])('refuses %s with VALIDATION_FAILED', async (query) => {
    const res = await t.request({ method: 'GET', url: `/api/Posts?${query}` });
    expect(res.statusCode).toBe(400);
    expect(problemCode(res)).toBe('VALIDATION_FAILED');
  });

  it('serves podcast audio from /storage with an audio content type', async () => {
    const podcast = all.find((p) => p.kind === 'podcast')!;
    const res = await t.request({ method: 'GET', url: `/storage/podcast-audio/${podcast.audioFile}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.rawPayload.length).toBeLessThan(150 * 1024);
    const shipped = POSTS.find((p) => p.slug === podcast.slug)!.audio!.file;
    expect(res.rawPayload.equals(fs.readFileSync(path.join(DEMO_ASSETS_DIR, shipped)))).toBe(true);
    // Players seek with range requests.
    const range = await t.request({ method: 'GET', url: `/storage/podcast-audio/${podcast.audioFile}`, headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.length).toBe(100);
    const { rows } = await t.database.pool.query<{ content_type: string; folder: string }>('select content_type, folder from files where name_by_system = $1', [podcast.audioFile]);
    expect(rows[0]).toEqual({ content_type: 'audio/mpeg', folder: 'podcast-audio' });
  });

  it('hides posts published in the future', async () => {
    await t.database.pool.query(`insert into posts (kind, slug, title, lang, published_at) values ('blog', 'future-post', 'Soon', 'en', now() + interval '1 day')`);
    t.services.publicCache.clear();
    const list = (await t.request({ method: 'GET', url: '/api/Posts?pageSize=50' })).json<Page<PostSummary>>();
    expect(list.items.map((p) => p.slug)).not.toContain('future-post');
    expect(problemCode(await t.request({ method: 'GET', url: '/api/Posts/Slug/future-post' }))).toBe('POST_NOT_FOUND');
  });
});

describe('GET /api/Posts/Slug/{slug}', () => {
  it('answers the post with its body (a podcast with show notes), the same as in the list', async () => {
    for (const kind of ['blog', 'podcast']) {
      const item = all.find((p) => p.kind === kind)!;
      const res = await t.request({ method: 'GET', url: `/api/Posts/Slug/${item.slug}` });
      expect(res.statusCode).toBe(200);
      const post = res.json<Post>();
      expect(post).toEqual({ ...item, body: expect.any(String) });
      // Seeded plain text is answered as HTML paragraphs.
      expect(post.body.match(/<p>/g)?.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('shows "Academy" as the author of a post whose author account is gone', async () => {
    await t.database.pool.query(`insert into posts (kind, slug, title, lang) values ('blog', 'orphan-post', 'Orphan', 'vi')`);
    const res = await t.request({ method: 'GET', url: '/api/Posts/Slug/orphan-post' });
    expect(res.json<Post>().author).toEqual({ username: 'academy', firstName: 'Academy', lastName: '' });
  });

  it('answers 404 POST_NOT_FOUND for unknown slugs and 400 for an over-long one', async () => {
    for (const slug of ['no-such-post', encodeURIComponent("x' or '1'='1"), '%E0%B8%82%E0%B9%88%E0%B8%B2%E0%B8%A7']) {
      const res = await t.request({ method: 'GET', url: `/api/Posts/Slug/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(problemCode(res)).toBe('POST_NOT_FOUND');
    }
    expect(problemCode(await t.request({ method: 'GET', url: `/api/Posts/Slug/${'a'.repeat(201)}` }))).toBe('VALIDATION_FAILED');
  });
});
