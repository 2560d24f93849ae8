// The admin console's calls (/api/Admin/*, admins only; everyone else 403, or 401 without a session):
// people, courses and categories, content (news, posts, events), orders, the dashboard's figures, the
// audit trail and the settings. A module of its own so that only the admin chunks carry it; API_ROUTES
// holds them for the server. (Applications and course review: studioApiPaths; payments and refunds:
// commerceApiPaths; payouts: moneyApiPaths.)

export const ADMIN_CONSOLE_API_ROUTES = {
  /** GET ?search&role&status&page: people, by name, username or e-mail. */
  adminCustomers: '/Admin/Customers',
  /** POST {ids, action: disable | enable}: up to 50 people at once; each as the single PUT would (refusals, audit), answered per id. */
  adminCustomersBulk: '/Admin/Customers/Bulk',
  /** GET: one person with enrolments, orders, sign-in methods; PUT {role} or {disabled} (If-Match: version). */
  adminCustomer: '/Admin/Customers/:id',
  /** POST: mail a new activation link (unverified accounts). */
  adminCustomerResendActivation: '/Admin/Customers/:id/Resend-Activation',
  /** POST: mail a password-reset link (the admin never sees or sets a password). */
  adminCustomerResetPassword: '/Admin/Customers/:id/Reset-Password',

  /** GET ?status&search&page: every course with status and owner. */
  adminCourses: '/Admin/Courses',
  /** POST {ids, action: unpublish | republish, reason?}: up to 50 courses at once, each as the single action would, answered per id. */
  adminCoursesBulk: '/Admin/Courses/Bulk',
  /** GET: what a revision (or a new course) changes against the published course: text, outline, price, media. */
  adminCourseDiff: '/Admin/Courses/:id/Diff',
  /** POST {reason?}: take a published course off the catalogue (undo: publish again). */
  adminCourseUnpublish: '/Admin/Courses/:id/Unpublish',
  /** POST: publish again a course the admin unpublished. */
  adminCourseRepublish: '/Admin/Courses/:id/Republish',
  /** PUT {featured}: show (or stop showing) a published course on the home page. */
  adminCourseFeature: '/Admin/Courses/:id/Feature',
  /** GET: every category with its four titles, parent and order; PUT: the whole tree (If-Match). */
  adminCategories: '/Admin/Categories',

  /** GET ?search&status&country&page; POST: create. News items, each with region and cover. */
  adminNews: '/Admin/News',
  /** GET|PUT|DELETE one news item. */
  adminNewsItem: '/Admin/News/:id',
  /** GET ?kind&search&status&page; POST: blog posts and podcasts. */
  adminPosts: '/Admin/Posts',
  /** GET|PUT|DELETE one post. */
  adminPost: '/Admin/Posts/:id',
  /** GET ?kind&search&status&page; POST: events of the four kinds. */
  adminEvents: '/Admin/Events',
  /** GET|PUT|DELETE one event. */
  adminEvent: '/Admin/Events/:id',
  /** GET (&format=csv): an event's registrations. */
  adminEventRegistrations: '/Admin/Events/:id/Registrations',
  /** POST {subject, body}: mail every registrant (through the job queue). */
  adminEventMessage: '/Admin/Events/:id/Message',
  /** POST multipart: a content file (a cover image, or a podcast's audio) for the item editors. */
  adminContentFile: '/Admin/Content/Files/:folder',

  /** GET ?search&status&method&from&to&page: orders. */
  adminOrders: '/Admin/Orders',
  /** GET: one order with its lines, payments, webhook events and refunds. */
  adminOrder: '/Admin/Orders/:id',
  /** POST {reason}: refund a paid order (by the provider, or a manual transfer to record). */
  adminOrderRefund: '/Admin/Orders/:id/Refund',
  /** POST {reference}: a manual QR transfer was received (bank reference). */
  adminOrderMarkReceived: '/Admin/Orders/:id/MarkReceived',

  /** GET: the dashboard: today and the last 30 days. */
  adminStats: '/Admin/Stats',
  /** GET ?actor&action&target&from&to&page: the audit trail, newest first (append only: no route changes it). */
  adminAuditLog: '/Admin/AuditLog',
  /** GET: every setting with its value and default; PUT: change some (validated, audited, applied at once). */
  adminSettings: '/Admin/Settings',
} as const;
