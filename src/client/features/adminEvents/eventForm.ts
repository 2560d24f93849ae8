// The event editor's form: what the admin types (texts per language, local date-times in the venue's
// time zone, capacity as typed, schedule rows) to and from the API's shapes, and the checks made before
// sending (the server checks again and has the last word).
import { DEFAULT_COUNTRY, isCountryId, LANGUAGES, type CountryId, type Language } from '../../../shared/constants';
import type { AdminEvent, AdminEventWrite } from '../../../shared/schemas/adminEvents';
import type { EventKind } from '../../../shared/schemas/content';
import { fromLocalInput, toLocalInput } from '../../lib/localDateTime';

export interface TextFields {
  title: string;
  summary: string;
  /** HTML from the rich text editor. */
  description: string;
}

export interface ScheduleRow {
  /** A stable key for React while rows are added and removed. */
  key: number;
  time: string;
  title: string;
}

export interface EventForm {
  kind: EventKind;
  lang: Language;
  texts: Record<Language, TextFields>;
  slug: string;
  coverImage: string | null;
  ctlCountryId: CountryId;
  place: string;
  timeZone: string;
  startsLocal: string;
  endsLocal: string;
  capacity: string;
  schedule: ScheduleRow[];
  isDraft: boolean;
  /** When it goes public, as a datetime-local value in the browser's zone (as news and posts); empty: at once. */
  publishAtLocal: string;
}


/** The usual zone of each region's events (Global: UTC). */
export const REGION_TIME_ZONES: Record<CountryId, string> = { 174: 'Asia/Bangkok', 138: 'Asia/Manila', 193: 'Asia/Ho_Chi_Minh', 999: 'UTC' };

const emptyTexts = (): Record<Language, TextFields> => Object.fromEntries(LANGUAGES.map((l) => [l, { title: '', summary: '', description: '' }])) as Record<Language, TextFields>;

let rowKey = 0;
export const newRow = (time = '', title = ''): ScheduleRow => ({ key: ++rowKey, time, title });

export function emptyForm(lang: Language, country: CountryId): EventForm {
  return {
    kind: 'seminar',
    lang,
    texts: emptyTexts(),
    slug: '',
    coverImage: null,
    ctlCountryId: country,
    place: '',
    timeZone: REGION_TIME_ZONES[country],
    startsLocal: '',
    endsLocal: '',
    capacity: '',
    schedule: [],
    isDraft: true,
    publishAtLocal: '',
  };
}

export function formFromEvent(event: AdminEvent): EventForm {
  const texts = emptyTexts();
  for (const lang of LANGUAGES) {
    const t = event.translations[lang];
    if (t) texts[lang] = { title: t.title ?? '', summary: t.summary ?? '', description: t.body ?? '' };
  }
  texts[event.lang] = { title: event.title, summary: event.summary, description: event.description };
  return {
    kind: event.kind,
    lang: event.lang,
    texts,
    slug: event.slug,
    coverImage: event.coverImage,
    ctlCountryId: isCountryId(event.ctlCountryId) ? event.ctlCountryId : DEFAULT_COUNTRY,
    place: event.place,
    timeZone: event.timeZone,
    startsLocal: event.startsLocal,
    endsLocal: event.endsLocal,
    capacity: String(event.capacity),
    schedule: event.schedule.map((line) => newRow(line.time, line.title)),
    isDraft: event.isDraft,
    publishAtLocal: event.status === 'scheduled' ? toLocalInput(event.publishedAt) : '',
  };
}

/** An editor's empty paragraph counts as nothing. */
const blankHtml = (html: string) => html.replace(/<[^>]*>/g, '').trim() === '';

export function toWrite(form: EventForm): AdminEventWrite {
  const own = form.texts[form.lang];
  const translations: AdminEventWrite['translations'] = {};
  for (const lang of LANGUAGES) {
    if (lang === form.lang) continue;
    const t = form.texts[lang];
    const entry = { ...(t.title.trim() ? { title: t.title.trim() } : {}), ...(t.summary.trim() ? { summary: t.summary.trim() } : {}), ...(!blankHtml(t.description) ? { body: t.description } : {}) };
    if (Object.keys(entry).length) translations[lang] = entry;
  }
  return {
    kind: form.kind,
    lang: form.lang,
    title: own.title.trim(),
    summary: own.summary.trim(),
    description: blankHtml(own.description) ? '' : own.description,
    translations,
    ...(form.slug.trim() ? { slug: form.slug.trim() } : {}),
    coverImage: form.coverImage,
    ctlCountryId: form.ctlCountryId,
    place: form.place.trim(),
    timeZone: form.timeZone,
    startsLocal: form.startsLocal,
    endsLocal: form.endsLocal,
    capacity: Number(form.capacity),
    schedule: form.schedule.map((row) => ({ time: row.time, title: row.title.trim() })),
    isDraft: form.isDraft,
    publishAt: form.publishAtLocal ? fromLocalInput(form.publishAtLocal) : null,
  };
}

export type FormProblem = 'title' | 'starts' | 'ends' | 'capacity' | 'schedule';

/** What must be fixed before saving (translation keys under ADMIN_EVENTS.PROBLEM). */
export function formProblems(form: EventForm, registeredCount: number): FormProblem[] {
  const out: FormProblem[] = [];
  if (!form.texts[form.lang].title.trim()) out.push('title');
  if (!form.startsLocal) out.push('starts');
  if (!form.endsLocal || (form.startsLocal && form.endsLocal < form.startsLocal)) out.push('ends');
  const capacity = Number(form.capacity);
  if (!Number.isInteger(capacity) || capacity < Math.max(1, registeredCount) || form.capacity.trim() === '') out.push('capacity');
  if (form.schedule.some((row) => !/^([01]\d|2[0-3]):[0-5]\d$/.test(row.time) || !row.title.trim())) out.push('schedule');
  return out;
}

/** Every IANA zone the browser knows, the four regions' first. */
export function timeZoneOptions(): { regional: string[]; others: string[] } {
  const regional = [...new Set(Object.values(REGION_TIME_ZONES))];
  let all: string[] = [];
  try {
    all = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  } catch {
    all = [];
  }
  return { regional, others: all.filter((z) => !regional.includes(z)) };
}
