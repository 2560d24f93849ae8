// Unsaved edits survive a reload of the tab: the drafts of the course being edited are written to
// sessionStorage (per tab, gone when the tab closes) and read back when the editor loads the course.
import type { EditableCourse } from '../../../shared/schemas/studio';
import type { Draft, DraftKey } from './studioSlice';

const PREFIX = 'academy.studio.drafts.';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function writeDrafts(courseId: number, drafts: Partial<Record<DraftKey, Draft>>): void {
  const store = storage();
  if (!store) return;
  try {
    if (Object.keys(drafts).length === 0) store.removeItem(`${PREFIX}${courseId}`);
    else store.setItem(`${PREFIX}${courseId}`, JSON.stringify(drafts));
  } catch {
    // Full or refused: the drafts are still in the store for this page's life.
  }
}

/** The stored drafts of a course that still belong to it (a deleted lesson's draft is dropped). */
export function readDrafts(course: EditableCourse): Partial<Record<DraftKey, Draft>> {
  const store = storage();
  if (!store) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(store.getItem(`${PREFIX}${course.id}`) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const sectionIds = new Set(course.sections.map((s) => s.id));
  const lessonIds = new Set(course.sections.flatMap((s) => s.lessons.map((l) => l.id)));
  const quizIds = new Set(course.sections.flatMap((s) => s.lessons.map((l) => l.quizId ?? 0)));
  const result: Partial<Record<DraftKey, Draft>> = {};
  for (const [key, draft] of Object.entries(parsed as Record<string, Draft>)) {
    if (typeof draft !== 'object' || draft === null || typeof draft.value !== 'object') continue;
    const [kind, id] = key.split(':');
    if (key === 'course' && draft.kind === 'course') result.course = draft;
    else if (kind === 'section' && draft.kind === 'section' && sectionIds.has(Number(id))) result[key as DraftKey] = draft;
    else if (kind === 'lesson' && draft.kind === 'lesson' && lessonIds.has(Number(id))) result[key as DraftKey] = draft;
    else if (kind === 'quiz' && draft.kind === 'quiz' && quizIds.has(Number(id))) result[key as DraftKey] = draft;
  }
  return result;
}
