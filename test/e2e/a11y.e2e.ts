// Accessibility of every page of the SPA's route table (spaPagePatterns()): axe-core with the WCAG 2.0/2.1
// A and AA rules, signed out and as the demo student, instructor and admin, at 1366x768 and 390x844, and
// a reflow check at 320 px (no horizontal scroll). Parameters are real ids and slugs of the seeded demo
// (read from the e2e database; the student's orders and ticket are made here through the API).
//
// What is known to fail today is in a11y-baseline.json (route, role, viewport, rule, count). A role's
// test fails on a violation (route, role, viewport, rule) not in it; a baselined one that is gone is
// printed, to be deleted from the file (the baseline only shrinks). Counts are information: lists grow as other e2e files add people,
// tickets and orders. `A11Y_UPDATE_BASELINE=1` rewrites the file from the run.
//
// Speed: one browser, one context per role; each page is loaded once at 1366x768, then resized to
// 390x844 and to 320 px (MUI's media queries follow the viewport), so a route costs one load.
import fs from 'node:fs';
import path from 'node:path';
import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { API_BASE } from '../../src/shared/apiPaths';
import { spaPagePatterns } from '../../src/shared/areaRoutes';
import { COMMERCE_API_ROUTES } from '../../src/shared/commerceApiPaths';
import { CONTENT_SECTIONS, ROUTES, type ContentKind } from '../../src/shared/spaRoutes';
import { TICKET_API_ROUTES } from '../../src/shared/ticketApiPaths';
import type { Order } from '../../src/shared/schemas/commerce';
import { baseUrl, launchBrowser } from './support/browser';
import { withE2eDatabase } from './support/database';
import { DEMO_STUDENT, logInThroughUi, trackApiRequests } from './support/helpers';
import { apiAs, DEMO_ADMIN, DEMO_INSTRUCTOR } from './support/people';

jest.setTimeout(30 * 60_000);

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const VIEWPORTS = [
  { name: '1366x768', width: 1366, height: 768 },
  { name: '390x844', width: 390, height: 844 },
] as const;
const REFLOW = { name: '320x844', width: 320, height: 844 } as const;
const REFLOW_RULE = 'reflow-320';
const ROLES = ['signed-out', 'student', 'instructor', 'admin'] as const;
type Role = (typeof ROLES)[number];
const ACCOUNTS = { student: DEMO_STUDENT, instructor: DEMO_INSTRUCTOR, admin: DEMO_ADMIN } as const;

const BASELINE_FILE = path.join(__dirname, 'a11y-baseline.json');
const REPORT_FILE = path.resolve(__dirname, '..', '..', 'test-results', 'a11y-report.json');
const THAILAND = 174;

interface Finding {
  route: string;
  role: Role;
  viewport: string;
  rule: string;
  count: number;
}
interface Detail extends Finding {
  url: string;
  impact: string | null;
  targets: string[];
}

const api = (route: string, params: Record<string, string | number> = {}) =>
  `${API_BASE}${Object.entries(params).reduce<string>((url, [name, value]) => url.replace(`:${name}`, encodeURIComponent(String(value))), route)}`;
const keyOf = (f: Pick<Finding, 'route' | 'role' | 'viewport' | 'rule'>) => `${f.route} | ${f.role} | ${f.viewport} | ${f.rule}`;

/**
 * The routes each role visits: every public page; the auth area signed out (signed in, its pages only
 * redirect); each signed-in role its own area (another role's area answers with the same redirect or
 * refusal everywhere). '/auth/sign-out' goes last (it ends a session).
 */
function routesFor(role: Role): string[] {
  const area = (pattern: string) => {
    const first = pattern.split('/')[1] ?? '';
    return [ROUTES.auth, ROUTES.student, ROUTES.instructor, ROUTES.admin].find((a) => a === first) ?? null;
  };
  const own = role === 'signed-out' ? ROUTES.auth : role;
  const list = spaPagePatterns().filter((p) => {
    const a = area(p);
    if (role !== 'signed-out' && p === `/${ROUTES.signIn}`) return false;
    return a === null || a === own;
  });
  return [...list.filter((p) => !p.endsWith('/sign-out')), ...list.filter((p) => p.endsWith('/sign-out'))];
}

