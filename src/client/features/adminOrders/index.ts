// The admin orders feature as the admin home page sees it: the dashboard's figures and its small chart.
// The orders pages themselves are loaded lazily by the router.
export { statsRequest } from './adminOrdersRequests';
export { DailyBars, type DailyValue } from './DailyBars';
