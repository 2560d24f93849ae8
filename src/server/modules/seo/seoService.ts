// What search engines and link previews read before any JavaScript runs: the SPA's index.html with the
// page's own head (seoHead.ts), robots.txt and sitemap.xml. Entities come through the public services, so
// a draft, a scheduled item or an unpublished course is as unknown here as in the API (a 404, no meta).
import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_LANGUAGE, FILE_FOLDERS, LANGUAGES, isLanguage, type Language } from '../../../shared/constants';
import { REGION_CURRENCY, type Currency } from '../../../shared/domainConstants';
import { storageUrl } from '../../../shared/customerImage';
import { minorToDecimal } from '../../../shared/money';
import { API_BASE } from '../../../shared/apiPaths';
import { CONTENT_SECTIONS, ROUTES, ROUTE_SEGMENTS, STATIC_PAGES } from '../../../shared/spaRoutes';
import { EVENT_KINDS, POST_KINDS, type EventKind, type PostKind } from '../../../shared/schemas/content';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { courses, customers, events, newsItems, posts } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { isSpaPage } from '../../spaPages';
import type { CourseService } from '../courses/courseService';
import type { EventService } from '../events/eventService';
import type { NewsService } from '../news/newsService';
import type { PeopleService } from '../people/peopleService';
import type { PostService } from '../posts/postService';
import { publishedNow } from '../publication';
import { TtlCache } from '../ttlCache';
import { SITE_NAME, injectHead, plainText, type HeadMeta } from './seoHead';
import { firstSegment, pageScripts, pageTranslations, withPreloads, type ChunkGroups } from './routeChunks';

export interface SeoDeps {
  config: Pick<AppConfig, 'publicUrl' | 'storageBaseUrl'>;
  db: Database;
  courses: Pick<CourseService, 'detail'>;
  news: Pick<NewsService, 'bySlug'>;
  posts: Pick<PostService, 'bySlug'>;
  events: Pick<EventService, 'bySlug'>;
  people: Pick<PeopleService, 'publicInstructor'>;
  /** The SPA's index.html, read once. */
  indexHtml: string;
  /** Folders holding {lang}.json, first found wins (the built client's, then the sources'). */
  i18nDirs: string[];
  /** The build's lazy chunk groups, preloaded by the pages that show them (none: no preloads). */
  chunkGroups?: ChunkGroups;
}

export interface RenderedPage {
  status: number;
  html: string;
}

interface PageTexts {
  pages: Record<string, { TITLE?: string; DESCRIPTION?: string }>;
  siteDescription: string;
  notFoundTitle: string;
}

/** A public page of the sitemap: its path and, for an entity, when it last changed. */
interface SitemapPage {
  path: string;
  lastmod: Date | null;
}

/** How long a page's head and the sitemap's page list are reused. */
const PAGE_TTL_MS = 30_000;
const SITEMAP_TTL_MS = 60_000;
/** The sitemap protocol's limit of URLs per file; each page has one per language. */
const SITEMAP_MAX_URLS = 50_000;
const PAGES_PER_SITEMAP = Math.floor(SITEMAP_MAX_URLS / LANGUAGES.length);

const POST_SECTIONS = new Map<string, PostKind>(POST_KINDS.map((k) => [CONTENT_SECTIONS[k], k]));
const EVENT_SECTIONS = new Map<string, EventKind>(EVENT_KINDS.map((k) => [CONTENT_SECTIONS[k], k]));
/** A public instructor page's first segment ('instructors'). */
const INSTRUCTORS = firstSegment(ROUTES.instructorProfile);
/** The site's own link card (drawn by `npm run demo:assets site`): the picture of pages without one of their own. */
export const SITE_CARD_PATH = '/images/og-card.jpg';
/** The public list and company pages (no parameter), by their first segment. */
const STATIC_PUBLIC: readonly string[] = [ROUTES.home, ROUTE_SEGMENTS.courses, ROUTE_SEGMENTS.news, ...Object.values(CONTENT_SECTIONS), ...STATIC_PAGES, ROUTES.contactUs];
/**
 * Account areas and flows: a page, but nobody's search result (robots.txt keeps crawlers out). The
 * instructor area twice ('/instructor/' and '/instructor' exactly), so the public '/instructors/…' stays open.
 */