/** Ids and slugs of the seeded demo, per route pattern parameter (some depend on the pattern). */
async function demoIds(): Promise<{ course: string; lesson: string; code: string; news: string; bySection: Record<string, string>; instructorCourse: string; quiz: string; reviewCourse: string; person: string; newsId: string; postId: string; eventId: string }> {
  return withE2eDatabase(async (db) => {
    const one = async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T> => {
      const row = (await db.query<T>(sql, params)).rows[0];
      if (!row) throw new Error(`no demo row for: ${sql}`);
      return row;
    };
    const enrolled = await one<{ id: number; slug: string; lesson: number }>(
      `select c.id, c.slug, (select l.id from lessons l where l.course_id = c.id order by l.id limit 1) as lesson
         from enrollments e join customers u on u.id = e.customer_id and u.username = $1 join courses c on c.id = e.course_id
        where c.status = 'published' order by c.id limit 1`,
      [DEMO_STUDENT.username],
    );
    const code = await one<{ code: string }>(`select x.code from certificates x join customers u on u.id = x.customer_id and u.username = $1 order by x.id limit 1`, [DEMO_STUDENT.username]);
    const news = await one<{ id: number; slug: string }>(`select id, slug from news_items order by id limit 1`);
    const bySection: Record<string, string> = {};
    for (const row of (await db.query<{ kind: string; slug: string }>(`select distinct on (kind) kind, slug from posts order by kind, id`)).rows) bySection[row.kind] = row.slug;
    for (const row of (await db.query<{ kind: string; slug: string }>(`select distinct on (kind) kind, slug from events order by kind, id`)).rows) bySection[row.kind] = row.slug;
    const post = await one<{ id: number }>(`select id from posts order by id limit 1`);
    const event = await one<{ id: number }>(`select id from events order by id limit 1`);
    const quiz = await one<{ id: number; course_id: number }>(
      `select q.id, q.course_id from quizzes q join courses c on c.id = q.course_id join customers u on u.id = c.instructor_id and u.username = $1 order by q.id limit 1`,
      [DEMO_INSTRUCTOR.username],
    );
    const review = await one<{ id: number }>(`select id from courses order by (status = 'published'), id limit 1`);
    const person = await one<{ id: string }>(`select id from customers where username = $1`, [DEMO_STUDENT.username]);
    return {
      course: enrolled.slug,
      lesson: String(enrolled.lesson),
      code: code.code,
      news: news.slug,
      bySection,
      instructorCourse: String(quiz.course_id),
      quiz: String(quiz.id),
      reviewCourse: String(review.id),
      person: person.id,
      newsId: String(news.id),
      postId: String(post.id),
      eventId: String(event.id),
    };
  });
}

