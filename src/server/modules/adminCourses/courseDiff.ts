// What a course (new: against nothing) or a published course's revision changes, for the reviewer: the
// authoring comparison's changes (courseTree.treeChanges, the same one that decides which live rows an
// approval writes) sorted into text (with a word diff), outline, prices, media and settings.
import type { CourseDiff, MediaDiff, OutlineDiff, PriceDiff, SettingDiff, TextDiff } from '../../../shared/schemas/adminCourses';
import type { CourseFields, LessonVideo } from '../../../shared/schemas/studio';
import { CURRENCIES, LANGUAGES, type Currency, type Language } from '../../../shared/constants';
import { treeChanges, type CourseTree, type TreeLesson, type TreeSection } from '../authoring/courseTree';
import { htmlToText } from '../authoring/richText';
import { wordDiff } from './wordDiff';

type Parts = Pick<CourseDiff, 'text' | 'outline' | 'prices' | 'media' | 'settings'>;

/** The tree of a course that has nothing yet: every field of the course compares as added. */
function emptyTree(): CourseTree {
  return { version: 0, fields: { prices: {}, titleTranslations: {} } as unknown as CourseFields, sections: [] };
}

/** A field's value as plain text (HTML bodies through htmlToText; lists one item a line). */
export function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(plainText).join('\n');
  if (typeof value !== 'string') return String(value);
  return htmlToText(value);
}

const videoText = (v: unknown): string | null => (v && typeof v === 'object' && 'ref' in v ? (v as LessonVideo).ref : null);
const str = (v: unknown): string | null => (v === undefined || v === null || v === '' ? null : String(v));

/** The items of `ids` that are not in a longest common subsequence of `a` and `b` (what moved). */
function movedIds(a: number[], b: number[]): Set<number> {
  const n = a.length;
  const m = b.length;
  const lengths: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const kept = new Set<number>();
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      kept.add(a[i]!);
      i++;
      j++;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  return new Set(a.filter((id) => !kept.has(id)));
}

function outlineMoves(before: CourseTree, after: CourseTree): OutlineDiff[] {
  const moves: OutlineDiff[] = [];
  const afterSectionIds = new Set(after.sections.map((s) => s.id));
  const beforeSectionIds = new Set(before.sections.map((s) => s.id));
  const keptBefore = before.sections.filter((s) => afterSectionIds.has(s.id));
  const keptAfter = after.sections.filter((s) => beforeSectionIds.has(s.id));
  const movedSections = movedIds(
    keptBefore.map((s) => s.id),
    keptAfter.map((s) => s.id),
  );
  for (const s of keptAfter) {
    if (!movedSections.has(s.id)) continue;
    const from = before.sections.findIndex((x) => x.id === s.id) + 1;
    const to = after.sections.findIndex((x) => x.id === s.id) + 1;
    moves.push({ change: 'moved', item: 'section', id: s.id, title: s.title, before: String(from), after: String(to), fromSection: null, toSection: null });
  }
  const where = (tree: CourseTree) => {
    const map = new Map<number, { section: TreeSection; index: number; lesson: TreeLesson }>();
    for (const section of tree.sections) section.lessons.forEach((lesson, index) => map.set(lesson.id, { section, index, lesson }));
    return map;
  };
  const was = where(before);
  const is = where(after);
  for (const section of after.sections) {
    // Lessons that stayed in this section: those out of the common order moved within it.
    const stayed = (tree: CourseTree, other: Map<number, { section: TreeSection }>) =>
      (tree.sections.find((s) => s.id === section.id)?.lessons ?? []).filter((l) => other.get(l.id)?.section.id === section.id).map((l) => l.id);
    const movedWithin = movedIds(stayed(before, is), stayed(after, was));
    for (const lesson of section.lessons) {
      const old = was.get(lesson.id);
      if (!old) continue;
      const now = is.get(lesson.id)!;
      if (old.section.id !== section.id) {
        moves.push({ change: 'moved', item: 'lesson', id: lesson.id, title: lesson.title, before: String(old.index + 1), after: String(now.index + 1), fromSection: old.section.title, toSection: section.title });
      } else if (movedWithin.has(lesson.id)) {
        moves.push({ change: 'moved', item: 'lesson', id: lesson.id, title: lesson.title, before: String(old.index + 1), after: String(now.index + 1), fromSection: null, toSection: null });
      }
    }
  }
  return moves;
}

