// The calls of buying courses: the cart and coupons, orders and their payments, refunds, receipts and
// billing details (the signed-in buyer), the local test bank and the providers' webhooks, coupons
// under /Instructor and the confirmation of transfers and refunds under /Admin. A module of its own so
// that only the lazily loaded chunks that sell carry it; API_ROUTES (apiPaths.ts) holds them for the server.

export const COMMERCE_API_ROUTES = {
  /** GET ?country: the caller's cart priced in the region's currency; DELETE: empty it. */
  cart: '/Cart',
  /** POST: add a course (201; 200 when it was there); DELETE: remove it (200, also when it was not there); both answer the whole cart. */
  cartItem: '/Cart/:courseId',
  /** POST {courseIds}: put a visitor's local cart into the account's at sign-in (owned and free courses are skipped). */
  cartMerge: '/Cart/Merge',
  /** GET ?courseIds=1,2&country: price a visitor's local cart (no account; nothing stored). */
  cartPreview: '/Cart/Preview',
  /** POST {code}: apply a coupon to the cart; DELETE: take it off. */
  cartCoupon: '/Cart/Coupon',
  /** GET ?page: the caller's orders, newest first; POST {method, currency?, country?}: check out. */
  orders: '/Orders',
  /** GET: one of the caller's orders with its payment. */
  order: '/Orders/:orderId',
  /** POST: cancel a pending order. */
  orderCancel: '/Orders/:orderId/Cancel',
  /** POST {method}: pay a pending order another way (a new payment; the old one is cancelled). */
  orderPayment: '/Orders/:orderId/Payment',
  /** POST {reason, payoutAccount?}: ask for a refund. */
  orderRefund: '/Orders/:orderId/Refund',
  /** GET: the printable receipt (paid orders). */
  orderReceipt: '/Orders/:orderId/Receipt',
  /** GET | PUT: the caller's billing details (name, address, country, tax ID, preferred methods). */
  billing: '/Customers/Billing',
  /** GET: the local test bank's view of a payment; only while the test provider is on. */
  testPayment: '/Payments/Test/:paymentId',
  /** POST: the test bank approves or declines; it then sends a signed webhook to the webhook route. */
  testPaymentApprove: '/Payments/Test/:paymentId/Approve',
  testPaymentDecline: '/Payments/Test/:paymentId/Decline',
  /** POST: a provider's event (raw body, verified signature). */
  paymentWebhook: '/Payments/Webhooks/:provider',
  /** GET | POST: the instructor's coupons; PUT (If-Match) | DELETE one. */
  instructorCoupons: '/Instructor/Coupons',
  instructorCoupon: '/Instructor/Coupons/:id',
  /** GET ?status=awaiting|all&search: payments; QR transfers wait here for an admin. */
  adminPayments: '/Admin/Payments',
  /** GET ?page: webhook events (and reconciliation answers) stored as flagged, newest first. */
  adminPaymentsFlagged: '/Admin/Payments/Flagged',
  /** POST {reference}: the transfer arrived (bank reference); the order is paid and the buyer enrolled. */
  adminPaymentReceived: '/Admin/Payments/:paymentId/Received',
  /** GET ?status: refund requests. */
  adminRefunds: '/Admin/Refunds',
  /** POST: approve (the provider refunds, or the refund waits to be paid out by hand); POST {reason}: reject. */
  adminRefundApprove: '/Admin/Refunds/:refundId/Approve',
  adminRefundReject: '/Admin/Refunds/:refundId/Reject',
  /** POST {reference}: a QR-rail refund was sent by hand. */
  adminRefundPaidOut: '/Admin/Refunds/:refundId/PaidOut',
} as const;
