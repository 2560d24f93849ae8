import crypto from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { ADMIN_CONSOLE_API_ROUTES } from '../../../shared/adminApiPaths';
import { API_BASE, apiPath } from '../../../shared/apiPaths';
import { CONTENT_API_ROUTES } from '../../../shared/contentApiPaths';
import { FILE_FOLDERS, type Language } from '../../../shared/constants';
import type { AdminEvent, AdminEventRow, AdminEventWrite, EventMessageAccepted, EventRegistrants } from '../../../shared/schemas/adminEvents';
import type { Page, Problem } from '../../../shared/schemas/common';
import type { EventDetail, EventSummary } from '../../../shared/schemas/content';
import { auditLog, customers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { problemCode, tokenFor, uploadImage } from '../../test-support/fixtures';
import { newEncryptId } from '../customers/customerService';
import { canonicalTimeZone, utcToZonedLocal, zonedLocalToUtc } from './eventTime';
import { slugify } from './adminEventService';

let t: TestApp;
let admin: string;
let adminId: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [admin, student] = await Promise.all([tokenFor(t, 'admin'), tokenFor(t, 'student')]);
  const [row] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.username, 'admin'));
  adminId = row!.id;
});
afterAll(() => t.close());

const api = (path: string) => `${API_BASE}${path}`;
const eventsUrl = (query?: Record<string, string | number>) => api(apiPath(ADMIN_CONSOLE_API_ROUTES.adminEvents, null, query));
const eventUrl = (id: number) => api(apiPath(ADMIN_CONSOLE_API_ROUTES.adminEvent, { id }));
const registrationsUrl = (id: number, query?: Record<string, string>) => api(apiPath(ADMIN_CONSOLE_API_ROUTES.adminEventRegistrations, { id }, query));
const messageUrl = (id: number) => api(apiPath(ADMIN_CONSOLE_API_ROUTES.adminEventMessage, { id }));
const publicSlug = (slug: string, lang?: Language) => api(apiPath(CONTENT_API_ROUTES.eventBySlug, { slug }, { lang }));
const registerUrl = (id: number) => api(apiPath(CONTENT_API_ROUTES.eventRegister, { id }));

const tag = () => crypto.randomBytes(4).toString('hex');

function draft(overrides: Partial<AdminEventWrite> = {}): AdminEventWrite {
  return {
    kind: 'seminar',
    lang: 'th',
    title: `สัมมนาทดสอบ ${tag()}`,
    summary: 'สรุปสั้น ๆ',
    description: '<p>รายละเอียด</p><script>alert(1)</script><p onclick="x()">สอง</p>',
    translations: { en: { title: `Test seminar ${tag()}`, summary: 'A short summary', body: '<p>Details</p><img src="javascript:alert(1)">' }, th: { title: 'ignored: own language' } },
    coverImage: null,
    ctlCountryId: 174,
    place: 'Academy Hall, Bangkok',
    timeZone: 'Asia/Bangkok',
    startsLocal: '2030-01-15T09:30',
    endsLocal: '2030-01-15T16:00',
    capacity: 2,
    schedule: [
      { time: '09:30', title: 'Welcome' },
      { time: '10:00', title: 'Robots 101' },
    ],
    isDraft: false,
    ...overrides,
  };
}

async function create(body: AdminEventWrite): Promise<AdminEvent> {
  const res = await t.request({ method: 'POST', url: eventsUrl(), token: admin, payload: body });
  expect(res.statusCode).toBe(201);
  return res.json<AdminEvent>();
}

const put = (id: number, body: AdminEventWrite, version?: number | string) =>
  t.request({ method: 'PUT', url: eventUrl(id), token: admin, payload: body, headers: version === undefined ? {} : { 'if-match': String(version) } });

/** Students made straight in the database, each with a language and a token. */
async function makeStudents(langs: Language[]): Promise<{ token: string; username: string; email: string }[]> {
  const id = tag();
  const rows = await t.database.db
    .insert(customers)
    .values(langs.map((lang, i) => ({ username: `aev${id}${i}`, email: `aev${id}${i}@example.com`, firstName: `First${i}`, lastName: `Last${i}`, lang, encryptId: newEncryptId(), referralCode: `AEV${id}${i}`.toUpperCase() })))
    .returning({ id: customers.id, username: customers.username, email: customers.email });
  return Promise.all(rows.map(async (r) => ({ token: (await t.context.accessTokens.issue(r.id, 0)).accessToken, username: r.username, email: r.email })));
}

