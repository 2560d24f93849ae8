// The calls of the instructor area (/api/Instructor: a Bearer token of an instructor, who reaches their
// own courses, or an admin, who reaches every course) and of the admin area (/api/Admin: admins only),
// and the instructor-related public calls: route patterns like apiPaths.ts's, filled with the same
// apiPath. A module of their own so that only the lazily loaded instructor and admin chunks carry them;
// API_ROUTES (apiPaths.ts) still holds them for the server.

/** Authoring and teaching, under /Instructor. */
export const INSTRUCTOR_API_ROUTES = {
  instructorApplication: '/Instructor/Application',
  instructorCourses: '/Instructor/Courses',
  instructorCourse: '/Instructor/Courses/:id',
  instructorCourseSections: '/Instructor/Courses/:id/Sections',
  instructorCourseOutline: '/Instructor/Courses/:id/Outline',
  instructorCourseSubmit: '/Instructor/Courses/:id/Submit',
  instructorCourseUnpublish: '/Instructor/Courses/:id/Unpublish',
  instructorCourseDiscardDraft: '/Instructor/Courses/:id/DiscardDraft',
  instructorSection: '/Instructor/Sections/:id',
  instructorSectionLessons: '/Instructor/Sections/:id/Lessons',
  instructorLesson: '/Instructor/Lessons/:id',
  /** Resumable video upload of a lesson: POST starts one, HEAD tells the offset, PATCH appends bytes. */
  instructorVideoUploads: '/Instructor/VideoUploads',
  instructorVideoUpload: '/Instructor/VideoUploads/:id',
  instructorLessonAttachment: '/Instructor/Lessons/:id/Attachment',
  instructorDashboard: '/Instructor/Dashboard',
  instructorStudents: '/Instructor/Students',
  instructorStudentsCsv: '/Instructor/Students/Csv',
  instructorCourseAnnouncements: '/Instructor/Courses/:id/Announcements',
  instructorReviews: '/Instructor/Reviews',
  instructorReviewReply: '/Instructor/Reviews/:id/Reply',
  instructorReviewReport: '/Instructor/Reviews/:id/Report',
  instructorProfile: '/Instructor/Profile',
} as const;

/** The admin console's calls, under /Admin (this issue: applications and course review). */
export const ADMIN_API_ROUTES = {
  adminInstructorApplications: '/Admin/InstructorApplications',
  adminInstructorApplicationApprove: '/Admin/InstructorApplications/:id/Approve',
  adminInstructorApplicationReject: '/Admin/InstructorApplications/:id/Reject',
  adminCourseReviews: '/Admin/Courses/InReview',
  adminCourseReview: '/Admin/Courses/:id/Review',
  adminCourseApprove: '/Admin/Courses/:id/Approve',
  adminCourseReject: '/Admin/Courses/:id/Reject',
} as const;

/** Public and account calls that came with the instructor area. */
export const PEOPLE_API_ROUTES = {
  /** A public instructor page: profile and published courses. */
  instructorByUsername: '/Instructors/:username',
  /** Delete one's own account (current password). */
  customersMe: '/Customers/Me',
  /** Notification preferences, language, region. */
  customersMeSettings: '/Customers/Me/Settings',
  /** One-click unsubscribe from course announcements (the link in the mail). */
  announcementsUnsubscribe: '/Announcements/Unsubscribe/:token',
} as const;
