import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { pickLanguage } from '../../../shared/languageTexts';
import { LANGUAGES, type Language } from '../../../shared/constants';
import {
  DELETE_ACCOUNT_CONFIRMATION_PHRASE, INSTRUCTOR_LINK_NAMES,
  type BlockingCourse, type CustomerSettings, type CustomerSettingsUpdate, type DeletionBlocker, type InstructorLinks,
  type InstructorProfile, type InstructorProfileUpdate, type LocalizedText, type PublicInstructor,
} from '../../../shared/schemas/people';
import type { ServerContext } from '../../context';
import type { Database } from '../../db/client';
import {
  customerIdentities, customerSettings, customers, deletedAccounts, instructorProfiles, oneTimeTokens, wishlistItems, type CustomerRow,
} from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { CATALOGUE_CACHE } from '../courses/courseService';
import { EVENTS_CACHE } from '../events/eventService';
import { fullName, summariesWhere, toSummary, type SummaryRow } from '../courses/courseSql';
import { isHttpsUrl, newReferralCode } from '../customers/customerService';
import { discardReplacedProfileImage } from '../files/fileService';
import { accountDeletedMail } from './peopleMail';

/** What a deleted account is called wherever it still shows (reviews, enrolment lists). */
export const DELETED_USER_NAME = 'Deleted user';

export const DEFAULT_NOTIFICATIONS = { courseAnnouncements: true, reviewReplies: true, marketing: false } as const;

/** A deletion refused for reasons the caller can act on (the route answers 409 with them). */
export class DeletionBlockedError extends Error {
  constructor(readonly reasons: DeletionBlocker[], readonly courses: BlockingCourse[]) {
    super('The account cannot be deleted yet.');
    this.name = 'DeletionBlockedError';
  }
}

/**
 * Money the platform still owes the customer or is paying out: an earnings balance above zero or a
 * payout not yet settled keeps the account from being deleted (it would lose the money and the
 * records the payout needs). Earnings and payouts do not exist yet, so this answers 'none'; the
 * issue that adds the ledger and payouts extends this check with its own tables.
 */
export async function moneyHeldFor(_db: Pick<Database, 'select' | 'execute'>, _customerId: string): Promise<'none' | 'balance' | 'open_payout'> {
  return 'none';
}

/** Trimmed texts; empty ones dropped. */
function cleanText(value: LocalizedText): LocalizedText {
  const kept: LocalizedText = {};
  for (const lang of LANGUAGES) {
    const text = value[lang]?.trim();
    if (text) kept[lang] = text;
  }
  return kept;
}

/** https:// links only (as the customer's social links); an empty value removes one. */
function checkedLinks(links: InstructorLinks): InstructorLinks {
  const kept: InstructorLinks = {};
  const invalid: { path: string; message: string }[] = [];
  for (const name of INSTRUCTOR_LINK_NAMES) {
    const value = links[name]?.trim() ?? '';
    if (value === '') continue;
    if (isHttpsUrl(value)) kept[name] = value;
    else invalid.push({ path: `body.links.${name}`, message: 'must be an https:// address' });
  }
  if (invalid.length) throw new AppError(400, ERROR_CODES.CUSTOMER_SOCIAL_LINK_INVALID, 'Links must be https:// addresses.', {}, invalid);
  return kept;
}

const INSTRUCTOR_NOT_FOUND = () => new AppError(404, ERROR_CODES.INSTRUCTOR_NOT_FOUND, 'No instructor has this username.');

export class PeopleService {
  constructor(private readonly ctx: ServerContext) {}

  private async profileRow(customerId: string) {
    const [row] = await this.ctx.db.select().from(instructorProfiles).where(eq(instructorProfiles.customerId, customerId));
    return row ?? null;
  }

  async getInstructorProfile(caller: CustomerRow): Promise<InstructorProfile> {
    const row = await this.profileRow(caller.id);
    return { headline: row?.headline ?? {}, bio: row?.bio ?? {}, links: row?.links ?? {}, profileImage: caller.profileImage, username: caller.username };
  }

  async updateInstructorProfile(caller: CustomerRow, input: InstructorProfileUpdate): Promise<InstructorProfile> {
    const values = { headline: cleanText(input.headline), bio: cleanText(input.bio), links: checkedLinks(input.links) };
    await this.ctx.db
      .insert(instructorProfiles)
      .values({ customerId: caller.id, ...values })
      .onConflictDoUpdate({ target: instructorProfiles.customerId, set: { ...values, updatedAt: sql`now()` } });
    return { ...values, profileImage: caller.profileImage, username: caller.username };
  }