export const PRIVATE_PREFIXES = [
  `/${ROUTES.admin}`,
  `/${ROUTES.instructor}/`,
  `/${ROUTES.instructor}$`,
  `/${ROUTES.student}`,
  `/${ROUTES.auth}`,
  `${API_BASE}/`,
  `/${ROUTES.cart}`,
  `/${firstSegment(ROUTES.checkout)}`,
  `/${firstSegment(ROUTES.testBank)}/`,
  `/${ROUTE_SEGMENTS.learn}/`,
  `/${ROUTES.signIn}`,
] as const;

/** A slug or id the lookups may be asked for (no control characters, which PostgreSQL text refuses). */
function plausibleSlug(value: string): boolean {
  return value.length > 0 && value.length <= 200 && !Array.from(value).some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
}

function pageKey(segment: string): string {
  return segment.toUpperCase().replace(/-/g, '_');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** What a public service answers, or null where it answers 404 (the page is then a 404 too). */
async function orNotFound<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
}

export class SeoService {
  private readonly pages = new TtlCache<string, RenderedPage>({ ttlMs: PAGE_TTL_MS, maxEntries: 2_000 });
  private readonly sitemapPages = new TtlCache<'all', SitemapPage[]>({ ttlMs: SITEMAP_TTL_MS, maxEntries: 1 });
  private readonly texts: Record<Language, PageTexts>;
  private readonly origin: string;
  private readonly siteCard: string;

  constructor(private readonly deps: SeoDeps) {
    this.origin = deps.config.publicUrl.replace(/\/$/, '');
    this.siteCard = this.absolute(SITE_CARD_PATH);
    this.texts = Object.fromEntries(LANGUAGES.map((lang) => [lang, loadTexts(deps.i18nDirs, lang)])) as Record<Language, PageTexts>;
  }

  /** The absolute URL of a path in a language (Thai, the default, without ?lang). */
  url(pagePath: string, lang: Language): string {
    return `${this.origin}${pagePath}${lang === DEFAULT_LANGUAGE ? '' : `?lang=${lang}`}`;
  }

  /** index.html for a page request (the path and ?lang of `url`), with its status: 404 for an unknown path or entity. */
  async page(url: string): Promise<RenderedPage> {
    const [rawPath = '/', query = ''] = url.split('#', 1)[0]!.split('?', 2);
    const wanted = new URLSearchParams(query).get('lang');
    const lang: Language = isLanguage(wanted) ? wanted : DEFAULT_LANGUAGE;
    const key = `${lang} ${rawPath}`;
    const cached = this.pages.get(key);
    if (cached) return cached;
    const { status, html } = await this.render(rawPath, lang);
    const preloads = { scripts: pageScripts(this.deps.chunkGroups ?? {}, rawPath, lang), translations: pageTranslations(rawPath, lang) };
    const rendered = { status, html: withPreloads(html, preloads) };
    this.pages.set(key, rendered);
    return rendered;
  }

  private async render(rawPath: string, lang: Language): Promise<RenderedPage> {
    if (!isSpaPage(rawPath)) return this.notFound(lang);
    const segments = rawPath.split('/').filter((s) => s !== '').map(decodeSegment);
    const [first = '', param] = segments;
    const section = first.toLowerCase();
    if (segments.length === 2 && param !== undefined) {
      if (section === ROUTE_SEGMENTS.courses) return this.entity(lang, () => this.coursePage(param, lang));
      if (section === ROUTE_SEGMENTS.news) return this.entity(lang, () => this.newsPage(param, lang));
      if (POST_SECTIONS.has(section)) return this.entity(lang, () => this.postPage(param, lang));
      if (EVENT_SECTIONS.has(section)) return this.entity(lang, () => this.eventPage(param, lang));
      if (section === INSTRUCTORS) return this.entity(lang, () => this.instructorPage(param, lang));
    }
    if (segments.length === 0 || (segments.length === 1 && STATIC_PUBLIC.includes(section))) {
      const page = section === '' ? 'home' : section;
      const texts = this.texts[lang];
      const own = texts.pages[pageKey(page)];
      const title = page === 'home' || !own?.TITLE ? `${SITE_NAME} · ${texts.pages.HOME?.DESCRIPTION ?? ''}`.replace(/ · $/, '') : `${own.TITLE} · ${SITE_NAME}`;
      const description = page === 'home' ? texts.siteDescription : (own?.DESCRIPTION ?? texts.siteDescription);
      return { status: 200, html: injectHead(this.deps.indexHtml, { ...this.localized(`/${page}`, lang), title, description, image: this.siteCard, ogType: 'website', jsonLd: null }) };
    }
    // An account area, a flow or another page that is nobody's search result: the site's own head.
    return { status: 200, html: injectHead(this.deps.indexHtml, this.siteMeta(lang)) };
  }