/** The student's paid order, a pending one (its test-bank payment) and a course-content ticket forwarded to the instructor. */
async function studentRecords(student: Page, admin: Page): Promise<{ paidOrder: string; pendingOrder: string; payment: string; ticket: string }> {
  const courses = await withE2eDatabase(async (db) =>
    (
      await db.query<{ id: number }>(
        `select c.id from courses c join course_prices p on p.course_id = c.id and p.currency = 'THB' join customers i on i.id = c.instructor_id and i.username = $1
          where c.status = 'published' and not c.is_free
            and not exists (select 1 from enrollments e join customers u on u.id = e.customer_id and u.username = $2 where e.course_id = c.id)
          order by c.id limit 2`,
        [DEMO_INSTRUCTOR.username, DEMO_STUDENT.username],
      )
    ).rows.map((r) => r.id),
  );
  if (courses.length < 2) throw new Error('the demo has fewer than two paid courses the student does not own');
  const checkout = async (courseId: number): Promise<Order> => {
    const added = await apiAs(student, 'POST', `${api(COMMERCE_API_ROUTES.cartItem, { courseId })}?country=${THAILAND}`);
    if (added.status >= 300) throw new Error(`cart answered ${added.status}`);
    const order = await apiAs<Order>(student, 'POST', api(COMMERCE_API_ROUTES.orders), { method: 'test', currency: 'THB', country: THAILAND });
    if (order.status >= 300 || !order.body.payment) throw new Error(`checkout answered ${order.status}: ${JSON.stringify(order.body)}`);
    return order.body;
  };
  const paid = await checkout(courses[0]!);
  await apiAs(student, 'POST', api(COMMERCE_API_ROUTES.testPaymentApprove, { paymentId: paid.payment!.id }));
  for (let waited = 0; ; waited += 250) {
    const status = (await apiAs<Order>(student, 'GET', api(COMMERCE_API_ROUTES.order, { orderId: paid.id }))).body.status;
    if (status === 'paid') break;
    if (waited > 20_000) throw new Error(`the test-bank order is still ${status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const pending = await checkout(courses[1]!);
  const enrolledCourse = await withE2eDatabase(async (db) =>
    (await db.query<{ id: number }>(`select e.course_id as id from enrollments e join customers u on u.id = e.customer_id and u.username = $1 order by e.course_id limit 1`, [DEMO_STUDENT.username])).rows[0]!.id,
  );
  const ticket = await apiAs<{ id: number }>(student, 'POST', api(TICKET_API_ROUTES.tickets), {
    subject: 'Accessibility check: a question about a lesson',
    category: 'course_content',
    courseId: enrolledCourse,
    body: 'The second lesson refers to an exercise I cannot find.',
  });
  if (ticket.status >= 300) throw new Error(`opening a ticket answered ${ticket.status}: ${JSON.stringify(ticket.body)}`);
  const forwarded = await apiAs(admin, 'POST', api(TICKET_API_ROUTES.adminTicketForward, { id: ticket.body.id }));
  if (forwarded.status >= 300) throw new Error(`forwarding answered ${forwarded.status}: ${JSON.stringify(forwarded.body)}`);
  return { paidOrder: paid.id, pendingOrder: pending.id, payment: String(pending.payment!.id), ticket: String(ticket.body.id) };
}

/** The concrete path of a pattern, its parameters filled with demo ids. */
function fill(pattern: string, ids: Awaited<ReturnType<typeof demoIds>>, records: Awaited<ReturnType<typeof studentRecords>>): string {
  const section = pattern.split('/')[1] ?? '';
  const contentSlugs = new Map(Object.entries(ids.bySection).map(([kind, slug]) => [`/${ROUTES.contentItem(CONTENT_SECTIONS[kind as ContentKind])}`, slug]));
  const values: Record<string, string> = {
    idOrSlug: ids.course,
    courseIdOrSlug: ids.course,
    lessonId: ids.lesson,
    code: ids.code,
    username: DEMO_INSTRUCTOR.username,
    orderId: records.pendingOrder,
    paymentId: records.payment,
    quizId: ids.quiz,
  };
  const contentSlug = contentSlugs.get(pattern);
  if (contentSlug) values.slug = contentSlug;
  else if (section === ROUTES.news) values.slug = ids.news;
  if (pattern.startsWith(`/${ROUTES.student}/`)) values.orderId = records.paidOrder;
  if (/:id(\/|$)/.test(pattern)) {
    const rest = pattern.split('/').slice(2, -1).join('/');
    const byArea: Record<string, string> = {
      [`${ROUTES.student}:support-ticket`]: records.ticket,
      [`${ROUTES.instructor}:support`]: records.ticket,
      [`${ROUTES.instructor}:courses`]: ids.instructorCourse,
      [`${ROUTES.instructor}:courses/:id`]: ids.instructorCourse,
      [`${ROUTES.admin}:support`]: records.ticket,
      [`${ROUTES.admin}:course-reviews`]: ids.reviewCourse,
      [`${ROUTES.admin}:people`]: ids.person,
      [`${ROUTES.admin}:news`]: ids.newsId,
      [`${ROUTES.admin}:posts`]: ids.postId,
      [`${ROUTES.admin}:events`]: ids.eventId,
      [`${ROUTES.admin}:orders`]: records.paidOrder,
    };
    const id = byArea[`${section}:${rest}`];
    if (!id) throw new Error(`no demo id for ${pattern}`);
    values.id = id;
  }
  return pattern.replace(/:(\w+)/g, (_m, name: string) => {
    const v = values[name];
    if (v === undefined) throw new Error(`no demo value for :${name} in ${pattern}`);
    return encodeURIComponent(v);
  });
}

/** Waits until the page has settled: no API request open, the header and an h1 (or main) shown, no skeleton or spinner left. */
async function settle(page: Page, apiRequests: { settled: () => Promise<void> }): Promise<void> {
  await page.waitForLoadState('load');
  await apiRequests.settled();
  await page.locator('h1, main').first().waitFor({ timeout: 10_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => document.querySelectorAll('.MuiSkeleton-root, .MuiCircularProgress-root').length === 0, undefined, { timeout: 5_000 })
    .catch(() => undefined);
  await apiRequests.settled();
  // Transitions end before the check (a fading element would be measured half transparent).
  await page.waitForTimeout(350);
}

async function runAxe(page: Page): Promise<{ id: string; impact: string | null; targets: string[] }[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.addScriptTag({ content: axe.source });
  return page.evaluate(async (values) => {
    const w = window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };
    const res = await w.axe.run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] });
    return res.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, TAGS);
}

async function resize(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  // Two frames, so the new layout is painted; at most a second (a page Chromium stops painting never
  // runs its frame callbacks, and an unbounded wait here once held a whole run idle).
  await page.evaluate(() => new Promise((r) => {
    requestAnimationFrame(() => requestAnimationFrame(r));
    setTimeout(r, 1000);
  }));
  await page.waitForTimeout(350);
}

/** Visits every route of a role in one context: axe at both viewports, then the reflow check. */
async function audit(page: Page, role: Role, paths: [pattern: string, url: string][]): Promise<Detail[]> {
  const found: Detail[] = [];
  const apiRequests = trackApiRequests(page);
  for (const [pattern, url] of paths) {
    await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
    await page.goto(url);
    await settle(page, apiRequests);
    for (const viewport of VIEWPORTS) {
      if (viewport !== VIEWPORTS[0]) await resize(page, viewport);
      for (const v of await runAxe(page)) {
        found.push({ route: pattern, role, viewport: viewport.name, rule: v.id, count: v.targets.length, url: page.url(), impact: v.impact, targets: v.targets.slice(0, 5) });
      }
    }
    await resize(page, REFLOW);
    const overflow = await page.evaluate(() => {
      const el = document.documentElement;
      if (el.scrollWidth <= el.clientWidth) return null;
      // The widest elements past the right edge, for the report.
      const wide = [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > el.clientWidth + 1)
        .slice(0, 5)
        .map((e) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}.${[...e.classList].slice(0, 2).join('.')} (${Math.round(e.getBoundingClientRect().right)} px)`);
      return { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, wide };
    });
    if (overflow) found.push({ route: pattern, role, viewport: REFLOW.name, rule: REFLOW_RULE, count: 1, url: page.url(), impact: null, targets: [`scrollWidth ${overflow.scrollWidth} > ${overflow.clientWidth}`, ...overflow.wide] });
  }
  return found;
}