  /**
   * The public page. Unknown usernames, deleted accounts and accounts that do not teach all answer the
   * same 404, so the page reveals nothing about students.
   */
  async publicInstructor(username: string, lang: Language | undefined): Promise<PublicInstructor> {
    const [person] = await this.ctx.db
      .select()
      .from(customers)
      .where(
        and(
          sql`lower(${customers.username}) = ${username.toLowerCase()}`,
          sql`not exists (select 1 from deleted_accounts d where d.customer_id = ${customers.id})`,
          sql`(${customers.role} = 'instructor' or (${customers.role} = 'admin' and exists (select 1 from courses c where c.instructor_id = ${customers.id} and c.is_published)))`,
        ),
      );
    if (!person) throw INSTRUCTOR_NOT_FOUND();
    const profile = await this.profileRow(person.id);
    const rows = (await this.ctx.db.execute<SummaryRow>(sql`${summariesWhere(sql`c.instructor_id = ${person.id} and c.is_published`)} order by c.enrollment_count desc, c.id desc`)).rows;
    const [totals] = (
      await this.ctx.db.execute<{ students: number; rating_sum: number; rating_count: number }>(sql`
        select
          (select count(distinct e.customer_id)::int from enrollments e join courses c on c.id = e.course_id where c.instructor_id = ${person.id} and c.is_published) as students,
          coalesce(sum(c.rating_sum), 0)::int as rating_sum, coalesce(sum(c.rating_count), 0)::int as rating_count
        from courses c where c.instructor_id = ${person.id} and c.is_published`)
    ).rows;
    const ratingCount = Number(totals?.rating_count ?? 0);
    const rating = ratingCount === 0 ? 0 : Math.round((Number(totals?.rating_sum ?? 0) / ratingCount) * 100) / 100;
    return {
      username: person.username,
      fullName: fullName(person.firstName, person.lastName, person.username),
      profileImage: person.profileImage,
      headline: pickLanguage(profile?.headline ?? {}, lang),
      bio: pickLanguage(profile?.bio ?? {}, lang),
      links: profile?.links ?? {},
      courses: rows.map(toSummary),
      totals: { students: Number(totals?.students ?? 0), courses: rows.length, rating, ratingCount },
    };
  }

  async getSettings(caller: CustomerRow): Promise<CustomerSettings> {
    const [row] = await this.ctx.db.select().from(customerSettings).where(eq(customerSettings.customerId, caller.id));
    const notifications = row
      ? { courseAnnouncements: row.notifyCourseAnnouncements, reviewReplies: row.notifyReviewReplies, marketing: row.notifyMarketing }
      : { ...DEFAULT_NOTIFICATIONS };
    return { notifications, lang: caller.lang, country: caller.country };
  }

  /** Only what is sent changes; language and region are the customer's own lang and country. */
  async updateSettings(caller: CustomerRow, input: CustomerSettingsUpdate): Promise<CustomerSettings> {
    const current = await this.getSettings(caller);
    const notifications = { ...current.notifications, ...input.notifications };
    const lang = input.lang ?? caller.lang;
    const country = input.country ?? caller.country;
    await this.ctx.db.transaction(async (tx) => {
      const values = {
        notifyCourseAnnouncements: notifications.courseAnnouncements,
        notifyReviewReplies: notifications.reviewReplies,
        notifyMarketing: notifications.marketing,
      };
      await tx
        .insert(customerSettings)
        .values({ customerId: caller.id, ...values })
        .onConflictDoUpdate({ target: customerSettings.customerId, set: { ...values, updatedAt: sql`now()` } });
      if (lang !== caller.lang || country !== caller.country) {
        await tx.update(customers).set({ lang, country, updatedAt: sql`now()` }).where(eq(customers.id, caller.id));
      }
    });
    return { notifications, lang, country };
  }

  /** Whether a customer wants a kind of mail (other parts ask before mailing announcements or replies). */
  async wantsMail(customerId: string, kind: keyof typeof DEFAULT_NOTIFICATIONS): Promise<boolean> {
    const [row] = await this.ctx.db.select().from(customerSettings).where(eq(customerSettings.customerId, customerId));
    if (!row) return DEFAULT_NOTIFICATIONS[kind];
    return { courseAnnouncements: row.notifyCourseAnnouncements, reviewReplies: row.notifyReviewReplies, marketing: row.notifyMarketing }[kind];
  }

  /** Published courses of the customer that students are enrolled in (they would lose their teacher). */
  private async coursesWithStudents(customerId: string): Promise<BlockingCourse[]> {
    const rows = (
      await this.ctx.db.execute<{ id: number; slug: string; title: string; students: number }>(sql`
        select c.id, c.slug, c.title, count(e.customer_id)::int as students
        from courses c join enrollments e on e.course_id = c.id
        where c.instructor_id = ${customerId} and c.is_published
        group by c.id order by c.id`)
    ).rows;
    return rows.map((r) => ({ id: r.id, slug: r.slug, title: r.title, students: Number(r.students) }));
  }

