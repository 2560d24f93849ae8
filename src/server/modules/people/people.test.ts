import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { certificates, customerIdentities, customers, deletedAccounts, enrollments, reviews, wishlistItems } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/testApp';
import { customerRow, freshIp, makeCourse, problemCode, tokenFor, uploadImage } from '../../test-support/fixtures';
import type { CustomerSettings, DeletionRefusal, InstructorProfile, PublicInstructor } from '../../../shared/schemas/people';
import type { Review } from '../../../shared/schemas/courses';
import { DELETE_ACCOUNT_CONFIRMATION_PHRASE } from '../../../shared/schemas/people';
import { pickLanguage } from '../../../shared/languageTexts';
import { moneyHeldFor } from './peopleService';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

let n = 0;
/** A new account; `role` set straight in the database (the application flow is another part's). */
async function person(role: 'student' | 'instructor' = 'student', options: { password?: boolean; firstName?: string } = {}) {
  n++;
  const username = `people${n}${Date.now().toString(36)}`;
  const { token, password } = await t.signUp(username, undefined, { firstName: options.firstName ?? `First${n}`, lastName: 'Person', lang: 'en' });
  const changes: Partial<typeof customers.$inferInsert> = { role };
  if (options.password === false) changes.passwordHash = null;
  await t.database.db.update(customers).set(changes).where(eq(customers.username, username));
  return { username, token, password, email: `${username}@example.com` };
}

const profileUrl = '/api/Instructor/Profile';

describe('GET|PUT /api/Instructor/Profile', () => {
  it('is for instructors and admins: a student gets 403, nobody signed in 401', async () => {
    const student = await person();
    expect((await t.request({ method: 'GET', url: profileUrl, token: student.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: profileUrl, token: student.token, payload: { headline: {}, bio: {}, links: {} } })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: profileUrl })).statusCode).toBe(401);
  });

  it('starts empty and keeps trimmed texts per language and https links', async () => {
    const me = await person('instructor');
    const empty = await t.request({ method: 'GET', url: profileUrl, token: me.token });
    expect(empty.statusCode).toBe(200);
    expect(empty.json<InstructorProfile>()).toEqual({ headline: {}, bio: {}, links: {}, profileImage: null, username: me.username });
    const put = await t.request({
      method: 'PUT', url: profileUrl, token: me.token,
      payload: { headline: { th: ' ครูสอนภาษา ', en: '', vi: '   ' }, bio: { en: 'I teach.' }, links: { website: ' https://example.com/me ', x: '' } },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json<InstructorProfile>()).toMatchObject({ headline: { th: 'ครูสอนภาษา' }, bio: { en: 'I teach.' }, links: { website: 'https://example.com/me' } });
    const again = (await t.request({ method: 'GET', url: profileUrl, token: me.token })).json<InstructorProfile>();
    expect(again.headline).toEqual({ th: 'ครูสอนภาษา' });
    expect(again.links).toEqual({ website: 'https://example.com/me' });
  });

  it.each([
    ['http:', 'http://example.com'],
    ['javascript:', 'javascript:alert(1)'],
    ['credentials in the address', 'https://user:pw@example.com'],
    ['no address at all', 'example.com'],
  ])('refuses a link with %s (CUSTOMER_SOCIAL_LINK_INVALID, path of the link) and keeps the old profile', async (_label, link) => {
    const me = await person('instructor');
    await t.request({ method: 'PUT', url: profileUrl, token: me.token, payload: { headline: { en: 'Before' }, bio: {}, links: {} } });
    const res = await t.request({ method: 'PUT', url: profileUrl, token: me.token, payload: { headline: { en: 'After' }, bio: {}, links: { youtube: link } } });
    expect(res.statusCode).toBe(400);
    expect(problemCode(res)).toBe('CUSTOMER_SOCIAL_LINK_INVALID');
    expect(res.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toEqual(['body.links.youtube']);
    expect((await t.request({ method: 'GET', url: profileUrl, token: me.token })).json<InstructorProfile>().headline).toEqual({ en: 'Before' });
  });

  it('refuses an over-long headline or bio (VALIDATION_FAILED); unknown languages and link names are dropped', async () => {
    const me = await person('instructor');
    for (const payload of [
      { headline: { en: 'h'.repeat(121) }, bio: {}, links: {} },
      { headline: {}, bio: { th: 'ก'.repeat(5001) }, links: {} },
      { headline: {}, bio: {}, links: { website: `https://example.com/${'x'.repeat(300)}` } },
    ]) {
      const res = await t.request({ method: 'PUT', url: profileUrl, token: me.token, payload });
      expect(res.statusCode).toBe(400);
      expect(problemCode(res)).toBe('VALIDATION_FAILED');
    }
    const extra = await t.request({ method: 'PUT', url: profileUrl, token: me.token, payload: { headline: { de: 'Hallo', en: 'Hi' }, bio: {}, links: { myspace: 'https://myspace.com/x' } } });
    expect(extra.statusCode).toBe(200);
    expect(extra.json<InstructorProfile>()).toMatchObject({ headline: { en: 'Hi' }, links: {} });
  });
});

