import { Type } from '@sinclair/typebox';
import { API_ROUTES } from '../../../shared/apiPaths';
import { IdParamSchema } from '../../../shared/schemas/common';
import { ReviewReplySchema } from '../../../shared/schemas/courses';
import {
  AnnouncementAcceptedSchema,
  AnnouncementRequestSchema,
  DashboardQuerySchema,
  InstructorDashboardSchema,
  InstructorReviewPageSchema,
  InstructorReviewsQuerySchema,
  InstructorStudentPageSchema,
  ReviewReplyRequestSchema,
  ReviewReportRequestSchema,
  StudentsCsvQuerySchema,
  StudentsQuerySchema,
  UnsubscribeParamSchema,
  UnsubscribeQuerySchema,
} from '../../../shared/schemas/studioTeaching';
import { caller } from '../../plugins/auth';
import { unsubscribeInvalid } from './announcementService';
import type { RouteModule } from '../typedApp';

const tags = ['Instructor: teaching'];
const security = [{ bearer: [] }];

export const teachingRoutes: RouteModule = (app, { teaching, announcements, instructorReviews }) => {
  const staff = app.requireRole('instructor', 'admin');

  app.get(
    API_ROUTES.instructorDashboard,
    { onRequest: staff, schema: { tags, security, summary: "The caller's own courses in figures: totals, enrolments and completions over 30, 90 or 365 days, ratings, recent reviews, courses needing attention", querystring: DashboardQuerySchema, response: { 200: InstructorDashboardSchema } } },
    async (req) => teaching.dashboard(caller(req), req.query.days ?? 30),
  );

  app.get(
    API_ROUTES.instructorStudents,
    {
      onRequest: staff,
      schema: { tags, security, summary: "Enrolments in the caller's courses (or the one named: 404 COURSE_NOT_FOUND when not theirs) with progress; no e-mail addresses", querystring: StudentsQuerySchema, response: { 200: InstructorStudentPageSchema } },
    },
    async (req) => teaching.students(caller(req), req.query),
  );

  app.get(
    API_ROUTES.instructorStudentsCsv,
    {
      onRequest: staff,
      schema: { tags, security, summary: 'The students list (same filters) as CSV, UTF-8 with a BOM', querystring: StudentsCsvQuerySchema, response: { 200: Type.String({ description: 'text/csv' }) } },
    },
    async (req, reply) => {
      const csv = await teaching.studentsCsv(caller(req), req.query);
      const name = `students-${req.query.courseId ?? 'all'}-${new Date().toISOString().slice(0, 10)}.csv`;
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(csv);
    },
  );

  app.post(
    API_ROUTES.instructorCourseAnnouncements,
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: "Mails an announcement to the course's students (not to those who unsubscribed); 429 ANNOUNCEMENT_RATE_LIMITED after 3 in 24 hours, 409 ANNOUNCEMENT_NO_RECIPIENTS",
        params: IdParamSchema,
        body: AnnouncementRequestSchema,
        response: { 202: AnnouncementAcceptedSchema },
      },
    },
    async (req, reply) => reply.code(202).send(await announcements.announce(caller(req), req.params.id, req.body)),
  );

  // The link in the announcement mail: opening it unsubscribes (scope=all: from every course) and says so.
  app.get(
    API_ROUTES.announcementsUnsubscribe,
    { schema: { tags: ['Announcements'], summary: 'One-click unsubscribe from a course\'s announcements (the link in the mail); answers an HTML page', params: UnsubscribeParamSchema, querystring: UnsubscribeQuerySchema } },
    async (req, reply) => {
      const page = await announcements.unsubscribePage(req.params.token, req.query.scope ?? 'course');
      return reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page.html);
    },
  );

  // RFC 8058: the mail client's one-click unsubscribe posts to the List-Unsubscribe address.
  app.post(
    API_ROUTES.announcementsUnsubscribe,
    { schema: { tags: ['Announcements'], summary: 'One-click unsubscribe (RFC 8058 List-Unsubscribe-Post)', params: UnsubscribeParamSchema, querystring: UnsubscribeQuerySchema } },
    async (req, reply) => {
      const result = await announcements.unsubscribe(req.params.token, req.query.scope ?? 'course');
      if (!result) throw unsubscribeInvalid();
      return reply.code(204).send();
    },
  );

  app.get(
    API_ROUTES.instructorReviews,
    { onRequest: staff, schema: { tags, security, summary: "Reviews of the caller's courses with their reply; filter by course, rating, unanswered", querystring: InstructorReviewsQuerySchema, response: { 200: InstructorReviewPageSchema } } },
    async (req) => instructorReviews.list(caller(req), req.query),
  );

  app.put(
    API_ROUTES.instructorReviewReply,
    { onRequest: staff, schema: { tags, security, summary: 'Writes or edits the one public reply to a review of the caller\'s course (404 REVIEW_NOT_FOUND otherwise)', params: IdParamSchema, body: ReviewReplyRequestSchema, response: { 200: ReviewReplySchema } } },
    async (req) => instructorReviews.reply(caller(req), req.params.id, req.body),
  );

  app.delete(
    API_ROUTES.instructorReviewReply,
    { onRequest: staff, schema: { tags, security, summary: 'Removes the reply to a review (404 REVIEW_REPLY_NOT_FOUND when there is none)', params: IdParamSchema } },
    async (req, reply) => {
      await instructorReviews.deleteReply(caller(req), req.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    API_ROUTES.instructorReviewReport,
    { onRequest: staff, schema: { tags, security, summary: 'Reports a review of the caller\'s course as abusive, for the admins; once (409 REVIEW_ALREADY_REPORTED)', params: IdParamSchema, body: ReviewReportRequestSchema, response: { 201: Type.Object({ ok: Type.Boolean() }) } } },
    async (req, reply) => {
      await instructorReviews.report(caller(req), req.params.id, req.body);
      return reply.code(201).send({ ok: true });
    },
  );
};