  /** Why the account cannot be deleted now: empty when it can. */
  async deletionBlockers(customerId: string): Promise<{ reasons: DeletionBlocker[]; courses: BlockingCourse[] }> {
    const courses = await this.coursesWithStudents(customerId);
    const reasons: DeletionBlocker[] = [];
    if (courses.length > 0) reasons.push('published_courses');
    const [admins] = (
      await this.ctx.db.execute<{ me: boolean; others: number }>(sql`
        select bool_or(id = ${customerId}) as me, count(*) filter (where id <> ${customerId})::int as others
        from customers where role = 'admin' and disabled_at is null`)
    ).rows;
    if (admins?.me && Number(admins.others) === 0) reasons.push('last_admin');
    const money = await moneyHeldFor(this.ctx.db, customerId);
    if (money !== 'none') reasons.push(money);
    return { reasons, courses };
  }

  /**
   * Deletes the caller's account: `confirm` has already checked the password (or the phrase). Refused
   * while blockers remain. The confirmation is queued to the current address first; then, in one
   * transaction, the personal data is erased or anonymised: the row stays (reviews, enrolments and
   * certificates point at it; certificates keep the name they were issued with), names become
   * "Deleted user", e-mail, username and referral code become unique values nobody can reach,
   * password, photo, social links and identities, pending tokens, wishlist, instructor profile and
   * settings go, seats at events still to come are given back, the role falls back to student, and every
   * session ends (tokenVersion). The caller's
   * published courses (none has students, or it would be refused) are unpublished and no course keeps
   * the account as its instructor.
   */
  async deleteAccount(caller: CustomerRow): Promise<void> {
    const blockers = await this.deletionBlockers(caller.id);
    if (blockers.reasons.length > 0) throw new DeletionBlockedError(blockers.reasons, blockers.courses);
    await this.ctx.mailer.send(accountDeletedMail(caller.lang, caller.email, caller.firstName || caller.username));
    const suffix = crypto.randomBytes(8).toString('hex');
    let unpublished = 0;
    let seatsFreed = false;
    await this.ctx.db.transaction(async (tx) => {
      // The customer row is locked so a concurrent enrolment check and this deletion do not cross.
      await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, caller.id)).for('update');
      const again = await tx.execute<{ n: number }>(sql`
        select count(*)::int as n from courses c where c.instructor_id = ${caller.id} and c.is_published
          and exists (select 1 from enrollments e where e.course_id = c.id)`);
      if (Number(again.rows[0]?.n ?? 0) > 0) throw new DeletionBlockedError(['published_courses'], await this.coursesWithStudents(caller.id));
      const published = await tx.execute(sql`update courses set is_published = false, updated_at = now() where instructor_id = ${caller.id} and is_published`);
      unpublished = published.rowCount ?? 0;
      await tx.execute(sql`update courses set instructor_id = null where instructor_id = ${caller.id}`);
      await tx.delete(customerIdentities).where(eq(customerIdentities.customerId, caller.id));
      await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.customerId, caller.id));
      await tx.delete(wishlistItems).where(eq(wishlistItems.customerId, caller.id));
      // Seats at events still to come go back to others; past registrations stay as history.
      const freed = await tx.execute(sql`
        with gone as (
          delete from event_registrations r using events e
          where r.event_id = e.id and r.customer_id = ${caller.id} and e.ends_at > now()
          returning r.event_id)
        update events set registered_count = registered_count - 1, updated_at = now() where id in (select event_id from gone)`);
      seatsFreed = (freed.rowCount ?? 0) > 0;
      await tx.delete(instructorProfiles).where(eq(instructorProfiles.customerId, caller.id));
      await tx.delete(customerSettings).where(eq(customerSettings.customerId, caller.id));
      await tx
        .update(customers)
        .set({
          username: `deleted-${suffix}`,
          email: `deleted-${suffix}@deleted.invalid`,
          passwordHash: null,
          firstName: DELETED_USER_NAME,
          lastName: '',
          profileImage: null,
          socialLinks: {},
          role: 'student',
          isEmailVerified: false,
          referralCode: newReferralCode(),
          tokenVersion: sql`${customers.tokenVersion} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(customers.id, caller.id));
      await tx.insert(deletedAccounts).values({ customerId: caller.id }).onConflictDoNothing();
    });
    // The photo leaves storage now (a file still used elsewhere stays; the purge finds the rest).
    await discardReplacedProfileImage(this.ctx, caller.profileImage, null);
    if (unpublished > 0) this.ctx.cacheBus.invalidate(CATALOGUE_CACHE);
    if (seatsFreed) this.ctx.cacheBus.invalidate(EVENTS_CACHE);
  }

  /** An account without a password confirms with the phrase, typed as shown (case and spaces around ignored). */
  static phraseMatches(confirmation: string | undefined): boolean {
    return (confirmation ?? '').trim().replace(/\s+/g, ' ').toUpperCase() === DELETE_ACCOUNT_CONFIRMATION_PHRASE;
  }
}
