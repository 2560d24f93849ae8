// The calls of money out: the instructor's earnings, statement and orders; payout methods and payouts
// (instructors and affiliates alike); the affiliate programme; the admin's payout queue. A module of
// its own so that only the lazily loaded chunks that show money carry it; API_ROUTES holds them for the server.

export const MONEY_API_ROUTES = {
  /** GET: balances per currency and state, and monthly totals (instructor; admins: ?customerId). */
  instructorEarnings: '/Instructor/Earnings',
  /** GET ?from&to&currency&page&pageSize (&format=csv: every entry of the range as CSV): the ledger entries. */
  instructorStatement: '/Instructor/Statement',
  /** GET ?status&courseId&from&to&search&page (&format=csv): the orders of the instructor's courses. */
  instructorOrders: '/Instructor/Orders',
  /** GET: the caller's payout method (masked) or null; PUT {method, currentPassword}: set it (the account's address is mailed). */
  payoutMethod: '/Payouts/Method',
  /** GET ?account&page: the caller's payouts; POST {amount, currency, account?}: ask for one. */
  payouts: '/Payouts',
  /** GET: the caller's code, link, agreement, stats and balances. */
  affiliate: '/Affiliate',
  /** GET ?from&to&currency&page&pageSize (&format=csv): the caller's commission entries, each with its state. */
  affiliateStatement: '/Affiliate/Statement',
  /** POST: accept the affiliate agreement (once). */
  affiliateAccept: '/Affiliate/Accept',
  /** POST {code, path}: a referral link was opened; sets the first-party referral cookie (last click wins). */
  affiliateClick: '/Affiliate/Clicks',
  /** GET ?status&page: every payout request (admins). */
  adminPayouts: '/Admin/Payouts',
  /** POST: approve a requested payout. */
  adminPayoutApprove: '/Admin/Payouts/:id/Approve',
  /** POST {reference}: the money was sent. */
  adminPayoutPaid: '/Admin/Payouts/:id/Paid',
  /** POST {reason}: refuse it (the money returns to the available balance). */
  adminPayoutReject: '/Admin/Payouts/:id/Reject',
} as const;
