import { and, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../shared/schemas/common';
import type { Post, PostKind, PostListQuery, PostSummary } from '../../../shared/schemas/content';
import type { Language } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { customers, posts } from '../../db/schema';

const published = lte(posts.publishedAt, sql`now()`);
/** Shown when the author's account is gone (posts outlive accounts). */
const ACADEMY_AUTHOR = { username: 'academy', firstName: 'Academy', lastName: '' };

const columns = {
  id: posts.id,
  kind: posts.kind,
  slug: posts.slug,
  title: posts.title,
  summary: posts.summary,
  coverImage: posts.coverImage,
  audioFile: posts.audioFile,
  durationSeconds: posts.durationSeconds,
  lang: posts.lang,
  publishedAt: posts.publishedAt,
  authorUsername: customers.username,
  authorFirstName: customers.firstName,
  authorLastName: customers.lastName,
};
interface SummaryRow {
  id: number;
  kind: PostKind;
  slug: string;
  title: string;
  summary: string;
  coverImage: string | null;
  audioFile: string | null;
  durationSeconds: number | null;
  lang: Language;
  publishedAt: Date;
  authorUsername: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
}

function toSummary(row: SummaryRow): PostSummary {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    coverImage: row.coverImage,
    audioFile: row.audioFile,
    durationSeconds: row.durationSeconds,
    lang: row.lang,
    author: row.authorUsername === null ? ACADEMY_AUTHOR : { username: row.authorUsername, firstName: row.authorFirstName ?? '', lastName: row.authorLastName ?? '' },
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** Blogs and podcasts: published ones only (a future publishedAt schedules a post). */
export class PostService {
  constructor(private readonly db: Database) {}

  /** Newest first, optionally one kind. */
  async list(query: PostListQuery): Promise<Page<PostSummary>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 12;
    const where: SQL | undefined = query.kind ? and(published, eq(posts.kind, query.kind)) : published;
    const [[total], rows] = await Promise.all([
      this.db.select({ n: count() }).from(posts).where(where),
      this.db
        .select(columns)
        .from(posts)
        .leftJoin(customers, eq(customers.id, posts.authorId))
        .where(where)
        .orderBy(desc(posts.publishedAt), desc(posts.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ]);
    return { items: rows.map(toSummary), total: total?.n ?? 0, page, pageSize };
  }

  async bySlug(slug: string): Promise<Post | null> {
    const [row] = await this.db
      .select({ ...columns, body: posts.body })
      .from(posts)
      .leftJoin(customers, eq(customers.id, posts.authorId))
      .where(and(eq(posts.slug, slug), published));
    return row ? { ...toSummary(row), body: row.body } : null;
  }
}
