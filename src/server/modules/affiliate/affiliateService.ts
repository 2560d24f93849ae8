// The affiliate programme: the caller's code, link, agreement and stats; clicks of referral links
// (?ref=CODE on any page, or POST /Affiliate/Clicks), which set the first-party referral cookie (the
// last click wins), and the link a buyer last followed, kept at checkout (the instructor's own link). Attribution at sign-up is in attribution.ts; the balances are the ledger's.
import { eq, sql } from 'drizzle-orm';
import { REFERRAL_ATTRIBUTION_DAYS, REFERRAL_COOKIE, REFERRAL_COOKIE_DAYS, SESSION_COOKIE_NAME } from '../../../shared/constants';
import type { Affiliate, AffiliateClick } from '../../../shared/schemas/money';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { ServerContext } from '../../context';
import { AppError } from '../../plugins/errors';
import { customers, type CustomerRow } from '../../db/schema';
import type { LedgerService } from '../earnings/ledgerService';
import { cookieValue } from '../../../shared/cookies';
import { clickFromReferralCookie, clickPath, normalizeReferralCode, referralClearCookie, referralSetCookie } from './referralCode';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ClickResult {
  /** A known code that is not the caller's own: the click was counted. */
  accepted: boolean;
  /** The Set-Cookie header to send when accepted. */
  setCookie: string | null;
}

const NOT_ACCEPTED: ClickResult = { accepted: false, setCookie: null };

export class AffiliateService {
  constructor(
    private readonly ctx: ServerContext,
    private readonly ledger: LedgerService,
  ) {}

  /** The site is served over https: the cookie is Secure. */
  private get secure(): boolean {
    return this.ctx.config.publicUrl.toLowerCase().startsWith('https:');
  }

  /** GET /Affiliate: the caller's code, link, agreement, stats and commission balances. */
  async get(caller: CustomerRow): Promise<Affiliate> {
    const [stats, balances] = await Promise.all([this.stats(caller.id), this.ledger.balances(caller.id, 'affiliate')]);
    return {
      code: caller.referralCode,
      link: `${this.ctx.config.publicUrl}/?ref=${encodeURIComponent(caller.referralCode)}`,
      acceptedAt: caller.affiliateAcceptedAt?.toISOString() ?? null,
      stats,
      balances,
      commissionPercent: this.ledger.rules.affiliateCommissionPercent,
      cookieDays: REFERRAL_COOKIE_DAYS,
      attributionDays: REFERRAL_ATTRIBUTION_DAYS,
    };
  }

  /**
   * Clicks (referral_clicks rows), sign-ups (customers referred by the affiliate) and purchases: the
   * order lines, of orders paid or with a refund asked for, that earned the affiliate a commission
   * (the original affiliate_commission entries; a refunded order's lines no longer count).
   */
  private async stats(affiliateId: string): Promise<Affiliate['stats']> {
    const { rows } = await this.ctx.db.execute<{ clicks: number; sign_ups: number; purchases: number }>(sql`select
      (select count(*) from referral_clicks where affiliate_id = ${affiliateId})::int as clicks,
      (select count(*) from customers where referred_by = ${affiliateId})::int as sign_ups,
      (select count(distinct e.order_line_id) from ledger_entries e join orders o on o.id = e.order_id
        where e.beneficiary_id = ${affiliateId} and e.party = 'affiliate' and e.kind = 'affiliate_commission'
          and e.reverses_id is null and o.status in ('paid', 'refund_requested', 'partially_refunded')
          and not exists (select 1 from ledger_entries x where x.reverses_id = e.id))::int as purchases`);
    const row = rows[0];
    return { clicks: row?.clicks ?? 0, signUps: row?.sign_ups ?? 0, purchases: row?.purchases ?? 0 };
  }

  /** POST /Affiliate/Accept: the agreement is accepted once; accepting again keeps the first time. */
  async accept(caller: CustomerRow): Promise<Affiliate> {
    if (!(await this.ledger.settings.values()).affiliateProgrammeEnabled) throw new AppError(409, ERROR_CODES.AFFILIATE_PROGRAMME_CLOSED, 'The affiliate programme is closed.');
    const [row] = await this.ctx.db
      .update(customers)
      .set({ affiliateAcceptedAt: sql`coalesce(${customers.affiliateAcceptedAt}, now())` })
      .where(eq(customers.id, caller.id))
      .returning();
    return this.get(row ?? caller);
  }

