import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { problemCode, tokenFor } from '../../test-support/fixtures';
import { COUNTRY_IDS } from '../../../shared/constants';
import { EVENT_KINDS, type EventDetail, type EventRegistration, type EventSummary } from '../../../shared/schemas/content';
import type { Page } from '../../../shared/schemas/common';
import { customers } from '../../db/schema';
import { newEncryptId } from '../customers/customerService';
import { EVENTS, DEMO_STUDENT_EVENT } from '../../seed/eventsData';

let t: TestApp;
let studentToken: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  studentToken = await tokenFor(t, 'student');
});
afterAll(() => t.close());

const SUMMARY_FIELDS = ['capacity', 'coverImage', 'ctlCountryId', 'endsAt', 'id', 'isRegistered', 'kind', 'lang', 'place', 'registeredCount', 'seatsLeft', 'slug', 'startsAt', 'summary', 'timeZone', 'title'];

async function list(query: string, token?: string): Promise<Page<EventSummary>> {
  const res = await t.request({ method: 'GET', url: `/api/Events?pageSize=50${query ? `&${query}` : ''}`, token });
  expect(res.statusCode).toBe(200);
  return res.json<Page<EventSummary>>();
}

async function detail(slug: string, token?: string): Promise<EventDetail> {
  const res = await t.request({ method: 'GET', url: `/api/Events/Slug/${slug}`, token });
  expect(res.statusCode).toBe(200);
  return res.json<EventDetail>();
}

/** Students made straight in the database with tokens (no password hashing): fast enough for 20 at once. */
async function makeStudents(n: number): Promise<string[]> {
  const tag = crypto.randomBytes(4).toString('hex');
  const rows = await t.database.db
    .insert(customers)
    .values(Array.from({ length: n }, (_, i) => ({ username: `ev${tag}${i}`, email: `ev${tag}${i}@example.com`, encryptId: newEncryptId(), referralCode: `EV${tag}${i}`.toUpperCase() })))
    .returning({ id: customers.id });
  return Promise.all(rows.map(async (r) => (await t.context.accessTokens.issue(r.id, 0)).accessToken));
}

async function makeEvent(values: { capacity: number; startsInHours: number; hours?: number; kind?: string; country?: number }): Promise<{ id: number; slug: string }> {
  const slug = `test-event-${crypto.randomBytes(5).toString('hex')}`;
  const { rows } = await t.database.pool.query<{ id: number }>(
    `insert into events (kind, slug, title, starts_at, ends_at, place, ctl_country_id, capacity)
     values ($1, $2, 'Test event', now() + make_interval(hours => $3), now() + make_interval(hours => $3 + $4), 'Test hall', $5, $6) returning id`,
    [values.kind ?? 'seminar', slug, values.startsInHours, values.hours ?? 2, values.country ?? 1, values.capacity],
  );
  return { id: rows[0]!.id, slug };
}

const register = (id: number, token?: string) => t.request({ method: 'POST', url: `/api/Events/${id}/Register`, token });
const cancel = (id: number, token?: string) => t.request({ method: 'DELETE', url: `/api/Events/${id}/Register`, token });

