import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { Page } from '../../../shared/schemas/common';
import type { Language } from '../../../shared/constants';
import type { EventDetail, EventKind, EventListQuery, EventRegistration, EventSummary } from '../../../shared/schemas/content';
import type { Database } from '../../db/client';
import { eventRegistrations, events, type CustomerRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { JsonCache } from '../jsonCache';
import { LocalCacheBus, type CacheBus } from '../../adapters/cache/cacheBus';
import { plainTextToHtml } from '../authoring/richText';
import { publishedNow } from '../publication';

export const eventNotFound = () => new AppError(404, ERROR_CODES.EVENT_NOT_FOUND, 'No such event.');

/** Public as news and posts are: not a draft and its publish time has come (a scheduled event is not
 *  listed, not found by its slug, and takes no seat until then). */
const published = publishedNow(events);

/** An event is upcoming until it ends: registration stays open while it runs. */
const isUpcoming = sql`${events.endsAt} > now()`;
/** Upcoming soonest first, then past latest first (the dashboard's and the unfiltered list's order). */
const upcomingFirst = [sql`(${events.endsAt} <= now())`, sql`case when ${events.endsAt} > now() then ${events.startsAt} end asc`, desc(events.startsAt), desc(events.id)];

/** A text field in the reader's language when the event has it translated (non-empty), else in its own. */
function localized(field: 'title' | 'summary' | 'body', lang: Language | null): SQL<string> {
  const own = field === 'body' ? events.description : events[field];
  if (lang === null) return sql<string>`${own}`;
  return sql<string>`coalesce(nullif(case when ${events.lang} <> ${lang}::text then ${events.translations} -> ${lang}::text ->> ${field} end, ''), ${own})`;
}

/** The language the localized texts are in: the reader's when the title is translated into it. */
function shownLang(lang: Language | null): SQL<Language> {
  if (lang === null) return sql<Language>`${events.lang}`;
  return sql<Language>`case when ${events.lang} <> ${lang}::text and nullif(${events.translations} -> ${lang}::text ->> 'title', '') is not null then ${lang}::text else ${events.lang} end`;
}

/** A description stored as plain text (the demo seed's) becomes paragraphs of HTML; the editor's is HTML already. */
export function descriptionHtml(description: string): string {
  return /^\s*</.test(description) ? description : plainTextToHtml(description);
}

const summaryColumns = (lang: Language | null) => ({
  id: events.id,
  kind: events.kind,
  slug: events.slug,
  title: localized('title', lang),
  summary: localized('summary', lang),
  lang: shownLang(lang),
  timeZone: events.timeZone,
  coverImage: events.coverImage,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  place: events.place,
  ctlCountryId: events.ctlCountryId,
  capacity: events.capacity,
  registeredCount: events.registeredCount,
});

interface SummaryRow {
  id: number;
  kind: EventKind;
  slug: string;
  title: string;
  summary: string;
  lang: Language;
  timeZone: string;
  coverImage: string | null;
  startsAt: Date;
  endsAt: Date;
  place: string;
  ctlCountryId: number;
  capacity: number;
  registeredCount: number;
  isRegistered: boolean;
}

function toSummary(row: SummaryRow): EventSummary {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    lang: row.lang,
    timeZone: row.timeZone,
    coverImage: row.coverImage,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    place: row.place,
    ctlCountryId: row.ctlCountryId,
    capacity: row.capacity,
    registeredCount: row.registeredCount,
    seatsLeft: Math.max(0, row.capacity - row.registeredCount),
    isRegistered: row.isRegistered,
  };
}

