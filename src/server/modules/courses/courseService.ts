import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { LanguageTexts } from '../../../shared/languageTexts';
import { ERROR_CODES } from '../../../shared/errorCodes';
import { DEFAULT_PAGE_SIZE, SEARCH_RESULT_LIMIT, type CourseSort } from '../../../shared/constants';
import type { Page } from '../../../shared/schemas/common';
import type { CourseDetail, CourseListQuery, CourseSummary, CourseViewer, Section } from '../../../shared/schemas/courses';
import type { Database } from '../../db/client';
import { categories, certificates, courseSections, courses, enrollments, lessonProgress, lessons, reviews, wishlistItems, type CustomerRow } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { TtlCache } from '../ttlCache';
import { LocalCacheBus, type CacheBus } from '../../adapters/cache/cacheBus';
import { summariesWhere, toSummary, type SummaryRow } from './courseSql';

const MAX_TOKENS = 6;
/** pg_trgm extracts no trigram from shorter strings, so they cannot drive the index. */
const MIN_INDEXED_TOKEN = 3;
const CATEGORY_CACHE_MS = 10_000;
const SIMILAR_WORDS = 3;
const SIMILAR_MIN = 0.4;
const SIMILAR_MARGIN = 0.1;
/** Typos are corrected towards vocabulary words of 3 to 40 characters (the vocabulary holds every word). */
const MAX_SIMILAR_WORD = 40;
/** More featured courses than this are not featured first (the home page's row shows far fewer). */
const MAX_FEATURED = 200;

/** The caches built from the catalogue (pages, counts, the category tree), cleared together on every node. */
export const CATALOGUE_CACHE = 'catalogue';

export const courseNotFound = () => new AppError(404, ERROR_CODES.COURSE_NOT_FOUND, 'No such course.');

/** The words of a search, as typed; normalisation (lower case, no accents) happens in SQL so it matches the index. */
function searchTokens(search: string | undefined): string[] {
  if (!search) return [];
  const tokens = search.trim().split(/\s+/u).filter(Boolean);
  return [...new Set(tokens)].slice(0, MAX_TOKENS);
}

export class CourseService {
  /** Each category's children, by parent id. */
  private readonly categoryTree = new TtlCache<'tree', Map<number, number[]>>({ ttlMs: CATEGORY_CACHE_MS, maxEntries: 1 });
  /** Totals of category pages, by their filters; null when every page counts. */
  private readonly countCache: TtlCache<string, number> | null;

  /** countCacheMs: how long a category page's total may be reused (0: count every time). */
  constructor(
    private readonly db: Database,
    countCacheMs = 0,
    private readonly cacheBus: CacheBus = new LocalCacheBus(),
  ) {
    this.countCache = countCacheMs > 0 ? new TtlCache({ ttlMs: countCacheMs, maxEntries: 1000 }) : null;
    cacheBus.register(CATALOGUE_CACHE, () => {
      this.categoryTree.clear();
      this.countCache?.clear();
    });
  }

  /** After a change that catalogue pages show (a course, a category, a rating): every node drops what it cached. */
  catalogueChanged(): void {
    this.cacheBus.invalidate(CATALOGUE_CACHE);
  }