describe('GET /api/Events (seeded demo content)', () => {
  it('has upcoming and past events of every kind in every region, with exactly the contract fields and covers on disk', async () => {
    const all = await list('');
    expect(all.total).toBe(EVENTS.length);
    for (const country of COUNTRY_IDS) {
      for (const kind of EVENT_KINDS) {
        const up = await list(`countryId=${country}&kind=${kind}&when=upcoming`);
        const past = await list(`countryId=${country}&kind=${kind}&when=past`);
        expect(up.items.length).toBeGreaterThanOrEqual(1);
        expect(past.items.length).toBeGreaterThanOrEqual(1);
      }
    }
    for (const kind of EVENT_KINDS) expect((await list(`kind=${kind}&when=upcoming`)).total).toBeGreaterThanOrEqual(2);
    for (const e of all.items) {
      expect(Object.keys(e).sort()).toEqual(SUMMARY_FIELDS);
      expect(e.seatsLeft).toBe(e.capacity - e.registeredCount);
      expect(e.isRegistered).toBe(false);
      expect(Date.parse(e.endsAt)).toBeGreaterThanOrEqual(Date.parse(e.startsAt));
      expect(fs.existsSync(path.join(t.dataDir, 'storage', 'event-cover-image', e.coverImage!))).toBe(true);
    }
    // One event is full and one has a single seat left.
    expect(all.items.some((e) => e.seatsLeft === 0 && Date.parse(e.endsAt) > Date.now())).toBe(true);
    expect(all.items.some((e) => e.seatsLeft === 1 && Date.parse(e.endsAt) > Date.now())).toBe(true);
    const cover = await t.request({ method: 'GET', url: `/storage/event-cover-image/${all.items[0]!.coverImage}` });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
  });

  it("marks each seeded event with the language its text is in and its venue's time zone", async () => {
    const all = (await t.request({ method: 'GET', url: `/api/Events?pageSize=50` })).json<Page<EventSummary>>().items;
    expect(all).toHaveLength(EVENTS.length);
    const thai = /[\u0E00-\u0E7F]/;
    const vietnamese = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;
    for (const e of all) {
      const text = `${e.title} ${e.summary}`;
      expect({ slug: e.slug, thai: e.lang === 'th' }).toEqual({ slug: e.slug, thai: thai.test(text) });
      expect({ slug: e.slug, vi: e.lang === 'vi' }).toEqual({ slug: e.slug, vi: vietnamese.test(text) });
    }
    const bySlug = new Map(all.map((e) => [e.slug, e]));
    expect(bySlug.get('th-seminar-chart-reading-bangkok')).toMatchObject({ lang: 'th', timeZone: 'Asia/Bangkok' });
    expect(bySlug.get('vn-seminar-phan-tich-ky-thuat-hanoi')).toMatchObject({ lang: 'vi', timeZone: 'Asia/Ho_Chi_Minh' });
    expect(bySlug.get('ph-seminar-investing-basics-manila')).toMatchObject({ lang: 'tl', timeZone: 'Asia/Manila' });
    expect(bySlug.get('ph-seminar-forex-cebu')).toMatchObject({ lang: 'en', timeZone: 'Asia/Manila' });
    expect(bySlug.get('global-event-academy-live-qa')).toMatchObject({ lang: 'en' });
  });

  it("migration 0024 gives a demo database seeded before 0018 the seed's languages and zones, leaving edited rows alone", async () => {
    const migration = fs.readFileSync(path.join(__dirname, '../../db/migrations/0024_demo_content_lang.sql'), 'utf8');
    const client = await t.database.pool.connect();
    try {
      await client.query('begin');
      // As 0018 left an older demo database: every event and news item 'en', every event in Bangkok's zone.
      await client.query(`update events set lang = 'en', time_zone = 'Asia/Bangkok'`);
      await client.query(`update news_items set lang = 'en'`);
      // An event an admin has since translated keeps what it has.
      await client.query(`update events set translations = '{"th":{"title":"x"}}' where slug = 'vn-seminar-quan-ly-von-hcm'`);
      for (const statement of migration.split('--> statement-breakpoint')) await client.query(statement);
      const { rows } = await client.query<{ slug: string; lang: string; time_zone: string }>(
        `select slug, lang, time_zone from events where slug in ('th-seminar-chart-reading-bangkok', 'vn-seminar-phan-tich-ky-thuat-hanoi', 'ph-seminar-forex-cebu', 'vn-seminar-quan-ly-von-hcm') order by slug`,
      );
      expect(rows).toEqual([
        { slug: 'ph-seminar-forex-cebu', lang: 'en', time_zone: 'Asia/Manila' },
        { slug: 'th-seminar-chart-reading-bangkok', lang: 'th', time_zone: 'Asia/Bangkok' },
        { slug: 'vn-seminar-phan-tich-ky-thuat-hanoi', lang: 'vi', time_zone: 'Asia/Ho_Chi_Minh' },
        { slug: 'vn-seminar-quan-ly-von-hcm', lang: 'en', time_zone: 'Asia/Bangkok' },
      ]);
      const news = await client.query<{ lang: string }>(`select lang from news_items where slug = 'th-set-index-outlook'`);
      expect(news.rows).toEqual([{ lang: 'th' }]);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('upcoming: not yet ended, soonest first; past: ended, latest first; no filter: upcoming first', async () => {
    const up = (await list('when=upcoming')).items;
    expect(up.every((e) => Date.parse(e.endsAt) > Date.now())).toBe(true);
    const upStarts = up.map((e) => Date.parse(e.startsAt));
    expect(upStarts).toEqual([...upStarts].sort((a, b) => a - b));
    const past = (await list('when=past')).items;
    expect(past.every((e) => Date.parse(e.endsAt) <= Date.now())).toBe(true);
    const pastStarts = past.map((e) => Date.parse(e.startsAt));
    expect(pastStarts).toEqual([...pastStarts].sort((a, b) => b - a));
    expect((await list('')).items.map((e) => e.id)).toEqual([...up, ...past].map((e) => e.id));
  });

  it('filters by kind and region together and pages', async () => {
    const thai = await list('countryId=174');
    expect(thai.items.every((e) => e.ctlCountryId === 174)).toBe(true);
    expect(thai.total).toBe(EVENTS.filter((e) => e.country === 174).length);
    const camps = await list('kind=robo-camp&countryId=193');
    expect(camps.items.every((e) => e.kind === 'robo-camp' && e.ctlCountryId === 193)).toBe(true);
    const page1 = (await t.request({ method: 'GET', url: '/api/Events?pageSize=5&page=1' })).json<Page<EventSummary>>();
    const page2 = (await t.request({ method: 'GET', url: '/api/Events?pageSize=5&page=2' })).json<Page<EventSummary>>();
    expect(page1).toMatchObject({ page: 1, pageSize: 5, total: EVENTS.length });
    expect(page1.items).toHaveLength(5);
    expect(page2.items.map((e) => e.id)).toEqual((await list('')).items.slice(5, 10).map((e) => e.id));
    expect((await list('countryId=1')).items).toEqual([]);
  });

  it.each(['kind=party', 'when=soon', 'countryId=abc', 'countryId=0', 'page=0', 'pageSize=51'])('refuses %s with VALIDATION_FAILED', async (query) => {
    const res = await t.request({ method: 'GET', url: `/api/Events?${query}` });
    expect(res.statusCode).toBe(400);
    expect(problemCode(res)).toBe('VALIDATION_FAILED');
  });

  it('shows isRegistered to the signed-in student only, and shares only anonymous answers', async () => {
    const anon = await t.request({ method: 'GET', url: '/api/Events?countryId=174' });
    expect(anon.headers['cache-control']).toContain('public');
    expect(anon.json<Page<EventSummary>>().items.every((e) => !e.isRegistered)).toBe(true);
    const mine = await t.request({ method: 'GET', url: '/api/Events?countryId=174', token: studentToken });
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json<Page<EventSummary>>().items.filter((e) => e.isRegistered).map((e) => e.slug)).toEqual([DEMO_STUDENT_EVENT]);
  });
});

describe('GET /api/Events/Slug/{slug}', () => {
  it('answers the event with its description, as in the list', async () => {
    const [first] = (await list('countryId=193&when=upcoming')).items;
    const one = await detail(first!.slug);
    expect(one).toEqual({ ...first, description: expect.any(String), schedule: expect.any(Array) });
    expect(one.description.length).toBeGreaterThan(50);
    // The seed's plain text arrives as paragraphs of HTML, as the editor's descriptions do.
    expect(one.description).toMatch(/^<p>/);
    expect((await detail(DEMO_STUDENT_EVENT, studentToken)).isRegistered).toBe(true);
    expect((await detail(DEMO_STUDENT_EVENT)).isRegistered).toBe(false);
  });

  it('answers 404 EVENT_NOT_FOUND for an unknown slug, 400 for an over-long one, 401 for a bad token', async () => {
    for (const slug of ['no-such-event', encodeURIComponent("x' or '1'='1")]) {
      const res = await t.request({ method: 'GET', url: `/api/Events/Slug/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(problemCode(res)).toBe('EVENT_NOT_FOUND');
    }
    expect(problemCode(await t.request({ method: 'GET', url: `/api/Events/Slug/${'a'.repeat(201)}` }))).toBe('VALIDATION_FAILED');
    expect((await t.request({ method: 'GET', url: `/api/Events/Slug/${DEMO_STUDENT_EVENT}`, token: 'not-a-token' })).statusCode).toBe(401);
  });
});

describe('registration', () => {
  it('needs a signed-in caller (401 for anonymous register, cancel and mine)', async () => {
    const [first] = (await list('when=upcoming')).items;
    for (const res of [await register(first!.id), await cancel(first!.id), await t.request({ method: 'GET', url: '/api/Events/Mine' })]) {
      expect(res.statusCode).toBe(401);
      expect(problemCode(res)).toBe('AUTH_REQUIRED');
    }
  });

  it('registers (201), refuses a second registration (409), lists it in Mine, and cancel frees the seat', async () => {
    const [token] = await makeStudents(1);
    const event = (await list('when=upcoming&countryId=999')).items.find((e) => e.seatsLeft > 1)!;
    const res = await register(event.id, token);
    expect(res.statusCode).toBe(201);
    const reg = res.json<EventRegistration>();
    expect(reg).toEqual({ eventId: event.id, registeredAt: expect.any(String), event: { ...event, registeredCount: event.registeredCount + 1, seatsLeft: event.seatsLeft - 1, isRegistered: true } });
    // The anonymous list is not served stale after a seat was taken.
    expect((await detail(event.slug)).registeredCount).toBe(event.registeredCount + 1);
    expect((await list('when=upcoming&countryId=999')).items.find((e) => e.id === event.id)!.registeredCount).toBe(event.registeredCount + 1);

    const again = await register(event.id, token);
    expect(again.statusCode).toBe(409);
    expect(problemCode(again)).toBe('EVENT_ALREADY_REGISTERED');

    const mine = await t.request({ method: 'GET', url: '/api/Events/Mine', token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<EventRegistration[]>()).toEqual([reg]);

    expect((await cancel(event.id, token)).statusCode).toBe(204);
    expect((await detail(event.slug)).registeredCount).toBe(event.registeredCount);
    expect((await t.request({ method: 'GET', url: '/api/Events/Mine', token })).json()).toEqual([]);
    const twice = await cancel(event.id, token);
    expect(twice.statusCode).toBe(404);
    expect(problemCode(twice)).toBe('EVENT_REGISTRATION_NOT_FOUND');
    // Registering again after cancelling works.
    expect((await register(event.id, token)).statusCode).toBe(201);
  });

  it('a full event answers 409 EVENT_FULL; the last seat goes to one caller; cancelling frees it for another', async () => {
    const [a, b, c] = await makeStudents(3);
    const event = await makeEvent({ capacity: 2, startsInHours: 48 });
    expect((await register(event.id, a)).statusCode).toBe(201);
    expect((await register(event.id, b)).statusCode).toBe(201);
    const full = await register(event.id, c);
    expect(full.statusCode).toBe(409);
    expect(problemCode(full)).toBe('EVENT_FULL');
    // Holding a seat of a full event: "already registered", not "full".
    expect(problemCode(await register(event.id, a))).toBe('EVENT_ALREADY_REGISTERED');
    expect((await cancel(event.id, a)).statusCode).toBe(204);
    expect((await register(event.id, c)).statusCode).toBe(201);
    expect(await detail(event.slug)).toMatchObject({ registeredCount: 2, seatsLeft: 0 });
  });

  it('the seeded full event refuses a newcomer', async () => {
    const [token] = await makeStudents(1);
    const full = (await list('when=upcoming')).items.find((e) => e.seatsLeft === 0)!;
    expect(problemCode(await register(full.id, token))).toBe('EVENT_FULL');
  });

  it('an ended event answers 400 EVENT_OVER; an unknown one 404 EVENT_NOT_FOUND; a bad id 400', async () => {
    const [token] = await makeStudents(1);
    const [past] = (await list('when=past')).items;
    const over = await register(past!.id, token);
    expect(over.statusCode).toBe(400);
    expect(problemCode(over)).toBe('EVENT_OVER');
    // Running now (started, not ended): still open.
    const running = await makeEvent({ capacity: 5, startsInHours: -1, hours: 3 });
    expect((await register(running.id, token)).statusCode).toBe(201);
    const missing = await register(999999, token);
    expect(missing.statusCode).toBe(404);
    expect(problemCode(missing)).toBe('EVENT_NOT_FOUND');
    expect(problemCode(await cancel(999999, token))).toBe('EVENT_REGISTRATION_NOT_FOUND');
    expect(problemCode(await register(0, token))).toBe('VALIDATION_FAILED');
    expect(problemCode(await t.request({ method: 'POST', url: '/api/Events/abc/Register', token }))).toBe('VALIDATION_FAILED');
  });

  it('is exact under concurrency: 20 students race for 5 seats, exactly 5 win', async () => {
    const tokens = await makeStudents(20);
    const event = await makeEvent({ capacity: 5, startsInHours: 24 });
    const results = await Promise.all(tokens.map((token) => register(event.id, token)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode !== 201).map((r) => problemCode(r))).toEqual(Array(15).fill('EVENT_FULL'));
    expect(await detail(event.slug)).toMatchObject({ capacity: 5, registeredCount: 5, seatsLeft: 0 });
    const { rows } = await t.database.pool.query<{ n: number }>('select count(*)::int as n from event_registrations where event_id = $1', [event.id]);
    expect(rows[0]!.n).toBe(5);
  });

  it('is exact when one student registers and cancels concurrently many times', async () => {
    const [token] = await makeStudents(1);
    const event = await makeEvent({ capacity: 3, startsInHours: 24 });
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? cancel(event.id, token) : register(event.id, token))));
    const { rows } = await t.database.pool.query<{ n: number; count: number }>(
      'select (select count(*)::int from event_registrations where event_id = $1) as n, registered_count as count from events where id = $1',
      [event.id],
    );
    expect(rows[0]!.count).toBe(rows[0]!.n);
  });

  it('Mine lists upcoming registrations first (soonest first), then past ones (latest first)', async () => {
    const [token] = await makeStudents(1);
    const later = await makeEvent({ capacity: 5, startsInHours: 72 });
    const sooner = await makeEvent({ capacity: 5, startsInHours: 24 });
    expect((await register(later.id, token)).statusCode).toBe(201);
    expect((await register(sooner.id, token)).statusCode).toBe(201);
    // A seat held at an event that has since ended.
    const ended = await makeEvent({ capacity: 5, startsInHours: 1 });
    expect((await register(ended.id, token)).statusCode).toBe(201);
    await t.database.pool.query(`update events set starts_at = now() - interval '3 days', ends_at = now() - interval '3 days' + interval '2 hours' where id = $1`, [ended.id]);
    const mine = (await t.request({ method: 'GET', url: '/api/Events/Mine', token })).json<EventRegistration[]>();
    expect(mine.map((r) => r.eventId)).toEqual([sooner.id, later.id, ended.id]);
    expect(mine.every((r) => r.event.isRegistered)).toBe(true);
  });

  it('the demo student holds a seat at an upcoming seminar', async () => {
    const mine = (await t.request({ method: 'GET', url: '/api/Events/Mine', token: studentToken })).json<EventRegistration[]>();
    expect(mine.map((r) => r.event.slug)).toContain(DEMO_STUDENT_EVENT);
    expect(mine.find((r) => r.event.slug === DEMO_STUDENT_EVENT)!.event.kind).toBe('seminar');
  });

  it('every event\'s registeredCount equals its registrations', async () => {
    const { rows } = await t.database.pool.query<{ bad: number }>(
      'select count(*)::int as bad from events e where e.registered_count <> (select count(*) from event_registrations r where r.event_id = e.id)',
    );
    expect(rows[0]!.bad).toBe(0);
  });
});