  private async entity(lang: Language, read: () => Promise<HeadMeta | null>): Promise<RenderedPage> {
    const meta = await read();
    return meta ? { status: 200, html: injectHead(this.deps.indexHtml, meta) } : this.notFound(lang);
  }

  private notFound(lang: Language): RenderedPage {
    return { status: 404, html: injectHead(this.deps.indexHtml, { ...this.siteMeta(lang), title: `${this.texts[lang].notFoundTitle} · ${SITE_NAME}` }) };
  }

  private siteMeta(lang: Language): HeadMeta {
    return { lang, title: SITE_NAME, description: this.texts[lang].siteDescription, canonical: null, alternates: [], image: this.siteCard, ogType: 'website', jsonLd: null };
  }

  /** Canonical URL in this language and the alternates of every language (x-default: Thai's). */
  private localized(pagePath: string, lang: Language): Pick<HeadMeta, 'lang' | 'canonical' | 'alternates'> {
    return {
      lang,
      canonical: this.url(pagePath, lang),
      alternates: [...LANGUAGES.map((l) => ({ hreflang: l, href: this.url(pagePath, l) })), { hreflang: 'x-default', href: this.url(pagePath, DEFAULT_LANGUAGE) }],
    };
  }

  private absolute(value: string): string {
    return new URL(value, `${this.origin}/`).href;
  }

  /** The cover's address as the page's <img> asks for it (preloaded), and absolute (for the cards); without one, the site's card. */
  private cover(name: string | null | undefined, folder: string): Pick<HeadMeta, 'image' | 'preloadImage'> {
    if (!name) return { image: this.siteCard };
    const src = storageUrl(this.deps.config.storageBaseUrl, name, folder);
    return { image: this.absolute(src), preloadImage: src };
  }

  private organization(): object {
    return { '@type': 'Organization', name: SITE_NAME, url: `${this.origin}/`, logo: this.absolute('/images/logo.svg') };
  }

