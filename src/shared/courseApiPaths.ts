// The calls of the lazily loaded course pages (catalogue, course, lessons, enrolments, certificates,
// wishlist, reviews): route patterns like apiPaths.ts's, filled with the same apiPath. A module of their
// own, so that /home's JavaScript, which carries apiPaths.ts, does not carry them; API_ROUTES
// (apiPaths.ts) still holds them for the server.
export const COURSE_API_ROUTES = {
  courses: '/Courses',
  course: '/Courses/:idOrSlug',
  courseEnroll: '/Courses/:id/Enroll',
  courseReviews: '/Courses/:id/Reviews',
  lesson: '/Lessons/:id',
  lessonComplete: '/Lessons/:id/Complete',
  lessonPosition: '/Lessons/:id/Position',
  enrollments: '/Enrollments',
  certificates: '/Certificates',
  certificateVerify: '/Certificates/Verify/:code',
  wishlist: '/Wishlist',
  wishlistItem: '/Wishlist/:courseId',
} as const;