async function auditLines(id: number, action: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'event'), eq(auditLog.targetId, String(id)), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id));
}

describe('event time zones', () => {
  it('converts local date-times in a zone to UTC and back, across daylight saving', () => {
    expect(zonedLocalToUtc('2030-01-15T09:30', 'Asia/Bangkok')?.toISOString()).toBe('2030-01-15T02:30:00.000Z');
    expect(zonedLocalToUtc('2030-01-15T09:30', 'Asia/Manila')?.toISOString()).toBe('2030-01-15T01:30:00.000Z');
    expect(zonedLocalToUtc('2030-07-01T09:00', 'America/New_York')?.toISOString()).toBe('2030-07-01T13:00:00.000Z');
    expect(zonedLocalToUtc('2030-01-01T09:00', 'America/New_York')?.toISOString()).toBe('2030-01-01T14:00:00.000Z');
    expect(utcToZonedLocal(new Date('2030-01-15T02:30:00Z'), 'Asia/Ho_Chi_Minh')).toBe('2030-01-15T09:30');
    expect(utcToZonedLocal(new Date('2030-01-01T14:00:00Z'), 'America/New_York')).toBe('2030-01-01T09:00');
    expect(zonedLocalToUtc('2030-02-30T09:00', 'UTC')).toBeNull();
    expect(canonicalTimeZone('asia/bangkok')).toBe('Asia/Bangkok');
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
  });

  it('makes slugs from titles', () => {
    expect(slugify('Intro to Robots!  2030')).toBe('intro-to-robots-2030');
    expect(slugify('Đà Nẵng Robot Camp')).toBe('da-nang-robot-camp');
    expect(slugify('สัมมนา')).toBe('event');
  });
});

