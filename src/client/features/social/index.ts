// The social feature as other parts of the SPA see it: the sign-in buttons of the auth pages and the
// linked accounts (the change-password page asks whether the account has a password). Route pages are
// not here: they are loaded lazily from their files.
export { SocialSignInButtons } from './SocialSignInButtons';
export { socialAccountsRequest } from './socialRequests';
