// Lesson bodies are HTML written in the editor; the server keeps only safe markup on every write, so
// the student's player can insert it as is. No script, event handler, style or javascript: URL survives.
import sanitizeHtml from 'sanitize-html';
import { STORAGE_BASE } from '../../../shared/apiPaths';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'strong', 'em', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'code', 'pre', 'img', 'hr'],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Whatever else is dropped with its content when it can only be code; other tags keep their text.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    // h1 would compete with the page's title; b and i are the same as strong and em.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const out: sanitizeHtml.Attributes = attribs.href ? { href: attribs.href, rel: 'noopener noreferrer nofollow', target: '_blank' } : {};
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !safeImageSource(frame.attribs.src ?? ''),
};

/** Images from https addresses or our own storage only. */
function safeImageSource(src: string): boolean {
  if (src.startsWith(`${STORAGE_BASE}/`) && !src.includes('..')) return true;
  try {
    return new URL(src).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The body with only safe markup left (headings h2-h4, paragraphs, lists, links, code, images). */
export function sanitizeLessonHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an element's content or a quoted attribute. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * HTML (a body the sanitiser kept, or any) as plain text: script and style go with their content, block
 * ends become line ends, other tags go, the common entities are read. Not a sanitiser: escape the result
 * before it goes back into HTML.
 */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/div|\/blockquote|\/pre)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Plain text (paragraphs separated by a blank line) as escaped paragraphs of HTML, as migration 0009 converts it. */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