describe('/api/Admin/Events', () => {
  it('is for admins only', async () => {
    expect((await t.request({ method: 'GET', url: eventsUrl() })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: eventsUrl(), token: student })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: eventsUrl(), token: student, payload: draft() })).statusCode).toBe(403);
  });

  it('creates an event: local times in its zone stored in UTC, texts sanitised, own-language translation dropped, audited', async () => {
    const body = draft();
    const event = await create(body);
    expect(event).toMatchObject({ kind: 'seminar', lang: 'th', capacity: 2, registeredCount: 0, status: 'upcoming', timeZone: 'Asia/Bangkok', startsLocal: '2030-01-15T09:30', endsLocal: '2030-01-15T16:00' });
    expect(event.startsAt).toBe('2030-01-15T02:30:00.000Z');
    expect(event.endsAt).toBe('2030-01-15T09:00:00.000Z');
    expect(event.description).toBe('<p>รายละเอียด</p><p>สอง</p>');
    expect(event.translations).toEqual({ en: { title: body.translations.en!.title, summary: 'A short summary', body: '<p>Details</p>' } });
    // A Thai title: the slug comes from the English one.
    expect(event.slug).toBe(slugify(body.translations.en!.title!));
    expect(event.schedule).toEqual(body.schedule);
    expect(event.version).toBe(new Date(event.updatedAt).getTime());

    const got = await t.request({ method: 'GET', url: eventUrl(event.id), token: admin });
    expect(got.statusCode).toBe(200);
    expect(got.headers.etag).toBe(`"${event.version}"`);
    expect(got.json<AdminEvent>()).toEqual(event);

    const [line] = await auditLines(event.id, 'event.create');
    expect(line).toMatchObject({ actorId: adminId, targetType: 'event' });
    expect(line!.after).toMatchObject({ title: body.title, capacity: 2, startsAt: '2030-01-15T02:30:00.000Z' });
  });

  it('lists events with kind, search and status filters', async () => {
    const word = `findme${tag()}`;
    const upcoming = await create(draft({ title: `Upcoming ${word}`, kind: 'robo-camp' }));
    const hidden = await create(draft({ title: `Draft ${word}`, isDraft: true }));
    const past = await create(draft({ title: `Past ${word}`, startsLocal: '2020-01-01T09:00', endsLocal: '2020-01-01T12:00' }));
    const ids = async (query: Record<string, string>) => (await t.request({ method: 'GET', url: eventsUrl({ search: word, ...query }), token: admin })).json<Page<AdminEventRow>>().items.map((e) => e.id);
    expect((await ids({})).sort()).toEqual([upcoming.id, hidden.id, past.id].sort());
    expect(await ids({ status: 'draft' })).toEqual([hidden.id]);
    expect(await ids({ status: 'upcoming' })).toEqual([upcoming.id]);
    expect(await ids({ status: 'past' })).toEqual([past.id]);
    expect(await ids({ kind: 'robo-camp' })).toEqual([upcoming.id]);
    const res = await t.request({ method: 'GET', url: eventsUrl({ search: word, status: 'draft' }), token: admin });
    expect(res.json<Page<AdminEventRow>>().items[0]).toMatchObject({ status: 'draft', title: `Draft ${word}`, registeredCount: 0, capacity: 2 });
  });

  it.each([
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 400, 'EVENT_TIME_ZONE_INVALID'],
    ['an end before the start', { startsLocal: '2030-01-15T10:00', endsLocal: '2030-01-15T09:59' }, 400, 'EVENT_DATES_INVALID'],
    ['a date that does not exist', { startsLocal: '2030-02-30T10:00' }, 400, 'EVENT_DATES_INVALID'],
    ['a date-time with seconds', { startsLocal: '2030-01-15T10:00:00' }, 400, 'VALIDATION_FAILED'],
    ['a schedule time that is not HH:MM', { schedule: [{ time: '9:30', title: 'x' }] }, 400, 'VALIDATION_FAILED'],
    ['a blank schedule title', { schedule: [{ time: '09:30', title: '   ' }] }, 400, 'EVENT_SCHEDULE_INVALID'],
    ['a cover that was never uploaded', { coverImage: 'nope.webp' }, 400, 'EVENT_COVER_INVALID'],
    ['a blank title', { title: '   ' }, 400, 'VALIDATION_FAILED'],
    ['no seats', { capacity: 0 }, 400, 'VALIDATION_FAILED'],
    ['an unknown kind', { kind: 'party' as never }, 400, 'VALIDATION_FAILED'],
    ['a slug with spaces', { slug: 'a b' }, 400, 'VALIDATION_FAILED'],
  ])('refuses %s', async (_what, overrides, status, code) => {
    const res = await t.request({ method: 'POST', url: eventsUrl(), token: admin, payload: { ...draft(), ...overrides } });
    expect(res.statusCode).toBe(status);
    expect(problemCode(res)).toBe(code);
  });

  it('keeps slugs unique: a taken one asked for is 409, one made from the title gets a number', async () => {
    const slug = `unique-${tag()}`;
    await create(draft({ slug }));
    const again = await t.request({ method: 'POST', url: eventsUrl(), token: admin, payload: draft({ slug }) });
    expect(again.statusCode).toBe(409);
    expect(problemCode(again)).toBe('EVENT_SLUG_TAKEN');
    const title = `Same Title ${tag()}`;
    const a = await create(draft({ title, lang: 'en', translations: {} }));
    const b = await create(draft({ title, lang: 'en', translations: {} }));
    expect(a.slug).toBe(slugify(title));
    expect(b.slug).toBe(`${slugify(title)}-2`);
  });

  it('takes an uploaded event cover', async () => {
    const file = await uploadImage(t, admin, FILE_FOLDERS.eventCoverImage);
    const event = await create(draft({ coverImage: file.nameBySystem }));
    expect(event.coverImage).toBe(file.nameBySystem);
  });

  it('saves with If-Match: 428 without it, 409 VERSION_CONFLICT when stale, the changed fields audited', async () => {
    const event = await create(draft());
    const changed = { ...draft(), title: 'New title', timeZone: 'Asia/Manila', startsLocal: '2030-02-01T08:00', endsLocal: '2030-02-01T12:00' };
    const none = await put(event.id, changed);
    expect(none.statusCode).toBe(428);
    expect(problemCode(none)).toBe('PRECONDITION_REQUIRED');
    const ok = await put(event.id, changed, `"${event.version}"`);
    expect(ok.statusCode).toBe(200);
    const saved = ok.json<AdminEvent>();
    expect(saved).toMatchObject({ title: 'New title', timeZone: 'Asia/Manila', startsLocal: '2030-02-01T08:00', startsAt: '2030-02-01T00:00:00.000Z' });
    expect(saved.version).toBeGreaterThan(event.version);
    expect(ok.headers.etag).toBe(`"${saved.version}"`);

    const stale = await put(event.id, { ...changed, title: 'Lost edit' }, event.version);
    expect(stale.statusCode).toBe(409);
    expect(problemCode(stale)).toBe('VERSION_CONFLICT');
    expect(stale.json<Problem>().currentVersion).toBe(saved.version);

    const [line] = await auditLines(event.id, 'event.update');
    expect(line!.before).toMatchObject({ title: event.title, timeZone: 'Asia/Bangkok' });
    expect(line!.after).toMatchObject({ title: 'New title', timeZone: 'Asia/Manila' });
    expect(line!.after).not.toHaveProperty('capacity');
    expect(line!.after).not.toHaveProperty('kind');
  });

  it('keeps the capacity at or above the registrations; registrations, their CSV and a message to each registrant in their language', async () => {
    const event = await create(draft({ capacity: 2 }));
    const [thai, viet, third] = await makeStudents(['th', 'vi', 'en']);
    expect((await t.request({ method: 'POST', url: registerUrl(event.id), token: thai!.token })).statusCode).toBe(201);
    expect((await t.request({ method: 'POST', url: registerUrl(event.id), token: viet!.token })).statusCode).toBe(201);
    const full = await t.request({ method: 'POST', url: registerUrl(event.id), token: third!.token });
    expect(problemCode(full)).toBe('EVENT_FULL');

    const current = (await t.request({ method: 'GET', url: eventUrl(event.id), token: admin })).json<AdminEvent>();
    expect(current.registeredCount).toBe(2);
    const lower = await put(event.id, { ...draft(), capacity: 1 }, current.version);
    expect(lower.statusCode).toBe(409);
    expect(problemCode(lower)).toBe('EVENT_CAPACITY_BELOW_REGISTERED');
    const raised = await put(event.id, { ...draft(), capacity: 3 }, current.version);
    expect(raised.statusCode).toBe(200);

    const list = await t.request({ method: 'GET', url: registrationsUrl(event.id), token: admin });
    expect(list.statusCode).toBe(200);
    const registrants = list.json<EventRegistrants>();
    expect(registrants).toMatchObject({ capacity: 3, registeredCount: 2 });
    expect(registrants.items.map((r) => [r.username, r.email, r.name])).toEqual([
      [thai!.username, thai!.email, 'First0 Last0'],
      [viet!.username, viet!.email, 'First1 Last1'],
    ]);

    const csv = await t.request({ method: 'GET', url: registrationsUrl(event.id, { format: 'csv' }), token: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`attachment; filename="event-${event.slug}-registrations.csv"`);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(`First0 Last0,${thai!.username},${thai!.email},${registrants.items[0]!.registeredAt}`);

    const studentTry = await t.request({ method: 'GET', url: registrationsUrl(event.id), token: student });
    expect(studentTry.statusCode).toBe(403);

    // Deleting is refused while people are registered.
    const del = await t.request({ method: 'DELETE', url: eventUrl(event.id), token: admin });
    expect(del.statusCode).toBe(409);
    expect(problemCode(del)).toBe('EVENT_HAS_REGISTRATIONS');

    const subject = `Room change ${tag()}`;
    const sent = await t.request({ method: 'POST', url: messageUrl(event.id), token: admin, payload: { subject, body: 'We moved to room 2.\n\nSee you there.' } });
    expect(sent.statusCode).toBe(202);
    expect(sent.json<EventMessageAccepted>()).toEqual({ recipients: 2, messagesLeft: 2 });
    const mails = (await t.mails()).filter((m) => m.subject.includes(subject));
    expect(mails.map((m) => m.to).sort()).toEqual([thai!.email, viet!.email].sort());
    const toThai = mails.find((m) => m.to === thai!.email)!;
    expect(toThai.text).toContain('สวัสดีคุณ First0 Last0');
    expect(toThai.text).toContain('We moved to room 2.');
    expect(toThai.text).toContain('Asia/Bangkok');
    const toViet = mails.find((m) => m.to === viet!.email)!;
    expect(toViet.text).toContain('Xin chào First1 Last1');
    // The Vietnamese reader has no Vietnamese title: the event's own (Thai) one.
    expect(toViet.subject).toContain(draft().title.slice(0, 8));
    const [line] = await auditLines(event.id, 'event.message');
    expect(line!.detail).toMatchObject({ subject, recipients: 2 });

    // Three a day per event.
    for (let i = 0; i < 2; i++) expect((await t.request({ method: 'POST', url: messageUrl(event.id), token: admin, payload: { subject: 's', body: 'b' } })).statusCode).toBe(202);
    const limited = await t.request({ method: 'POST', url: messageUrl(event.id), token: admin, payload: { subject: 's', body: 'b' } });
    expect(limited.statusCode).toBe(429);
    expect(problemCode(limited)).toBe('EVENT_MESSAGE_RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a message nobody would receive, or one too long', async () => {
    const event = await create(draft());
    const none = await t.request({ method: 'POST', url: messageUrl(event.id), token: admin, payload: { subject: 'Hi', body: 'Hello' } });
    expect(none.statusCode).toBe(409);
    expect(problemCode(none)).toBe('EVENT_NO_REGISTRANTS');
    const long = await t.request({ method: 'POST', url: messageUrl(event.id), token: admin, payload: { subject: 'Hi', body: 'x'.repeat(5001) } });
    expect(problemCode(long)).toBe('VALIDATION_FAILED');
  });

  it('deletes an event nobody registered for (audited); then 404', async () => {
    const event = await create(draft());
    const res = await t.request({ method: 'DELETE', url: eventUrl(event.id), token: admin });
    expect(res.statusCode).toBe(204);
    expect((await auditLines(event.id, 'event.delete'))[0]!.before).toMatchObject({ title: event.title });
    const gone = await t.request({ method: 'GET', url: eventUrl(event.id), token: admin });
    expect(problemCode(gone)).toBe('EVENT_NOT_FOUND');
  });
});

describe('the public side follows the editor', () => {
  it('never shows a draft; shows it once published, in the reader\'s language when translated, with its zone and schedule', async () => {
    const body = draft({ isDraft: true, kind: 'road-trip' });
    const event = await create(body);
    const publicList = async () => (await t.request({ method: 'GET', url: api(apiPath(CONTENT_API_ROUTES.events, null, { kind: 'road-trip', when: 'upcoming', countryId: 174, pageSize: 50 })) })).json<Page<EventSummary>>().items.map((e) => e.id);
    expect(await publicList()).not.toContain(event.id);
    expect(problemCode(await t.request({ method: 'GET', url: publicSlug(event.slug) }))).toBe('EVENT_NOT_FOUND');
    expect(problemCode(await t.request({ method: 'POST', url: registerUrl(event.id), token: student }))).toBe('EVENT_NOT_FOUND');

    const published = await put(event.id, { ...body, isDraft: false }, event.version);
    expect(published.statusCode).toBe(200);
    // The cached anonymous list was cleared by the save.
    expect(await publicList()).toContain(event.id);

    const en = (await t.request({ method: 'GET', url: publicSlug(event.slug, 'en') })).json<EventDetail>();
    expect(en).toMatchObject({ lang: 'en', title: body.translations.en!.title, summary: 'A short summary', description: '<p>Details</p>', timeZone: 'Asia/Bangkok', schedule: body.schedule });
    const vi = (await t.request({ method: 'GET', url: publicSlug(event.slug, 'vi') })).json<EventDetail>();
    expect(vi).toMatchObject({ lang: 'th', title: body.title, description: '<p>รายละเอียด</p><p>สอง</p>' });

    // Back to a draft: gone again at once.
    const current = (await t.request({ method: 'GET', url: eventUrl(event.id), token: admin })).json<AdminEvent>();
    expect((await put(event.id, { ...body, isDraft: true }, current.version)).statusCode).toBe(200);
    expect(await publicList()).not.toContain(event.id);
  });
});
