// The news and post editor's form: what the admin types (texts per language, the publish time as a
// local date-time, the duration as typed) to and from the API's shapes, the checks made before sending
// (the server checks again and has the last word), and the text the public page would show in a language.
import { LANGUAGES, type CountryId, type Language } from '../../../shared/constants';
import type { AdminNewsInput, AdminNewsItem, AdminPost, AdminPostInput, ContentStatus } from '../../../shared/schemas/adminContent';
import type { PostKind } from '../../../shared/schemas/content';
import { fromLocalInput, toLocalInput } from '../../lib/localDateTime';

export type ContentType = 'news' | 'post';

export interface TextFields {
  title: string;
  summary: string;
  /** HTML from the rich text editor. */
  body: string;
}

export interface ContentForm {
  lang: Language;
  texts: Record<Language, TextFields>;
  slug: string;
  coverImage: string | null;
  /** News only. */
  ctlCountryId: CountryId;
  /** Posts only. */
  kind: PostKind;
  audioFile: string | null;
  /** Whole seconds as typed ('' for none). */
  duration: string;
  status: ContentStatus;
  /** The scheduled time as a datetime-local value in the browser's time zone. */
  publishAtLocal: string;
}

const emptyTexts = (): Record<Language, TextFields> => Object.fromEntries(LANGUAGES.map((l) => [l, { title: '', summary: '', body: '' }])) as Record<Language, TextFields>;

export function emptyForm(lang: Language, country: CountryId, kind: PostKind = 'blog'): ContentForm {
  return { lang, texts: emptyTexts(), slug: '', coverImage: null, ctlCountryId: country, kind, audioFile: null, duration: '', status: 'draft', publishAtLocal: '' };
}


function formFrom(item: AdminNewsItem | AdminPost): Omit<ContentForm, 'ctlCountryId' | 'kind' | 'audioFile' | 'duration'> {
  const texts = emptyTexts();
  for (const lang of LANGUAGES) {
    const other = item.translations[lang];
    if (other) texts[lang] = { title: other.title ?? '', summary: other.summary ?? '', body: other.body ?? '' };
  }
  texts[item.lang] = { title: item.title, summary: item.summary, body: item.body };
  return { lang: item.lang, texts, slug: item.slug, coverImage: item.coverImage, status: item.status, publishAtLocal: item.status === 'scheduled' ? toLocalInput(item.publishedAt) : '' };
}

export function formFromNews(item: AdminNewsItem): ContentForm {
  return { ...formFrom(item), ctlCountryId: item.ctlCountryId as CountryId, kind: 'blog', audioFile: null, duration: '' };
}

export function formFromPost(post: AdminPost, country: CountryId): ContentForm {
  return { ...formFrom(post), ctlCountryId: country, kind: post.kind, audioFile: post.audioFile, duration: post.durationSeconds === null ? '' : String(post.durationSeconds) };
}

/** An editor's empty paragraph counts as nothing. */
export const blankHtml = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';

function common(form: ContentForm) {
  const own = form.texts[form.lang];
  const translations: AdminNewsInput['translations'] = {};
  for (const lang of LANGUAGES) {
    const text = form.texts[lang];
    if (lang === form.lang || (text.title.trim() === '' && text.summary.trim() === '' && blankHtml(text.body))) continue;
    translations[lang] = { title: text.title.trim(), summary: text.summary.trim(), body: blankHtml(text.body) ? '' : text.body };
  }
  return {
    title: own.title.trim(),
    summary: own.summary.trim(),
    body: blankHtml(own.body) ? '' : own.body,
    lang: form.lang,
    translations,
    slug: form.slug.trim(),
    coverImage: form.coverImage,
    status: form.status,
    publishAt: form.status === 'scheduled' ? fromLocalInput(form.publishAtLocal) : null,
  };
}

export function toNewsInput(form: ContentForm): AdminNewsInput {
  return { ...common(form), ctlCountryId: form.ctlCountryId };
}

export function toPostInput(form: ContentForm): AdminPostInput {
  const seconds = form.duration.trim() === '' ? null : Number(form.duration);
  return {
    ...common(form),
    kind: form.kind,
    audioFile: form.kind === 'podcast' ? form.audioFile : null,
    durationSeconds: form.kind === 'podcast' && seconds !== null && Number.isInteger(seconds) && seconds >= 0 ? seconds : null,
  };
}

export type FormProblem = { field: 'title' | 'publishAt' | 'audioFile' | 'duration'; key: string };

/** The first thing to fix before saving, as a field and a translation key; null when it can be sent. */
export function formProblem(type: ContentType, form: ContentForm, now = Date.now()): FormProblem | null {
  if (form.texts[form.lang].title.trim() === '') return { field: 'title', key: 'ERRORS.CONTENT_TITLE_REQUIRED' };
  if (form.status === 'scheduled') {
    const at = fromLocalInput(form.publishAtLocal);
    if (at === null || Date.parse(at) <= now) return { field: 'publishAt', key: 'ERRORS.CONTENT_PUBLISH_AT_INVALID' };
  }
  if (type === 'post' && form.kind === 'podcast') {
    if (form.status !== 'draft' && !form.audioFile) return { field: 'audioFile', key: 'ERRORS.CONTENT_AUDIO_INVALID' };
    if (form.duration.trim() !== '' && !/^\d{1,5}$/.test(form.duration.trim())) return { field: 'duration', key: 'ADMIN.CONTENT.DURATION_INVALID' };
  }
  return null;
}

/** What the public page shows a reader of `want`: the translation when it has a title, else the item's own text. */
export function previewText(form: ContentForm, want: Language): TextFields & { lang: Language } {
  const other = form.texts[want];
  const own = form.texts[form.lang];
  if (want !== form.lang && other.title.trim() !== '' && (!blankHtml(other.body) || blankHtml(own.body))) return { ...other, lang: want };
  return { ...own, lang: form.lang };
}
