// The affiliate feature as other parts of the SPA see it. Only what is light enough for every page: the
// referral cookie the sign-up reads, and the saga that records a referral link's click at start-up. The
// page itself is lazily loaded by the router (app/areas/StudentArea.tsx).
export { referralCodeFromCookie } from './referralCookie';
export { referralClickSaga, referralCodeFromSearch } from './referralClick';
