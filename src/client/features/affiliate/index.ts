// The affiliate feature as other parts of the SPA see it. Only what is light enough for every page: the
// referral cookie the sign-up reads (the server records a referral link's click and sets that cookie
// when it sends the page asked for with ?ref=CODE). The page itself is lazily loaded by the router (app/areas/StudentArea.tsx).
export { referralCodeFromCookie } from './referralCookie';
export { ReferralClicks } from './ReferralClicks';
