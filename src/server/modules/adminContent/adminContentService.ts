// Content: news, blog posts and podcasts written by admins in four languages, as drafts, scheduled or
// published; the podcast audio files. Every change writes its audit line in the same transaction and
// clears the public cache on every node (the public lists and pages follow at once). There is no
// version column: an item's version is its updatedAt in epoch milliseconds, sent back in If-Match.
import { and, count, desc, eq, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { COUNTRY_IDS, FILE_FOLDERS, LANGUAGES, type FileFolder, type Language } from '../../../shared/constants';
import { ERROR_CODES, type ErrorCode } from '../../../shared/errorCodes';
import {
  CONTENT_SLUG_MAX,
  CONTENT_SLUG_PATTERN,
  type AdminNewsInput,
  type AdminNewsItem,
  type AdminNewsPage,
  type AdminNewsQuery,
  type AdminPost,
  type AdminPostInput,
  type AdminPostPage,
  type AdminPostQuery,
  type ContentFile,
  type ContentStatus,
} from '../../../shared/schemas/adminContent';
import type { ContentTranslations } from '../../../shared/schemas/adminTypes';
import type { ServerContext } from '../../context';
import type { Transaction } from '../cart/cartLines';
import { files, newsItems, posts, type CustomerRow, type NewsItemRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { checkVersion } from '../../plugins/versioning';
import { isSafeStorageName, newStorageName } from '../../adapters/storage/storageAdapter';
import { audit, changedFields } from '../audit/audit';
import { sanitizeContentBody } from '../news/contentText';
import { PUBLIC_CACHE, type Services } from '../../services';
import { inspectAudio } from './audioFile';
import { publicationOf } from '../publication';

type PostRow = typeof posts.$inferSelect;

/** The version token of a row: its last change in epoch milliseconds. */
export function versionOf(row: { updatedAt: Date }): number {
  return row.updatedAt.getTime();
}

function statusOf(row: { isDraft: boolean; publishedAt: Date }, now = Date.now()): ContentStatus {
  return publicationOf(row, now);
}

function fieldError(code: ErrorCode, field: string, message: string, status = 400): AppError {
  return new AppError(status, code, `${field}: ${message}`, {}, [{ path: `body.${field}`, message }]);
}

/** Two saves took the same slug at once (PostgreSQL 23505 on the slug's unique index). */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return e.code === '23505' || e.cause?.code === '23505';
}

/** Runs a write; a slug taken meanwhile is CONTENT_SLUG_TAKEN, not a 500. */
async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError(ERROR_CODES.CONTENT_SLUG_TAKEN, 'slug', 'Another item has this slug.', 409);
    throw err;
  }
}

function escapeLike(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Lower-case ASCII words joined by hyphens ("Baht rallies 2%" -> "baht-rallies-2"); '' for Thai only. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CONTENT_SLUG_MAX - 8)
    .replace(/-+$/g, '');
}

const SLUG_RE = new RegExp(CONTENT_SLUG_PATTERN);

/** The translations kept: the other three languages, trimmed, sanitised bodies, empty ones dropped. */
function cleanTranslations(input: ContentTranslations, own: Language): ContentTranslations {
  const out: ContentTranslations = {};
  for (const lang of LANGUAGES) {
    const text = input[lang];
    if (lang === own || !text) continue;
    const title = text.title?.trim() ?? '';
    const summary = text.summary?.trim() ?? '';
    const body = sanitizeContentBody(text.body ?? '');
    if (title === '' && summary === '' && body === '') continue;
    out[lang] = { title, summary, body };
  }
  return out;
}

interface CommonInput {
  title: string;
  summary: string;
  body: string;
  lang: Language;
  translations: ContentTranslations;
  slug: string;
  coverImage: string | null;
  status: ContentStatus;
  publishAt?: string | null;
}

