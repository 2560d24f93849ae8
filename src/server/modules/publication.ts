// The one rule of what the public sees of news, posts and events: not a draft, and its publish time has
// come (a publishedAt in the future is scheduled). The public services filter with publishedNow; the
// admin lists name the same three states with publicationOf.
import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export type Publication = 'draft' | 'scheduled' | 'published';

/** SQL: the row is public now. */
export function publishedNow(table: { isDraft: AnyPgColumn; publishedAt: AnyPgColumn }): SQL {
  return and(eq(table.isDraft, false), lte(table.publishedAt, sql`now()`))!;
}

/** The row's state at `now` (epoch ms), by the same rule as publishedNow. */
export function publicationOf(row: { isDraft: boolean; publishedAt: Date }, now = Date.now()): Publication {
  if (row.isDraft) return 'draft';
  return row.publishedAt.getTime() > now ? 'scheduled' : 'published';
}