  private async coursePage(idOrSlug: string, lang: Language): Promise<HeadMeta | null> {
    if (!plausibleSlug(idOrSlug)) return null;
    const course = await orNotFound(() => this.deps.courses.detail(idOrSlug, null));
    if (!course) return null;
    const name = course.titleTranslations?.[lang]?.trim() || course.title;
    const description = plainText(course.subtitle.trim() || course.description) || name;
    const pagePath = `/${ROUTE_SEGMENTS.courses}/${encodeURIComponent(course.slug)}`;
    const localized = this.localized(pagePath, lang);
    const cover = this.cover(course.coverImage, FILE_FOLDERS.courseCoverImage);
    const { image } = cover;
    const prices = Object.entries(course.prices) as [Currency, number][];
    const offers = course.isFree || prices.length === 0
      ? [{ '@type': 'Offer', category: 'Free', price: '0', priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: localized.canonical }]
      : prices.map(([currency, minor]) => ({ '@type': 'Offer', category: 'Paid', price: minorToDecimal(minor, currency), priceCurrency: currency, availability: 'https://schema.org/InStock', url: localized.canonical }));
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Course',
      name,
      description,
      url: localized.canonical,
      inLanguage: course.language,
      ...(image ? { image: [image] } : {}),
      provider: this.organization(),
      offers,
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        ...(course.instructor ? { instructor: { '@type': 'Person', name: course.instructor.fullName } } : {}),
      },
      ...(course.ratingCount > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: Math.round(course.ratingAvg * 10) / 10, ratingCount: course.ratingCount, bestRating: 5, worstRating: 1 } } : {}),
    };
    return { ...localized, title: `${name} · ${SITE_NAME}`, description, ...cover, ogType: 'website', jsonLd };
  }

  private article(
    localized: Pick<HeadMeta, 'lang' | 'canonical' | 'alternates'>,
    item: { title: string; summary: string; body: string; lang: Language; publishedAt: string },
    cover: Pick<HeadMeta, 'image' | 'preloadImage'>,
    author: object,
  ): HeadMeta {
    const { image } = cover;
    const description = plainText(item.summary.trim() || item.body) || item.title;
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: plainText(item.title, 110),
      description,
      url: localized.canonical,
      mainEntityOfPage: localized.canonical,
      inLanguage: item.lang,
      ...(image ? { image: [image] } : {}),
      datePublished: item.publishedAt,
      author,
      publisher: this.organization(),
    };
    return { ...localized, title: `${item.title} · ${SITE_NAME}`, description, ...cover, ogType: 'article', publishedTime: item.publishedAt, jsonLd };
  }

  private async newsPage(slug: string, lang: Language): Promise<HeadMeta | null> {
    if (!plausibleSlug(slug)) return null;
    const item = await this.deps.news.bySlug(slug, lang);
    if (!item) return null;
    const localized = this.localized(`/${ROUTE_SEGMENTS.news}/${encodeURIComponent(item.slug)}`, lang);
    return this.article(localized, item, this.cover(item.coverImage, FILE_FOLDERS.analysisAndNewsCoverImage), this.organization());
  }

  private async postPage(slug: string, lang: Language): Promise<HeadMeta | null> {
    if (!plausibleSlug(slug)) return null;
    const post = await this.deps.posts.bySlug(slug, lang);
    if (!post) return null;
    const localized = this.localized(`/${CONTENT_SECTIONS[post.kind]}/${encodeURIComponent(post.slug)}`, lang);
    const name = `${post.author.firstName} ${post.author.lastName}`.trim() || post.author.username;
    return this.article(localized, post, this.cover(post.coverImage, FILE_FOLDERS.postCoverImage), { '@type': 'Person', name });
  }

  private async eventPage(slug: string, lang: Language): Promise<HeadMeta | null> {
    if (!plausibleSlug(slug)) return null;
    const event = await this.deps.events.bySlug(slug, null, lang);
    if (!event) return null;
    const localized = this.localized(`/${CONTENT_SECTIONS[event.kind]}/${encodeURIComponent(event.slug)}`, lang);
    const cover = this.cover(event.coverImage, FILE_FOLDERS.eventCoverImage);
    const { image } = cover;
    const description = plainText(event.summary.trim() || event.description) || event.title;
    const place = event.place.trim();
    const online = place === '' || /\b(online|zoom|webinar)\b|ออนไลน์|trực tuyến/i.test(place);
    const currency = (REGION_CURRENCY as Record<number, Currency | undefined>)[event.ctlCountryId] ?? 'USD';
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      description,
      url: localized.canonical,
      inLanguage: event.lang,
      startDate: event.startsAt,
      endDate: event.endsAt,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
      location: online ? { '@type': 'VirtualLocation', url: localized.canonical } : { '@type': 'Place', name: place, address: place },
      ...(image ? { image: [image] } : {}),
      organizer: this.organization(),
      offers: {
        '@type': 'Offer',
        price: '0',
        priceCurrency: currency,
        availability: event.seatsLeft > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
        url: localized.canonical,
      },
    };
    return { ...localized, title: `${event.title} · ${SITE_NAME}`, description, ...cover, ogType: 'website', jsonLd };
  }

  /** An instructor's public page: their name, headline, photo and a ProfilePage of the Person. */
  private async instructorPage(username: string, lang: Language): Promise<HeadMeta | null> {
    if (!plausibleSlug(username)) return null;
    const person = await orNotFound(() => this.deps.people.publicInstructor(username, lang));
    if (!person) return null;
    const localized = this.localized(`/${INSTRUCTORS}/${encodeURIComponent(person.username)}`, lang);
    const headline = plainText(person.headline?.text ?? '');
    const description = headline || plainText(person.bio?.text ?? '') || person.fullName;
    const { image } = this.cover(person.profileImage, FILE_FOLDERS.customerProfileImage);
    const photo = person.profileImage ? image : null;
    const sameAs = Object.values(person.links).filter((link): link is string => typeof link === 'string' && /^https:\/\//.test(link));
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: localized.canonical,
      mainEntity: {
        '@type': 'Person',
        name: person.fullName,
        url: localized.canonical,
        ...(photo ? { image: photo } : {}),
        ...(headline ? { description: headline } : {}),
        ...(sameAs.length > 0 ? { sameAs } : {}),
        worksFor: this.organization(),
      },
    };
    return { ...localized, title: `${person.fullName} · ${SITE_NAME}`, description, image, ogType: 'profile', jsonLd };
  }

  // ---- robots.txt and sitemap.xml

  robots(): string {
    return [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${this.origin}/sitemap.xml`,
      '',
    ].join('\n');
  }

  /** Every public page: the list and company pages, then every published course, article, post and event, and the instructors who teach one. */
  private async publicPages(): Promise<SitemapPage[]> {
    const cached = this.sitemapPages.get('all');
    if (cached) return cached;
    const { db } = this.deps;
    const changed = (t: { updatedAt: AnyPgColumn; publishedAt: AnyPgColumn }) => sql<Date>`greatest(${t.updatedAt}, ${t.publishedAt})`.mapWith(courses.updatedAt);
    const [courseRows, newsRows, postRows, eventRows, instructorRows] = await Promise.all([
      db.select({ slug: courses.slug, lastmod: courses.updatedAt }).from(courses).where(eq(courses.isPublished, true)).orderBy(asc(courses.id)),
      db.select({ slug: newsItems.slug, lastmod: changed(newsItems) }).from(newsItems).where(publishedNow(newsItems)).orderBy(asc(newsItems.id)),
      db.select({ kind: posts.kind, slug: posts.slug, lastmod: changed(posts) }).from(posts).where(publishedNow(posts)).orderBy(asc(posts.id)),
      db.select({ kind: events.kind, slug: events.slug, lastmod: changed(events) }).from(events).where(publishedNow(events)).orderBy(asc(events.id)),
      // Instructors with a published course (an instructor's page without one is nobody's search result).
      db
        .select({ username: customers.username })
        .from(customers)
        .where(sql`exists (select 1 from courses c where c.instructor_id = ${customers.id} and c.is_published)
          and not exists (select 1 from deleted_accounts d where d.customer_id = ${customers.id})`)
        .orderBy(asc(customers.username)),
    ]);
    const item = (section: string, slug: string, lastmod: Date): SitemapPage => ({ path: `/${section}/${encodeURIComponent(slug)}`, lastmod });
    const pages: SitemapPage[] = [
      ...STATIC_PUBLIC.map((page) => ({ path: `/${page}`, lastmod: null })),
      ...courseRows.map((r) => item(ROUTE_SEGMENTS.courses, r.slug, r.lastmod)),
      ...newsRows.map((r) => item(ROUTE_SEGMENTS.news, r.slug, r.lastmod)),
      ...postRows.map((r) => item(CONTENT_SECTIONS[r.kind], r.slug, r.lastmod)),
      ...eventRows.map((r) => item(CONTENT_SECTIONS[r.kind], r.slug, r.lastmod)),
      ...instructorRows.map((r) => ({ path: `/${INSTRUCTORS}/${encodeURIComponent(r.username)}`, lastmod: null })),
    ];
    this.sitemapPages.set('all', pages);
    return pages;
  }

  /**
   * The sitemap: every public page once per language, each with its alternates. Up to 50,000 URLs it is
   * one file; beyond, /sitemap.xml is an index of /sitemap.xml?part=N. Null: no such part.
   */
  async sitemap(part?: number): Promise<string | null> {
    const pages = await this.publicPages();
    const parts = Math.max(1, Math.ceil(pages.length / PAGES_PER_SITEMAP));
    if (part === undefined && parts > 1) {
      const entries = Array.from({ length: parts }, (_, i) => `  <sitemap><loc>${this.origin}/sitemap.xml?part=${i + 1}</loc></sitemap>`);
      return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
    }
    const index = (part ?? 1) - 1;
    if (index >= parts) return null;
    const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    const lines: string[] = [];
    for (const page of pages.slice(index * PAGES_PER_SITEMAP, (index + 1) * PAGES_PER_SITEMAP)) {
      const links = [...LANGUAGES.map((l) => [l, this.url(page.path, l)] as const), ['x-default', this.url(page.path, DEFAULT_LANGUAGE)] as const]
        .map(([hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(href)}"/>`)
        .join('\n');
      const lastmod = page.lastmod ? `\n    <lastmod>${page.lastmod.toISOString()}</lastmod>` : '';
      for (const lang of LANGUAGES) lines.push(`  <url>\n    <loc>${xml(this.url(page.path, lang))}</loc>${lastmod}\n${links}\n  </url>`);
    }
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${lines.join('\n')}\n</urlset>\n`;
  }
}

function loadTexts(dirs: string[], lang: Language): PageTexts {
  const fallback: PageTexts = { pages: {}, siteDescription: 'Online courses, seminars, analysis and news for South-East Asia.', notFoundTitle: 'Error 404' };
  for (const dir of dirs) {
    const file = path.join(dir, `${lang}.json`);
    if (!fs.existsSync(file)) continue;
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { PAGES?: PageTexts['pages']; HOME?: { HERO_SUBTITLE?: string }; ERROR404?: { TITLE?: string } };
    if (!json.PAGES) continue;
    return {
      pages: json.PAGES,
      siteDescription: json.HOME?.HERO_SUBTITLE ?? json.PAGES.HOME?.DESCRIPTION ?? fallback.siteDescription,
      notFoundTitle: json.ERROR404?.TITLE ?? fallback.notFoundTitle,
    };
  }
  return fallback;
}
