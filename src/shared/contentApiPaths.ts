// The calls of the lazily loaded content pages (posts, events and their seats, the contact form): route
// patterns like apiPaths.ts's, filled with the same apiPath. A module of their own, so that /home's
// JavaScript, which carries apiPaths.ts, does not carry them; API_ROUTES (apiPaths.ts) still holds them
// for the server.
export const CONTENT_API_ROUTES = {
  posts: '/Posts',
  postBySlug: '/Posts/Slug/:slug',
  events: '/Events',
  eventsMine: '/Events/Mine',
  eventBySlug: '/Events/Slug/:slug',
  eventRegister: '/Events/:id/Register',
  contact: '/Contact',
} as const;
