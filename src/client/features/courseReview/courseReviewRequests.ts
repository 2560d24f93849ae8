// The admin's course review as requests (app/request.ts): the courses waiting, one course's review,
// and the decision. Only the lazily loaded admin pages import this file.
import type { CourseDiff } from '../../../shared/schemas/adminCourses';
import type { CourseInReview, CourseReview } from '../../../shared/schemas/studio';
import * as adminCoursesApi from '../../api/adminCoursesApi';
import * as courseReviewApi from '../../api/courseReviewApi';
import { defineRequest } from '../../app/request';
import { callTracked } from '../ui';

export const coursesInReviewRequest = defineRequest<void, CourseInReview[]>('admin/coursesInReview', () => courseReviewApi.inReview(), { keyOf: () => 'all' });

export const courseReviewRequest = defineRequest<number, CourseReview>('admin/courseReview', (id) => courseReviewApi.review(id), { keyOf: (id) => String(id) });

/** What the course (new) or its revision changes against the published course. */
export const courseDiffRequest = defineRequest<number, CourseDiff>('admin/courseDiff', (id) => adminCoursesApi.courseDiff(id), { keyOf: (id) => String(id) });

export type CourseDecision = { id: number; decision: 'approve' } | { id: number; decision: 'reject'; reason: string };

/** Approve (published) or reject with a reason; a second click while one runs is ignored. */
export const courseDecisionRequest = defineRequest<CourseDecision, CourseDecision['decision']>(
  'admin/courseDecision',
  function* (decision) {
    if (decision.decision === 'approve') yield* callTracked(courseReviewApi.approve, decision.id);
    else yield* callTracked(courseReviewApi.reject, decision.id, decision.reason);
    return decision.decision;
  },
  { mode: 'leading' },
);