interface PreparedCommon {
  title: string;
  summary: string;
  body: string;
  lang: Language;
  translations: ContentTranslations;
  coverImage: string | null;
  isDraft: boolean;
  publishedAt: Date;
}

type Table = typeof newsItems | typeof posts;

export class AdminContentService {
  constructor(
    protected readonly ctx: ServerContext,
    /** The other services (read lazily: this one is built after them). */
    protected readonly services: Services,
  ) {}

  // ---- news -------------------------------------------------------------------------------------

  async listNews(query: AdminNewsQuery): Promise<AdminNewsPage> {
    const conditions: SQL[] = this.listConditions(newsItems, query);
    if (query.country !== undefined) conditions.push(eq(newsItems.ctlCountryId, query.country));
    const where = conditions.length ? and(...conditions) : undefined;
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const [[total], rows] = await Promise.all([
      this.ctx.db.select({ n: count() }).from(newsItems).where(where),
      this.ctx.db.select().from(newsItems).where(where).orderBy(desc(newsItems.publishedAt), desc(newsItems.id)).limit(pageSize).offset((page - 1) * pageSize),
    ]);
    return { items: rows.map((r) => this.newsDto(r)), total: total?.n ?? 0, page, pageSize };
  }

  async getNews(id: number): Promise<AdminNewsItem> {
    return this.newsDto(await this.newsRow(this.ctx.db, id));
  }

  async createNews(actor: CustomerRow, input: AdminNewsInput): Promise<AdminNewsItem> {
    const prepared = await this.prepare(input, FILE_FOLDERS.analysisAndNewsCoverImage, null);
    const region = this.region(input.ctlCountryId);
    const row = await slugSafe(() => this.ctx.db.transaction(async (tx) => {
      const slug = await this.slugFor(tx, newsItems, input, null);
      const [created] = await tx.insert(newsItems).values({ ...prepared, slug, ctlCountryId: region }).returning();
      await audit(tx, { actorId: actor.id, action: 'news.create', targetType: 'news', targetId: String(created!.id), before: null, after: auditShape(created!) });
      return created!;
    }));
    this.changed();
    return this.newsDto(row);
  }

  async updateNews(actor: CustomerRow, id: number, input: AdminNewsInput, version: number): Promise<AdminNewsItem> {
    const region = this.region(input.ctlCountryId);
    const row = await slugSafe(() => this.ctx.db.transaction(async (tx) => {
      const before = await this.newsRow(tx, id, true);
      checkVersion(version, versionOf(before), () => this.newsDto(before));
      const prepared = await this.prepare(input, FILE_FOLDERS.analysisAndNewsCoverImage, before);
      const slug = await this.slugFor(tx, newsItems, input, before);
      const [updated] = await tx
        .update(newsItems)
        .set({ ...prepared, slug, ctlCountryId: region, updatedAt: nextUpdatedAt(before.updatedAt) })
        .where(eq(newsItems.id, id))
        .returning();
      const change = changedFields(auditShape(before), auditShape(updated!));
      await audit(tx, { actorId: actor.id, action: 'news.update', targetType: 'news', targetId: String(id), ...change });
      return updated!;
    }));
    this.changed();
    return this.newsDto(row);
  }

  async deleteNews(actor: CustomerRow, id: number, version: number | null): Promise<void> {
    await this.ctx.db.transaction(async (tx) => {
      const before = await this.newsRow(tx, id, true);
      checkVersion(version, versionOf(before), () => this.newsDto(before));
      await tx.delete(newsItems).where(eq(newsItems.id, id));
      await audit(tx, { actorId: actor.id, action: 'news.delete', targetType: 'news', targetId: String(id), before: auditShape(before), after: null });
    });
    this.changed();
  }

  // ---- posts ------------------------------------------------------------------------------------