describe('GET /api/Instructors/{username}', () => {
  it('shows the demo instructor: published courses only, totals, the text in the language asked for or any other, marked', async () => {
    const me = await customerRow(t, 'instructor');
    const draft = await makeCourse(t, { slug: `people-draft-${Date.now()}`, isPublished: false });
    const token = await tokenFor(t, 'instructor');
    await t.request({ method: 'PUT', url: profileUrl, token, payload: { headline: { th: 'หัวข้อ', en: 'Headline' }, bio: { vi: 'Tiểu sử' }, links: { linkedin: 'https://linkedin.com/in/demo' } } });
    const res = await t.request({ method: 'GET', url: '/api/Instructors/INSTRUCTOR?lang=en' });
    expect(res.statusCode).toBe(200);
    const page = res.json<PublicInstructor>();
    expect(page.username).toBe('instructor');
    expect(page.headline).toEqual({ text: 'Headline', lang: 'en' });
    expect(page.bio).toEqual({ text: 'Tiểu sử', lang: 'vi' });
    expect(page.links).toEqual({ linkedin: 'https://linkedin.com/in/demo' });
    expect(page.courses.length).toBeGreaterThan(0);
    expect(page.courses.map((c) => c.id)).not.toContain(draft.id);
    expect(page.courses.every((c) => c.instructor?.username === 'instructor')).toBe(true);
    expect(page.totals.courses).toBe(page.courses.length);
    expect(page.totals.students).toBeGreaterThan(0);
    expect(page.totals.rating).toBeGreaterThanOrEqual(0);
    expect(page.totals.rating).toBeLessThanOrEqual(5);
    expect(JSON.stringify(page)).not.toContain(me.email);
    const th = (await t.request({ method: 'GET', url: '/api/Instructors/instructor?lang=th' })).json<PublicInstructor>();
    expect(th.headline).toEqual({ text: 'หัวข้อ', lang: 'th' });
  });

  it('answers the same 404 for an unknown username, a student and a deleted instructor', async () => {
    const student = await person();
    for (const name of ['nobody-here-at-all', student.username, 'student']) {
      const res = await t.request({ method: 'GET', url: `/api/Instructors/${name}` });
      expect(res.statusCode).toBe(404);
      expect(problemCode(res)).toBe('INSTRUCTOR_NOT_FOUND');
    }
    const teacher = await person('instructor');
    expect((await t.request({ method: 'GET', url: `/api/Instructors/${teacher.username}` })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: '/api/Customers/Me', token: teacher.token, payload: { password: teacher.password } })).statusCode).toBe(204);
    const gone = await t.request({ method: 'GET', url: `/api/Instructors/${teacher.username}` });
    expect(gone.statusCode).toBe(404);
    expect(problemCode(gone)).toBe('INSTRUCTOR_NOT_FOUND');
  });

  it('refuses an unknown language (VALIDATION_FAILED)', async () => {
    const res = await t.request({ method: 'GET', url: '/api/Instructors/instructor?lang=de' });
    expect(res.statusCode).toBe(400);
    expect(problemCode(res)).toBe('VALIDATION_FAILED');
  });

  it('pickLanguage falls back in a fixed order and says which language it gave', () => {
    expect(pickLanguage({ tl: 'Kumusta' }, 'th')).toEqual({ text: 'Kumusta', lang: 'tl' });
    expect(pickLanguage({ en: 'Hi', th: 'สวัสดี' }, undefined)).toEqual({ text: 'สวัสดี', lang: 'th' });
    expect(pickLanguage({}, 'en')).toBeNull();
  });
});

