// Course authoring (/api/Instructor: an instructor's own courses, any course for an admin) and course
// review (/api/Admin: admins). Versioned edits take If-Match and answer ETag (plugins/versioning.ts).
import { Type } from '@sinclair/typebox';
import { API_ROUTES } from '../../../shared/apiPaths';
import {
  CourseFieldsSchema, CourseInReviewSchema, CourseReviewSchema, CreateCourseRequestSchema, CreateLessonRequestSchema, EditableCourseSchema, EditableLessonSchema,
  EditableSectionSchema, IdParamSchema, InstructorCourseListSchema, LessonFieldsSchema, OutlineRequestSchema, ReasonRequestSchema, SectionRequestSchema,
} from '../../../shared/schemas/studio';
import { USERNAME_MAX_LENGTH } from '../../../shared/constants';
import { caller } from '../../plugins/auth';
import { optionalIfMatch, requireIfMatch, setVersionTag } from '../../plugins/versioning';
import type { RouteModule } from '../typedApp';

const tags = ['Instructor: authoring'];
const adminTags = ['Admin: course review'];
const security = [{ bearer: [] }];
const ifMatch = Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 40, description: 'The version the edit started from: 3 or "3"' })) });

export const authoringRoutes: RouteModule = (app, { authoring }) => {
  const teach = app.requireRole('instructor', 'admin');
  const admin = app.requireRole('admin');

  app.get(
    API_ROUTES.instructorCourses,
    {
      onRequest: teach,
      schema: {
        tags,
        security,
        summary: "The caller's courses, newest edit first. An admin sees the courses they teach, or another instructor's with ?instructor=<username>.",
        querystring: Type.Object({ instructor: Type.Optional(Type.String({ minLength: 1, maxLength: USERNAME_MAX_LENGTH })) }),
        response: { 200: InstructorCourseListSchema },
      },
    },
    async (req) => authoring.list(caller(req), req.query.instructor),
  );

  app.post(
    API_ROUTES.instructorCourses,
    {
      onRequest: teach,
      schema: { tags, security, summary: 'Start a course: a draft with a unique slug from the title', body: CreateCourseRequestSchema, response: { 201: EditableCourseSchema } },
    },
    async (req, reply) => {
      const course = await authoring.create(caller(req), req.body);
      setVersionTag(reply, course.version);
      return reply.code(201).send(course);
    },
  );

  app.get(
    API_ROUTES.instructorCourse,
    {
      onRequest: teach,
      schema: { tags, security, summary: 'The course as its author edits it (a published course: its draft revision when it has one); ETag: its version', params: IdParamSchema, response: { 200: EditableCourseSchema } },
    },
    async (req, reply) => {
      const course = await authoring.get(caller(req), req.params.id);
      setVersionTag(reply, course.version);
      return course;
    },
  );

  app.put(
    API_ROUTES.instructorCourse,
    {
      onRequest: teach,
      schema: {
        tags,
        security,
        summary: "Save the course's fields. If-Match: the version the edit started from (428 without; 409 VERSION_CONFLICT with currentVersion and current when stale)",
        params: IdParamSchema,
        headers: ifMatch,
        body: CourseFieldsSchema,
        response: { 200: EditableCourseSchema },
      },
    },
    async (req, reply) => {
      const expected = requireIfMatch(req);
      const course = await authoring.updateFields(caller(req), req.params.id, expected, req.body);
      setVersionTag(reply, course.version);
      return course;
    },
  );

  app.post(
    API_ROUTES.instructorCourseSections,
    { onRequest: teach, schema: { tags, security, summary: 'Add a section at the end of the outline', params: IdParamSchema, body: SectionRequestSchema, response: { 201: EditableSectionSchema } } },
    async (req, reply) => {
      const section = await authoring.addSection(caller(req), req.params.id, req.body.title);
      setVersionTag(reply, section.version);
      return reply.code(201).send(section);
    },
  );

  app.put(
    API_ROUTES.instructorCourseOutline,
    {
      onRequest: teach,
      schema: {
        tags,
        security,
        summary: 'The whole order of sections and lessons (lessons may change section). If-Match: the course version. Every section and lesson of the course exactly once, else 400 OUTLINE_INVALID',
        params: IdParamSchema,
        headers: ifMatch,
        body: OutlineRequestSchema,
        response: { 200: EditableCourseSchema },
      },
    },
    async (req, reply) => {
      const expected = requireIfMatch(req);
      const course = await authoring.setOutline(caller(req), req.params.id, expected, req.body);
      setVersionTag(reply, course.version);
      return course;
    },
  );

  for (const [url, summary, action] of [
    [API_ROUTES.instructorCourseSubmit, 'Send the course (or a published course\'s revision) for review; 422 COURSE_INCOMPLETE lists in `errors` what is missing', 'submit'],
    [API_ROUTES.instructorCourseUnpublish, 'Take a published course off the catalogue (its pending revision becomes the course; publishing again is a new review)', 'unpublish'],
    [API_ROUTES.instructorCourseDiscardDraft, "Drop a published course's pending revision", 'discardDraft'],
  ] as const) {
    app.post(url, { onRequest: teach, schema: { tags, security, summary, params: IdParamSchema, response: { 200: EditableCourseSchema } } }, async (req, reply) => {
      const course = await authoring[action](caller(req), req.params.id);
      setVersionTag(reply, course.version);
      return course;
    });
  }

  app.put(
    API_ROUTES.instructorSection,
    {
      onRequest: teach,
      schema: { tags, security, summary: "Rename a section. If-Match: the section's version", params: IdParamSchema, headers: ifMatch, body: SectionRequestSchema, response: { 200: EditableSectionSchema } },
    },
    async (req, reply) => {
      const expected = requireIfMatch(req);
      const section = await authoring.renameSection(caller(req), req.params.id, expected, req.body.title);
      setVersionTag(reply, section.version);
      return section;
    },
  );

  app.delete(
    API_ROUTES.instructorSection,
    { onRequest: teach, schema: { tags, security, summary: 'Remove a section and its lessons (If-Match optional: the section version)', params: IdParamSchema, headers: ifMatch } },
    async (req, reply) => {
      await authoring.removeSection(caller(req), req.params.id, optionalIfMatch(req));
      return reply.code(204).send();
    },
  );

  app.post(
    API_ROUTES.instructorSectionLessons,
    { onRequest: teach, schema: { tags, security, summary: 'Add a lesson at the end of the section', params: IdParamSchema, body: CreateLessonRequestSchema, response: { 201: EditableLessonSchema } } },
    async (req, reply) => {
      const lesson = await authoring.addLesson(caller(req), req.params.id, req.body);
      setVersionTag(reply, lesson.version);
      return reply.code(201).send(lesson);
    },
  );

  app.put(
    API_ROUTES.instructorLesson,
    {
      onRequest: teach,
      schema: {
        tags,
        security,
        summary: "Save a lesson's fields (the body is sanitised HTML). If-Match: the lesson's version",
        params: IdParamSchema,
        headers: ifMatch,
        body: LessonFieldsSchema,
        response: { 200: EditableLessonSchema },
      },
    },
    async (req, reply) => {
      const expected = requireIfMatch(req);
      const lesson = await authoring.updateLesson(caller(req), req.params.id, expected, req.body);
      setVersionTag(reply, lesson.version);
      return lesson;
    },
  );

  app.delete(
    API_ROUTES.instructorLesson,
    { onRequest: teach, schema: { tags, security, summary: 'Remove a lesson (If-Match optional: the lesson version)', params: IdParamSchema, headers: ifMatch } },
    async (req, reply) => {
      await authoring.removeLesson(caller(req), req.params.id, optionalIfMatch(req));
      return reply.code(204).send();
    },
  );

  // ---- Admin: review ----

  app.get(
    API_ROUTES.adminCourseReviews,
    { onRequest: admin, schema: { tags: adminTags, security, summary: 'Courses and revisions waiting for a decision, oldest first', response: { 200: Type.Array(CourseInReviewSchema) } } },
    async () => authoring.inReview(),
  );

  app.get(
    API_ROUTES.adminCourseReview,
    {
      onRequest: admin,
      schema: { tags: adminTags, security, summary: 'A course to decide on, with what its revision changes in the published course', params: IdParamSchema, response: { 200: CourseReviewSchema } },
    },
    async (req) => authoring.review(caller(req), req.params.id),
  );

  app.post(
    API_ROUTES.adminCourseApprove,
    {
      onRequest: admin,
      schema: { tags: adminTags, security, summary: 'Publish the course, or apply its revision to the live course; the instructor is mailed', params: IdParamSchema, response: { 200: EditableCourseSchema } },
    },
    async (req) => authoring.approve(caller(req), req.params.id),
  );

  app.post(
    API_ROUTES.adminCourseReject,
    {
      onRequest: admin,
      schema: {
        tags: adminTags,
        security,
        summary: 'Send the course back with a reason, shown to the instructor (review.reason) and mailed',
        params: IdParamSchema,
        body: ReasonRequestSchema,
        response: { 200: EditableCourseSchema },
      },
    },
    async (req) => authoring.reject(caller(req), req.params.id, req.body.reason),
  );
};
