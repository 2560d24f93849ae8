import type { EditableLesson } from '../../../shared/schemas/studio';
import type { CustomerRow } from '../../db/schema';
import type { AuthoringService } from '../authoring/authoringService';
import { AppError } from '../../plugins/errors';
import { ERROR_CODES } from '../../../shared/errorCodes';

/** What the upload and attachment services need of course authoring (the owner of lessons). */
export type LessonAuthoring = Pick<AuthoringService, 'findEditableLesson' | 'setLessonVideo' | 'get'>;

/** A lesson the caller may edit (its course's instructor, or an admin); 404 LESSON_NOT_FOUND otherwise. */
export async function findEditableLesson(authoring: LessonAuthoring, caller: CustomerRow, lessonId: number): Promise<{ lessonId: number; courseId: number }> {
  return authoring.findEditableLesson(caller, lessonId);
}

/** The lesson as its author edits it now (a published course's draft revision when it has one). */
export async function editableLesson(authoring: LessonAuthoring, caller: CustomerRow, lessonId: number): Promise<EditableLesson> {
  const { courseId } = await authoring.findEditableLesson(caller, lessonId);
  const course = await authoring.get(caller, courseId);
  for (const section of course.sections) {
    const lesson = section.lessons.find((l) => l.id === lessonId);
    if (lesson) return lesson;
  }
  throw new AppError(404, ERROR_CODES.LESSON_NOT_FOUND, 'No such lesson.');
}
