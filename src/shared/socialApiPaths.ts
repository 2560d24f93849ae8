// The social sign-in calls (under the API base /api). Apart from apiPaths.ts, which every page's
// bundle carries: nothing about the identity service is loaded before a social button is pressed.
export type SocialProviderPath = 'Google' | 'Facebook';

export const SOCIAL_API_PATHS = {
  authFirebase: (provider: SocialProviderPath) => `/Auth/Firebase/${provider}`,
  customersSocial: '/Customers/Social',
  customersSocialLink: (provider: SocialProviderPath) => `/Customers/Social/${provider}`,
  customersSocialRevoke: (provider: SocialProviderPath) => `/Customers/Social/${provider}/Revoke`,
} as const;
