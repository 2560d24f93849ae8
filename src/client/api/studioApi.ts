// The course authoring calls of the instructor studio (/api/Instructor): courses, sections, lessons, the
// outline, submit and unpublish. Versioned edits send `If-Match: <version>`; the answer's version comes
// from its body (or the ETag when the body has none). A stale version is a 409 VERSION_CONFLICT whose
// problem carries `currentVersion` and `current` (see versionConflictOf).
import { apiPath } from '../../shared/apiPaths';
import { ERROR_CODES } from '../../shared/errorCodes';
import { INSTRUCTOR_API_ROUTES } from '../../shared/studioApiPaths';
import type {
  CourseFields,
  CreateCourseRequest,
  CreateLessonRequest,
  EditableCourse,
  EditableLesson,
  EditableSection,
  InstructorCourseList,
  LessonFields,
  OutlineRequest,
  SectionRequest,
} from '../../shared/schemas/studio';
import { apiRequest } from './apiClient';
import { isApiError } from './apiError';

/** A versioned answer: the object and the version to send next as If-Match. */
export interface Versioned<T> {
  data: T;
  version: number;
}

/** `W/"12"`, `"12"` or `12` -> 12; null when it is not a version. */
export function parseEtag(etag: string | null): number | null {
  if (!etag) return null;
  const match = /^(?:W\/)?"?(\d+)"?$/.exec(etag.trim());
  return match ? Number(match[1]) : null;
}

const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

/** A call whose answer carries a version (from its body, else the ETag); `version` goes out as If-Match. */
export async function versioned<T extends { version?: number }>(method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown, version?: number): Promise<Versioned<T>> {
  let etag: number | null = null;
  const data = await apiRequest<T>(method, path, {
    body,
    headers: version === undefined ? undefined : ifMatch(version),
    onHeaders: (headers) => {
      etag = parseEtag(headers.get('ETag'));
    },
  });
  const version2 = typeof data?.version === 'number' ? data.version : etag;
  return { data, version: version2 ?? version ?? 0 };
}

/** What a 409 VERSION_CONFLICT says: the version saved now and the object as it is now. */
export interface VersionConflict<T = unknown> {
  currentVersion: number;
  current: T | null;
}

/** The conflict carried by an error, or null when it is not a VERSION_CONFLICT. */
export function versionConflictOf<T = unknown>(error: unknown): VersionConflict<T> | null {
  if (!isApiError(error) || (error.status !== 409 && error.code !== ERROR_CODES.VERSION_CONFLICT)) return null;
  const problem = error.problem ?? {};
  const currentVersion = typeof problem.currentVersion === 'number' ? problem.currentVersion : null;
  if (currentVersion === null) return null;
  return { currentVersion, current: (problem.current ?? null) as T | null };
}

export function listCourses(): Promise<InstructorCourseList> {
  return apiRequest<InstructorCourseList>('GET', apiPath(INSTRUCTOR_API_ROUTES.instructorCourses));
}

export function createCourse(request: CreateCourseRequest): Promise<EditableCourse> {
  return apiRequest<EditableCourse>('POST', apiPath(INSTRUCTOR_API_ROUTES.instructorCourses), { body: request });
}

export function getCourse(id: number): Promise<EditableCourse> {
  return apiRequest<EditableCourse>('GET', apiPath(INSTRUCTOR_API_ROUTES.instructorCourse, { id }));
}

export function updateCourse(id: number, fields: CourseFields, version: number): Promise<Versioned<EditableCourse>> {
  return versioned<EditableCourse>('PUT', apiPath(INSTRUCTOR_API_ROUTES.instructorCourse, { id }), fields, version);
}

export function createSection(courseId: number, request: SectionRequest): Promise<EditableSection> {
  return apiRequest<EditableSection>('POST', apiPath(INSTRUCTOR_API_ROUTES.instructorCourseSections, { id: courseId }), { body: request });
}

export function updateSection(id: number, request: SectionRequest, version: number): Promise<Versioned<EditableSection>> {
  return versioned<EditableSection>('PUT', apiPath(INSTRUCTOR_API_ROUTES.instructorSection, { id }), request, version);
}

export function deleteSection(id: number): Promise<void> {
  return apiRequest<void>('DELETE', apiPath(INSTRUCTOR_API_ROUTES.instructorSection, { id }));
}

export function createLesson(sectionId: number, request: CreateLessonRequest): Promise<EditableLesson> {
  return apiRequest<EditableLesson>('POST', apiPath(INSTRUCTOR_API_ROUTES.instructorSectionLessons, { id: sectionId }), { body: request });
}

export function updateLesson(id: number, fields: LessonFields, version: number): Promise<Versioned<EditableLesson>> {
  return versioned<EditableLesson>('PUT', apiPath(INSTRUCTOR_API_ROUTES.instructorLesson, { id }), fields, version);
}

export function deleteLesson(id: number): Promise<void> {
  return apiRequest<void>('DELETE', apiPath(INSTRUCTOR_API_ROUTES.instructorLesson, { id }));
}

/** The whole order in one call, with the course version; the answer is the course with its new version. */
export function putOutline(courseId: number, outline: OutlineRequest, version: number): Promise<Versioned<EditableCourse>> {
  return versioned<EditableCourse>('PUT', apiPath(INSTRUCTOR_API_ROUTES.instructorCourseOutline, { id: courseId }), outline, version);
}

export function submitCourse(id: number): Promise<EditableCourse> {
  return apiRequest<EditableCourse>('POST', apiPath(INSTRUCTOR_API_ROUTES.instructorCourseSubmit, { id }));
}

export function unpublishCourse(id: number): Promise<EditableCourse> {
  return apiRequest<EditableCourse>('POST', apiPath(INSTRUCTOR_API_ROUTES.instructorCourseUnpublish, { id }));
}
