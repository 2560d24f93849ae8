// The admin content section: news and posts created, changed and deleted by admins (audited, checked,
// sanitised), podcast audio uploads, and the public side following at once (drafts and scheduled items
// hidden, the reader's language picked, the public cache cleared on every change).
import { API_BASE, API_ROUTES, apiPath } from '../../../shared/apiPaths';
import { ADMIN_CONSOLE_API_ROUTES as R } from '../../../shared/adminApiPaths';
import { CONTENT_API_ROUTES } from '../../../shared/contentApiPaths';
import { FILE_FOLDERS } from '../../../shared/constants';
import type { AdminNewsInput, AdminNewsItem, AdminNewsPage, AdminPost, AdminPostInput, ContentFile } from '../../../shared/schemas/adminContent';
import type { NewsItem } from '../../../shared/schemas/catalog';
import type { Page } from '../../../shared/schemas/common';
import type { Post, PostSummary } from '../../../shared/schemas/content';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { fileForm, makeImage, problemCode, tokenFor, uploadImage } from '../../test-support/fixtures';
import { inspectAudio } from './audioFile';
import { slugify } from './adminContentService';

let t: TestApp;
let admin: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await tokenFor(t, 'admin');
  student = (await t.signUp(`ac_student_${Date.now().toString(36)}`)).token;
});
afterAll(() => t.close());

const api = (path: string) => `${API_BASE}${path}`;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function newsInput(over: Partial<AdminNewsInput> = {}): AdminNewsInput {
  return {
    title: `ข่าวทดสอบ ${unique()}`,
    summary: 'สรุปข่าว',
    body: '<p>เนื้อหาข่าว</p>',
    lang: 'th',
    translations: {},
    slug: '',
    coverImage: null,
    ctlCountryId: 174,
    status: 'published',
    publishAt: null,
    ...over,
  };
}

function postInput(over: Partial<AdminPostInput> = {}): AdminPostInput {
  return {
    kind: 'blog',
    title: `Blog ${unique()}`,
    summary: 'A summary',
    body: 'First paragraph.\n\nSecond & last.',
    lang: 'en',
    translations: {},
    slug: '',
    coverImage: null,
    audioFile: null,
    durationSeconds: null,
    status: 'published',
    publishAt: null,
    ...over,
  };
}

const createNews = (payload: AdminNewsInput, token = admin) => t.request({ method: 'POST', url: api(R.adminNews), token, payload });
const putNews = (id: number, payload: AdminNewsInput, version?: number) =>
  t.request({ method: 'PUT', url: api(apiPath(R.adminNewsItem, { id })), token: admin, payload, headers: version === undefined ? {} : { 'if-match': `"${version}"` } });
