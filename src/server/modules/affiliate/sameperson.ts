// Whether two accounts belong to the same person, as far as their e-mail addresses tell: the programme
// pays nothing for referring oneself. Sign-up attribution asks it, and the ledger asks it again when a
// sale is made (an address may have changed since).

/** Domains whose mailboxes ignore dots in the local part; googlemail.com is gmail.com. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to: lower case, the `+tag` removed, and for Gmail the dots of the
 * local part removed (googlemail.com counted as gmail.com). `A.Lice+promo@GoogleMail.com` and
 * `alice@gmail.com` give the same value.
 */
export function normalizedEmail(email: string): string {
  const value = email.trim().toLowerCase();
  const at = value.lastIndexOf('@');
  if (at < 0) return value;
  let local = value.slice(0, at);
  let domain = value.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus >= 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    local = local.replace(/\./g, '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}

/** Two addresses of the same mailbox (see normalizedEmail). */
export function sameEmailOwner(a: string, b: string): boolean {
  return normalizedEmail(a) === normalizedEmail(b);
}

/**
 * A way money reaches or leaves a person, comparable across accounts: a payout or refund account (kind
 * and number), a tax ID, or a card that paid (the provider's fingerprint, compared as given).
 */
export function moneyTrailKey(kind: string, value: string): string {
  if (kind === 'card') return `card:${value}`;
  const compact = value.trim().toLowerCase().replace(/[\s-]/g, '');
  return `${kind === 'paypal' ? 'paypal' : kind === 'tax' ? 'tax' : 'account'}:${kind === 'paypal' ? normalizedEmail(compact) : compact}`;
}

/** Two people who share a payout or refund account, a tax ID or a card are one person to the programme. */
export function shareMoneyTrail(a: readonly string[], b: readonly string[]): boolean {
  const seen = new Set(a);
  return b.some((key) => seen.has(key));
}
