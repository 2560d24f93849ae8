// /api/Admin/Courses and /api/Admin/Categories (admins only): every course with status and owner, what a
// course or its revision changes (the review page's diff), unpublish / republish, feature on the home
// page; the categories editor (the whole tree, If-Match: the tree's version).
import { Type } from '@sinclair/typebox';
import { API_ROUTES } from '../../../shared/apiPaths';
import {
  AdminCategoryTreeSchema, AdminCourseItemSchema, AdminCoursePageSchema, AdminCourseQuerySchema, CategoryTreeWriteSchema, CourseDiffSchema, FeatureRequestSchema, UnpublishRequestSchema,
} from '../../../shared/schemas/adminCourses';
import { CoursesBulkRequestSchema, CoursesBulkResultSchema } from '../../../shared/schemas/adminBulk';
import { IdParamSchema } from '../../../shared/schemas/common';
import { caller } from '../../plugins/auth';
import { requireIfMatch, setVersionTag } from '../../plugins/versioning';
import type { RouteModule } from '../typedApp';
import { unionBodyValidatorCompiler } from '../validation';

const tags = ['Admin: courses'];
const security = [{ bearer: [] }];
/** The tree's parentId is an integer or null: checked as sent (the usual coercion would make null 0). */
const validatorCompiler = unionBodyValidatorCompiler();
const ifMatch = Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 40, description: 'The version of the tree the edit started from: 3 or "3"' })) });

export const adminCourseRoutes: RouteModule = (app, { adminCourses }) => {
  const admin = app.requireRole('admin');

  app.get(
    API_ROUTES.adminCourses,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Every course, the last changed first: status, owner, prices, enrolments, featured, and whether a revision waits for review (?status, ?search: title, slug, owner)',
        querystring: AdminCourseQuerySchema,
        response: { 200: AdminCoursePageSchema },
      },
    },
    async (req) => adminCourses.list(req.query),
  );

  app.get(
    API_ROUTES.adminCourseDiff,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: "What a new course (against nothing) or a published course's revision (against the live course) changes: text with a word diff, outline, prices, media, settings",
        params: IdParamSchema,
        response: { 200: CourseDiffSchema },
      },
    },
    async (req) => adminCourses.diff(caller(req), req.params.id),
  );

  app.post(
    API_ROUTES.adminCourseUnpublish,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Take a published course off the catalogue, with an optional reason ({} without one; 409 COURSE_NOT_PUBLISHED otherwise); a pending revision stays pending. Undo: Republish',
        params: IdParamSchema,
        body: UnpublishRequestSchema,
        response: { 200: AdminCourseItemSchema },
      },
    },
    async (req) => adminCourses.unpublish(caller(req), req.params.id, req.body.reason),
  );

  app.post(
    API_ROUTES.adminCoursesBulk,
    {
      onRequest: admin,
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags,
        security,
        summary:
          'Unpublish (with an optional reason) or republish up to 50 courses at once ({ids, action, reason?}; 400 BULK_TOO_MANY beyond). Each course as the single action: its own transaction and audit line (course.unpublish, course.republish); refusals per course (COURSE_NOT_PUBLISHED, COURSE_NOT_UNPUBLISHED, COURSE_NOT_FOUND) do not stop the others. Answer: per id done or refused with its code',
        body: CoursesBulkRequestSchema,
        response: { 200: CoursesBulkResultSchema },
      },
    },
    async (req) => adminCourses.bulk(caller(req), req.body),
  );

  app.post(
    API_ROUTES.adminCourseRepublish,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Publish again a course an admin unpublished and nobody changed since (409 COURSE_NOT_UNPUBLISHED otherwise: it needs a review)',
        params: IdParamSchema,
        response: { 200: AdminCourseItemSchema },
      },
    },
    async (req) => adminCourses.republish(caller(req), req.params.id),
  );

  app.put(
    API_ROUTES.adminCourseFeature,
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Feature a published course (first in the catalogue that the home page links to) or stop featuring it; 409 COURSE_NOT_PUBLISHED otherwise',
        params: IdParamSchema,
        body: FeatureRequestSchema,
        response: { 200: AdminCourseItemSchema },
      },
    },
    async (req) => adminCourses.feature(caller(req), req.params.id, req.body.featured),
  );

  app.get(
    API_ROUTES.adminCategories,
    {
      onRequest: admin,
      schema: { tags, security, summary: 'Every category with its four titles, parent, order and course count, and the version of the whole tree (also in ETag)', response: { 200: AdminCategoryTreeSchema } },
    },
    async (_req, reply) => {
      const tree = await adminCourses.categoryTree();
      setVersionTag(reply, tree.version);
      return tree;
    },
  );

  app.put(
    API_ROUTES.adminCategories,
    {
      onRequest: admin,
      validatorCompiler,
      schema: {
        tags,
        security,
        summary:
          'Save the whole tree: add (negative ids), rename, re-parent (two levels at most), reorder (siblings in the order sent), delete (left out; 409 CATEGORY_HAS_COURSES when a course uses it). Four titles required, ≤ 100 characters (400 CATEGORY_TREE_INVALID). If-Match: the tree version (428 without, 409 VERSION_CONFLICT when stale)',
        headers: ifMatch,
        body: CategoryTreeWriteSchema,
        response: { 200: AdminCategoryTreeSchema },
      },
    },
    async (req, reply) => {
      const tree = await adminCourses.saveCategoryTree(caller(req), requireIfMatch(req), req.body.items);
      setVersionTag(reply, tree.version);
      return tree;
    },
  );
};