/** Whether this customer holds a seat; always false for an anonymous caller. */
function registeredBy(customerId: string | null): SQL<boolean> {
  if (customerId === null) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${eventRegistrations} r where r.event_id = ${events.id} and r.customer_id = ${customerId})`;
}

/** The anonymous event lists (seats left change with every registration). */
export const EVENTS_CACHE = 'events';

/**
 * Seminars, robo camps, road trips and events, and the seats students hold. The seat count moves
 * only in the transaction that adds or removes a registration, under the event row's lock, so it is
 * exact under any concurrency; a CHECK constraint (registered_count <= capacity) backs it up.
 */
export class EventService {
  /** Anonymous lists for a few seconds; cleared on every node whenever a seat is taken or freed. */
  readonly anonymousCache = new JsonCache(5_000);

  constructor(
    private readonly db: Database,
    private readonly cacheBus: CacheBus = new LocalCacheBus(),
  ) {
    cacheBus.register(EVENTS_CACHE, () => this.anonymousCache.clear());
  }

  async list(query: EventListQuery, customerId: string | null): Promise<Page<EventSummary>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 12;
    const filters: SQL[] = [published];
    if (query.kind) filters.push(eq(events.kind, query.kind));
    if (query.countryId !== undefined) filters.push(eq(events.ctlCountryId, query.countryId));
    if (query.when === 'upcoming') filters.push(isUpcoming);
    if (query.when === 'past') filters.push(sql`${events.endsAt} <= now()`);
    const where = and(...filters);
    const order = query.when === 'upcoming' ? [asc(events.startsAt), asc(events.id)] : query.when === 'past' ? [desc(events.startsAt), desc(events.id)] : upcomingFirst;
    const [[total], rows] = await Promise.all([
      this.db.select({ n: count() }).from(events).where(where),
      this.db
        .select({ ...summaryColumns(query.lang ?? null), isRegistered: registeredBy(customerId) })
        .from(events)
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ]);
    return { items: rows.map(toSummary), total: total?.n ?? 0, page, pageSize };
  }

  async bySlug(slug: string, customerId: string | null, lang: Language | null = null): Promise<EventDetail | null> {
    const [row] = await this.db
      .select({ ...summaryColumns(lang), description: localized('body', lang), schedule: events.schedule, isRegistered: registeredBy(customerId) })
      .from(events)
      .where(and(eq(events.slug, slug), published));
    return row ? { ...toSummary(row), description: descriptionHtml(row.description), schedule: row.schedule } : null;
  }

  private async summaryById(id: number, customerId: string, lang: Language): Promise<EventSummary> {
    const [row] = await this.db.select({ ...summaryColumns(lang), isRegistered: registeredBy(customerId) }).from(events).where(eq(events.id, id));
    if (!row) throw eventNotFound();
    return toSummary(row);
  }

  /**
   * Takes a seat. Order of checks: unknown event 404, ended 400 EVENT_OVER, already holding a seat
   * 409 EVENT_ALREADY_REGISTERED (so a retry after success says so, even when the event is now full),
   * then no seat left 409 EVENT_FULL (the insert is rolled back with the transaction).
   */
  async register(caller: CustomerRow, eventId: number): Promise<EventRegistration> {
    const registeredAt = await this.db.transaction(async (tx) => {
      // The row lock serialises every registration and cancellation of this event.
      const [event] = await tx
        .select({ capacity: events.capacity, registeredCount: events.registeredCount, isOver: sql<boolean>`${events.endsAt} <= now()` })
        .from(events)
        .where(and(eq(events.id, eventId), published))
        .for('update');
      if (!event) throw eventNotFound();
      if (event.isOver) throw new AppError(400, ERROR_CODES.EVENT_OVER, 'This event has ended.');
      const [inserted] = await tx
        .insert(eventRegistrations)
        .values({ eventId, customerId: caller.id })
        .onConflictDoNothing()
        .returning({ registeredAt: eventRegistrations.registeredAt });
      if (!inserted) throw new AppError(409, ERROR_CODES.EVENT_ALREADY_REGISTERED, 'You are already registered for this event.');
      if (event.registeredCount >= event.capacity) throw new AppError(409, ERROR_CODES.EVENT_FULL, 'Every seat of this event is taken.');
      await tx
        .update(events)
        .set({ registeredCount: sql`${events.registeredCount} + 1`, updatedAt: sql`now()` })
        .where(eq(events.id, eventId));
      return inserted.registeredAt;
    });
    this.cacheBus.invalidate(EVENTS_CACHE);
    return { eventId, registeredAt: registeredAt.toISOString(), event: await this.summaryById(eventId, caller.id, caller.lang) };
  }

  /** Gives the seat back. Allowed until and after the event; an unknown event or seat is 404. */
  async cancel(caller: CustomerRow, eventId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      // Same lock order as register() (event row first, then the registration): no deadlock between them.
      await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
      const deleted = await tx
        .delete(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.customerId, caller.id)))
        .returning({ eventId: eventRegistrations.eventId });
      if (deleted.length === 0) throw new AppError(404, ERROR_CODES.EVENT_REGISTRATION_NOT_FOUND, 'You are not registered for this event.');
      await tx
        .update(events)
        .set({ registeredCount: sql`${events.registeredCount} - 1`, updatedAt: sql`now()` })
        .where(eq(events.id, eventId));
    });
    this.cacheBus.invalidate(EVENTS_CACHE);
  }

  /** The caller's registrations, upcoming first (soonest first), then past ones (latest first); drafts (cancelled events) left out. */
  async mine(caller: CustomerRow): Promise<EventRegistration[]> {
    const rows = await this.db
      .select({ ...summaryColumns(caller.lang), registeredAt: eventRegistrations.registeredAt })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(and(eq(eventRegistrations.customerId, caller.id), published))
      .orderBy(...upcomingFirst)
      .limit(500);
    return rows.map((r) => ({ eventId: r.id, registeredAt: r.registeredAt.toISOString(), event: toSummary({ ...r, isRegistered: true }) }));
  }
}
