// The ledger's proof (the hourly 'ledger-check' job, through LedgerService.check()): reads every entry
// and says which orders, payouts and entries do not add up. Nothing here writes to the ledger; when
// anything is found, every admin gets one mail.
//
// What is checked:
//  - every entry belongs to what its kind says: a sale's entry (gross, discount, tax, provider_fee,
//    platform_fee, affiliate_commission, instructor_net) to an order line of its order (and that line's
//    course), never to a payout; a `payout` entry to a payout, never to an order;
//  - its party is its kind's (gross and discount: sale, tax: tax, provider_fee: provider, platform_fee:
//    platform, affiliate_commission: affiliate, instructor_net: instructor; a payout: instructor or
//    affiliate), and whose balance it is: nobody's for sale, tax, provider and platform entries, the
//    course's owner for instructor_net, an affiliate (not the buyer) on the affiliate channel for a commission;
//  - its status fits its kind and hold: nothing `available` before its available_at, nothing pending
//    without one; in_payout and paid are a payout's statuses only;
//  - per order: the entries are in the order's currency, the order is settled, its originals' gross +
//    discount is its total and the parties' entries sum to it (originals, and with the reversals); a
//    refunded order has every original reversed, a paid one none; a reversal negates its original exactly;
//  - per order line: one original gross, one original of each kind at most, and its parties' originals
//    sum to its gross + discount;
//  - per payout: exactly one entry, of kind payout, of the payout's account, currency and payee, whose
//    amounts sum to minus the payout's amount, in the status the payout's status implies;
//  - what a payout carries (payout_entries): a payout that is not rejected carries parts of entries that
//    sum to its amount (so an account's parts in payout sum to its open payouts, its parts paid to its
//    paid ones); each part is of an `available` earning (not a payout entry) of the payout's payee,
//    account and currency, of the entry's sign; per entry, the parts carried by payouts that are not
//    rejected have its sign and never add up to more than its amount (nothing is paid twice).
import { eq, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { MailMessage } from '../../adapters/mail/mailAdapter';
import { customers } from '../../db/schema';
import type { Executor } from '../cart/cartLines';

/** Orders whose entries check() looks at; an order in any other status must have none. */
const SETTLED_STATUSES = ['paid', 'refund_requested', 'refunded', 'partially_refunded'] as const;
/** How far an `available` entry's available_at may be ahead of the database's clock (the server's clock writes it). */
const CLOCK_SKEW = '1 minute';

export interface LedgerProblems {
  /** Orders whose entries do not balance, or one of whose lines does not. */
  orders: string[];
  /** Payouts without exactly one payout entry that matches them (amount, account, currency, status); a negative number is a payout entry's id without a payout. */
  payouts: number[];
  /** Entries that belong to nothing their kind allows, have the wrong party or beneficiary, are available before their time, or are carried by payouts for more than their amount. */
  entries: number[];
}

export const NO_LEDGER_PROBLEMS: LedgerProblems = { orders: [], payouts: [], entries: [] };

/** True when nothing was found. */
export function ledgerBalances(found: LedgerProblems): boolean {
  return found.orders.length === 0 && found.payouts.length === 0 && found.entries.length === 0;
}

/** One label per problem: an order's id, `payout <id>`, `entry <id>` (what LedgerService.check() returns). */
export function problemLabels(found: LedgerProblems): string[] {
  return [...found.orders, ...found.payouts.map((id) => `payout ${id}`), ...found.entries.map((id) => `entry ${id}`)];
}

/** What the check finds (see the top of this file), without logging or mailing. */
export async function ledgerProblems(db: Executor): Promise<LedgerProblems> {
  const settled = sql.join(SETTLED_STATUSES.map((s) => sql`${s}`), sql`, `);
  const orderRows = await db.execute<{ order_id: string }>(sql`
    with sums as (
      select e.order_id,
        coalesce(sum(e.amount_minor) filter (where e.party = 'sale' and e.reverses_id is null), 0) as sale_orig,
        coalesce(sum(e.amount_minor) filter (where e.party <> 'sale' and e.reverses_id is null), 0) as parties_orig,
        coalesce(sum(e.amount_minor) filter (where e.party = 'sale'), 0) as sale_all,
        coalesce(sum(e.amount_minor) filter (where e.party <> 'sale'), 0) as parties_all,
        count(*) filter (where e.reverses_id is null) as originals,
        count(*) filter (where e.reverses_id is not null) as reversals,
        count(*) filter (where e.kind = 'payout') as payouts,
        bool_or(e.currency <> o.currency) as other_currency,
        o.status, o.total_minor
      from ledger_entries e
      join orders o on o.id = e.order_id
      where e.order_id is not null
      group by e.order_id, o.status, o.total_minor
    ),
    lines as (
      select e.order_id, e.order_line_id,
        coalesce(sum(e.amount_minor) filter (where e.party = 'sale' and e.reverses_id is null), 0) as sale_orig,
        coalesce(sum(e.amount_minor) filter (where e.party <> 'sale' and e.reverses_id is null), 0) as parties_orig,
        count(*) filter (where e.kind = 'gross' and e.reverses_id is null) as grosses,
        count(*) filter (where e.reverses_id is null) as originals,
        count(distinct e.kind) filter (where e.reverses_id is null) as kinds
      from ledger_entries e
      where e.order_line_id is not null and e.kind <> 'payout'
      group by e.order_id, e.order_line_id
    )
    select order_id from sums
    where status not in (${settled})
      or sale_orig <> total_minor
      or parties_orig <> sale_orig
      or parties_all <> sale_all
      or other_currency
      or payouts > 0
      or (status = 'refunded' and reversals <> originals)
      or (status = 'paid' and reversals > 0)
    union
    select order_id from lines
    where order_id is not null and (grosses <> 1 or kinds <> originals or parties_orig <> sale_orig)
    union
    select coalesce(r.order_id, e.order_id) from ledger_entries r
    join ledger_entries e on e.id = r.reverses_id
    where r.amount_minor <> -e.amount_minor or r.kind <> e.kind or r.party <> e.party or r.currency <> e.currency
      or r.beneficiary_id is distinct from e.beneficiary_id or r.order_id is distinct from e.order_id
      or r.order_line_id is distinct from e.order_line_id or e.reverses_id is not null
    order by 1`);
  const payoutRows = await db.execute<{ id: number }>(sql`
    select p.id from payouts p
    left join lateral (
      select count(*) as n, coalesce(sum(e.amount_minor), 0) as total, min(e.status::text) as status,
        bool_and(e.kind = 'payout' and e.currency = p.currency and e.party::text = p.account::text and e.beneficiary_id = p.customer_id) as same
      from ledger_entries e where e.payout_id = p.id
    ) x on true
    where x.n <> 1 or x.total <> -p.amount_minor or not x.same
      or x.status <> case p.status when 'paid' then 'paid' when 'rejected' then 'reversed' else 'in_payout' end
    union
    select p.id from payouts p
    where p.status <> 'rejected'
      and p.amount_minor <> coalesce((select sum(pe.amount_minor) from payout_entries pe where pe.payout_id = p.id), 0)
    union
    select p.id from payout_entries pe
    join payouts p on p.id = pe.payout_id
    join ledger_entries e on e.id = pe.entry_id
    where e.kind = 'payout' or e.status <> 'available' or e.beneficiary_id is distinct from p.customer_id
      or e.party::text <> p.account::text or e.currency <> p.currency or sign(pe.amount_minor) <> sign(e.amount_minor)
    union
    select e.payout_id from ledger_entries e where e.payout_id is not null and e.kind <> 'payout'
    union
    select e.id * -1 from ledger_entries e where e.kind = 'payout' and e.payout_id is null
    order by 1`);
  const entryRows = await db.execute<{ id: number }>(sql`
    select e.id from ledger_entries e
    left join order_lines ol on ol.id = e.order_line_id
    left join courses c on c.id = ol.course_id
    left join orders o on o.id = e.order_id
    where
      -- what it belongs to, by its kind
      (case when e.kind = 'payout'
        then e.payout_id is null or e.order_id is not null or e.order_line_id is not null or e.course_id is not null
        else e.order_id is null or e.order_line_id is null or e.payout_id is not null
          or ol.order_id is distinct from e.order_id or e.course_id is distinct from ol.course_id end)
      -- its party
      or e.party::text <> case e.kind
        when 'gross' then 'sale' when 'discount' then 'sale' when 'tax' then 'tax' when 'provider_fee' then 'provider'
        when 'platform_fee' then 'platform' when 'affiliate_commission' then 'affiliate' when 'instructor_net' then 'instructor'
        else (case when e.party in ('instructor', 'affiliate') then e.party::text else '-' end) end
      -- whose balance it is
      or (e.party in ('sale', 'tax', 'provider', 'platform') and e.beneficiary_id is not null)
      or (e.kind = 'instructor_net' and (e.beneficiary_id is null or e.beneficiary_id is distinct from c.instructor_id))
      or (e.kind = 'affiliate_commission' and (e.beneficiary_id is null or e.beneficiary_id = o.customer_id or e.channel is distinct from 'affiliate'))
      -- its status and hold
      or (e.kind <> 'payout' and e.status = 'available' and (e.available_at is null or e.available_at > now() + ${CLOCK_SKEW}::interval))
      or (e.kind <> 'payout' and e.status = 'pending' and e.available_at is null)
      or (e.kind <> 'payout' and e.status in ('in_payout', 'paid'))
      or (e.kind = 'payout' and e.status in ('pending', 'available'))
    union
    -- carried by payouts (not rejected) for more than its amount, or against its sign
    select pe.entry_id from payout_entries pe
    join payouts p on p.id = pe.payout_id and p.status <> 'rejected'
    join ledger_entries e on e.id = pe.entry_id
    group by pe.entry_id, e.amount_minor
    having abs(sum(pe.amount_minor)) > abs(e.amount_minor) or sign(sum(pe.amount_minor)) <> sign(e.amount_minor)
    order by 1`);
  return {
    orders: orderRows.rows.map((r) => r.order_id),
    payouts: payoutRows.rows.map((r) => Number(r.id)),
    entries: entryRows.rows.map((r) => Number(r.id)),
  };
}

/** Mails every admin one alert listing what was found (at most 50 of each). */
export async function mailLedgerAlert(ctx: ServerContext, found: LedgerProblems): Promise<void> {
  const admins = await ctx.db.select({ email: customers.email }).from(customers).where(eq(customers.role, 'admin'));
  const lines = [
    'The hourly ledger check found entries that do not balance. Nothing was changed; please look before paying anything out.',
    '',
    ...(found.orders.length ? [`Orders (${found.orders.length}):`, ...found.orders.slice(0, 50).map((id) => `- ${id}`)] : []),
    ...(found.payouts.length ? [`Payouts (${found.payouts.length}; a negative number is a payout entry without a payout):`, ...found.payouts.slice(0, 50).map((id) => `- ${id}`)] : []),
    ...(found.entries.length
      ? [`Entries (${found.entries.length}; without the order line or payout their kind needs, of the wrong party or beneficiary, available before their time, or paid out beyond their amount):`, ...found.entries.slice(0, 50).map((id) => `- ${id}`)]
      : []),
    '',
    'Academy',
  ];
  const text = lines.join('\n');
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5"><pre style="font-family:inherit;white-space:pre-wrap">${escape(text)}</pre></body></html>`;
  const subject = `Ledger check failed: ${found.orders.length} order(s), ${found.payouts.length} payout(s), ${found.entries.length} entr${found.entries.length === 1 ? 'y' : 'ies'}`;
  for (const admin of admins) {
    const message: MailMessage = { to: admin.email, subject, text, html };
    await ctx.mailer.send(message);
  }
}