describe('GET|PUT /api/Customers/Me/Settings', () => {
  it('has defaults, changes only what is sent, and keeps language and region on the customer', async () => {
    const me = await person();
    const first = await t.request({ method: 'GET', url: '/api/Customers/Me/Settings', token: me.token });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toContain('no-store');
    const before = first.json<CustomerSettings>();
    expect(before.notifications).toEqual({ courseAnnouncements: true, reviewReplies: true, marketing: false });
    const put = await t.request({ method: 'PUT', url: '/api/Customers/Me/Settings', token: me.token, payload: { notifications: { marketing: true }, lang: 'vi', country: 193 } });
    expect(put.statusCode).toBe(200);
    expect(put.json<CustomerSettings>()).toEqual({ notifications: { courseAnnouncements: true, reviewReplies: true, marketing: true }, lang: 'vi', country: 193 });
    const row = await customerRow(t, me.username);
    expect(row).toMatchObject({ lang: 'vi', country: 193 });
    const second = await t.request({ method: 'PUT', url: '/api/Customers/Me/Settings', token: me.token, payload: { notifications: { courseAnnouncements: false } } });
    expect(second.json<CustomerSettings>()).toEqual({ notifications: { courseAnnouncements: false, reviewReplies: true, marketing: true }, lang: 'vi', country: 193 });
    expect(await t.services.people.wantsMail(row.id, 'courseAnnouncements')).toBe(false);
  });

  it.each([
    ['an unknown language', { lang: 'de' }],
    ['an unknown region', { country: 1 }],
    ['a preference that is not a boolean', { notifications: { marketing: 'yes' } }],
  ])('refuses %s (VALIDATION_FAILED) and changes nothing', async (_label, payload) => {
    const me = await person();
    const res = await t.request({ method: 'PUT', url: '/api/Customers/Me/Settings', token: me.token, payload });
    expect(res.statusCode).toBe(400);
    expect(problemCode(res)).toBe('VALIDATION_FAILED');
    expect((await t.request({ method: 'GET', url: '/api/Customers/Me/Settings', token: me.token })).json<CustomerSettings>().notifications.marketing).toBe(false);
  });

  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/Customers/Me/Settings' })).statusCode).toBe(401);
    expect((await t.request({ method: 'PUT', url: '/api/Customers/Me/Settings', payload: { lang: 'en' } })).statusCode).toBe(401);
  });
});

