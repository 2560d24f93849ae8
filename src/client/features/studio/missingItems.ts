// The server's list of what a course lacks before review (422 COURSE_INCOMPLETE `errors`), in words.
import type { EditableCourse } from '../../../shared/schemas/studio';
import type { FieldError } from '../../app/request';

type Translate = (key: string, values?: Record<string, unknown>) => string;

export function missingText(error: FieldError, course: EditableCourse | null, t: Translate): string {
  const path = error.path.replace(/^body\./, '');
  const section = /^section:(\d+)\.lessons$/.exec(path);
  if (section) {
    const title = course?.sections.find((s) => s.id === Number(section[1]))?.title ?? '';
    return t('STUDIO.MISSING.SECTION_EMPTY', { title });
  }
  const keys: Record<string, string> = {
    title: 'STUDIO.MISSING.TITLE',
    categoryId: 'STUDIO.MISSING.CATEGORY',
    'prices.USD': 'STUDIO.MISSING.PRICE_USD',
    sections: 'STUDIO.MISSING.SECTIONS',
    lessons: 'STUDIO.MISSING.LESSONS',
  };
  const key = keys[path];
  return key ? t(key) : error.message;
}
