// Scheduled events (issue 16): an event not a draft with a publish time in the future is "scheduled" in the
// admin list and hidden from the public pages (list, its page, registration) and their caches until that
// time, by the rule news and posts follow; then it is public without another save.
import crypto from 'node:crypto';
import { ADMIN_CONSOLE_API_ROUTES } from '../../../shared/adminApiPaths';
import { API_BASE, apiPath } from '../../../shared/apiPaths';
import { CONTENT_API_ROUTES } from '../../../shared/contentApiPaths';
import type { AdminEvent, AdminEventRow, AdminEventWrite } from '../../../shared/schemas/adminEvents';
import type { Page } from '../../../shared/schemas/common';
import type { EventDetail, EventSummary } from '../../../shared/schemas/content';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { problemCode, tokenFor } from '../../test-support/fixtures';
import { utcToZonedLocal } from './eventTime';

let t: TestApp;
let admin: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [admin, student] = await Promise.all([tokenFor(t, 'admin'), tokenFor(t, 'student')]);
}, 120_000);
afterAll(() => t?.close());

const api = (path: string) => `${API_BASE}${path}`;
const tag = () => crypto.randomBytes(4).toString('hex');
const inDays = (days: number) => utcToZonedLocal(new Date(Date.now() + days * 86_400_000), 'Asia/Manila');

function event(overrides: Partial<AdminEventWrite> = {}): AdminEventWrite {
  return {
    kind: 'robo-camp',
    lang: 'en',
    title: `Scheduled camp ${tag()}`,
    summary: 'Robots for a week',
    description: '<p>Details</p>',
    translations: {},
    coverImage: null,
    ctlCountryId: 138,
    place: 'Makati',
    timeZone: 'Asia/Manila',
    startsLocal: inDays(1),
    endsLocal: inDays(1.2),
    capacity: 5,
    schedule: [],
    isDraft: false,
    ...overrides,
  };
}

const publicIds = async () =>
  (await t.request({ method: 'GET', url: api(apiPath(CONTENT_API_ROUTES.events, null, { kind: 'robo-camp', countryId: 138, when: 'upcoming', pageSize: 50 })) }))
    .json<Page<EventSummary>>()
    .items.map((e) => e.id);
const bySlug = (slug: string) => t.request({ method: 'GET', url: api(apiPath(CONTENT_API_ROUTES.eventBySlug, { slug })) });
const adminStatus = async (id: number, status?: string) =>
  (await t.request({ method: 'GET', url: api(apiPath(ADMIN_CONSOLE_API_ROUTES.adminEvents, null, status ? { status, pageSize: 100 } : { pageSize: 100 })), token: admin }))
    .json<Page<AdminEventRow>>()
    .items.find((r) => r.id === id);

async function create(body: AdminEventWrite): Promise<AdminEvent> {
  const res = await t.request({ method: 'POST', url: api(ADMIN_CONSOLE_API_ROUTES.adminEvents), token: admin, payload: body });
  expect(res.statusCode).toBe(201);
  return res.json<AdminEvent>();
}

describe('scheduled events', () => {
  it('a future publish time hides the event (list, page, registration, caches) until then; then it is public', async () => {
    const open = await create(event());
    expect(open).toMatchObject({ status: 'upcoming', isDraft: false });
    expect(Date.parse(open.publishedAt)).toBeLessThanOrEqual(Date.now());
    // The public list is read (and cached) before the scheduled event exists.
    expect(await publicIds()).toContain(open.id);

    const publishAt = new Date(Date.now() + 3000).toISOString();
    const scheduled = await create(event({ publishAt }));
    expect(scheduled).toMatchObject({ status: 'scheduled', publishedAt: publishAt });
    expect(await adminStatus(scheduled.id)).toMatchObject({ status: 'scheduled', publishedAt: publishAt });
    expect(await adminStatus(scheduled.id, 'scheduled')).toBeDefined();
    expect(await adminStatus(scheduled.id, 'upcoming')).toBeUndefined();
    expect(await adminStatus(open.id, 'scheduled')).toBeUndefined();

    expect(await publicIds()).not.toContain(scheduled.id);
    expect(problemCode(await bySlug(scheduled.slug))).toBe('EVENT_NOT_FOUND');
    const early = await t.request({ method: 'POST', url: api(apiPath(CONTENT_API_ROUTES.eventRegister, { id: scheduled.id })), token: student });
    expect(early.statusCode).toBe(404);

    // After the publish time (the caches live a few seconds): public without another save.
    await new Promise((resolve) => setTimeout(resolve, Date.parse(publishAt) - Date.now() + 50));
    const until = Date.now() + 10_000;
    while (!(await publicIds()).includes(scheduled.id)) {
      if (Date.now() > until) throw new Error('the scheduled event never became public');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect((await bySlug(scheduled.slug)).json<EventDetail>()).toMatchObject({ id: scheduled.id });
    expect(await adminStatus(scheduled.id)).toMatchObject({ status: 'upcoming' });
    const registered = await t.request({ method: 'POST', url: api(apiPath(CONTENT_API_ROUTES.eventRegister, { id: scheduled.id })), token: student });
    expect(registered.statusCode).toBeLessThan(300);
  }, 60_000);

  it('a past or missing publish time publishes now; a published event keeps its time; a draft is never public', async () => {
    const past = await create(event({ publishAt: '2020-01-01T00:00:00.000Z' }));
    expect(past.status).toBe('upcoming');
    expect(Date.parse(past.publishedAt)).toBeGreaterThan(Date.parse('2025-01-01'));
    const wasPublished = past.publishedAt;

    // Saved again without a publish time: keeps it.
    const again = await t.request({ method: 'PUT', url: api(apiPath(ADMIN_CONSOLE_API_ROUTES.adminEvent, { id: past.id })), token: admin, payload: event({ title: past.title }), headers: { 'if-match': String(past.version) } });
    expect(again.statusCode).toBe(200);
    expect(again.json<AdminEvent>().publishedAt).toBe(wasPublished);

    // Rescheduled a day ahead: hidden again.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const moved = await t.request({ method: 'PUT', url: api(apiPath(ADMIN_CONSOLE_API_ROUTES.adminEvent, { id: past.id })), token: admin, payload: event({ title: past.title, publishAt: tomorrow }), headers: { 'if-match': String(again.json<AdminEvent>().version) } });
    expect(moved.json<AdminEvent>()).toMatchObject({ status: 'scheduled', publishedAt: tomorrow });
    expect(problemCode(await bySlug(past.slug))).toBe('EVENT_NOT_FOUND');

    // A draft with a past publish time stays hidden.
    const draft = await create(event({ isDraft: true, publishAt: '2020-01-01T00:00:00.000Z' }));
    expect(draft).toMatchObject({ status: 'draft', publishedAt: '2020-01-01T00:00:00.000Z' });
    expect(problemCode(await bySlug(draft.slug))).toBe('EVENT_NOT_FOUND');
  });
});