describe('DELETE /api/Customers/Me', () => {
  const del = (token: string, payload: object, remoteAddress = freshIp()) => t.request({ method: 'DELETE', url: '/api/Customers/Me', token, payload, remoteAddress });

  it('asks for the password: none is AUTH_PASSWORD_REQUIRED, a wrong one AUTH_WRONG_PASSWORD, and repeated wrong ones are throttled like ChangePassword', async () => {
    const me = await person();
    const none = await del(me.token, {});
    expect(none.statusCode).toBe(400);
    expect(problemCode(none)).toBe('AUTH_PASSWORD_REQUIRED');
    const ip = freshIp();
    const codes: string[] = [];
    for (let i = 0; i < 8; i++) codes.push(problemCode(await del(me.token, { password: 'not-my-password' }, ip)));
    expect(codes[0]).toBe('AUTH_WRONG_PASSWORD');
    expect(codes).toContain('AUTH_TOO_MANY_ATTEMPTS');
    expect((await customerRow(t, me.username)).email).toBe(me.email);
  });

  it('erases or anonymises the account: sessions end, mail to the old address, review stays anonymous, certificate keeps its name, photo leaves storage', async () => {
    const me = await person('student', { firstName: 'Somchai' });
    const row = await customerRow(t, me.username);
    const image = await uploadImage(t, me.token);
    expect((await t.request({ method: 'PUT', url: '/api/Customers/ProfileImage', token: me.token, payload: { profileImage: image.nameBySystem } })).statusCode).toBe(200);
    const photoFile = path.join(t.dataDir, 'storage', 'customer-profile-image', image.nameBySystem);
    const course = await makeCourse(t, { slug: `people-del-${Date.now()}` });
    expect((await t.request({ method: 'POST', url: `/api/Courses/${course.id}/Enroll`, token: me.token })).statusCode).toBeLessThan(300);
    await t.database.db.insert(reviews).values({ courseId: course.id, customerId: row.id, rating: 4, text: 'Good course' });
    await t.database.db.insert(certificates).values({ code: `CERT${Date.now()}`, customerId: row.id, courseId: course.id, learnerName: 'Somchai Person', courseTitle: 'T', instructorName: null });
    await t.database.db.insert(customerIdentities).values({ customerId: row.id, provider: 'google', subject: `g-${me.username}` });
    await t.database.db.insert(wishlistItems).values({ customerId: row.id, courseId: course.id }).onConflictDoNothing();
    const [event] = (await t.database.db.execute<{ id: number }>(`select id from events where starts_at > now() and registered_count < capacity - 1 order by id limit 1`)).rows;
    expect((await t.request({ method: 'POST', url: `/api/Events/${event!.id}/Register`, token: me.token })).statusCode).toBe(201);
    const seatsBefore = async () => (await t.database.db.execute<{ n: number }>(`select registered_count as n from events where id = ${event!.id}`)).rows[0]!.n;
    const taken = await seatsBefore();
    const fileExistedBefore = fs.existsSync(photoFile);

    const res = await del(me.token, { password: me.password });
    expect(res.statusCode).toBe(204);

    // Every session ends; the old credentials no longer sign in.
    expect((await t.request({ method: 'GET', url: '/api/Auth/Me', token: me.token })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/Auth', remoteAddress: freshIp(), payload: { username: me.username, password: me.password } })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/Auth', remoteAddress: freshIp(), payload: { username: me.email, password: me.password } })).statusCode).toBe(401);

    const after = (await t.database.db.select().from(customers).where(eq(customers.id, row.id)))[0]!;
    expect(after).toMatchObject({ firstName: 'Deleted user', lastName: '', passwordHash: null, profileImage: null, socialLinks: {}, role: 'student' });
    expect(after.username).not.toBe(me.username);
    expect(after.email).toMatch(/@deleted\.invalid$/);
    expect(after.referralCode).not.toBe(row.referralCode);
    expect(after.tokenVersion).toBeGreaterThan(row.tokenVersion);
    expect(await t.database.db.select().from(deletedAccounts).where(eq(deletedAccounts.customerId, row.id))).toHaveLength(1);
    expect(await t.database.db.select().from(customerIdentities).where(eq(customerIdentities.customerId, row.id))).toHaveLength(0);
    expect(await t.database.db.select().from(wishlistItems).where(eq(wishlistItems.customerId, row.id))).toHaveLength(0);
    // The seat at the upcoming event is free again.
    expect(await seatsBefore()).toBe(taken - 1);

    // The review stays, without the name; the certificate keeps the name it was issued with.
    expect(await t.database.db.select().from(reviews).where(eq(reviews.customerId, row.id))).toHaveLength(1);
    const listed = await t.request({ method: 'GET', url: `/api/Courses/${course.id}/Reviews` });
    expect(listed.statusCode).toBe(200);
    const list = listed.json<{ items: Review[] }>();
    const shown = list.items.find((r) => r.text === 'Good course');
    expect(shown?.author.fullName).toBe('Deleted user');
    expect(shown?.author.profileImage).toBeNull();
    expect(JSON.stringify(list)).not.toContain('Somchai');
    expect(JSON.stringify(list)).not.toContain(me.username);
    expect((await t.database.db.select().from(certificates).where(eq(certificates.customerId, row.id)))[0]?.learnerName).toBe('Somchai Person');
    expect(await t.database.db.select().from(enrollments).where(eq(enrollments.customerId, row.id))).toHaveLength(1);

    // The confirmation went to the address the account had.
    const mail = (await t.mails()).find((m) => m.to.includes(me.email) && m.subject === 'Your Academy account was deleted');
    expect(mail?.text).toContain('Somchai');
    expect(fileExistedBefore).toBe(true);
    expect(fs.existsSync(photoFile)).toBe(false);
  });

  it('refuses an instructor whose published course has students, listing it; unpublishing lets the deletion through', async () => {
    const teacher = await person('instructor');
    const student = await person();
    const busy = await makeCourse(t, { slug: `people-busy-${Date.now()}`, instructor: teacher.username });
    const empty = await makeCourse(t, { slug: `people-empty-${Date.now()}`, instructor: teacher.username });
    expect((await t.request({ method: 'POST', url: `/api/Courses/${busy.id}/Enroll`, token: student.token })).statusCode).toBeLessThan(300);

    const refused = await del(teacher.token, { password: teacher.password });
    expect(refused.statusCode).toBe(409);
    expect(problemCode(refused)).toBe('ACCOUNT_DELETION_BLOCKED');
    const body = refused.json<DeletionRefusal>();
    expect(body.reasons).toEqual(['published_courses']);
    expect(body.courses).toEqual([{ id: busy.id, slug: busy.slug, title: expect.any(String) as string, students: 1 }]);
    expect((await customerRow(t, teacher.username)).email).toBe(teacher.email);
    expect((await t.request({ method: 'GET', url: '/api/Auth/Me', token: teacher.token })).statusCode).toBe(200);

    await t.database.db.execute(`update courses set is_published = false where id = ${busy.id}`);
    expect((await del(teacher.token, { password: teacher.password })).statusCode).toBe(204);
    const [emptyAfter] = (await t.database.db.execute<{ is_published: boolean; instructor_id: string | null }>(`select is_published, instructor_id from courses where id = ${empty.id}`)).rows;
    expect(emptyAfter).toEqual({ is_published: false, instructor_id: null });
    // The student keeps their enrolment.
    expect(await t.database.db.select().from(enrollments).where(eq(enrollments.courseId, busy.id))).toHaveLength(1);
  });

  it('an account without a password confirms with the phrase', async () => {
    const me = await person('student', { password: false });
    const wrong = await del(me.token, { confirmation: 'delete it' });
    expect(wrong.statusCode).toBe(400);
    expect(problemCode(wrong)).toBe('ACCOUNT_DELETION_CONFIRMATION_INVALID');
    const passwordInstead = await del(me.token, { password: 'anything-at-all' });
    expect(problemCode(passwordInstead)).toBe('ACCOUNT_DELETION_CONFIRMATION_INVALID');
    expect((await del(me.token, { confirmation: ` ${DELETE_ACCOUNT_CONFIRMATION_PHRASE.toLowerCase()} ` })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/Auth/Me', token: me.token })).statusCode).toBe(401);
  });

  it('refuses the only admin (last_admin), and lets an admin go while another remains', async () => {
    const admin = await customerRow(t, 'admin');
    const refused = await del(await tokenFor(t, 'admin'), { password: 'Quartz-Monsoon-19' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<DeletionRefusal>().reasons).toEqual(['last_admin']);
    expect((await customerRow(t, 'admin')).email).toBe(admin.email);
    // A disabled admin does not count: the last enabled one still cannot go.
    const disabled = await person();
    await t.database.db.update(customers).set({ role: 'admin', disabledAt: new Date() }).where(eq(customers.username, disabled.username));
    const stillRefused = await del(await tokenFor(t, 'admin'), { password: 'Quartz-Monsoon-19' });
    expect(stillRefused.json<DeletionRefusal>().reasons).toEqual(['last_admin']);
    const second = await person();
    await t.database.db.update(customers).set({ role: 'admin' }).where(eq(customers.username, second.username));
    expect((await del(second.token, { password: second.password })).statusCode).toBe(204);
  });

  it('needs a session; money checks answer none until earnings exist', async () => {
    expect((await t.request({ method: 'DELETE', url: '/api/Customers/Me', payload: { password: 'x' } })).statusCode).toBe(401);
    expect(await moneyHeldFor(t.database.db, (await customerRow(t, 'instructor')).id)).toBe('none');
  });
});
