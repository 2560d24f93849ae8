// The fields of a course its author edits, taken out of the editable course (the form's value, and what
// a conflict compares).
import type { CourseFields, EditableCourse } from '../../../shared/schemas/studio';

export const COURSE_FIELD_KEYS = ['title', 'subtitle', 'description', 'outcomes', 'requirements', 'level', 'language', 'categoryId', 'coverImage', 'isFree', 'prices', 'titleTranslations'] as const satisfies readonly (keyof CourseFields)[];

export function courseFieldsOf(course: Pick<EditableCourse, (typeof COURSE_FIELD_KEYS)[number]>): CourseFields {
  return Object.fromEntries(COURSE_FIELD_KEYS.map((k) => [k, course[k]])) as unknown as CourseFields;
}

/** True when two objects carry the same course fields (keys in any order). */
export function sameCourseFields(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return false;
  const norm = (v: unknown): string => JSON.stringify(v, (_k, value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([x], [y]) => x.localeCompare(y))) : value));
  return COURSE_FIELD_KEYS.every((k) => norm((a as Record<string, unknown>)[k]) === norm((b as Record<string, unknown>)[k]));
}
