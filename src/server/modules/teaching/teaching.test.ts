import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { makeCourse, problemCode, tokenFor, type TestCourse } from '../../test-support/fixtures';
import type { Page } from '../../../shared/schemas/common';
import type { Review, ReviewReply } from '../../../shared/schemas/courses';
import type { AnnouncementAccepted, InstructorDashboard, InstructorReviewPage, InstructorStudentPage } from '../../../shared/schemas/studioTeaching';
import { safeCell } from './teachingService';

let t: TestApp;
let mine: TestCourse;
let theirs: TestCourse;
let draft: TestCourse;
const tokens = {} as Record<'one' | 'two' | 'fresh' | 'admin' | 'stu.one' | 'stu.two' | 'stu.three', string>;

async function makeInstructor(username: string, firstName?: string): Promise<string> {
  const { token } = await t.signUp(username);
  await t.database.db.execute(sql`update customers set role = 'instructor', first_name = ${firstName ?? ''} where username = ${username}`);
  return token;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  tokens.one = await makeInstructor('teach.one', 'Kru Somsri');
  tokens.two = await makeInstructor('teach.two');
  tokens.fresh = await makeInstructor('teach.fresh');
  tokens.admin = await tokenFor(t, 'admin');
  mine = await makeCourse(t, { slug: 'teach-mine', title: 'Teaching A', instructor: 'teach.one', lessons: 4 });
  theirs = await makeCourse(t, { slug: 'teach-theirs', title: 'Teaching B', instructor: 'teach.two' });
  draft = await makeCourse(t, { slug: 'teach-draft', title: 'Unfinished', instructor: 'teach.one', isPublished: false });
  for (const [name, first] of [['stu.one', 'สมชาย'], ['stu.two', 'Bea'], ['stu.three', '=HYPERLINK("x")']] as const) {
    const { token } = await t.signUp(name, undefined, { firstName: first });
    tokens[name] = token;
    expect((await t.request({ method: 'POST', url: `/api/Courses/${mine.id}/Enroll`, token })).statusCode).toBeLessThan(300);
  }
  await t.request({ method: 'POST', url: `/api/Courses/${theirs.id}/Enroll`, token: tokens['stu.one'] });
  const db = t.database.db;
  await db.execute(sql`update enrollments e set completed_lessons = 1, last_accessed_at = now() from customers c where c.id = e.customer_id and c.username = 'stu.one' and e.course_id = ${mine.id}`);
  await db.execute(sql`update enrollments e set completed_lessons = 4, completed_at = now(), last_accessed_at = now() from customers c where c.id = e.customer_id and c.username = 'stu.two' and e.course_id = ${mine.id}`);
}, 60_000);
afterAll(() => t.close());

const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });

