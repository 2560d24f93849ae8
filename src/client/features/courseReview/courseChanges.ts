// The review page's reading of a draft revision's changes (CourseChange: a path, added / removed /
// changed, the value before and after): a label for the path and a short text for each value.
import type { CourseChange } from '../../../shared/schemas/studio';

export interface ReadableChange {
  /**
   * The field: a translation key and its parameters (a section or lesson id, the inner field's key), or
   * null with the raw path in `params.field` for a name the page does not know; `detail` a sub-field (a currency).
   */
  field: { key: string | null; params: Record<string, string>; detail: string | null };
  kind: CourseChange['kind'];
  before: string | null;
  after: string | null;
}

const FIELD_KEYS: Record<string, string> = {
  title: 'TITLE',
  subtitle: 'SUBTITLE',
  description: 'DESCRIPTION',
  outcomes: 'OUTCOMES',
  requirements: 'REQUIREMENTS',
  level: 'LEVEL',
  language: 'LANGUAGE',
  categoryId: 'CATEGORY',
  coverImage: 'COVER',
  isFree: 'FREE',
  prices: 'PRICES',
  titleTranslations: 'TITLE_TRANSLATIONS',
  outline: 'OUTLINE',
  section: 'SECTION',
  lesson: 'LESSON',
  body: 'BODY',
  duration: 'DURATION',
  isPreview: 'PREVIEW',
  video: 'VIDEO',
  kind: 'KIND',
  attachment: 'ATTACHMENT',
};

const fieldKey = (name: string) => (FIELD_KEYS[name] ? `ADMIN.REVIEW.FIELDS.${FIELD_KEYS[name]}` : null);

/** 'prices.THB' -> PRICES, detail THB; 'section:12.title' -> "Section 12: Title"; unknown names are shown as they are. */
export function fieldOf(path: string): ReadableChange['field'] {
  const [head = '', ...rest] = path.split('.');
  const owner = /^(section|lesson):(\d+)$/.exec(head);
  if (owner) {
    const [, kind = '', id = ''] = owner;
    const [inner = '', ...detail] = rest;
    // The whole section or lesson (added or removed): "Section (12)".
    if (!inner) return { key: fieldKey(kind), params: {}, detail: id };
    return { key: `ADMIN.REVIEW.CHANGE_IN_${kind.toUpperCase()}`, params: { id, field: fieldKey(inner) ?? inner }, detail: detail.length ? detail.join('.') : null };
  }
  const key = fieldKey(head);
  if (!key) return { key: null, params: { field: path }, detail: null };
  return { key, params: {}, detail: rest.length ? rest.join('.') : null };
}

const MAX_TEXT = 400;

/** A value as text: strings as they are (HTML tags dropped), lists one per line, objects as `key: value`. */
export function valueText(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  let text: string;
  if (typeof value === 'string') text = value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else if (Array.isArray(value)) text = value.map((v) => valueText(v) ?? '').join('\n');
  else
    text = Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${valueText(v) ?? '—'}`)
      .join('\n');
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

export function readableChanges(changes: readonly CourseChange[]): ReadableChange[] {
  return changes.map((c) => ({ field: fieldOf(c.path), kind: c.kind, before: c.kind === 'added' ? null : valueText(c.before), after: c.kind === 'removed' ? null : valueText(c.after) }));
}