  async listPosts(query: AdminPostQuery): Promise<AdminPostPage> {
    const conditions: SQL[] = this.listConditions(posts, query);
    if (query.kind) conditions.push(eq(posts.kind, query.kind));
    const where = conditions.length ? and(...conditions) : undefined;
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const [[total], rows] = await Promise.all([
      this.ctx.db.select({ n: count() }).from(posts).where(where),
      this.ctx.db.select().from(posts).where(where).orderBy(desc(posts.publishedAt), desc(posts.id)).limit(pageSize).offset((page - 1) * pageSize),
    ]);
    return { items: rows.map((r) => this.postDto(r)), total: total?.n ?? 0, page, pageSize };
  }

  async getPost(id: number): Promise<AdminPost> {
    return this.postDto(await this.postRow(this.ctx.db, id));
  }

  async createPost(actor: CustomerRow, input: AdminPostInput): Promise<AdminPost> {
    const prepared = await this.prepare(input, FILE_FOLDERS.postCoverImage, null);
    const audio = await this.audio(input, prepared.isDraft);
    const row = await slugSafe(() => this.ctx.db.transaction(async (tx) => {
      const slug = await this.slugFor(tx, posts, input, null);
      const [created] = await tx.insert(posts).values({ ...prepared, ...audio, kind: input.kind, slug, authorId: actor.id }).returning();
      await audit(tx, { actorId: actor.id, action: 'post.create', targetType: 'post', targetId: String(created!.id), before: null, after: auditShape(created!) });
      return created!;
    }));
    this.changed();
    return this.postDto(row);
  }

  async updatePost(actor: CustomerRow, id: number, input: AdminPostInput, version: number): Promise<AdminPost> {
    const row = await slugSafe(() => this.ctx.db.transaction(async (tx) => {
      const before = await this.postRow(tx, id, true);
      checkVersion(version, versionOf(before), () => this.postDto(before));
      const prepared = await this.prepare(input, FILE_FOLDERS.postCoverImage, before);
      const audio = await this.audio(input, prepared.isDraft);
      const slug = await this.slugFor(tx, posts, input, before);
      const [updated] = await tx
        .update(posts)
        .set({ ...prepared, ...audio, kind: input.kind, slug, updatedAt: nextUpdatedAt(before.updatedAt) })
        .where(eq(posts.id, id))
        .returning();
      const change = changedFields(auditShape(before), auditShape(updated!));
      await audit(tx, { actorId: actor.id, action: 'post.update', targetType: 'post', targetId: String(id), ...change });
      return updated!;
    }));
    this.changed();
    return this.postDto(row);
  }

  async deletePost(actor: CustomerRow, id: number, version: number | null): Promise<void> {
    await this.ctx.db.transaction(async (tx) => {
      const before = await this.postRow(tx, id, true);
      checkVersion(version, versionOf(before), () => this.postDto(before));
      await tx.delete(posts).where(eq(posts.id, id));
      await audit(tx, { actorId: actor.id, action: 'post.delete', targetType: 'post', targetId: String(id), before: auditShape(before), after: null });
    });
    this.changed();
  }

  // ---- files ------------------------------------------------------------------------------------

  /**
   * Stores a podcast's audio: MP3, M4A or OGG by its bytes (the client's type is not trusted), under a
   * new system name, recorded like any upload (purged after a day unless a post uses it). Covers are
   * images and go through POST /api/Files/?folder= (re-encoded there).
   */
  async storeAudio(actor: CustomerRow, folder: string, data: Buffer): Promise<ContentFile> {
    if (folder !== FILE_FOLDERS.podcastAudio) throw new AppError(400, ERROR_CODES.FILE_FOLDER_INVALID, 'Only podcast audio is uploaded here; covers go through /api/Files.');
    const audio = inspectAudio(data);
    if (!audio) throw fieldError(ERROR_CODES.CONTENT_AUDIO_INVALID, 'file', 'Upload an MP3, M4A or OGG audio file.');
    const nameBySystem = newStorageName(audio.extension);
    await this.ctx.storage.write(folder, nameBySystem, data);
    try {
      await this.ctx.db.insert(files).values({ nameBySystem, folder, ownerId: actor.id, size: data.length, contentType: audio.contentType, width: 0, height: 0 });
    } catch (err) {
      await this.ctx.storage.remove(folder, nameBySystem);
      throw err;
    }
    return { nameBySystem, folder, size: data.length, contentType: audio.contentType, durationSeconds: audio.durationSeconds };
  }

