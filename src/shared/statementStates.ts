// Plain values of the statement (no TypeBox: the SPA imports them; schemas/money.ts re-exports them).

/**
 * Where a statement line's money is: on hold (the refund window), available, in payout (a requested or
 * approved payout carries it), paid (paid payouts carry all of it), reversed (refunded in the hold, or
 * a rejected payout's own line). Derived from the entry's status and the payouts that carry it.
 */
export const STATEMENT_STATES = ['on_hold', 'available', 'in_payout', 'paid', 'reversed'] as const;
