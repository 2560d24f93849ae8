// The payouts feature as other features see it: the panel of one account's payouts (the affiliate page
// shows it for commissions). The instructor's and the admin's payout pages are loaded lazily by the router.
export { PayoutsPanel } from './PayoutsPanel';