  // ---- shared -----------------------------------------------------------------------------------

  /** Every node drops its public lists and pages. */
  private changed(): void {
    this.ctx.cacheBus.invalidate(PUBLIC_CACHE);
  }

  private listConditions(table: Table, query: { search?: string; status?: ContentStatus }): SQL[] {
    const conditions: SQL[] = [];
    const search = query.search?.trim();
    if (search) {
      const like = escapeLike(search);
      conditions.push(or(ilike(table.title, like), ilike(table.slug, like), sql`${table.translations}::text ilike ${like}`)!);
    }
    if (query.status === 'draft') conditions.push(eq(table.isDraft, true));
    if (query.status === 'scheduled') conditions.push(and(eq(table.isDraft, false), gt(table.publishedAt, sql`now()`))!);
    if (query.status === 'published') conditions.push(and(eq(table.isDraft, false), lte(table.publishedAt, sql`now()`))!);
    return conditions;
  }

  private region(id: number): number {
    if (!(COUNTRY_IDS as readonly number[]).includes(id)) throw fieldError(ERROR_CODES.CONTENT_REGION_INVALID, 'ctlCountryId', `Choose one of the regions ${COUNTRY_IDS.join(', ')}.`);
    return id;
  }

  /** Checks and normalises the fields every item has. */
  private async prepare(input: CommonInput, coverFolder: FileFolder, before: { isDraft: boolean; publishedAt: Date; coverImage: string | null } | null): Promise<PreparedCommon> {
    const title = input.title.trim();
    if (title === '') throw fieldError(ERROR_CODES.CONTENT_TITLE_REQUIRED, 'title', 'A title is needed.');
    const now = Date.now();
    let isDraft = false;
    let publishedAt: Date;
    if (input.status === 'scheduled') {
      const at = input.publishAt ? Date.parse(input.publishAt) : NaN;
      if (!Number.isFinite(at) || at <= now) throw fieldError(ERROR_CODES.CONTENT_PUBLISH_AT_INVALID, 'publishAt', 'A scheduled item needs a time in the future.');
      publishedAt = new Date(at);
    } else if (input.status === 'published') {
      // Already public: it keeps its date; otherwise it goes public now.
      publishedAt = before && statusOf(before, now) === 'published' ? before.publishedAt : new Date(now);
    } else {
      isDraft = true;
      const at = input.publishAt ? Date.parse(input.publishAt) : NaN;
      publishedAt = Number.isFinite(at) ? new Date(at) : (before?.publishedAt ?? new Date(now));
    }
    const coverImage = input.coverImage?.trim() || null;
    if (coverImage !== null && coverImage !== before?.coverImage && !(await this.fileExists(coverFolder, coverImage))) {
      throw fieldError(ERROR_CODES.CONTENT_COVER_INVALID, 'coverImage', 'Upload the cover first.');
    }
    return {
      title,
      summary: input.summary.trim(),
      body: sanitizeContentBody(input.body),
      lang: input.lang,
      translations: cleanTranslations(input.translations, input.lang),
      coverImage,
      isDraft,
      publishedAt,
    };
  }