describe('instructor dashboard', () => {
  it("sums the instructor's own courses, with a daily series and courses needing attention", async () => {
    const res = await get('/api/Instructor/Dashboard?days=30', tokens.one);
    expect(res.statusCode).toBe(200);
    const d = res.json<InstructorDashboard>();
    expect(d.totals).toMatchObject({ students: 3, enrolments: 3, completions: 1, publishedCourses: 1, periodEnrolments: 3, periodCompletions: 1 });
    expect(d.bucket).toBe('day');
    expect(d.series).toHaveLength(30);
    expect(d.series.reduce((n, p) => n + p.enrolments, 0)).toBe(3);
    expect(d.series.at(-1)).toMatchObject({ date: new Date().toISOString().slice(0, 10), enrolments: 3, completions: 1 });
    expect(d.attention).toEqual([expect.objectContaining({ id: draft.id, reason: 'draft', rejectionReason: null })]);
    expect(d.hasCourses).toBe(true);
    // The other instructor's enrolment (stu.one in B) is not counted.
    const other = (await get('/api/Instructor/Dashboard', tokens.two)).json<InstructorDashboard>();
    expect(other.totals.enrolments).toBe(1);
  });

  it('buckets a year by week and shows a rejected course with its reason', async () => {
    await t.database.db.execute(sql`update courses set status = 'rejected', review_reason = 'Add captions' where id = ${draft.id}`);
    const d = (await get('/api/Instructor/Dashboard?days=365', tokens.one)).json<InstructorDashboard>();
    expect(d.bucket).toBe('week');
    expect(d.series.length).toBeGreaterThanOrEqual(52);
    expect(d.series.length).toBeLessThanOrEqual(54);
    expect(d.series.reduce((n, p) => n + p.completions, 0)).toBe(1);
    expect(d.attention).toEqual([expect.objectContaining({ id: draft.id, reason: 'rejected', rejectionReason: 'Add captions' })]);
  });

  it('has an empty state for a new instructor and refuses other periods, students and anonymous callers', async () => {
    const d = (await get('/api/Instructor/Dashboard', tokens.fresh)).json<InstructorDashboard>();
    expect(d).toMatchObject({ hasCourses: false, totals: { students: 0, averageRating: 0 }, recentReviews: [], attention: [] });
    expect((await get('/api/Instructor/Dashboard?days=7', tokens.one)).statusCode).toBe(400);
    const student = await get('/api/Instructor/Dashboard', tokens['stu.one']);
    expect([student.statusCode, problemCode(student)]).toEqual([403, 'FORBIDDEN']);
    expect((await get('/api/Instructor/Dashboard')).statusCode).toBe(401);
  });
});