const publicNews = async (query: { countryId?: number; lang?: string } = {}) => (await t.request({ method: 'GET', url: api(apiPath(API_ROUTES.news, null, query)) })).json<NewsItem[]>();
const auditLines = async (action: string, targetId: number) =>
  (await t.database.pool.query<{ before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(`select before, after from audit_log where action = $1 and target_id = $2 order by id`, [action, String(targetId)])).rows;

/** `frames` MPEG-1 layer III frames at 128 kbit/s, 44.1 kHz (417 bytes each). */
function mp3(frames: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

describe('admin news', () => {
  it('creates, reads, lists, updates (If-Match) and deletes, each audited with before and after', async () => {
    const created = await createNews(newsInput({ title: 'Baht rallies 2% on exports', lang: 'en', translations: { th: { title: 'เงินบาทแข็งค่า', summary: 'สรุป', body: 'ไทย' } } }));
    expect(created.statusCode).toBe(201);
    const item = created.json<AdminNewsItem>();
    expect(item).toMatchObject({ title: 'Baht rallies 2% on exports', status: 'published', ctlCountryId: 174, lang: 'en' });
    expect(item.slug).toMatch(/^baht-rallies-2-on-exports(-\d+)?$/);
    expect(item.translations.th).toEqual({ title: 'เงินบาทแข็งค่า', summary: 'สรุป', body: '<p>ไทย</p>' });
    expect(created.headers.etag).toBe(`"${item.version}"`);
    expect(await auditLines('news.create', item.id)).toEqual([expect.objectContaining({ before: null, after: expect.objectContaining({ title: 'Baht rallies 2% on exports' }) })]);

    const read = await t.request({ method: 'GET', url: api(apiPath(R.adminNewsItem, { id: item.id })), token: admin });
    expect(read.json<AdminNewsItem>()).toEqual(item);
    const found = (await t.request({ method: 'GET', url: api(apiPath(R.adminNews, null, { search: 'เงินบาทแข็ง', country: 174, status: 'published' })), token: admin })).json<AdminNewsPage>();
    expect(found.items.map((i) => i.id)).toEqual([item.id]);

    expect(problemCode(await putNews(item.id, newsInput()))).toBe('PRECONDITION_REQUIRED');
    const changed = await putNews(item.id, { ...newsInput({ lang: 'en' }), title: 'Baht rallies again', slug: item.slug }, item.version);
    expect(changed.statusCode).toBe(200);
    const updated = changed.json<AdminNewsItem>();
    expect(updated.version).toBeGreaterThan(item.version);
    expect(updated.publishedAt).toBe(item.publishedAt);
    const stale = await putNews(item.id, newsInput(), item.version);
    expect(stale.statusCode).toBe(409);
    expect(problemCode(stale)).toBe('VERSION_CONFLICT');
    expect(stale.json<{ currentVersion: number }>().currentVersion).toBe(updated.version);
    const [line] = await auditLines('news.update', item.id);
    expect(line?.before).toMatchObject({ title: 'Baht rallies 2% on exports' });
    expect(line?.after).toMatchObject({ title: 'Baht rallies again' });
    expect(line?.after).not.toHaveProperty('ctlCountryId');

    const gone = await t.request({ method: 'DELETE', url: api(apiPath(R.adminNewsItem, { id: item.id })), token: admin, headers: { 'if-match': String(updated.version) } });
    expect(gone.statusCode).toBe(204);
    expect(problemCode(await t.request({ method: 'GET', url: api(apiPath(R.adminNewsItem, { id: item.id })), token: admin }))).toBe('NEWS_NOT_FOUND');
    expect(await auditLines('news.delete', item.id)).toEqual([expect.objectContaining({ after: null, before: expect.objectContaining({ title: 'Baht rallies again' }) })]);
  });

  it('refuses everyone but admins', async () => {
    expect((await createNews(newsInput(), student)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: api(R.adminNews), token: student })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: api(R.adminNews) })).statusCode).toBe(401);
  });

  it.each([
    [{ title: '   ' }, 400, 'CONTENT_TITLE_REQUIRED', 'body.title'],
    [{ slug: 'Not A Slug!' }, 400, 'CONTENT_SLUG_INVALID', 'body.slug'],
    [{ ctlCountryId: 5 }, 400, 'CONTENT_REGION_INVALID', 'body.ctlCountryId'],
    [{ status: 'scheduled' as const, publishAt: new Date(Date.now() - 60_000).toISOString() }, 400, 'CONTENT_PUBLISH_AT_INVALID', 'body.publishAt'],
    [{ status: 'scheduled' as const }, 400, 'CONTENT_PUBLISH_AT_INVALID', 'body.publishAt'],
    [{ coverImage: 'never-uploaded.jpg' }, 400, 'CONTENT_COVER_INVALID', 'body.coverImage'],
    [{ coverImage: '../../etc/passwd' }, 400, 'CONTENT_COVER_INVALID', 'body.coverImage'],
  ])('refuses %j with %s %s naming the field', async (over, status, code, path) => {
    const res = await createNews(newsInput(over));
    expect(res.statusCode).toBe(status);
    expect(problemCode(res)).toBe(code);
    expect(res.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe(path);
  });

  it('checks slugs: a taken one is 409, an empty one is made from the title (or a translation) and made unique', async () => {
    const first = (await createNews(newsInput({ title: 'Same title here', lang: 'en' }))).json<AdminNewsItem>();
    const second = (await createNews(newsInput({ title: 'Same title here', lang: 'en' }))).json<AdminNewsItem>();
    expect(second.slug).not.toBe(first.slug);
    expect(second.slug.startsWith(first.slug.replace(/-\d+$/, ''))).toBe(true);
    const taken = await createNews(newsInput({ slug: first.slug }));
    expect(taken.statusCode).toBe(409);
    expect(problemCode(taken)).toBe('CONTENT_SLUG_TAKEN');
    // Two saves of one new slug at once: one wins, the other is told (never a 500).
    const slug = `same-${unique()}`;
    const both = await Promise.all([createNews(newsInput({ slug })), createNews(newsInput({ slug }))]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(problemCode(both.find((r) => r.statusCode === 409)!)).toBe('CONTENT_SLUG_TAKEN');
    const thai = (await createNews(newsInput({ title: 'ข่าวไทยล้วน', translations: { en: { title: 'Thai only news', body: 'x' } } }))).json<AdminNewsItem>();
    expect(thai.slug).toMatch(/^thai-only-news(-\d+)?$/);
    expect(slugify('Tiếng Việt đẹp')).toBe('tieng-viet-dep');
    expect(slugify('ภาษาไทย')).toBe('');
  });

  it('sanitises bodies (own and translated) with the lesson rules; plain text becomes paragraphs', async () => {
    const item = (
      await createNews(
        newsInput({
          body: '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p><img src="http://insecure/x.png">',
          translations: { en: { title: 'T', body: 'One & two\n\nThree' } },
        }),
      )
    ).json<AdminNewsItem>();
    expect(item.body).toBe('<p>Hi <a rel="noopener noreferrer nofollow" target="_blank">x</a></p>');
    expect(item.translations.en?.body).toBe('<p>One &amp; two</p><p>Three</p>');
  });

  it('keeps drafts and scheduled items off the public side, and shows each once published (the cache follows at once)', async () => {
    await publicNews({ countryId: 193 }); // cached before the changes
    const draft = (await createNews(newsInput({ ctlCountryId: 193, status: 'draft' }))).json<AdminNewsItem>();
    const scheduled = (await createNews(newsInput({ ctlCountryId: 193, status: 'scheduled', publishAt: new Date(Date.now() + 3_600_000).toISOString() }))).json<AdminNewsItem>();
    expect([draft.status, scheduled.status]).toEqual(['draft', 'scheduled']);
    const hidden = (await publicNews({ countryId: 193 })).map((i) => i.id);
    expect(hidden).not.toContain(draft.id);
    expect(hidden).not.toContain(scheduled.id);
    for (const item of [draft, scheduled]) {
      expect(problemCode(await t.request({ method: 'GET', url: api(apiPath(API_ROUTES.newsBySlug, { slug: item.slug })) }))).toBe('NEWS_NOT_FOUND');
      expect(problemCode(await t.request({ method: 'GET', url: api(apiPath(API_ROUTES.newsItem, { id: item.id })) }))).toBe('NEWS_NOT_FOUND');
    }
    const drafts = (await t.request({ method: 'GET', url: api(apiPath(R.adminNews, null, { status: 'draft', country: 193 })), token: admin })).json<AdminNewsPage>();
    expect(drafts.items.map((i) => i.id)).toContain(draft.id);
    expect(drafts.items.every((i) => i.status === 'draft')).toBe(true);

    const published = await putNews(draft.id, newsInput({ ctlCountryId: 193, title: draft.title, slug: draft.slug }), draft.version);
    expect(published.json<AdminNewsItem>().status).toBe('published');
    expect((await publicNews({ countryId: 193 })).map((i) => i.id)).toContain(draft.id);
    // Not shown for another region.
    expect((await publicNews({ countryId: 174 })).map((i) => i.id)).not.toContain(draft.id);

    await t.request({ method: 'DELETE', url: api(apiPath(R.adminNewsItem, { id: draft.id })), token: admin });
    expect((await publicNews({ countryId: 193 })).map((i) => i.id)).not.toContain(draft.id);
  });

  it('shows a scheduled item once its time has passed', async () => {
    const soon = (await createNews(newsInput({ status: 'scheduled', publishAt: new Date(Date.now() + 1_200).toISOString() }))).json<AdminNewsItem>();
    const url = api(apiPath(API_ROUTES.newsBySlug, { slug: soon.slug }));
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('answers the public text in the reader language where translated, saying which language it is', async () => {
    const item = (
      await createNews(
        newsInput({ ctlCountryId: 138, title: 'หัวข้อไทย', summary: 'สรุปไทย', body: 'ไทย', translations: { en: { title: 'English title', summary: 'English summary', body: 'English body' } } }),
      )
    ).json<AdminNewsItem>();
    const pick = async (lang?: string) => (await t.request({ method: 'GET', url: api(apiPath(API_ROUTES.newsBySlug, { slug: item.slug }, lang ? { lang } : {})) })).json<NewsItem>();
    expect(await pick('en')).toMatchObject({ title: 'English title', summary: 'English summary', body: '<p>English body</p>', lang: 'en' });
    expect(await pick('th')).toMatchObject({ title: 'หัวข้อไทย', lang: 'th' });
    expect(await pick('vi')).toMatchObject({ title: 'หัวข้อไทย', lang: 'th' });
    expect(await pick()).toMatchObject({ title: 'หัวข้อไทย', lang: 'th' });
    const en = (await publicNews({ countryId: 138, lang: 'en' })).find((i) => i.id === item.id);
    const th = (await publicNews({ countryId: 138, lang: 'th' })).find((i) => i.id === item.id);
    expect([en?.title, en?.lang, th?.title, th?.lang]).toEqual(['English title', 'en', 'หัวข้อไทย', 'th']);
  });

  it('takes a cover uploaded through /api/Files and shows it publicly', async () => {
    const cover = await uploadImage(t, admin, FILE_FOLDERS.analysisAndNewsCoverImage, await makeImage('jpeg', 120, 63));
    const item = (await createNews(newsInput({ coverImage: cover.nameBySystem }))).json<AdminNewsItem>();
    expect(item.coverImage).toBe(cover.nameBySystem);
    const wrongFolder = await uploadImage(t, admin, FILE_FOLDERS.postCoverImage);
    expect(problemCode(await createNews(newsInput({ coverImage: wrongFolder.nameBySystem })))).toBe('CONTENT_COVER_INVALID');
  });
});

describe('admin posts', () => {
  const createPost = (payload: AdminPostInput) => t.request({ method: 'POST', url: api(R.adminPosts), token: admin, payload });
  const uploadAudio = (data: Buffer, folder: string = FILE_FOLDERS.podcastAudio) =>
    t.request({ method: 'POST', url: api(apiPath(R.adminContentFile, { folder })), token: admin, ...fileForm(data, 'episode.mp3', 'audio/mpeg') });

  it('stores podcast audio checked by its bytes, with its duration', async () => {
    const res = await uploadAudio(mp3(100));
    expect(res.statusCode).toBe(201);
    expect(res.json<ContentFile>()).toMatchObject({ folder: 'podcast-audio', contentType: 'audio/mpeg', durationSeconds: 3, size: 41700 });
    expect(res.json<ContentFile>().nameBySystem).toMatch(/\.mp3$/);
    expect(problemCode(await uploadAudio(await makeImage('png')))).toBe('CONTENT_AUDIO_INVALID');
    expect(problemCode(await uploadAudio(Buffer.from('<script>not audio</script>'.repeat(10))))).toBe('CONTENT_AUDIO_INVALID');
    expect(problemCode(await uploadAudio(mp3(10), FILE_FOLDERS.postCoverImage))).toBe('FILE_FOLDER_INVALID');
    const student_ = await t.request({ method: 'POST', url: api(apiPath(R.adminContentFile, { folder: 'podcast-audio' })), token: student, ...fileForm(mp3(10)) });
    expect(student_.statusCode).toBe(403);
    expect(inspectAudio(Buffer.concat([Buffer.from('OggS'), Buffer.alloc(40)]))?.extension).toBe('ogg');
    const m4a = Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypM4A '), Buffer.alloc(8)]);
    expect(inspectAudio(m4a)?.extension).toBe('m4a');
  });

  it('publishes a podcast only with its audio, audits it, and lists it publicly in the reader language', async () => {
    const noAudio = await createPost(postInput({ kind: 'podcast' }));
    expect(problemCode(noAudio)).toBe('CONTENT_AUDIO_INVALID');
    expect(noAudio.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('body.audioFile');
    const audio = (await uploadAudio(mp3(50))).json<ContentFile>();
    const created = await createPost(
      postInput({ kind: 'podcast', audioFile: audio.nameBySystem, durationSeconds: 2, translations: { th: { title: 'พอดแคสต์ไทย', summary: 'สรุป', body: 'บันทึก' } } }),
    );
    expect(created.statusCode).toBe(201);
    const post = created.json<AdminPost>();
    expect(post).toMatchObject({ kind: 'podcast', audioFile: audio.nameBySystem, status: 'published', body: '<p>First paragraph.</p><p>Second &amp; last.</p>' });
    expect(await auditLines('post.create', post.id)).toHaveLength(1);

    const list = (await t.request({ method: 'GET', url: api(apiPath(CONTENT_API_ROUTES.posts, null, { kind: 'podcast', lang: 'th', pageSize: 50 })) })).json<Page<PostSummary>>();
    expect(list.items.find((p) => p.id === post.id)).toMatchObject({ title: 'พอดแคสต์ไทย', lang: 'th' });
    const detail = (await t.request({ method: 'GET', url: api(apiPath(CONTENT_API_ROUTES.postBySlug, { slug: post.slug }, { lang: 'vi' })) })).json<Post>();
    expect(detail).toMatchObject({ title: post.title, lang: 'en', body: post.body });

    // Back to a draft: gone from the public side at once.
    const put = await t.request({ method: 'PUT', url: api(apiPath(R.adminPost, { id: post.id })), token: admin, headers: { 'if-match': String(post.version) }, payload: { ...postInput({ kind: 'podcast', audioFile: audio.nameBySystem }), title: post.title, slug: post.slug, status: 'draft' } });
    expect(put.json<AdminPost>().status).toBe('draft');
    const after = (await t.request({ method: 'GET', url: api(apiPath(CONTENT_API_ROUTES.posts, null, { kind: 'podcast', lang: 'th', pageSize: 50 })) })).json<Page<PostSummary>>();
    expect(after.items.map((p) => p.id)).not.toContain(post.id);
    expect((await t.request({ method: 'GET', url: api(apiPath(CONTENT_API_ROUTES.postBySlug, { slug: post.slug })) })).statusCode).toBe(404);
    const [line] = await auditLines('post.update', post.id);
    expect(line).toEqual({ before: expect.objectContaining({ isDraft: false, status: 'published' }), after: expect.objectContaining({ isDraft: true, status: 'draft' }) });
  });

  it('lists posts by kind and status for the admin, and deletes with an audit line', async () => {
    const blog = (await createPost(postInput({ status: 'scheduled', publishAt: new Date(Date.now() + 86_400_000).toISOString() }))).json<AdminPost>();
    const page = (await t.request({ method: 'GET', url: api(apiPath(R.adminPosts, null, { kind: 'blog', status: 'scheduled', search: blog.title })), token: admin })).json<Page<AdminPost>>();
    expect(page.items.map((p) => p.id)).toEqual([blog.id]);
    const stale = await t.request({ method: 'DELETE', url: api(apiPath(R.adminPost, { id: blog.id })), token: admin, headers: { 'if-match': String(blog.version - 1) } });
    expect(problemCode(stale)).toBe('VERSION_CONFLICT');
    expect((await t.request({ method: 'DELETE', url: api(apiPath(R.adminPost, { id: blog.id })), token: admin })).statusCode).toBe(204);
    expect(await auditLines('post.delete', blog.id)).toHaveLength(1);
  });
});
