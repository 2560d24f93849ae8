import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Page } from '../../../shared/schemas/common';
import type { Post, PostKind, PostListQuery, PostSummary } from '../../../shared/schemas/content';
import type { Language } from '../../../shared/constants';
import type { ContentTranslations } from '../../../shared/schemas/adminTypes';
import type { Database } from '../../db/client';
import { customers, posts } from '../../db/schema';
import { localize } from '../news/contentText';
import { publishedNow } from '../publication';

/** Public: not a draft, and its time has come (a future publishedAt is scheduled). */
const published = publishedNow(posts);
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
  translations: posts.translations,
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
  translations: ContentTranslations;
  publishedAt: Date;
  authorUsername: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
}

/** The post in the reader's language when it is translated into it (`lang` says which language it is in). */
function toPost(row: SummaryRow & { body: string }, want: Language | undefined): Post {
  const text = localize(row, want);
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    title: text.title,
    summary: text.summary,
    coverImage: row.coverImage,
    audioFile: row.audioFile,
    durationSeconds: row.durationSeconds,
    lang: text.lang,
    author: row.authorUsername === null ? ACADEMY_AUTHOR : { username: row.authorUsername, firstName: row.authorFirstName ?? '', lastName: row.authorLastName ?? '' },
    publishedAt: row.publishedAt.toISOString(),
    body: text.body,
  };
}

function toSummary(row: SummaryRow, want: Language | undefined): PostSummary {
  const { body: _body, ...summary } = toPost({ ...row, body: '' }, want);
  return summary;
}

/** Blogs and podcasts: published ones only (a future publishedAt schedules a post). */
export class PostService {
  constructor(private readonly db: Database) {}

  /** Newest first, optionally one kind; in the reader's language (`query.lang`) where translated. */
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
    return { items: rows.map((row) => toSummary(row, query.lang)), total: total?.n ?? 0, page, pageSize };
  }

  async bySlug(slug: string, lang?: Language): Promise<Post | null> {
    const [row] = await this.db
      .select({ ...columns, body: posts.body })
      .from(posts)
      .leftJoin(customers, eq(customers.id, posts.authorId))
      .where(and(eq(posts.slug, slug), published));
    return row ? toPost(row, lang) : null;
  }
}
