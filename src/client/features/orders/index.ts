// The orders feature's public surface for the other account features (coupons, admin payments): the
// focusing page heading and the translated states. Its pages are loaded lazily by the router.
export { currencyOf, methodOf, ORDER_STATUS, orderStatusOf, REFUND_STATUS, refundStatusOf } from './orderStatus';
export { PAYOUT_KIND_KEYS, isBankKind } from './payoutAccount';
export { adminLineBlock, chosenAmount, initialChoice, RefundLinePicker } from './RefundLinePicker';
