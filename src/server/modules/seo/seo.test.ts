// The first HTML of public pages (head for crawlers and link previews), robots.txt and sitemap.xml.
import { and, eq, sql } from 'drizzle-orm';
import { courses, events, newsItems, posts } from '../../db/schema';
import { minorToDecimal } from '../../../shared/money';
import { REGION_CURRENCY, type CountryId } from '../../../shared/constants';
import type { CourseDetail, CourseSummary } from '../../../shared/schemas/courses';
import type { Page } from '../../../shared/schemas/common';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { makeCourse } from '../../test-support/fixtures';
import { escapeHtml } from '../authoring/richText';
import { injectHead, jsonLdText, plainText } from './seoHead';
import { SITE_CARD_PATH } from './seoService';
import { DEMO_INSTRUCTOR_PROFILE } from '../../seed/demoAccounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 120_000);
afterAll(() => t.close());

const ORIGIN = 'http://academy.test';

/** The attribute `content` of <meta property|name=...>, HTML-unescaped. */
function meta(html: string, key: string): string | null {
  const tag = html.match(new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`));
  return tag ? unescape(tag[1]!) : null;
}
function unescape(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
function title(html: string): string | null {
  const m = html.match(/<title>([^<]*)<\/title>/);
  return m ? unescape(m[1]!) : null;
}
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}
function links(html: string, rel: string): { hreflang: string | null; href: string }[] {
  return [...html.matchAll(new RegExp(`<link rel="${rel}"(?: hreflang="([^"]+)")? href="([^"]+)"`, 'g'))].map((m) => ({ hreflang: m[1] ?? null, href: unescape(m[2]!) }));
}

async function paidCourseWithCover(): Promise<CourseDetail> {
  const list = (await t.request({ method: 'GET', url: '/api/Courses?price=paid&pageSize=50' })).json<Page<CourseSummary>>();
  const summary = list.items.find((c) => c.coverImage && Object.keys(c.prices).length > 1);
  if (!summary) throw new Error('setup: no seeded paid course with a cover and prices');
  return (await t.request({ method: 'GET', url: `/api/Courses/${summary.slug}` })).json<CourseDetail>();
}

describe('a course page', () => {
  it('carries its title, description, canonical, Open Graph image and Course JSON-LD in the first HTML', async () => {
    const course = await paidCourseWithCover();
    const res = await t.request({ method: 'GET', url: `/courses/${course.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    const name = course.titleTranslations?.th || course.title;
    expect(html).toMatch(/<html[^>]* lang="th"/);
    expect(title(html)).toBe(`${name} · Academy`);
    expect(meta(html, 'description')).toBe(plainText(course.subtitle || course.description));
    expect(meta(html, 'og:title')).toBe(`${name} · Academy`);
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/storage/course-cover-image/${encodeURIComponent(course.coverImage!)}`);
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/courses/${course.slug}`);
    expect(meta(html, 'og:locale')).toBe('th_TH');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(links(html, 'canonical')).toEqual([{ hreflang: null, href: `${ORIGIN}/courses/${course.slug}` }]);
    expect(links(html, 'alternate')).toEqual([
      { hreflang: 'th', href: `${ORIGIN}/courses/${course.slug}` },
      { hreflang: 'en', href: `${ORIGIN}/courses/${course.slug}?lang=en` },
      { hreflang: 'vi', href: `${ORIGIN}/courses/${course.slug}?lang=vi` },
      { hreflang: 'tl', href: `${ORIGIN}/courses/${course.slug}?lang=tl` },
      { hreflang: 'x-default', href: `${ORIGIN}/courses/${course.slug}` },
    ]);
    // The cover (the page's largest paint) is fetched with the HTML, at the address its <img> uses.
    expect(html).toContain(`<link rel="preload" as="image" href="/storage/course-cover-image/${encodeURIComponent(course.coverImage!)}" fetchpriority="high" />`);
    // The index's own title and description are replaced, not repeated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    const [ld, ...more] = jsonLd(html);
    expect(more).toEqual([]);
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Course', name, url: `${ORIGIN}/courses/${course.slug}`, provider: { '@type': 'Organization', name: 'Academy' } });
    // Prices in major units, from the minor units by each currency's digits.
    const offers = ld!.offers as { price: string; priceCurrency: string }[];
    expect(offers.map((o) => [o.priceCurrency, o.price]).sort()).toEqual(
      Object.entries(course.prices)
        .map(([currency, minor]) => [currency, minorToDecimal(minor, currency as 'USD')])
        .sort(),
    );
  });

  it('is in the asked language, by ?lang, with that language canonical and the id URL pointing at the slug', async () => {
    const course = await paidCourseWithCover();
    const html = (await t.request({ method: 'GET', url: `/courses/${course.id}?lang=en` })).body;
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(meta(html, 'og:locale')).toBe('en_US');
    expect(title(html)).toBe(`${course.titleTranslations?.en || course.title} · Academy`);
    expect(links(html, 'canonical')).toEqual([{ hreflang: null, href: `${ORIGIN}/courses/${course.slug}?lang=en` }]);
  });

  it('of an unpublished or unknown course is a 404 with no entity meta', async () => {
    const draft = await makeCourse(t, { slug: 'seo-draft-course', title: 'Secret draft course', isPublished: false });
    for (const url of [`/courses/${draft.slug}`, `/courses/${draft.id}`, '/courses/no-such-course', '/courses/%E2%80%A8', `/courses/${'x'.repeat(300)}`]) {
      const res = await t.request({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toContain('Secret draft course');
      expect(res.body).not.toContain('application/ld+json');
      expect(res.body).not.toContain('rel="canonical"');
    }
  });
});

describe('articles, posts and events', () => {
  it('a published news article has Article JSON-LD with its date, author and image; a draft or scheduled one is a 404', async () => {
    const [article] = await t.database.db.select().from(newsItems).where(and(eq(newsItems.isDraft, false), sql`${newsItems.publishedAt} <= now()`)).limit(1);
    const html = (await t.request({ method: 'GET', url: `/analysis-and-news/${article!.slug}` })).body;
    const [ld] = jsonLd(html);
    expect(ld).toMatchObject({ '@type': 'Article', datePublished: article!.publishedAt.toISOString(), author: { '@type': 'Organization' }, publisher: { name: 'Academy' } });
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'article:published_time')).toBe(article!.publishedAt.toISOString());

    await t.database.db.insert(newsItems).values([
      { title: 'Draft news SEO', slug: 'seo-draft-news', ctlCountryId: 174, isDraft: true },
      { title: 'Scheduled news SEO', slug: 'seo-scheduled-news', ctlCountryId: 174, publishedAt: new Date(Date.now() + 86_400_000) },
    ]);
    await t.database.db.insert(posts).values({ kind: 'blog', title: 'Draft post SEO', slug: 'seo-draft-post', isDraft: true });
    for (const url of ['/analysis-and-news/seo-draft-news', '/analysis-and-news/seo-scheduled-news', '/blogs/seo-draft-post']) {
      const res = await t.request({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toMatch(/(Draft|Scheduled) (news|post) SEO/);
      expect(res.body).not.toContain('og:title" content="Draft');
      expect(res.body).not.toContain('application/ld+json');
    }
  });

  it('a blog post names its author; an event has its dates, place, attendance mode and seats', async () => {
    const [post] = await t.database.db.select().from(posts).where(and(eq(posts.kind, 'blog'), eq(posts.isDraft, false), sql`${posts.publishedAt} <= now()`)).limit(1);
    const postLd = jsonLd((await t.request({ method: 'GET', url: `/blogs/${post!.slug}` })).body)[0];
    expect(postLd).toMatchObject({ '@type': 'Article', author: { '@type': 'Person', name: expect.any(String) }, datePublished: post!.publishedAt.toISOString() });

    const [event] = await t.database.db.select().from(events).where(and(eq(events.kind, 'seminar'), eq(events.isDraft, false), sql`${events.publishedAt} <= now()`)).limit(1);
    const res = await t.request({ method: 'GET', url: `/seminars/${event!.slug}` });
    expect(res.statusCode).toBe(200);
    expect(jsonLd(res.body)[0]).toMatchObject({
      '@type': 'Event',
      startDate: event!.startsAt.toISOString(),
      endDate: event!.endsAt.toISOString(),
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: event!.place },
      offers: { '@type': 'Offer', price: '0', priceCurrency: REGION_CURRENCY[event!.ctlCountryId as CountryId] },
    });
  });

  it('escapes whatever a title holds: no element closes early, the JSON-LD gives the text back', async () => {
    const nasty = `</script><script>alert("x")</script> "quoted" & 'single' <b>`;
    await t.database.db.insert(newsItems).values({ title: nasty, summary: `${nasty} summary`, slug: 'seo-nasty-title', ctlCountryId: 174 });
    const html = (await t.request({ method: 'GET', url: '/analysis-and-news/seo-nasty-title' })).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('"quoted"');
    expect(title(html)).toBe(`${nasty} · Academy`);
    expect(meta(html, 'og:title')).toBe(`${nasty} · Academy`);
    expect(jsonLd(html)[0]).toMatchObject({ headline: plainText(nasty, 110) });
    // Only the index's scripts and the one JSON-LD block.
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});

describe('other pages', () => {
  it('the list and company pages have their translated title, description and canonical', async () => {
    const html = (await t.request({ method: 'GET', url: '/about-us?lang=vi' })).body;
    expect(title(html)).toBe('Về chúng tôi · Academy');
    expect(meta(html, 'description')).toBeTruthy();
    expect(links(html, 'canonical')).toEqual([{ hreflang: null, href: `${ORIGIN}/about-us?lang=vi` }]);
    const home = (await t.request({ method: 'GET', url: '/' })).body;
    expect(links(home, 'canonical')).toEqual([{ hreflang: null, href: `${ORIGIN}/home` }]);
    expect(home).toMatch(/<html[^>]* lang="th"/);
  });

  it("pages without a picture of their own show the site's card (served from the build: seo.e2e.ts fetches it)", async () => {
    for (const url of ['/', '/courses?lang=en', '/about-us', '/student/dashboard']) {
      const html = (await t.request({ method: 'GET', url })).body;
      expect({ url, image: meta(html, 'og:image'), card: meta(html, 'twitter:card') }).toEqual({ url, image: `${ORIGIN}${SITE_CARD_PATH}`, card: 'summary_large_image' });
    }
  });

  it("an instructor's page has their name, headline, photo and a ProfilePage of the Person; a student's is a 404 like an unknown one", async () => {
    const html = (await t.request({ method: 'GET', url: '/instructors/instructor?lang=en' })).body;
    expect(title(html)).toBe('Maria Santos · Academy');
    expect(meta(html, 'description')).toBe(DEMO_INSTRUCTOR_PROFILE.headline.en);
    expect(meta(html, 'og:type')).toBe('profile');
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${ORIGIN}/storage/customer-profile-image/[^"]+\\.webp$`));
    expect(links(html, 'canonical')).toEqual([{ hreflang: null, href: `${ORIGIN}/instructors/instructor?lang=en` }]);
    expect(jsonLd(html)[0]).toMatchObject({ '@type': 'ProfilePage', mainEntity: { '@type': 'Person', name: 'Maria Santos', description: DEMO_INSTRUCTOR_PROFILE.headline.en, image: meta(html, 'og:image') } });
    const thai = (await t.request({ method: 'GET', url: '/instructors/instructor' })).body;
    expect(meta(thai, 'description')).toBe(DEMO_INSTRUCTOR_PROFILE.headline.th);
    for (const url of ['/instructors/student', '/instructors/no-such-person']) {
      const res = await t.request({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toContain('application/ld+json');
    }
  });

  it('an account page has the site head and no canonical; an unknown path is a 404', async () => {
    const res = await t.request({ method: 'GET', url: '/student/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe('Academy');
    expect(res.body).not.toContain('rel="canonical"');
    expect((await t.request({ method: 'GET', url: '/no/such/page' })).statusCode).toBe(404);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the account areas and the API and names the sitemap', async () => {
    const res = await t.request({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    for (const line of ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /instructor/', 'Disallow: /student', 'Disallow: /auth', 'Disallow: /api/', `Sitemap: ${ORIGIN}/sitemap.xml`]) {
      expect(res.body.split('\n')).toContain(line);
    }
  });

  it('sitemap.xml lists every public page in four languages with hreflang alternates, published entities only', async () => {
    await makeCourse(t, { slug: 'seo-sitemap-draft', isPublished: false });
    const res = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const locs = urls.map((u) => u.match(/<loc>([^<]+)<\/loc>/)![1]!.replace(/&amp;/g, '&'));
    for (const lang of ['', '?lang=en', '?lang=vi', '?lang=tl']) {
      for (const page of ['/home', '/courses', '/about-us', '/analysis-and-news', '/blogs', '/events']) expect(locs).toContain(`${ORIGIN}${page}${lang}`);
    }
    const published = await t.database.db.select({ slug: courses.slug, updatedAt: courses.updatedAt }).from(courses).where(eq(courses.isPublished, true));
    for (const c of published) expect(locs).toContain(`${ORIGIN}/courses/${encodeURIComponent(c.slug)}?lang=tl`);
    expect(locs.some((l) => l.includes('seo-sitemap-draft') || l.includes('seo-draft') || l.includes('seo-scheduled'))).toBe(false);
    const [news] = await t.database.db.select().from(newsItems).where(and(eq(newsItems.isDraft, false), sql`${newsItems.publishedAt} <= now()`)).limit(1);
    expect(locs).toContain(`${ORIGIN}/analysis-and-news/${encodeURIComponent(news!.slug)}`);
    // The instructors who teach a published course; never a student.
    expect(locs).toContain(`${ORIGIN}/instructors/instructor?lang=en`);
    expect(locs.some((l) => l.includes('/instructors/student'))).toBe(false);
    // Each entry: its alternates in every language and x-default; an entity's lastmod.
    const one = urls.find((u) => u.includes(`/courses/${encodeURIComponent(published[0]!.slug)}?lang=vi</loc>`))!;
    expect([...one.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1])).toEqual(['th', 'en', 'vi', 'tl', 'x-default']);
    expect(one).toContain(`<lastmod>${published[0]!.updatedAt.toISOString()}</lastmod>`);
    expect((await t.request({ method: 'GET', url: '/sitemap.xml?part=2' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/sitemap.xml?part=x' })).statusCode).toBe(400);
  });
});

describe('the head writer', () => {
  const base = { lang: 'en' as const, title: 'T', description: 'D', canonical: null, alternates: [], image: null, ogType: 'website' as const, jsonLd: null };

  it('escapes attributes and JSON-LD', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const text = jsonLdText({ a: '</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ a: '</script><!-- & \u2028' });
  });

  it('writes into an index without a head, and sets <html lang> keeping the other attributes', () => {
    expect(injectHead('<!doctype html><html><body><div id="root"></div></body></html>', base)).toMatch(/^<!doctype html><html lang="en"><head>\n {4}<title>T<\/title>[\s\S]*<\/head>\n {2}<body><div id="root"><\/div><\/body><\/html>$/);
    const html = injectHead('<html lang="th" data-theme="dark"><head><title>Academy</title><meta name="description" content="x" /></head><body></body></html>', base);
    expect(html).toMatch(/^<html data-theme="dark" lang="en"><head>/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(injectHead('<head><link rel="preload" href="/assets/i18n/th.json" as="fetch" /></head>', { ...base, lang: 'vi' })).toContain('href="/assets/i18n/vi.json"');
  });

  it('shortens long text to a description', () => {
    expect(plainText('<p>Hello&nbsp;<b>world</b> &amp; more</p>')).toBe('Hello world & more');
    expect(Array.from(plainText('ก'.repeat(500))).length).toBe(160);
  });
});