  /** A category and every category below it. */
  async categoryWithDescendants(categoryId: number): Promise<number[]> {
    let children = this.categoryTree.get('tree');
    if (!children) {
      const rows = await this.db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
      children = new Map<number, number[]>();
      for (const row of rows) {
        if (row.parentId === null) continue;
        children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id]);
      }
      this.categoryTree.set('tree', children);
    }
    const out: number[] = [];
    const seen = new Set<number>();
    const stack = [categoryId];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      out.push(id);
      stack.push(...(children.get(id) ?? []));
    }
    return out;
  }

  /**
   * The catalogue. Without a search: filters plus an index-ordered page and a separate count.
   * With a search: every word must occur in the course's search text (a substring: works for Thai,
   * which has no spaces, and for unaccented Vietnamese); when no course has them all, each word may
   * instead be one of the catalogue's words nearest to it (trigram similarity), which forgives typos.
   * Relevance puts courses whose title holds the words first, then the popular ones.
   */
  async list(query: CourseListQuery): Promise<Page<CourseSummary>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const offset = (page - 1) * pageSize;
    const filters: SQL[] = [sql`c.is_published`];
    const categoryIds = query.categoryId === undefined ? null : await this.categoryWithDescendants(query.categoryId);
    if (categoryIds) filters.push(sql`c.category_id in ${categoryIds}`);
    if (query.level) filters.push(sql`c.level = ${query.level}`);
    if (query.language) filters.push(sql`c.language = ${query.language}`);
    if (query.price === 'free') filters.push(sql`c.price = 0`);
    if (query.price === 'paid') filters.push(sql`c.price > 0`);
    if (query.featured) filters.push(sql`c.featured_at is not null`);
    const tokens = searchTokens(query.search);
    const sort: CourseSort = query.sort ?? 'relevance';

    if (tokens.length === 0) {
      const where = sql.join(filters, sql` and `);
      const order = sort === 'newest' ? sql`c.published_at desc, c.id desc` : sort === 'rating' ? sql`c.rating_avg desc, c.rating_count desc, c.id desc` : sql`c.enrollment_count desc, c.id desc`;
      // The page follows one of the sort indexes and stops early. Counting a big category is what
      // costs (an index-only scan of every entry), and the count is shared by every sort and page
      // of the same filters, so it is kept for a few seconds.
      const countKey = JSON.stringify([categoryIds, query.level, query.language, query.price, query.featured === true]);
      const known = this.countCache?.get(countKey);
      const total = known !== undefined ? sql`${known}::int` : sql`(select count(*)::int from courses c where ${where})`;
      // The default order puts the courses an admin featured first (newest featured first; a handful,
      // read through their partial index), then the rest in the popular order, page after page.
      const featuredIds = sort === 'relevance' ? await this.featuredIds(where) : [];
      const featuredHere = featuredIds.slice(offset, offset + pageSize);
      const restWhere = !featuredIds.length ? where : featuredIds.length < MAX_FEATURED ? sql`${where} and c.featured_at is null` : sql`${where} and c.id not in ${featuredIds}`;
      const restLimit = pageSize - featuredHere.length;
      const restOffset = Math.max(0, offset - featuredIds.length);
      const rows = await this.run(sql`select ${total} as total, p.ord, x.*
        from (select 1) one
        left join lateral (select c.id, row_number() over (order by ${order}) as ord from courses c where ${restWhere} order by ${order} limit ${restLimit} offset ${restOffset}) p on true
        left join lateral (${summariesWhere(sql`c.id = p.id`)}) x on true
        order by p.ord`);
      const result = this.toPage(rows, page, pageSize);
      if (featuredHere.length) {
        const cards = await this.summaries(featuredHere);
        result.items = [...featuredHere.flatMap((id) => cards.get(id) ?? []), ...result.items];
      }
      if (known === undefined) this.countCache?.set(countKey, result.total);
      return result;
    }

    // Every word as typed; when that finds nothing, each word may also be one of its nearest
    // vocabulary words (a typo corrected), still matched as a substring.
    const exact = await this.searchPage(tokens.map((t) => [t]), filters, sort, page, pageSize, offset);
    if (exact.total > 0) return exact;
    const corrected = await this.similarWords(tokens);
    if (corrected.every((alternatives, i) => alternatives.length === 1 && alternatives[0] === tokens[i])) return exact;
    return this.searchPage(corrected, filters, sort, page, pageSize, offset);
  }

  /** The featured courses among those `where` selects, newest featured first. */
  private async featuredIds(where: SQL): Promise<number[]> {
    const { rows } = await this.db.execute<{ id: number }>(sql`select c.id from courses c where ${where} and c.featured_at is not null order by c.featured_at desc, c.id desc limit ${MAX_FEATURED}`);
    return rows.map((r) => r.id);
  }

  /**
   * For each token: itself and the vocabulary words that look most like it (trigram similarity):
   * the best one and any within SIMILAR_MARGIN of it, so 'javscript' becomes 'javascript' without
   * also dragging in 'typescript'.
   */
  private async similarWords(tokens: string[]): Promise<string[][]> {
    const long = tokens.map((t, i) => ({ t, i })).filter(({ t }) => [...t].length >= MIN_INDEXED_TOKEN);
    if (long.length === 0) return tokens.map((t) => [t]);
    const lookups = long.map(
      ({ t, i }) => sql`(select ${i}::int as i, w.word, similarity(w.word, academy_normalize(${t}))::float8 as score from course_search_words w
        where w.word % academy_normalize(${t}) and char_length(w.word) between ${MIN_INDEXED_TOKEN} and ${MAX_SIMILAR_WORD} order by score desc, w.word limit ${SIMILAR_WORDS})`,
    );
    const { rows } = await this.db.execute<{ i: number; word: string; score: number }>(sql.join(lookups, sql` union all `));
    return tokens.map((t, i) => {
      const mine = rows.filter((r) => r.i === i);
      const best = Math.max(0, ...mine.map((r) => r.score));
      return [t, ...mine.filter((r) => r.score >= Math.max(SIMILAR_MIN, best - SIMILAR_MARGIN)).map((r) => r.word)];
    });
  }

  /**
   * One page of matches: each group of alternatives must occur as a substring of the search text.
   * Ranking every match is what costs (a common word matches thousands of courses, each a heap
   * visit), so a search considers at most SEARCH_RESULT_LIMIT matches (m): relevance ranks that
   * bounded candidate set. The other sorts rank m too when it holds every match (fewer than the
   * limit); only beyond it do they read their sort index in order and stop after the page. Reading
   * the index for a rare word instead walks most of the table before it gives up: a mistyped word's
   * exact pass (no match at all) visited all 100,000 rows of courses_rating_idx, 80 ms, on every
   * typo sorted by rating, newest or popularity. `total` is exact up to the limit and equals it
   * beyond (the SPA shows "1000+").
   *
   * The candidates come from courses.search_words (migration 0029): a course can only contain a
   * search word if one of its words contains the search word's longest run of letters and digits, so
   * the vocabulary words holding that run (a small table, trigram-indexed) name the courses to look
   * at through one GIN lookup; each is then checked exactly (strpos: a literal substring). A trigram
   * LIKE on the whole text instead rechecked thousands of long texts per common word.
   */
  private async searchPage(groups: string[][], filters: SQL[], sort: CourseSort, page: number, pageSize: number, offset: number): Promise<Page<CourseSummary>> {
    const candidates: SQL[] = [];
    const exact: SQL[] = [];
    const hits: SQL[] = [];
    for (const alternatives of groups) {
      const vocabulary = sql.join(
        alternatives.map((a) => sql`w.word like '%' || academy_search_key(academy_normalize(${a})) || '%'`),
        sql` or `,
      );
      candidates.push(sql`c.search_words && array(select w.word from course_search_words w where ${vocabulary} union all select '')`);
      exact.push(sql`(${sql.join(alternatives.map((a) => sql`strpos(c.search_text, academy_normalize(${a})) > 0`), sql` or `)})`);
      // A word in the title (which leads the search text) counts for more than one in the subtitle or category.
      hits.push(sql`(${sql.join(alternatives.map((a) => sql`strpos(c.search_text, academy_normalize(${a})) between 1 and char_length(c.title)`), sql` or `)})::int`);
    }
    const where = sql.join([...filters, ...candidates, ...exact], sql` and `);
    const limit = Math.max(0, Math.min(pageSize, SEARCH_RESULT_LIMIT - offset));
    const order = (t: string) => {
      const col = (name: string) => sql.raw(`${t}.${name}`);
      if (sort === 'newest') return sql`${col('published_at')} desc, ${col('id')} desc`;
      if (sort === 'rating') return sql`${col('rating_avg')} desc, ${col('rating_count')} desc, ${col('id')} desc`;
      if (sort === 'popular') return sql`${col('enrollment_count')} desc, ${col('id')} desc`;
      return sql`${col('hits')} desc, ${col('enrollment_count')} desc, ${col('id')} desc`;
    };
    // The other sorts need no hits (counting them is a strpos per candidate and alternative).
    const keys = sql`c.id, ${sort === 'relevance' ? sql.join(hits, sql` + `) : sql`0`} as hits, c.enrollment_count, c.rating_avg, c.rating_count, c.published_at`;
    // The page: from m when it holds every match (always for relevance), else from the sort's index;
    // t.total gates each branch (a one-time filter: the other is never executed). The index walk
    // checks the exact conditions alone (every course they accept is a candidate): with the GIN
    // condition as well, the planner, which cannot see how many courses an array from a subquery
    // selects, took several words for a rare match and sorted every match instead (at 1,000,000
    // courses, 'khóa học' by rating: 122,000 heap rows, 690 ms, where the walk reads a few hundred).
    const all = sql`t.total < ${SEARCH_RESULT_LIMIT}`;
    const walk = sql.join([...filters, ...exact], sql` and `);
    const pageRows =
      sort === 'relevance'
        ? sql`select * from m order by ${order('m')} limit ${limit} offset ${offset}`
        : sql`(select * from m where ${all} order by ${order('m')} limit ${limit} offset ${offset})
            union all (select ${keys} from courses c where not (${all}) and ${walk} order by ${order('c')} limit ${limit} offset ${offset})`;
    const rows = await this.run(
      sql`with m as materialized (select ${keys} from courses c where ${where} limit ${SEARCH_RESULT_LIMIT})
        select t.total, x.* from (select count(*)::int as total from m) t
        left join lateral (${pageRows}) p on true
        left join lateral (${summariesWhere(sql`c.id = p.id`)}) x on true
        order by ${order('p')}`,
    );
    return this.toPage(rows, page, pageSize);
  }

  private async run(query: SQL): Promise<(SummaryRow & { total: number })[]> {
    const result = await this.db.execute<SummaryRow & { total: number }>(query);
    return result.rows;
  }

  private toPage(rows: (SummaryRow & { total: number })[], page: number, pageSize: number): Page<CourseSummary> {
    const total = rows[0]?.total ?? 0;
    return { items: rows.filter((r) => r.id !== null).map(toSummary), total: Number(total), page, pageSize };
  }

  /** Cards by id, in the order given (missing ones left out). */
  async summaries(ids: number[]): Promise<Map<number, CourseSummary>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.db.execute<SummaryRow>(summariesWhere(sql`c.id in ${ids}`))).rows;
    return new Map(rows.map((r) => [r.id, toSummary(r)]));
  }

  /** A course the caller may see: published, or their own, or any for an admin. */
  async findVisible(idOrSlug: string | number, viewer: CustomerRow | null): Promise<{ id: number; instructorId: string | null; price: number; isPublished: boolean }> {
    const byId = typeof idOrSlug === 'number' || /^\d{1,9}$/.test(idOrSlug);
    const [row] = await this.db
      .select({ id: courses.id, instructorId: courses.instructorId, price: courses.price, isPublished: courses.isPublished })
      .from(courses)
      .where(byId ? eq(courses.id, Number(idOrSlug)) : eq(courses.slug, String(idOrSlug)));
    if (!row || !canSee(row, viewer)) throw courseNotFound();
    return row;
  }

  async detail(idOrSlug: string, viewer: CustomerRow | null): Promise<CourseDetail> {
    const course = await this.findVisible(idOrSlug, viewer);
    const [summaryRow] = (
      await this.db.execute<
        SummaryRow & { description: string; title_translations: CourseDetail['titleTranslations']; outcomes: string[]; requirements: string[]; about_headline: LanguageTexts | null; about_bio: LanguageTexts | null }
      >(
        sql`select c.description, c.title_translations, c.outcomes, c.requirements, ip.headline as about_headline, ip.bio as about_bio,
          x.* from courses c join lateral (${summariesWhere(sql`c.id = ${course.id}`)}) x on true
          left join instructor_profiles ip on ip.customer_id = c.instructor_id
          where c.id = ${course.id}`,
      )
    ).rows;
    if (!summaryRow) throw courseNotFound();
    const [sectionRows, lessonRows, viewerInfo] = await Promise.all([
      this.db.select({ id: courseSections.id, title: courseSections.title }).from(courseSections).where(eq(courseSections.courseId, course.id)).orderBy(asc(courseSections.sortOrder), asc(courseSections.id)),
      this.db
        .select({ id: lessons.id, sectionId: lessons.sectionId, title: lessons.title, kind: lessons.kind, duration: lessons.durationSeconds, isPreview: lessons.isPreview })
        .from(lessons)
        .where(eq(lessons.courseId, course.id))
        .orderBy(asc(lessons.sortOrder), asc(lessons.id)),
      viewer ? this.viewerInfo(course.id, viewer.id, course.instructorId === viewer.id) : Promise.resolve(null),
    ]);
    const sections: Section[] = sectionRows.map((s) => ({ id: s.id, title: s.title, lessons: [] }));
    const bySection = new Map(sections.map((s) => [s.id, s]));
    for (const l of lessonRows) {
      bySection.get(l.sectionId)?.lessons.push({
        id: l.id,
        title: l.title,
        kind: l.kind,
        duration: l.duration,
        isPreview: l.isPreview,
        ...(viewerInfo?.viewer.isEnrolled ? { isCompleted: viewerInfo.completed.has(l.id) } : {}),
      });
    }
    return {
      ...toSummary(summaryRow),
      description: summaryRow.description,
      sections,
      viewer: viewerInfo?.viewer ?? null,
      titleTranslations: summaryRow.title_translations ?? {},
      outcomes: summaryRow.outcomes ?? [],
      requirements: summaryRow.requirements ?? [],
      instructorAbout: summaryRow.about_headline || summaryRow.about_bio ? { headline: summaryRow.about_headline ?? {}, bio: summaryRow.about_bio ?? {} } : null,
    };
  }

  private async viewerInfo(courseId: number, customerId: string, isInstructor: boolean): Promise<{ viewer: CourseViewer; completed: Set<number> }> {
    const mine = and(eq(enrollments.customerId, customerId), eq(enrollments.courseId, courseId));
    const [[enrollment], [wish], [review], [certificate], done] = await Promise.all([
      this.db.select({ completedLessons: enrollments.completedLessons, lastLessonId: enrollments.lastLessonId }).from(enrollments).where(mine),
      this.db.select({ one: sql<number>`1` }).from(wishlistItems).where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.courseId, courseId))),
      this.db.select({ one: sql<number>`1` }).from(reviews).where(and(eq(reviews.customerId, customerId), eq(reviews.courseId, courseId))),
      this.db.select({ code: certificates.code }).from(certificates).where(and(eq(certificates.customerId, customerId), eq(certificates.courseId, courseId))),
      this.db
        .select({ lessonId: lessonProgress.lessonId })
        .from(lessonProgress)
        .where(and(eq(lessonProgress.customerId, customerId), eq(lessonProgress.courseId, courseId), sql`${lessonProgress.completedAt} is not null`)),
    ]);
    return {
      viewer: {
        isEnrolled: Boolean(enrollment),
        isWishlisted: Boolean(wish),
        hasReviewed: Boolean(review),
        completedLessons: enrollment?.completedLessons ?? 0,
        lastLessonId: enrollment?.lastLessonId ?? null,
        certificateCode: certificate?.code ?? null,
        isInstructor,
      },
      completed: new Set(done.map((d) => d.lessonId)),
    };
  }
}

export function canSee(course: { isPublished: boolean; instructorId: string | null }, viewer: CustomerRow | null): boolean {
  if (course.isPublished) return true;
  if (!viewer) return false;
  return viewer.role === 'admin' || (viewer.role === 'instructor' && viewer.id === course.instructorId);
}