describe('students', () => {
  it('lists enrolments with progress, sorted and searched, without e-mail addresses', async () => {
    const res = await get(`/api/Instructor/Students?sort=progress&order=desc`, tokens.one);
    expect(res.statusCode).toBe(200);
    const page = res.json<InstructorStudentPage>();
    expect(page.total).toBe(3);
    expect(page.items.map((s) => [s.username, s.progress])).toEqual([['stu.two', 100], ['stu.one', 25], ['stu.three', 0]]);
    expect(page.items[0]).toMatchObject({ courseId: mine.id, totalLessons: 4, completedLessons: 4 });
    expect(res.body).not.toContain('@');
    expect(page.courses.map((c) => c.id).sort()).toEqual([mine.id, draft.id].sort());
    expect(page.courses.find((c) => c.id === mine.id)).toMatchObject({ students: 3, announcementRecipients: 3, announcementsLeft: 3 });

    const asc = (await get('/api/Instructor/Students?sort=name&order=asc&pageSize=2', tokens.one)).json<InstructorStudentPage>();
    expect(asc.items.map((s) => s.username)).toEqual(['stu.three', 'stu.two']);
    expect(asc.total).toBe(3);
    const searched = (await get(`/api/Instructor/Students?search=${encodeURIComponent('สมชาย')}`, tokens.one)).json<InstructorStudentPage>();
    expect(searched.items.map((s) => s.username)).toEqual(['stu.one']);
    const wildcard = (await get('/api/Instructor/Students?search=%25', tokens.one)).json<InstructorStudentPage>();
    expect(wildcard.total).toBe(0);
  });

  it("answers 404 for another instructor's course, 403 for a student; an admin reaches any course", async () => {
    const other = await get(`/api/Instructor/Students?courseId=${theirs.id}`, tokens.one);
    expect([other.statusCode, problemCode(other)]).toEqual([404, 'COURSE_NOT_FOUND']);
    expect((await get(`/api/Instructor/Students`, tokens['stu.one'])).statusCode).toBe(403);
    const admin = (await get(`/api/Instructor/Students?courseId=${mine.id}`, tokens.admin)).json<InstructorStudentPage>();
    expect(admin.total).toBe(3);
  });

  it('exports CSV with a BOM, a file name and formula cells neutralised', async () => {
    const res = await get(`/api/Instructor/Students/Csv?courseId=${mine.id}&sort=name&order=asc`, tokens.one);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="students-${mine.id}-\\d{4}-\\d\\d-\\d\\d\\.csv"`));
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(4);
    // Headers in the caller's language (Thai by default).
    expect(lines[0]).toMatch(/^ผู้เรียน,ชื่อผู้ใช้,คอร์ส/);
    expect(res.body).toContain('สมชาย');
    expect(res.body).toContain(`"'=HYPERLINK(""x"")",stu.three`);
    expect(safeCell('+1')).toBe("'+1");
    expect(safeCell('-2')).toBe("'-2");
    expect(safeCell('@a')).toBe("'@a");
    expect(safeCell('plain')).toBe('plain');
    expect((await get(`/api/Instructor/Students/Csv?courseId=${theirs.id}`, tokens.one)).statusCode).toBe(404);
  });
});

describe('announcements', () => {
  const announce = (courseId: number, token: string | undefined, payload: Record<string, unknown>) => t.request({ method: 'POST', url: `/api/Instructor/Courses/${courseId}/Announcements`, token, payload });
  const announcementMails = async () => (await t.jobs.drain(['course-announcement', 'mail']), (await t.mails()).filter((m) => m.subject.startsWith('[Teaching A]')));

  it('mails each student once with an unsubscribe link, skips who unsubscribed, and limits a course to 3 a day', async () => {
    const first = await announce(mine.id, tokens.one, { subject: 'Live session Friday', body: 'Join us at 7pm.\n\nBring <questions>.' });
    expect(first.statusCode).toBe(202);
    expect(first.json<AnnouncementAccepted>()).toMatchObject({ recipients: 3, announcementsLeft: 2 });
    const mails = await announcementMails();
    expect(mails.map((m) => m.to.replace(/^.*</, '').replace(/>$/, '')).sort()).toHaveLength(3);
    const mail = mails.find((m) => m.text.includes('สมชาย'))!;
    expect(mail.text).toContain('Join us at 7pm.');
    const raw = fs.readFileSync(mail.file, 'utf8');
    expect(raw).toMatch(/^List-Unsubscribe:\s+<http[^>]+\/api\/Announcements\/Unsubscribe\/[^>]+>/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    // The body is text: in the HTML part it is escaped, never markup.
    expect(raw).toContain('&lt;questions&gt;');
    const link = /\/api\/Announcements\/Unsubscribe\/([A-Za-z0-9_.-]+)/.exec(mail.text)![1]!;

    const page = await get(`/api/Announcements/Unsubscribe/${link}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Teaching A');
    expect((await get(`/api/Announcements/Unsubscribe/${link}`)).statusCode).toBe(200);
    // A forged or altered token does nothing.
    const bad = await get(`/api/Announcements/Unsubscribe/${link.slice(0, -2)}xx`);
    expect([bad.statusCode, problemCode(bad)]).toEqual([400, 'ANNOUNCEMENT_UNSUBSCRIBE_INVALID']);
    const badPost = await t.request({ method: 'POST', url: `/api/Announcements/Unsubscribe/${link}x` });
    expect([badPost.statusCode, problemCode(badPost)]).toEqual([400, 'ANNOUNCEMENT_UNSUBSCRIBE_INVALID']);

    const second = await announce(mine.id, tokens.one, { subject: 'Slides', body: 'Here they are.' });
    expect(second.json<AnnouncementAccepted>()).toMatchObject({ recipients: 2, announcementsLeft: 1 });
    const after = await announcementMails();
    const slides = after.filter((m) => m.subject.includes('Slides'));
    expect(slides).toHaveLength(2);
    expect(slides.some((m) => m.text.includes('สมชาย'))).toBe(false);

    // RFC 8058 one-click from another student's mail: scope=all stops every course.
    const other = after.find((m) => m.subject.includes('Slides'))!;
    const otherLink = /\/api\/Announcements\/Unsubscribe\/([A-Za-z0-9_.-]+)/.exec(other.text)![1]!;
    expect((await t.request({ method: 'POST', url: `/api/Announcements/Unsubscribe/${otherLink}?scope=all` })).statusCode).toBe(204);

    expect((await announce(mine.id, tokens.one, { subject: 'Third', body: 'Last one today.' })).json<AnnouncementAccepted>()).toMatchObject({ recipients: 1, announcementsLeft: 0 });
    const fourth = await announce(mine.id, tokens.one, { subject: 'Fourth', body: 'Too many.' });
    expect([fourth.statusCode, problemCode(fourth)]).toEqual([429, 'ANNOUNCEMENT_RATE_LIMITED']);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(80_000);
  });

  it('queues one mail per student even when a batch runs again (a retry)', async () => {
    const course = await makeCourse(t, { slug: 'teach-retry', title: 'Retry course', instructor: 'teach.two' });
    await t.request({ method: 'POST', url: `/api/Courses/${course.id}/Enroll`, token: tokens['stu.two'] });
    await t.request({ method: 'POST', url: `/api/Courses/${course.id}/Enroll`, token: tokens['stu.three'] });
    await t.mails();
    const before = (await t.mails()).length;
    const res = await announce(course.id, tokens.two, { subject: 'Once', body: 'Only once.' });
    const { id, recipients } = res.json<AnnouncementAccepted>();
    expect(recipients).toBeGreaterThan(0);
    await t.services.announcements.sendBatch(id, null);
    await t.services.announcements.sendBatch(id, null);
    await t.jobs.drain(['course-announcement', 'mail']);
    const mails = (await t.mails()).slice(before).filter((m) => m.subject === '[Retry course] Once');
    expect(mails).toHaveLength(recipients);
    expect(new Set(mails.map((m) => m.to)).size).toBe(recipients);
  });

  it('refuses blank texts, courses without recipients, and courses that are not the caller\'s', async () => {
    const blank = await announce(theirs.id, tokens.two, { subject: '   ', body: 'x' });
    expect([blank.statusCode, problemCode(blank)]).toEqual([400, 'TEACHING_TEXT_BLANK']);
    const none = await announce(draft.id, tokens.one, { subject: 'Hi', body: 'Nobody here' });
    expect([none.statusCode, problemCode(none)]).toEqual([409, 'ANNOUNCEMENT_NO_RECIPIENTS']);
    const other = await announce(theirs.id, tokens.one, { subject: 'Hi', body: 'Not mine' });
    expect([other.statusCode, problemCode(other)]).toEqual([404, 'COURSE_NOT_FOUND']);
    expect((await announce(theirs.id, tokens['stu.one'], { subject: 'Hi', body: 'x' })).statusCode).toBe(403);
    expect((await announce(theirs.id, tokens.two, { subject: 'Hi', body: 'x'.repeat(5001) })).statusCode).toBe(400);
  });
});