function readBaseline(): Finding[] {
  return fs.existsSync(BASELINE_FILE) ? (JSON.parse(fs.readFileSync(BASELINE_FILE, 'utf8')) as Finding[]) : [];
}

/** Violations of the run not in the baseline, and baselined ones the run no longer shows. */
function compare(role: Role, found: Finding[]): { added: Finding[]; gone: Finding[] } {
  const baseline = readBaseline().filter((b) => b.role === role);
  const known = new Set(baseline.map(keyOf));
  const seen = new Set(found.map(keyOf));
  return { added: found.filter((f) => !known.has(keyOf(f))), gone: baseline.filter((b) => !seen.has(keyOf(b))) };
}

let browser: Browser;
const contexts: Partial<Record<Role, BrowserContext>> = {};
const pages: Partial<Record<Role, Page>> = {};
let routeUrls: Record<Role, [string, string][]>;
const results: Partial<Record<Role, Detail[]>> = {};
const timings: Partial<Record<Role, number>> = {};
const started = Date.now();

beforeAll(async () => {
  browser = await launchBrowser();
  for (const role of ROLES) {
    // The site's CSP allows no inline script; axe is injected as one (the check reads the page, the policy is not under test here).
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: VIEWPORTS[0].width, height: VIEWPORTS[0].height }, locale: 'th-TH', bypassCSP: true });
    context.setDefaultTimeout(20_000);
    contexts[role] = context;
    const page = await context.newPage();
    pages[role] = page;
    if (role !== 'signed-out') await logInThroughUi(page, ACCOUNTS[role], `/${ROUTES.home}`);
  }
  const ids = await demoIds();
  const records = await studentRecords(pages.student!, pages.admin!);
  routeUrls = Object.fromEntries(ROLES.map((role) => [role, routesFor(role).map((p) => [p, fill(p, ids, records)])])) as Record<Role, [string, string][]>;
});

