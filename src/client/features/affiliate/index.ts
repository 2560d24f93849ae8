// The affiliate feature as other parts of the SPA see it. Only what is light enough for the sign-up
// page: the page itself is lazily loaded by the router (app/areas/StudentArea.tsx).
export { referralCodeFromCookie } from './referralCookie';
