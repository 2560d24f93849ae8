import { desc, eq, and } from 'drizzle-orm';
import type { Language } from '../../../shared/constants';
import type { NewsItem } from '../../../shared/schemas/catalog';
import type { Database } from '../../db/client';
import { newsItems, type NewsItemRow } from '../../db/schema';
import { localize } from './contentText';
import { publishedNow } from '../publication';

/** The item in the reader's language when it is translated into it (`lang` says which language it is in). */
export function toNewsDto(row: NewsItemRow, want?: Language): NewsItem {
  const text = localize(row, want);
  return {
    id: row.id,
    title: text.title,
    slug: row.slug,
    coverImage: row.coverImage,
    ctlCountryId: row.ctlCountryId,
    summary: text.summary,
    body: text.body,
    lang: text.lang,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** Public: not a draft, and its time has come (a future publishedAt is scheduled). */
const published = publishedNow(newsItems);

export class NewsService {
  constructor(private readonly db: Database) {}

  /** Published items, newest first; clients filter by country, and so can the server. */
  async list(countryId?: number, lang?: Language): Promise<NewsItem[]> {
    const where = countryId === undefined ? published : and(published, eq(newsItems.ctlCountryId, countryId));
    const rows = await this.db.select().from(newsItems).where(where).orderBy(desc(newsItems.publishedAt), desc(newsItems.id)).limit(200);
    return rows.map((row) => toNewsDto(row, lang));
  }

  async byId(id: number, lang?: Language): Promise<NewsItem | null> {
    const [row] = await this.db.select().from(newsItems).where(and(eq(newsItems.id, id), published));
    return row ? toNewsDto(row, lang) : null;
  }

  async bySlug(slug: string, lang?: Language): Promise<NewsItem | null> {
    const [row] = await this.db.select().from(newsItems).where(and(eq(newsItems.slug, slug), published));
    return row ? toNewsDto(row, lang) : null;
  }
}
