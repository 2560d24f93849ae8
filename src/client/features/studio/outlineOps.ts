// Reordering the outline without mutating it: move a section or a lesson one step (the keyboard's
// Move up / Move down; a lesson at the edge of its section crosses into the neighbour), or drop a lesson
// anywhere (drag and drop, also across sections). Each result says where the item landed, for the
// announcement.
import type { EditableSection } from '../../../shared/schemas/studio';

export interface MoveResult {
  sections: EditableSection[];
  /** 1-based position in its list, the list's length, and (lessons) the section it is now in. */
  position: number;
  count: number;
  title: string;
  sectionTitle: string | null;
}

function copy(sections: readonly EditableSection[]): EditableSection[] {
  return sections.map((s) => ({ ...s, lessons: [...s.lessons] }));
}

export function moveSection(sections: readonly EditableSection[], sectionId: number, delta: -1 | 1): MoveResult | null {
  const from = sections.findIndex((s) => s.id === sectionId);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= sections.length) return null;
  return moveSectionTo(sections, sectionId, to);
}

export function moveSectionTo(sections: readonly EditableSection[], sectionId: number, to: number): MoveResult | null {
  const from = sections.findIndex((s) => s.id === sectionId);
  if (from < 0 || to < 0 || to >= sections.length || from === to) return null;
  const next = copy(sections);
  const [moved] = next.splice(from, 1);
  if (!moved) return null;
  next.splice(to, 0, moved);
  return { sections: next, position: to + 1, count: next.length, title: moved.title, sectionTitle: null };
}

function locate(sections: readonly EditableSection[], lessonId: number): { s: number; l: number } | null {
  for (let s = 0; s < sections.length; s += 1) {
    const l = sections[s]?.lessons.findIndex((x) => x.id === lessonId) ?? -1;
    if (l >= 0) return { s, l };
  }
  return null;
}

/** One step up or down; past the top or bottom of its section it goes to the end / start of the neighbour. */
export function moveLesson(sections: readonly EditableSection[], lessonId: number, delta: -1 | 1): MoveResult | null {
  const at = locate(sections, lessonId);
  if (!at) return null;
  const section = sections[at.s];
  if (!section) return null;
  const to = at.l + delta;
  if (to >= 0 && to < section.lessons.length) return moveLessonTo(sections, lessonId, section.id, to);
  const neighbour = sections[at.s + delta];
  if (!neighbour) return null;
  return moveLessonTo(sections, lessonId, neighbour.id, delta === -1 ? neighbour.lessons.length : 0);
}

/** Puts a lesson at `index` of a section (its index after the lesson left its old place). */
export function moveLessonTo(sections: readonly EditableSection[], lessonId: number, sectionId: number, index: number): MoveResult | null {
  const at = locate(sections, lessonId);
  const next = copy(sections);
  const target = next.find((s) => s.id === sectionId);
  if (!at || !target) return null;
  const source = next[at.s];
  if (!source) return null;
  if (source.id === sectionId && at.l === index) return null;
  const [lesson] = source.lessons.splice(at.l, 1);
  if (!lesson) return null;
  const clamped = Math.max(0, Math.min(index, target.lessons.length));
  target.lessons.splice(clamped, 0, { ...lesson, sectionId });
  return { sections: next, position: clamped + 1, count: target.lessons.length, title: lesson.title, sectionTitle: target.title };
}

/** The ids drag and drop gives sections and lessons. */
export const sectionDndId = (id: number) => `section-${id}`;
export const lessonDndId = (id: number) => `lesson-${id}`;
function parseDndId(id: string): { kind: 'section' | 'lesson'; id: number } | null {
  const match = /^(section|lesson)-(\d+)$/.exec(id);
  return match ? { kind: match[1] as 'section' | 'lesson', id: Number(match[2]) } : null;
}

/**
 * A drop: a section onto another section (or one of its lessons) takes that place; a lesson onto a
 * lesson takes its place, also in another section; a lesson onto a section goes to its end.
 */
export function dropMove(sections: readonly EditableSection[], activeId: string, overId: string): { result: MoveResult; kind: 'section' | 'lesson' } | null {
  const from = parseDndId(activeId);
  const to = parseDndId(overId);
  if (!from || !to || activeId === overId) return null;
  if (from.kind === 'section') {
    const target = to.kind === 'section' ? to.id : sections.find((s) => s.lessons.some((l) => l.id === to.id))?.id;
    const result = moveSectionTo(sections, from.id, sections.findIndex((s) => s.id === target));
    return result ? { result, kind: 'section' } : null;
  }
  const targetSection = to.kind === 'section' ? sections.find((s) => s.id === to.id) : sections.find((s) => s.lessons.some((l) => l.id === to.id));
  if (!targetSection) return null;
  const index = to.kind === 'section' ? targetSection.lessons.length : targetSection.lessons.findIndex((l) => l.id === to.id);
  const result = moveLessonTo(sections, from.id, targetSection.id, index);
  return result ? { result, kind: 'lesson' } : null;
}
