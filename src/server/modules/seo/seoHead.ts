// The <head> the server writes into the SPA's index.html for crawlers and link previews (LINE, Facebook,
// X): title, description, canonical and hreflang links, Open Graph and Twitter card, JSON-LD. Pure
// functions: every value is escaped here, whatever the database holds.
import type { Language } from '../../../shared/constants';
import { escapeHtml, htmlToText } from '../authoring/richText';

export const SITE_NAME = 'Academy';

/** Open Graph locales of the four languages (Facebook's names). */
export const OG_LOCALES: { readonly [L in Language]: string } = { th: 'th_TH', en: 'en_US', vi: 'vi_VN', tl: 'tl_PH' };

export interface HeadMeta {
  lang: Language;
  /** The whole <title> (with the site's name already). */
  title: string;
  description: string;
  /** Absolute; null for pages that are nobody's canonical (an unknown path, an account area). */
  canonical: string | null;
  /** Absolute URL per language, and x-default; empty when the page has no language versions. */
  alternates: { hreflang: string; href: string }[];
  /** Absolute URL of the cover; null: no image card. */
  image: string | null;
  /** The page's largest image (its cover) as its <img> asks for it: fetched with the HTML, not after the script. */
  preloadImage?: string;
  ogType: 'website' | 'article' | 'profile';
  /** article:published_time (ISO). */
  publishedTime?: string;
  jsonLd: object | null;
}

/** JSON for a <script type="application/ld+json">: nothing in it can close the element or open a comment. */
export function jsonLdText(value: object): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Rich text (HTML) or plain text as one line of plain text, at most `max` characters (an ellipsis when cut). */
export function plainText(value: string, max = 160): string {
  const text = htmlToText(value)
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  // Cut at a word's end where there are spaces (Thai has none between words).
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The tags, one per line. */
export function headTags(meta: HeadMeta): string {
  const tags: string[] = [`<title>${escapeHtml(meta.title)}</title>`, `<meta name="description" content="${escapeHtml(meta.description)}" />`];
  const attr = escapeHtml;
  if (meta.canonical) tags.push(`<link rel="canonical" href="${attr(meta.canonical)}" />`);
  for (const alt of meta.alternates) tags.push(`<link rel="alternate" hreflang="${attr(alt.hreflang)}" href="${attr(alt.href)}" />`);
  tags.push(
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${attr(meta.title)}" />`,
    `<meta property="og:description" content="${attr(meta.description)}" />`,
    `<meta property="og:type" content="${meta.ogType}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[meta.lang]}" />`,
  );
  for (const [lang, locale] of Object.entries(OG_LOCALES)) if (lang !== meta.lang) tags.push(`<meta property="og:locale:alternate" content="${locale}" />`);
  if (meta.canonical) tags.push(`<meta property="og:url" content="${attr(meta.canonical)}" />`);
  if (meta.image) tags.push(`<meta property="og:image" content="${attr(meta.image)}" />`, `<meta name="twitter:image" content="${attr(meta.image)}" />`);
  if (meta.publishedTime) tags.push(`<meta property="article:published_time" content="${attr(meta.publishedTime)}" />`);
  tags.push(
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${attr(meta.title)}" />`,
    `<meta name="twitter:description" content="${attr(meta.description)}" />`,
  );
  if (meta.preloadImage) tags.push(`<link rel="preload" as="image" href="${attr(meta.preloadImage)}" fetchpriority="high" />`);
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${jsonLdText(meta.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/**
 * index.html with these tags in its head (its own <title> and description replaced), <html lang> set to
 * the page's language and the translations preload pointed at that language's file.
 */
export function injectHead(indexHtml: string, meta: HeadMeta): string {
  let html = indexHtml
    .replace(/<html\b([^>]*)>/i, (_, attrs: string) => `<html${attrs.replace(/\slang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, '')} lang="${meta.lang}">`)
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '')
    .replace(/(\/assets\/i18n\/)(th|en|vi|tl)(\.json)/, (_, before: string, _lang: string, after: string) => `${before}${meta.lang}${after}`);
  const tags = headTags(meta);
  if (/<\/head>/i.test(html)) html = html.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
  else if (/<body\b/i.test(html)) html = html.replace(/<body\b/i, (body) => `<head>\n    ${tags}\n  </head>\n  ${body}`);
  else html = `${tags}\n${html}`;
  return html;
}