afterAll(async () => {
  await browser?.close();
  const all = ROLES.flatMap((role) => results[role] ?? []);
  fs.mkdirSync(path.dirname(REPORT_FILE), { recursive: true });
  fs.writeFileSync(REPORT_FILE, JSON.stringify(all, null, 1));
  // The summary: violations per rule, then the routes with the most.
  const byRule = new Map<string, { findings: number; nodes: number }>();
  const byRoute = new Map<string, number>();
  for (const f of all) {
    const r = byRule.get(f.rule) ?? { findings: 0, nodes: 0 };
    r.findings += 1;
    r.nodes += f.count;
    byRule.set(f.rule, r);
    byRoute.set(f.route, (byRoute.get(f.route) ?? 0) + f.count);
  }
  const visits = ROLES.reduce((n, role) => n + (routeUrls?.[role]?.length ?? 0), 0);
  const lines = [
    `a11y: ${visits} route visits (routes x roles), each at ${VIEWPORTS.map((v) => v.name).join(' and ')} plus reflow at ${REFLOW.name}, in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    ...ROLES.map((role) => `  ${role.padEnd(11)} ${String(routeUrls?.[role]?.length ?? 0).padStart(3)} routes, ${String((results[role] ?? []).length).padStart(4)} (route, viewport, rule) findings, ${((timings[role] ?? 0) / 1000).toFixed(0)} s`),
    'rule                                 findings  nodes',
    ...[...byRule.entries()].sort((a, b) => b[1].findings - a[1].findings).map(([rule, r]) => `  ${rule.padEnd(34)} ${String(r.findings).padStart(8)} ${String(r.nodes).padStart(6)}`),
    'routes with the most nodes:',
    ...[...byRoute.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([route, n]) => `  ${route.padEnd(44)} ${n}`),
  ];
  console.log(lines.join('\n'));
});

describe.each(ROLES)('accessibility (axe WCAG 2.1 A/AA) and reflow of every route, %s', (role) => {
  test(`no violation beyond the baseline (${role})`, async () => {
    const t0 = Date.now();
    const found = await audit(pages[role]!, role, routeUrls[role]);
    timings[role] = Date.now() - t0;
    results[role] = found;
    fs.mkdirSync(path.dirname(REPORT_FILE), { recursive: true });
    fs.writeFileSync(REPORT_FILE, JSON.stringify(ROLES.flatMap((r) => results[r] ?? []), null, 1));
    const { added, gone } = compare(role, found);
    const detail = (f: Finding) => {
      const d = found.find((x) => keyOf(x) === keyOf(f));
      return `  ${keyOf(f)} (${f.count})${d ? `: ${d.targets.slice(0, 3).join(', ')}` : ''}`;
    };
    const messages = added.length ? [`${added.length} violation(s) not in test/e2e/a11y-baseline.json (fix them):`, ...added.map(detail)] : [];
    // A fixed one is good news, not a failure: the run says which rows to delete (the baseline only shrinks).
    if (gone.length) console.warn([`${gone.length} baselined violation(s) no longer found: remove them from test/e2e/a11y-baseline.json:`, ...gone.map((g) => `  ${keyOf(g)}`)].join('\n'));
    if (process.env.A11Y_UPDATE_BASELINE === '1') {
      // This role's rows replaced by the run's.
      const rows: Finding[] = [...readBaseline().filter((b) => b.role !== role), ...found.map(({ route, role: r, viewport, rule, count }) => ({ route, role: r, viewport, rule, count }))];
      rows.sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
      fs.writeFileSync(BASELINE_FILE, `${JSON.stringify(rows, null, 1)}\n`);
      return;
    }
    expect(messages).toEqual([]);
  });
});
