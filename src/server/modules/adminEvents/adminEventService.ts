// Events: the admin editor, registrations (CSV) and messages to registrants. Every change is written
// with its audit line in one transaction, and clears the public event lists on every node.
//
// Deleting: an event nobody registered for is deleted; one with registrations is refused (409
// EVENT_HAS_REGISTRATIONS). To call such an event off, the admin makes it a draft (it leaves the
// public pages at once, the seats stay recorded) and messages the registrants.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { FILE_FOLDERS, isLanguage, LANGUAGES, type Language } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { CONTENT_SECTIONS } from '../../../shared/spaRoutes';
import type { Page } from '../../../shared/schemas/common';
import type { EventTranslation, AdminEvent, AdminEventQuery, AdminEventRow, AdminEventWrite, EventAdminStatus, EventMessageAccepted, EventMessageRequest, EventRegistrants } from '../../../shared/schemas/adminEvents';
import { EVENT_MESSAGES_PER_DAY } from '../../../shared/schemas/adminEvents';
import type { ContentTranslations } from '../../../shared/schemas/adminTypes';
import type { ServerContext } from '../../context';
import { auditLog, customers, eventRegistrations, events, files } from '../../db/schema';
import { uniqueViolation } from '../../db/errors';
import { AppError } from '../../plugins/errors';
import { versionConflict } from '../../plugins/versioning';
import type { Services } from '../../services';
import { audit, changedFields } from '../audit/audit';
import { sanitizeLessonHtml } from '../authoring/richText';
import { fullName } from '../courses/courseSql';
import type { CsvDownload } from '../earnings/earningsService';
import { EVENTS_CACHE, eventNotFound } from '../events/eventService';
import { eventMessageMail } from './eventMessageMail';
import { canonicalTimeZone, utcToZonedLocal, zonedLocalToUtc } from './eventTime';
import { publicationOf, publishedNow } from '../publication';

type EventRow = typeof events.$inferSelect;

const invalid = (code: (typeof ERROR_CODES)[keyof typeof ERROR_CODES], detail: string) => new AppError(400, code, detail);

/** The version of an event for If-Match: its last change's time in epoch milliseconds. */
export function eventVersion(row: Pick<EventRow, 'updatedAt'>): number {
  return row.updatedAt.getTime();
}

/** draft and scheduled by the rule news and posts follow (publicationOf); a public event upcoming until it ends, then past. */
function statusOf(row: Pick<EventRow, 'isDraft' | 'publishedAt' | 'endsAt'>, now = Date.now()): EventAdminStatus {
  const publication = publicationOf(row, now);
  if (publication !== 'published') return publication;
  return row.endsAt.getTime() > now ? 'upcoming' : 'past';
}

/** When the event goes public: see AdminEventWrite.publishAt. */
function publishTime(input: Pick<AdminEventWrite, 'isDraft' | 'publishAt'>, before: Pick<EventRow, 'isDraft' | 'publishedAt'> | null, now = Date.now()): Date {
  const asked = input.publishAt ? Date.parse(input.publishAt) : NaN;
  if (input.isDraft) return Number.isFinite(asked) ? new Date(asked) : (before?.publishedAt ?? new Date(now));
  if (Number.isFinite(asked) && asked > now) return new Date(asked);
  return before && publicationOf(before, now) === 'published' ? before.publishedAt : new Date(now);
}

/** Lower-case ASCII words joined by hyphens ("Intro to Robots!" -> "intro-to-robots"); Thai and the like fall back to "event". */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'event';
}

function cleanText(s: string | undefined, max: number): string {
  return (s ?? '').replace(/[\r\n]+/g, ' ').trim().slice(0, max);
}

/** The other languages' texts trimmed and sanitised; empty fields and the event's own language left out. */
function cleanTranslations(input: AdminEventWrite['translations'], own: Language): ContentTranslations {
  const out: ContentTranslations = {};
  for (const lang of LANGUAGES) {
    const t: EventTranslation | undefined = input[lang];
    if (lang === own || !t) continue;
    const clean: EventTranslation = {};
    const title = cleanText(t.title, 200);
    const summary = (t.summary ?? '').trim();
    const body = sanitizeLessonHtml(t.body ?? '');
    if (title) clean.title = title;
    if (summary) clean.summary = summary;
    if (body) clean.body = body;
    if (Object.keys(clean).length) out[lang] = clean;
  }
  return out;
}

