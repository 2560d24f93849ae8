// The social sign-in calls (under the API base /api): route patterns like API_ROUTES, filled with the
// same apiPath. Apart from apiPaths.ts, which /home's JavaScript carries: nothing about the identity
// service is in what /home loads before a social button is pressed (npm run bench:bundle checks it).
export const SOCIAL_API_ROUTES = {
  authFirebase: '/Auth/Firebase/:provider',
  customersSocial: '/Customers/Social',
  customersSocialLink: '/Customers/Social/:provider',
  customersSocialRevoke: '/Customers/Social/:provider/Revoke',
} as const;
