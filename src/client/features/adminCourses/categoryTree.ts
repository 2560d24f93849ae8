// The categories editor's tree as plain functions: rows in display order (a parent, then its children),
// moving among siblings, re-parenting within the depth the site shows, and the checks before saving.
import { CATEGORY_MAX_DEPTH, CATEGORY_TITLE_MAX_LENGTH } from '../../../shared/constants';
import type { AdminCategory, CategoryWrite } from '../../../shared/schemas/adminCourses';

export const TITLE_FIELDS = ['title', 'titleTh', 'titleVi', 'titleTl'] as const;
export type TitleField = (typeof TITLE_FIELDS)[number];

export interface EditRow {
  /** The category's id, or a negative key for a new one. */
  id: number;
  title: string;
  titleTh: string;
  titleVi: string;
  titleTl: string;
  parentId: number | null;
  courseCount: number;
}

/**
 * The rows of a tree as the server gives it; a translation the site left to fall back to English (a
 * proper noun such as "CSS") starts as the English title, since every title is required when saving.
 */
export function rowsOf(items: AdminCategory[]): EditRow[] {
  return ordered(
    items.map((c) => ({ id: c.id, title: c.title, titleTh: c.titleTh || c.title, titleVi: c.titleVi || c.title, titleTl: c.titleTl || c.title, parentId: c.parentId, courseCount: c.courseCount })),
  );
}

/** Depth-first: each parent followed by its children, siblings in the order they have in `rows`. */
export function ordered(rows: EditRow[]): EditRow[] {
  const ids = new Set(rows.map((r) => r.id));
  const out: EditRow[] = [];
  const visit = (parentId: number | null) => {
    for (const r of rows) {
      if ((r.parentId !== null && ids.has(r.parentId) ? r.parentId : null) !== parentId) continue;
      out.push(r);
      visit(r.id);
    }
  };
  visit(null);
  return out;
}

export function depthOf(rows: EditRow[], id: number): number {
  const byId = new Map(rows.map((r) => [r.id, r]));
  let depth = 1;
  let at = byId.get(id)?.parentId ?? null;
  while (at !== null && depth <= rows.length) {
    depth++;
    at = byId.get(at)?.parentId ?? null;
  }
  return depth;
}

/** The row and every row below it. */
export function subtree(rows: EditRow[], id: number): Set<number> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows) {
      if (r.parentId !== null && out.has(r.parentId) && !out.has(r.id)) {
        out.add(r.id);
        grew = true;
      }
    }
  }
  return out;
}

/** How many levels the row and those below it take (1: no children). */
function height(rows: EditRow[], id: number): number {
  const children = rows.filter((r) => r.parentId === id);
  return 1 + Math.max(0, ...children.map((c) => height(rows, c.id)));
}

/** The parents `id` may move under: not itself or below it, and keeping the tree within CATEGORY_MAX_DEPTH. */
export function parentChoices(rows: EditRow[], id: number): EditRow[] {
  const below = subtree(rows, id);
  const h = height(rows, id);
  return rows.filter((r) => !below.has(r.id) && depthOf(rows, r.id) + h <= CATEGORY_MAX_DEPTH);
}

/** Moves the row before its previous sibling (-1) or after its next one (+1); unchanged at an end. */
export function move(rows: EditRow[], id: number, direction: -1 | 1): EditRow[] {
  const row = rows.find((r) => r.id === id);
  if (!row) return rows;
  const siblings = rows.filter((r) => r.parentId === row.parentId);
  const at = siblings.findIndex((r) => r.id === id);
  const other = siblings[at + direction];
  if (!other) return rows;
  const next = [...rows];
  const i = next.findIndex((r) => r.id === id);
  const j = next.findIndex((r) => r.id === other.id);
  next[i] = other;
  next[j] = row;
  return ordered(next);
}

/** Under another parent (null: top level), last among its new siblings. */
export function reparent(rows: EditRow[], id: number, parentId: number | null): EditRow[] {
  const row = rows.find((r) => r.id === id);
  if (!row) return rows;
  return ordered([...rows.filter((r) => r.id !== id), { ...row, parentId }]);
}

export type TitleProblem = 'required' | 'tooLong';

/** The problems of each row's titles, by row id and field; empty when the tree can be saved. */
export function titleProblems(rows: EditRow[]): Map<number, Partial<Record<TitleField, TitleProblem>>> {
  const problems = new Map<number, Partial<Record<TitleField, TitleProblem>>>();
  for (const r of rows) {
    const mine: Partial<Record<TitleField, TitleProblem>> = {};
    for (const f of TITLE_FIELDS) {
      const value = r[f].trim();
      if (!value) mine[f] = 'required';
      else if (value.length > CATEGORY_TITLE_MAX_LENGTH) mine[f] = 'tooLong';
    }
    if (Object.keys(mine).length) problems.set(r.id, mine);
  }
  return problems;
}

export function toWrite(rows: EditRow[]): CategoryWrite[] {
  return ordered(rows).map((r) => ({ id: r.id, title: r.title.trim(), titleTh: r.titleTh.trim(), titleVi: r.titleVi.trim(), titleTl: r.titleTl.trim(), parentId: r.parentId }));
}