/** The fields an audit line compares. */
function auditable(row: EventRow): Record<string, unknown> {
  return {
    kind: row.kind,
    lang: row.lang,
    title: row.title,
    summary: row.summary,
    description: row.description,
    translations: row.translations,
    slug: row.slug,
    coverImage: row.coverImage,
    ctlCountryId: row.ctlCountryId,
    place: row.place,
    timeZone: row.timeZone,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    capacity: row.capacity,
    schedule: row.schedule,
    isDraft: row.isDraft,
    publishedAt: row.publishedAt.toISOString(),
  };
}

export function toAdminEvent(row: EventRow): AdminEvent {
  return {
    id: row.id,
    kind: row.kind,
    lang: row.lang,
    title: row.title,
    summary: row.summary,
    description: row.description,
    translations: row.translations,
    slug: row.slug,
    coverImage: row.coverImage,
    ctlCountryId: row.ctlCountryId,
    place: row.place,
    timeZone: row.timeZone,
    startsLocal: utcToZonedLocal(row.startsAt, row.timeZone),
    endsLocal: utcToZonedLocal(row.endsAt, row.timeZone),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    capacity: row.capacity,
    registeredCount: row.registeredCount,
    schedule: row.schedule,
    isDraft: row.isDraft,
    publishedAt: row.publishedAt.toISOString(),
    status: statusOf(row),
    version: eventVersion(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const CSV_HEADERS: Record<Language, string[]> = {
  en: ['Name', 'Username', 'E-mail', 'Registered at (UTC)'],
  th: ['ชื่อ', 'ชื่อผู้ใช้', 'อีเมล', 'ลงทะเบียนเมื่อ (UTC)'],
  vi: ['Họ tên', 'Tên đăng nhập', 'Email', 'Thời điểm đăng ký (UTC)'],
  tl: ['Pangalan', 'Username', 'E-mail', 'Oras ng pagrehistro (UTC)'],
};

/** The values an event is stored with, checked and cleaned (slug aside). */
interface CleanEvent {
  kind: EventRow['kind'];
  lang: Language;
  title: string;
  summary: string;
  description: string;
  translations: ContentTranslations;
  coverImage: string | null;
  ctlCountryId: number;
  place: string;
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  schedule: { time: string; title: string }[];
  isDraft: boolean;
  publishedAt: Date;
}

export class AdminEventService {
  constructor(
    protected readonly ctx: ServerContext,
    /** The other services (read lazily: this one is built after them). */
    protected readonly services: Services,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  async list(query: AdminEventQuery): Promise<Page<AdminEventRow>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const filters: SQL[] = [];
    if (query.kind) filters.push(eq(events.kind, query.kind));
    const search = query.search?.trim();
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      filters.push(or(ilike(events.title, like), ilike(events.slug, like), ilike(events.place, like))!);
    }
    if (query.status === 'draft') filters.push(eq(events.isDraft, true));
    if (query.status === 'scheduled') filters.push(sql`not ${events.isDraft} and ${events.publishedAt} > now()`);
    if (query.status === 'upcoming') filters.push(sql`${publishedNow(events)} and ${events.endsAt} > now()`);
    if (query.status === 'past') filters.push(sql`${publishedNow(events)} and ${events.endsAt} <= now()`);
    const where = filters.length ? and(...filters) : undefined;
    // Upcoming soonest first, then the rest latest first.
    const order = query.status === 'upcoming' ? [asc(events.startsAt), asc(events.id)] : [sql`(${events.endsAt} <= now())`, sql`case when ${events.endsAt} > now() then ${events.startsAt} end asc`, desc(events.startsAt), desc(events.id)];
    const [[total], rows] = await Promise.all([
      this.db.select({ n: count() }).from(events).where(where),
      this.db.select().from(events).where(where).orderBy(...order).limit(pageSize).offset((page - 1) * pageSize),
    ]);
    const now = Date.now();
    return {
      items: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        slug: r.slug,
        title: r.title,
        lang: r.lang,
        ctlCountryId: r.ctlCountryId,
        place: r.place,
        timeZone: r.timeZone,
        startsAt: r.startsAt.toISOString(),
        endsAt: r.endsAt.toISOString(),
        capacity: r.capacity,
        registeredCount: r.registeredCount,
        publishedAt: r.publishedAt.toISOString(),
        status: statusOf(r, now),
      })),
      total: total?.n ?? 0,
      page,
      pageSize,
    };
  }

  async get(id: number): Promise<AdminEvent> {
    const [row] = await this.db.select().from(events).where(eq(events.id, id));
    if (!row) throw eventNotFound();
    return toAdminEvent(row);
  }

  /** Checks and cleans what the editor sent: 400 EVENT_TIME_ZONE_INVALID, EVENT_DATES_INVALID, EVENT_SCHEDULE_INVALID, EVENT_COVER_INVALID, VALIDATION_FAILED. */
  private async clean(input: AdminEventWrite, before: Pick<EventRow, 'coverImage' | 'isDraft' | 'publishedAt'> | null): Promise<CleanEvent> {
    const currentCover = before?.coverImage ?? null;
    const title = cleanText(input.title, 200);
    if (!title) throw invalid(ERROR_CODES.VALIDATION_FAILED, 'The title is empty.');
    const timeZone = canonicalTimeZone(input.timeZone.trim());
    if (!timeZone) throw invalid(ERROR_CODES.EVENT_TIME_ZONE_INVALID, 'Not a time zone this server knows.');
    const startsAt = zonedLocalToUtc(input.startsLocal, timeZone);
    const endsAt = zonedLocalToUtc(input.endsLocal, timeZone);
    if (!startsAt || !endsAt) throw invalid(ERROR_CODES.EVENT_DATES_INVALID, 'A start or end that is not a real date and time.');
    if (endsAt < startsAt) throw invalid(ERROR_CODES.EVENT_DATES_INVALID, 'The end is before the start.');
    const schedule = input.schedule.map((line) => ({ time: line.time, title: cleanText(line.title, 200) }));
    if (schedule.some((line) => !line.title)) throw invalid(ERROR_CODES.EVENT_SCHEDULE_INVALID, 'A schedule line without a title.');
    const coverImage = input.coverImage?.trim() || null;
    if (coverImage && coverImage !== currentCover) {
      const [file] = await this.db
        .select({ name: files.nameBySystem })
        .from(files)
        .where(and(eq(files.nameBySystem, coverImage), eq(files.folder, FILE_FOLDERS.eventCoverImage)));
      if (!file) throw invalid(ERROR_CODES.EVENT_COVER_INVALID, 'Upload the cover to the event-cover-image folder first.');
    }
    return {
      kind: input.kind,
      lang: input.lang,
      title,
      summary: input.summary.trim(),
      description: sanitizeLessonHtml(input.description),
      translations: cleanTranslations(input.translations, input.lang),
      coverImage,
      ctlCountryId: input.ctlCountryId,
      place: cleanText(input.place, 200),
      timeZone,
      startsAt,
      endsAt,
      capacity: input.capacity,
      schedule,
      isDraft: input.isDraft,
      publishedAt: publishTime(input, before),
    };
  }

  /** The slug asked for (409 EVENT_SLUG_TAKEN when another event has it), or one made from the title with a number added until free. */
  private async pickSlug(asked: string | undefined, title: string, selfId: number | null): Promise<string> {
    const taken = async (slug: string) => {
      const [row] = await this.db.select({ id: events.id }).from(events).where(eq(events.slug, slug));
      return row !== undefined && row.id !== selfId;
    };
    if (asked) {
      if (await taken(asked)) throw new AppError(409, ERROR_CODES.EVENT_SLUG_TAKEN, 'Another event has this slug.');
      return asked;
    }
    const base = slugify(title);
    for (let n = 1; n < 1000; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await taken(slug))) return slug;
    }
    return `${base}-${Date.now()}`;
  }

  private slugRace(err: unknown): never {
    if (uniqueViolation(err) !== null) throw new AppError(409, ERROR_CODES.EVENT_SLUG_TAKEN, 'Another event has this slug.');
    throw err;
  }

  async create(actorId: string, input: AdminEventWrite): Promise<AdminEvent> {
    const clean = await this.clean(input, null);
    // A Thai title makes no readable address: the English title's words, when there is one.
    const slugTitle = clean.lang === 'th' && clean.translations.en?.title ? clean.translations.en.title : clean.title;
    const slug = await this.pickSlug(input.slug || undefined, slugTitle, null);
    const row = await this.db
      .transaction(async (tx) => {
        const [inserted] = await tx.insert(events).values({ ...clean, slug }).returning();
        await audit(tx, { actorId, action: 'event.create', targetType: 'event', targetId: String(inserted!.id), after: auditable(inserted!), detail: { title: inserted!.title } });
        return inserted!;
      })
      .catch((err: unknown) => this.slugRace(err));
    this.ctx.cacheBus.invalidate(EVENTS_CACHE);
    return toAdminEvent(row);
  }

  /**
   * Saves the editor's fields. If-Match is the version read (428 without it, checked by the route);
   * 409 VERSION_CONFLICT when the event changed since (a registration changes it too); 409
   * EVENT_CAPACITY_BELOW_REGISTERED when the capacity would drop below the seats taken.
   */
  async update(actorId: string, id: number, input: AdminEventWrite, version: number): Promise<AdminEvent> {
    const [existing] = await this.db.select({ coverImage: events.coverImage, isDraft: events.isDraft, publishedAt: events.publishedAt }).from(events).where(eq(events.id, id));
    if (!existing) throw eventNotFound();
    const clean = await this.clean(input, existing);
    const row = await this.db
      .transaction(async (tx) => {
        // The row lock orders this edit with registrations (they take the same lock).
        const [before] = await tx.select().from(events).where(eq(events.id, id)).for('update');
        if (!before) throw eventNotFound();
        if (eventVersion(before) !== version) throw versionConflict(eventVersion(before), toAdminEvent(before));
        if (clean.capacity < before.registeredCount) {
          throw new AppError(409, ERROR_CODES.EVENT_CAPACITY_BELOW_REGISTERED, `${before.registeredCount} people are registered: the capacity cannot be lower.`);
        }
        const slug = input.slug ? await this.pickSlug(input.slug, clean.title, id) : before.slug;
        // A new version even when two saves fall in the same millisecond.
        const [after] = await tx
          .update(events)
          .set({ ...clean, slug, updatedAt: sql`greatest(now(), ${before.updatedAt.toISOString()}::timestamptz + interval '1 millisecond')` })
          .where(eq(events.id, id))
          .returning();
        const changed = changedFields(auditable(before), auditable(after!));
        await audit(tx, { actorId, action: 'event.update', targetType: 'event', targetId: String(id), ...changed, detail: { title: after!.title } });
        return after!;
      })
      .catch((err: unknown) => this.slugRace(err));
    this.ctx.cacheBus.invalidate(EVENTS_CACHE);
    return toAdminEvent(row);
  }

  /** Deletes an event nobody is registered for; otherwise 409 EVENT_HAS_REGISTRATIONS (make it a draft instead). */
  async remove(actorId: string, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(events).where(eq(events.id, id)).for('update');
      if (!before) throw eventNotFound();
      if (before.registeredCount > 0) {
        throw new AppError(409, ERROR_CODES.EVENT_HAS_REGISTRATIONS, `${before.registeredCount} people are registered. Make the event a draft to call it off, and message them.`);
      }
      await tx.delete(events).where(eq(events.id, id));
      await audit(tx, { actorId, action: 'event.delete', targetType: 'event', targetId: String(id), before: auditable(before), detail: { title: before.title } });
    });
    this.ctx.cacheBus.invalidate(EVENTS_CACHE);
  }

  private registrantRows(id: number) {
    return this.db
      .select({
        customerId: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        username: customers.username,
        email: customers.email,
        lang: customers.lang,
        registeredAt: eventRegistrations.registeredAt,
      })
      .from(eventRegistrations)
      .innerJoin(customers, eq(customers.id, eventRegistrations.customerId))
      .where(eq(eventRegistrations.eventId, id))
      .orderBy(asc(eventRegistrations.registeredAt), asc(customers.username));
  }

  async registrants(id: number): Promise<EventRegistrants> {
    const [event] = await this.db.select({ capacity: events.capacity, registeredCount: events.registeredCount }).from(events).where(eq(events.id, id));
    if (!event) throw eventNotFound();
    const rows = await this.registrantRows(id);
    return {
      capacity: event.capacity,
      registeredCount: event.registeredCount,
      items: rows.map((r) => ({ name: fullName(r.firstName, r.lastName, r.username), username: r.username, email: r.email, registeredAt: r.registeredAt.toISOString() })),
    };
  }

  /** The registrations as CSV (a BOM, so spreadsheets read UTF-8), headers in the admin's language. */
  async registrantsCsv(id: number, lang: Language): Promise<CsvDownload> {
    const [event] = await this.db.select({ slug: events.slug }).from(events).where(eq(events.id, id));
    if (!event) throw eventNotFound();
    const rows = await this.registrantRows(id);
    const csv = stringify([CSV_HEADERS[lang], ...rows.map((r) => [fullName(r.firstName, r.lastName, r.username), r.username, r.email, r.registeredAt.toISOString()])], { record_delimiter: 'windows' });
    return { filename: `event-${event.slug}-registrations.csv`, stream: Readable.from([`\uFEFF${csv}`]) };
  }

  /**
   * Mails every registrant the admin's message, each in the registrant's language frame, through the
   * mail queue. At most EVENT_MESSAGES_PER_DAY per event in 24 hours (429 EVENT_MESSAGE_RATE_LIMITED,
   * counted from the audit trail under the event's lock); nobody registered: 409 EVENT_NO_REGISTRANTS.
   */
  async message(actorId: string, id: number, input: EventMessageRequest): Promise<EventMessageAccepted> {
    const subject = cleanText(input.subject, 150);
    const body = input.body.trim();
    if (!subject || !body) throw invalid(ERROR_CODES.VALIDATION_FAILED, 'The subject or the message is empty.');
    const { event, sentToday } = await this.db.transaction(async (tx) => {
      const [event] = await tx.select().from(events).where(eq(events.id, id)).for('update');
      if (!event) throw eventNotFound();
      const [sent] = await tx
        .select({ n: count(), oldest: sql<string | null>`min(${auditLog.createdAt})` })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'event.message'), eq(auditLog.targetType, 'event'), eq(auditLog.targetId, String(id)), sql`${auditLog.createdAt} > now() - interval '1 day'`));
      const n = sent?.n ?? 0;
      if (n >= EVENT_MESSAGES_PER_DAY) {
        const oldestMs = sent?.oldest ? new Date(sent.oldest).getTime() : Date.now();
        const retryAfter = Math.max(1, Math.ceil((oldestMs + 86_400_000 - Date.now()) / 1000));
        throw new AppError(429, ERROR_CODES.EVENT_MESSAGE_RATE_LIMITED, `An event's registrants may be messaged ${EVENT_MESSAGES_PER_DAY} times a day.`, { 'retry-after': String(retryAfter) });
      }
      if (event.registeredCount === 0) throw new AppError(409, ERROR_CODES.EVENT_NO_REGISTRANTS, 'Nobody is registered for this event.');
      await audit(tx, { actorId, action: 'event.message', targetType: 'event', targetId: String(id), detail: { title: event.title, subject, bodyLength: body.length, recipients: event.registeredCount } });
      return { event, sentToday: n + 1 };
    });
    const recipients = await this.registrantRows(id);
    const eventUrl = `${this.ctx.config.publicUrl}/${CONTENT_SECTIONS[event.kind]}/${encodeURIComponent(event.slug)}`;
    for (const r of recipients) {
      const lang: Language = isLanguage(r.lang) ? r.lang : 'en';
      const title = (lang !== event.lang && event.translations[lang]?.title) || event.title;
      await this.ctx.mailer.send(
        eventMessageMail({ lang, to: r.email, name: fullName(r.firstName, r.lastName, r.username), eventTitle: title, startsAt: event.startsAt, timeZone: event.timeZone, eventUrl, subject, body }),
      );
    }
    return { recipients: recipients.length, messagesLeft: Math.max(0, EVENT_MESSAGES_PER_DAY - sentToday) };
  }
}
