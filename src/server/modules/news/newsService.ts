import { desc, eq, lte, and, sql } from 'drizzle-orm';
import type { NewsItem } from '../../../shared/schemas/catalog';
import type { Database } from '../../db/client';
import { newsItems, type NewsItemRow } from '../../db/schema';

export function toNewsDto(row: NewsItemRow): NewsItem {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    coverImage: row.coverImage,
    ctlCountryId: row.ctlCountryId,
    summary: row.summary,
    body: row.body,
    publishedAt: row.publishedAt.toISOString(),
  };
}

const published = lte(newsItems.publishedAt, sql`now()`);

export class NewsService {
  constructor(private readonly db: Database) {}

  /** Published items, newest first; clients filter by country, and so can the server. */
  async list(countryId?: number): Promise<NewsItem[]> {
    const where = countryId === undefined ? published : and(published, eq(newsItems.ctlCountryId, countryId));
    const rows = await this.db.select().from(newsItems).where(where).orderBy(desc(newsItems.publishedAt), desc(newsItems.id)).limit(200);
    return rows.map(toNewsDto);
  }

  async byId(id: number): Promise<NewsItem | null> {
    const [row] = await this.db.select().from(newsItems).where(and(eq(newsItems.id, id), published));
    return row ? toNewsDto(row) : null;
  }

  async bySlug(slug: string): Promise<NewsItem | null> {
    const [row] = await this.db.select().from(newsItems).where(and(eq(newsItems.slug, slug), published));
    return row ? toNewsDto(row) : null;
  }
}
