// A course as its author edits it: the fields, the version, and the outline with every section and
// lesson. Every edit is a pure change of this tree (here); the service loads it (from the live rows, or
// from a published course's draft revision), applies the change and saves it back. The same comparison
// that lists a revision's changes for the reviewer tells the service which live rows to write.
import type { CourseChange, CourseFields, EditableLesson, EditableSection, LessonFields, OutlineRequest } from '../../../shared/schemas/studio';
import type { AuthoringLessonKind } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { AppError } from '../../plugins/errors';
import { checkVersion } from '../../plugins/versioning';

/** A lesson in the tree: the attachment is not part of it (it lives in lesson_attachments, shown on read). */
export type TreeLesson = Omit<EditableLesson, 'attachment'>;
export interface TreeSection extends Omit<EditableSection, 'lessons'> {
  lessons: TreeLesson[];
}
export interface CourseTree {
  version: number;
  fields: CourseFields;
  sections: TreeSection[];
}

export const sectionNotFound = () => new AppError(404, ERROR_CODES.SECTION_NOT_FOUND, 'No such section.');
export const lessonNotFound = () => new AppError(404, ERROR_CODES.LESSON_NOT_FOUND, 'No such lesson.');

export function cloneTree(tree: CourseTree): CourseTree {
  return structuredClone(tree);
}

export function findSection(tree: CourseTree, id: number): TreeSection {
  const section = tree.sections.find((s) => s.id === id);
  if (!section) throw sectionNotFound();
  return section;
}

export function findLesson(tree: CourseTree, id: number): { section: TreeSection; lesson: TreeLesson; index: number } {
  for (const section of tree.sections) {
    const index = section.lessons.findIndex((l) => l.id === id);
    if (index >= 0) return { section, lesson: section.lessons[index]!, index };
  }
  throw lessonNotFound();
}

/** PUT course fields: a price list is kept only for a course that is not free. */
export function setFields(tree: CourseTree, expected: number, fields: CourseFields, current: () => unknown): void {
  checkVersion(expected, tree.version, current);
  tree.fields = { ...fields, prices: fields.isFree ? {} : fields.prices };
  tree.version++;
}

export function addSection(tree: CourseTree, id: number, title: string): TreeSection {
  const section: TreeSection = { id, title, version: 1, lessons: [] };
  tree.sections.push(section);
  return section;
}

export function renameSection(tree: CourseTree, id: number, expected: number, title: string, current: (s: TreeSection) => unknown): TreeSection {
  const section = findSection(tree, id);
  checkVersion(expected, section.version, () => current(section));
  section.title = title;
  section.version++;
  return section;
}

/** Removes the section and its lessons. */
export function removeSection(tree: CourseTree, id: number, expected: number | null, current: (s: TreeSection) => unknown): void {
  const section = findSection(tree, id);
  checkVersion(expected, section.version, () => current(section));
  tree.sections = tree.sections.filter((s) => s.id !== id);
}

export function addLesson(tree: CourseTree, sectionId: number, id: number, title: string, kind: AuthoringLessonKind): TreeLesson {
  const section = findSection(tree, sectionId);
  const lesson: TreeLesson = { id, sectionId, kind, version: 1, title, duration: 0, isPreview: false, body: '', video: null };
  section.lessons.push(lesson);
  return lesson;
}

export function updateLesson(tree: CourseTree, id: number, expected: number, fields: LessonFields, current: (l: TreeLesson) => unknown): TreeLesson {
  const { lesson } = findLesson(tree, id);
  checkVersion(expected, lesson.version, () => current(lesson));
  Object.assign(lesson, fields);
  lesson.version++;
  return lesson;
}

export function removeLesson(tree: CourseTree, id: number, expected: number | null, current: (l: TreeLesson) => unknown): void {
  const { section, lesson, index } = findLesson(tree, id);
  checkVersion(expected, lesson.version, () => current(lesson));
  section.lessons.splice(index, 1);
}

function outlineInvalid(detail: string): AppError {
  return new AppError(400, ERROR_CODES.OUTLINE_INVALID, detail);
}

/** The whole order at once: every section and lesson of the course exactly once; lessons may change section. */
export function setOutline(tree: CourseTree, expected: number, outline: OutlineRequest, current: () => unknown): void {
  checkVersion(expected, tree.version, current);
  const sections = new Map(tree.sections.map((s) => [s.id, s]));
  const lessons = new Map(tree.sections.flatMap((s) => s.lessons.map((l) => [l.id, l] as const)));
  const seenSections = new Set<number>();
  const seenLessons = new Set<number>();
  for (const entry of outline.sections) {
    if (!sections.has(entry.id)) throw outlineInvalid(`Section ${entry.id} is not in this course.`);
    if (seenSections.has(entry.id)) throw outlineInvalid(`Section ${entry.id} is named twice.`);
    seenSections.add(entry.id);
    for (const lessonId of entry.lessonIds) {
      if (!lessons.has(lessonId)) throw outlineInvalid(`Lesson ${lessonId} is not in this course.`);
      if (seenLessons.has(lessonId)) throw outlineInvalid(`Lesson ${lessonId} is named twice.`);
      seenLessons.add(lessonId);
    }
  }
  if (seenSections.size !== sections.size) throw outlineInvalid('Every section of the course must be named.');
  if (seenLessons.size !== lessons.size) throw outlineInvalid('Every lesson of the course must be named.');
  tree.sections = outline.sections.map((entry) => {
    const section = sections.get(entry.id)!;
    return { ...section, lessons: entry.lessonIds.map((lessonId) => ({ ...lessons.get(lessonId)!, sectionId: entry.id })) };
  });
  tree.version++;
}