  /**
   * A referral link was opened. A known code (any case) that is not the caller's own is counted (one
   * statement: the code's unique index, then the insert) and answers the cookie to set; anything else
   * is not counted and sets nothing. With the affiliate programme off, only an instructor's link counts.
   */
  async click(input: AffiliateClick, callerId: string | null, now: Date = new Date()): Promise<ClickResult> {
    const code = normalizeReferralCode(input.code);
    if (!code) return NOT_ACCEPTED;
    // With the affiliate programme off, an instructor's (or admin's) own link still works: it sells their own courses.
    const programme = this.ledger.settings.current().affiliateProgrammeEnabled;
    const caller = callerId && UUID_RE.test(callerId) ? callerId : null;
    const { rows } = await this.ctx.db.execute<{ affiliate_id: string }>(sql`insert into referral_clicks (affiliate_id, path)
      select id, ${clickPath(input.path)} from customers
      where referral_code = ${code} and (${caller}::uuid is null or id <> ${caller}::uuid) and (${programme}::boolean or role <> 'student')
      returning affiliate_id`);
    if (rows.length === 0) return NOT_ACCEPTED;
    return { accepted: true, setCookie: referralSetCookie(code, now, this.secure) };
  }

  /**
   * At a checkout: the referral link the buyer last followed (the cookie's code and click time) is
   * kept with the buyer, so that a sale of that link owner's course sells on the instructor channel
   * (the ledger decides, at the sale). A later click replaces an earlier one (the last click wins); a
   * code of nobody, or the buyer's own, leaves no owner. No cookie: what was kept stays.
   */
  async noteLinkAtCheckout(customerId: string, cookieHeader: string | undefined, now: Date = new Date()): Promise<void> {
    const click = clickFromReferralCookie(cookieHeader, now);
    if (!click || !UUID_RE.test(customerId)) return;
    await this.ctx.db.execute(sql`update customers set
        link_owner_id = (select o.id from customers o where o.referral_code = ${click.code} and o.id <> ${customerId}::uuid),
        link_clicked_at = ${click.clickedAt.toISOString()}::timestamptz
      where id = ${customerId}::uuid and (link_clicked_at is null or link_clicked_at <= ${click.clickedAt.toISOString()}::timestamptz)`);
  }

  /** After a sign-up that carried the referral cookie: the header that forgets it (a second account made in this browser is nobody's referral), else null. */
  cookieAfterSignUp(cookieHeader: string | undefined): string | null {
    return cookieValue(cookieHeader, REFERRAL_COOKIE) === null ? null : referralClearCookie(this.secure);
  }

  /**
   * A page of the SPA asked for with ?ref=CODE: the click is counted and the cookie set before the
   * page is sent, so a link works without any script. The signed-in visitor (the session cookie's
   * token; its signature only, no read) does not count for their own code. Never fails: on any error
   * the page goes out without the cookie (`onError` hears why). Answers the Set-Cookie header, or null.
   */
  async captureFromPage(url: string, cookieHeader: string | undefined, onError: (err: unknown) => void = () => {}): Promise<string | null> {
    try {
      const parsed = new URL(url, 'http://page.invalid');
      const ref = parsed.searchParams.get('ref');
      if (!ref) return null;
      const result = await this.click({ code: ref, path: parsed.pathname }, await this.sessionCustomerId(cookieHeader));
      return result.setCookie;
    } catch (err) {
      onError(err);
      return null;
    }
  }

  /** The customer id of the session cookie's access token when it is valid, else null. */
  private async sessionCustomerId(cookieHeader: string | undefined): Promise<string | null> {
    const raw = cookieValue(cookieHeader, SESSION_COOKIE_NAME);
    if (!raw) return null;
    let token: unknown;
    try {
      token = (JSON.parse(raw) as { accessToken?: unknown }).accessToken;
    } catch {
      return null;
    }
    if (typeof token !== 'string' || token === '') return null;
    const claims = await this.ctx.accessTokens.verify(token);
    return claims?.sub ?? null;
  }
}
