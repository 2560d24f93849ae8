// After paying, "Start learning" goes straight to each course's first lesson: the courses are read once
// (their outline names the first lesson). Until then, or without one, the link goes to the course page.
import type { CourseDetail } from '../../../shared/schemas/courses';
import * as coursesApi from '../../api/coursesApi';
import { defineRequest } from '../../app/request';

/** The first lesson of a course's outline, or null for an empty one. */
export function firstLessonOf(course: Pick<CourseDetail, 'sections'>): number | null {
  for (const section of course.sections) if (section.lessons[0]) return section.lessons[0].id;
  return null;
}

/** Course slug -> its first lesson id (null: none, or the course could not be read). */
export const firstLessonsRequest = defineRequest<string[], Record<string, number | null>>(
  'checkout/firstLessons',
  async (slugs) => {
    const entries = await Promise.all(
      slugs.map(async (slug): Promise<[string, number | null]> => {
        try {
          return [slug, firstLessonOf(await coursesApi.get(slug))];
        } catch {
          return [slug, null];
        }
      }),
    );
    return Object.fromEntries(entries);
  },
  { keyOf: (slugs) => slugs.join(',') },
);