/** What a course still lacks before it can be reviewed, as problem `errors` (path and a sentence). */
export function missingForReview(tree: CourseTree): { path: string; message: string }[] {
  const missing: { path: string; message: string }[] = [];
  if (tree.fields.title.trim().length < 3) missing.push({ path: 'title', message: 'A title is needed.' });
  if (!tree.fields.categoryId) missing.push({ path: 'categoryId', message: 'A category is needed.' });
  if (!tree.fields.isFree && !tree.fields.prices.USD) missing.push({ path: 'prices.USD', message: 'A price in USD is needed unless the course is free.' });
  if (tree.sections.length === 0) missing.push({ path: 'sections', message: 'At least one section is needed.' });
  else if (!tree.sections.some((s) => s.lessons.length > 0)) missing.push({ path: 'lessons', message: 'At least one lesson is needed.' });
  const emptySection = tree.sections.find((s) => s.lessons.length === 0);
  if (emptySection && tree.sections.some((s) => s.lessons.length > 0)) missing.push({ path: `section:${emptySection.id}.lessons`, message: `The section "${emptySection.title}" has no lesson.` });
  return missing;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const FIELD_KEYS = ['title', 'subtitle', 'description', 'outcomes', 'requirements', 'level', 'language', 'categoryId', 'coverImage', 'isFree'] as const;
const LESSON_KEYS = ['title', 'kind', 'duration', 'isPreview', 'body', 'video'] as const;

/** What changed from `before` (the live course) to `after` (its revision), for the reviewer. */
export function treeChanges(before: CourseTree, after: CourseTree): CourseChange[] {
  const changes: CourseChange[] = [];
  const change = (path: string, a: unknown, b: unknown) => {
    if (a === undefined) changes.push({ path, kind: 'added', before: null, after: b });
    else if (b === undefined) changes.push({ path, kind: 'removed', before: a, after: null });
    else if (!same(a, b)) changes.push({ path, kind: 'changed', before: a, after: b });
  };
  for (const key of FIELD_KEYS) change(key, before.fields[key], after.fields[key]);
  for (const group of ['prices', 'titleTranslations'] as const) {
    const a = before.fields[group] as Record<string, unknown>;
    const b = after.fields[group] as Record<string, unknown>;
    for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) change(`${group}.${key}`, a[key], b[key]);
  }
  const sectionsBefore = new Map(before.sections.map((s) => [s.id, s]));
  const sectionsAfter = new Map(after.sections.map((s) => [s.id, s]));
  const lessonsBefore = new Map(before.sections.flatMap((s) => s.lessons.map((l) => [l.id, l] as const)));
  const lessonsAfter = new Map(after.sections.flatMap((s) => s.lessons.map((l) => [l.id, l] as const)));
  for (const s of after.sections) {
    const old = sectionsBefore.get(s.id);
    if (!old) change(`section:${s.id}`, undefined, { title: s.title });
    else change(`section:${s.id}.title`, old.title, s.title);
  }
  for (const s of before.sections) if (!sectionsAfter.has(s.id)) change(`section:${s.id}`, { title: s.title }, undefined);
  for (const [id, l] of lessonsAfter) {
    const old = lessonsBefore.get(id);
    if (!old) {
      change(`lesson:${id}`, undefined, { title: l.title, kind: l.kind, sectionId: l.sectionId });
      continue;
    }
    for (const key of LESSON_KEYS) change(`lesson:${id}.${key}`, old[key], l[key]);
  }
  for (const [id, l] of lessonsBefore) if (!lessonsAfter.has(id)) change(`lesson:${id}`, { title: l.title, kind: l.kind, sectionId: l.sectionId }, undefined);
  const order = (tree: CourseTree) => tree.sections.map((s) => ({ id: s.id, lessonIds: s.lessons.map((l) => l.id) }));
  // The order of what both have (additions and removals are listed above).
  const kept = (tree: CourseTree, other: CourseTree) => {
    const sectionIds = new Set(other.sections.map((s) => s.id));
    const lessonIds = new Set(other.sections.flatMap((s) => s.lessons.map((l) => l.id)));
    return order(tree)
      .filter((s) => sectionIds.has(s.id))
      .map((s) => ({ id: s.id, lessonIds: s.lessonIds.filter((id) => lessonIds.has(id)) }));
  };
  if (!same(kept(before, after), kept(after, before))) changes.push({ path: 'outline', kind: 'changed', before: order(before), after: order(after) });
  return changes;
}