/**
 * The diff of `after` against `before` (null: a new course, compared with nothing). `categoryTitle`
 * names a category id for the settings list.
 */
export function courseDiff(before: CourseTree | null, after: CourseTree, categoryTitle: (id: number) => string | null): Parts {
  const base = before ?? emptyTree();
  const out: Parts = { text: [], outline: [], prices: [], media: [], settings: [] };
  const lessonTitle = (id: number) => {
    for (const tree of [after, base]) for (const s of tree.sections) for (const l of s.lessons) if (l.id === id) return l.title;
    return '';
  };
  const text = (entry: Omit<TextDiff, 'parts' | 'before' | 'after'>, a: unknown, b: unknown) => {
    const beforeText = plainText(a);
    const afterText = plainText(b);
    if (beforeText === afterText) return;
    out.text.push({ ...entry, before: beforeText, after: afterText, parts: wordDiff(beforeText, afterText) });
  };
  const setting = (field: SettingDiff['field'], lessonId: number | null, a: string | null, b: string | null) => {
    if (a === b) return;
    out.settings.push({ field, lessonId, lessonTitle: lessonId === null ? null : lessonTitle(lessonId), before: a, after: b });
  };
  const media = (entry: Omit<MediaDiff, 'lessonTitle'>) => {
    if (entry.before === entry.after) return;
    out.media.push({ ...entry, lessonTitle: entry.lessonId === null ? null : lessonTitle(entry.lessonId) });
  };
  for (const change of treeChanges(base, after)) {
    const { path, before: a, after: b } = change;
    const [head = '', ...rest] = path.split('.');
    const inner = rest.join('.');
    const owner = /^(section|lesson):(\d+)$/.exec(head);
    if (owner) {
      const item = owner[1] as 'section' | 'lesson';
      const id = Number(owner[2]);
      if (!inner) {
        const title = String((change.kind === 'removed' ? (a as { title?: string }) : (b as { title?: string }))?.title ?? '');
        out.outline.push({ change: change.kind === 'removed' ? 'removed' : 'added', item, id, title, before: null, after: null, fromSection: null, toSection: null });
      } else if (inner === 'title') {
        out.outline.push({ change: 'renamed', item, id, title: String(b ?? ''), before: str(a), after: str(b), fromSection: null, toSection: null });
      } else if (inner === 'body') text({ field: 'lessonBody', lessonId: id, lessonTitle: lessonTitle(id) }, a, b);
      else if (inner === 'video') media({ kind: 'video', lessonId: id, before: videoText(a), after: videoText(b) });
      else if (inner === 'kind') setting('lessonKind', id, str(a), str(b));
      else if (inner === 'duration') setting('lessonDuration', id, str(a), str(b));
      else if (inner === 'isPreview') setting('lessonPreview', id, str(a), str(b));
      continue;
    }
    if (head === 'outline') {
      out.outline.push(...outlineMoves(base, after));
      continue;
    }
    if (head === 'prices') {
      if ((CURRENCIES as readonly string[]).includes(inner)) {
        const entry: PriceDiff = { currency: inner as Currency, before: typeof a === 'number' ? a : null, after: typeof b === 'number' ? b : null };
        out.prices.push(entry);
      }
      continue;
    }
    if (head === 'titleTranslations') {
      if ((LANGUAGES as readonly string[]).includes(inner)) text({ field: 'titleTranslation', lang: inner as Language }, a, b);
      continue;
    }
    switch (head) {
      case 'title':
      case 'subtitle':
      case 'description':
      case 'outcomes':
      case 'requirements':
        text({ field: head }, a, b);
        break;
      case 'coverImage':
        media({ kind: 'cover', lessonId: null, before: str(a), after: str(b) });
        break;
      case 'level':
      case 'language':
        setting(head, null, str(a), str(b));
        break;
      case 'isFree':
        setting('isFree', null, str(a), str(b));
        break;
      case 'categoryId':
        setting('category', null, typeof a === 'number' && a > 0 ? (categoryTitle(a) ?? String(a)) : null, typeof b === 'number' && b > 0 ? (categoryTitle(b) ?? String(b)) : null);
        break;
      default:
        break;
    }
  }
  // Currencies in the shared order.
  out.prices.sort((x, y) => CURRENCIES.indexOf(x.currency) - CURRENCIES.indexOf(y.currency));
  return out;
}
