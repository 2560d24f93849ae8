// The earnings feature as other features see it: the statement of one account (the affiliate page shows
// the caller's commissions with it). The instructor's earnings and orders pages are loaded lazily by the router.
export { heldCurrencies, StatementSection } from './StatementSection';