  private async audio(input: AdminPostInput, isDraft: boolean): Promise<{ audioFile: string | null; durationSeconds: number | null }> {
    if (input.kind !== 'podcast') return { audioFile: null, durationSeconds: null };
    const audioFile = input.audioFile?.trim() || null;
    if (audioFile === null) {
      if (!isDraft) throw fieldError(ERROR_CODES.CONTENT_AUDIO_INVALID, 'audioFile', 'A podcast needs its audio before it is published or scheduled.');
    } else if (!(await this.fileExists(FILE_FOLDERS.podcastAudio, audioFile))) {
      throw fieldError(ERROR_CODES.CONTENT_AUDIO_INVALID, 'audioFile', 'Upload the audio first.');
    }
    return { audioFile, durationSeconds: input.durationSeconds ?? null };
  }

  private async fileExists(folder: FileFolder, name: string): Promise<boolean> {
    const [row] = await this.ctx.db.select({ name: files.nameBySystem }).from(files).where(and(eq(files.folder, folder), eq(files.nameBySystem, name)));
    if (row) return true;
    // Seeded covers are on disk without a record.
    return isSafeStorageName(name) && (await this.ctx.storage.exists(folder, name));
  }

  /** The slug given (checked, unique) or one made from the title (made unique). */
  private async slugFor(tx: Transaction, table: Table, input: CommonInput, before: { id: number; slug: string } | null): Promise<string> {
    const given = input.slug.trim().toLowerCase();
    if (given !== '') {
      if (!SLUG_RE.test(given)) throw fieldError(ERROR_CODES.CONTENT_SLUG_INVALID, 'slug', 'Use lower-case letters, digits and single hyphens.');
      if (given === before?.slug) return given;
      const [taken] = await tx.select({ id: table.id }).from(table).where(eq(table.slug, given));
      if (taken) throw fieldError(ERROR_CODES.CONTENT_SLUG_TAKEN, 'slug', 'Another item has this slug.', 409);
      return given;
    }
    if (before) return before.slug;
    const fromTitles = [input.title, ...Object.values(input.translations).map((t) => t?.title ?? '')].map(slugify).find((s) => s !== '');
    const base = fromTitles ?? `${table === newsItems ? 'news' : 'post'}-${Date.now().toString(36)}`;
    const rows = await tx.select({ slug: table.slug }).from(table).where(or(eq(table.slug, base), ilike(table.slug, `${base}-%`)));
    const used = new Set(rows.map((r) => r.slug));
    if (!used.has(base)) return base;
    for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  private async newsRow(db: Pick<Transaction, 'select'>, id: number, lock = false): Promise<NewsItemRow> {
    const query = db.select().from(newsItems).where(eq(newsItems.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new AppError(404, ERROR_CODES.NEWS_NOT_FOUND, 'No such news item.');
    return row;
  }

  private async postRow(db: Pick<Transaction, 'select'>, id: number, lock = false): Promise<PostRow> {
    const query = db.select().from(posts).where(eq(posts.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new AppError(404, ERROR_CODES.POST_NOT_FOUND, 'No such post.');
    return row;
  }

  private newsDto(row: NewsItemRow): AdminNewsItem {
    return { ...commonDto(row), ctlCountryId: row.ctlCountryId };
  }

  private postDto(row: PostRow): AdminPost {
    return { ...commonDto(row), kind: row.kind, audioFile: row.audioFile, durationSeconds: row.durationSeconds };
  }
}

function commonDto(row: NewsItemRow | PostRow) {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    body: row.body,
    lang: row.lang,
    translations: row.translations,
    slug: row.slug,
    coverImage: row.coverImage,
    status: statusOf(row),
    publishedAt: row.publishedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: versionOf(row),
  };
}

/** A new updatedAt that always differs from the old one (the version token must change). */
function nextUpdatedAt(previous: Date): Date {
  const now = Date.now();
  return new Date(Math.max(now, previous.getTime() + 1));
}

/** What an audit line keeps of an item (the whole text: news and posts are public, no secret in them). */
function auditShape(row: NewsItemRow | PostRow): Record<string, unknown> {
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return { ...rest, publishedAt: row.publishedAt.toISOString(), status: statusOf(row) };
}