describe('reviews', () => {
  let reviewId: number;
  beforeAll(async () => {
    const res = await t.request({ method: 'POST', url: `/api/Courses/${mine.id}/Reviews`, token: tokens['stu.one'], payload: { rating: 2, text: 'Too fast' } });
    reviewId = res.json<Review>().id;
    await t.request({ method: 'POST', url: `/api/Courses/${mine.id}/Reviews`, token: tokens['stu.two'], payload: { rating: 5, text: 'Great' } });
  });
  const reply = (id: number, token: string, text: string) => t.request({ method: 'PUT', url: `/api/Instructor/Reviews/${id}/Reply`, token, payload: { text } });

  it('lists reviews of own courses with filters, and shows one editable public reply under the review', async () => {
    const all = (await get('/api/Instructor/Reviews', tokens.one)).json<InstructorReviewPage>();
    expect(all.total).toBe(2);
    // Each review says which language it was written in, and the course title which language it is in.
    for (const r of all.items) expect(r).toMatchObject({ lang: expect.any(String), courseLang: expect.any(String) });
    expect((await get('/api/Instructor/Reviews?rating=2', tokens.one)).json<InstructorReviewPage>().items.map((r) => r.id)).toEqual([reviewId]);
    expect((await get('/api/Instructor/Reviews', tokens.two)).json<InstructorReviewPage>().total).toBe(0);

    const res = await reply(reviewId, tokens.one, '  Thanks, we slowed the videos down.  ');
    expect(res.statusCode).toBe(200);
    expect(res.json<ReviewReply>()).toMatchObject({ text: 'Thanks, we slowed the videos down.', instructorName: 'Kru Somsri' });
    const edited = await reply(reviewId, tokens.one, 'Thanks! Lessons 2 and 3 are slower now.');
    expect(edited.statusCode).toBe(200);
    const unanswered = (await get('/api/Instructor/Reviews?unanswered=true', tokens.one)).json<InstructorReviewPage>();
    expect(unanswered.items.map((r) => r.rating)).toEqual([5]);

    const publicList = (await get(`/api/Courses/${mine.id}/Reviews`)).json<Page<Review>>();
    const shown = publicList.items.find((r) => r.id === reviewId)!;
    expect(shown.reply).toMatchObject({ text: 'Thanks! Lessons 2 and 3 are slower now.', instructorName: 'Kru Somsri' });
    expect(publicList.items.find((r) => r.id !== reviewId)!.reply).toBeNull();

    const d = (await get('/api/Instructor/Dashboard', tokens.one)).json<InstructorDashboard>();
    expect(d.totals).toMatchObject({ reviewCount: 2, averageRating: 3.5 });
    expect(d.ratingDistribution).toEqual([0, 1, 0, 0, 1]);
    expect(d.recentReviews.find((r) => r.id === reviewId)).toMatchObject({ hasReply: true, authorName: 'สมชาย', courseLang: expect.any(String), lang: expect.any(String) });

    expect((await t.request({ method: 'DELETE', url: `/api/Instructor/Reviews/${reviewId}/Reply`, token: tokens.one })).statusCode).toBe(204);
    const again = await t.request({ method: 'DELETE', url: `/api/Instructor/Reviews/${reviewId}/Reply`, token: tokens.one });
    expect([again.statusCode, problemCode(again)]).toEqual([404, 'REVIEW_REPLY_NOT_FOUND']);
    expect((await get(`/api/Courses/${mine.id}/Reviews`)).json<Page<Review>>().items.find((r) => r.id === reviewId)!.reply).toBeNull();
  });

  it("keeps other instructors and students away; an admin may reply", async () => {
    const other = await reply(reviewId, tokens.two, 'Not my course');
    expect([other.statusCode, problemCode(other)]).toEqual([404, 'REVIEW_NOT_FOUND']);
    expect((await reply(999999, tokens.one, 'x')).statusCode).toBe(404);
    expect((await reply(reviewId, tokens['stu.one'], 'x')).statusCode).toBe(403);
    const blank = await reply(reviewId, tokens.one, '   ');
    expect([blank.statusCode, problemCode(blank)]).toEqual([400, 'TEACHING_TEXT_BLANK']);
    expect((await reply(reviewId, tokens.admin, 'From the team')).statusCode).toBe(200);
  });

  it('stores an abuse report once per reporter', async () => {
    const report = (token: string) => t.request({ method: 'POST', url: `/api/Instructor/Reviews/${reviewId}/Report`, token, payload: { reason: 'Insults another student' } });
    expect((await report(tokens.one)).statusCode).toBe(201);
    const twice = await report(tokens.one);
    expect([twice.statusCode, problemCode(twice)]).toEqual([409, 'REVIEW_ALREADY_REPORTED']);
    expect((await report(tokens.two)).statusCode).toBe(404);
    const { rows } = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from review_reports where review_id = ${reviewId}`);
    expect(rows[0]!.n).toBe(1);
    expect((await get('/api/Instructor/Reviews', tokens.one)).json<InstructorReviewPage>().items.find((r) => r.id === reviewId)!.reported).toBe(true);
  });
});
