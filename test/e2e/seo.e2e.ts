// What a crawler or a link preview (LINE, Facebook) reads: a seeded course page's first HTML, fetched
// without any JavaScript from the production server, carries the course's title, description, Open
// Graph image and Course JSON-LD.
import { baseUrl } from './support/browser';
import { getJson } from './support/helpers';

interface CourseSummary {
  slug: string;
  title: string;
  coverImage: string | null;
  titleTranslations?: { en?: string };
}

jest.setTimeout(60_000);

function unescapeHtml(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

function metaContent(html: string, key: string): string | null {
  const tag = html.match(new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`));
  return tag ? unescapeHtml(tag[1]!) : null;
}

test("a course page's first HTML carries its title, description, Open Graph image and JSON-LD", async () => {
  const { items } = await getJson<{ items: CourseSummary[] }>('/api/Courses?pageSize=20');
  const summary = items.find((c) => c.coverImage);
  if (!summary) throw new Error('setup: no seeded course with a cover');
  const course = await getJson<CourseSummary>(`/api/Courses/${encodeURIComponent(summary.slug)}`);
  const name = course.titleTranslations?.en || course.title;

  const res = await fetch(`${baseUrl()}/courses/${encodeURIComponent(course.slug)}?lang=en`, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  const html = await res.text();

  expect(html).toMatch(/<html[^>]* lang="en"/);
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
  expect(title && unescapeHtml(title)).toBe(`${name} · Academy`);
  expect(metaContent(html, 'description')).toEqual(expect.stringMatching(/\S/));
  expect(metaContent(html, 'og:title')).toBe(`${name} · Academy`);
  expect(metaContent(html, 'og:url')).toBe(`${baseUrl()}/courses/${encodeURIComponent(course.slug)}?lang=en`);

  // The image is an absolute URL that answers with an image.
  const image = metaContent(html, 'og:image');
  expect(image).toMatch(/^https?:\/\//);
  const cover = await fetch(image!);
  expect([cover.status, cover.headers.get('content-type')?.split('/')[0]]).toEqual([200, 'image']);

  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  expect(blocks).toHaveLength(1);
  expect(blocks[0]).toMatchObject({ '@context': 'https://schema.org', '@type': 'Course', name, provider: { '@type': 'Organization', name: 'Academy' } });
  expect(blocks[0]!.offers).toEqual(expect.arrayContaining([expect.objectContaining({ '@type': 'Offer', priceCurrency: expect.any(String), price: expect.stringMatching(/^\d+(\.\d+)?$/) })]));
});

test("the home page and an instructor's page show a picture in a link preview that answers as an image", async () => {
  for (const [path, type] of [['/home?lang=en', 'image/jpeg'], ['/instructors/instructor?lang=en', 'image/webp']] as const) {
    const html = await (await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } })).text();
    const image = metaContent(html, 'og:image');
    expect(image).toMatch(/^https?:\/\//);
    const res = await fetch(image!);
    expect({ path, status: res.status, type: res.headers.get('content-type') }).toEqual({ path, status: 200, type });
  }
});
