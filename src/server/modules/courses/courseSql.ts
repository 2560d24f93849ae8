import { sql, type SQL } from 'drizzle-orm';
import { isLanguage, type CourseLevel, type Language } from '../../../shared/constants';
import type { CoursePrices, CourseSummary } from '../../../shared/schemas/courses';

/**
 * Course cards are read with raw SQL (ranked search, one round trip per page), so their columns and
 * their mapping live here, shared by the catalogue, enrolments, wishlist and detail.
 * `c` is courses; the instructor and the lesson totals are joined in.
 */
/**
 * The course's prices per currency in minor units (course_prices, read by its primary key in the same
 * statement): every currency, so that a card's answer is the same whatever the visitor's region (the
 * catalogue caches it) and the SPA picks the region's. A course priced before course_prices existed has
 * its USD price only, in cents (computed in SQL from the numeric column, never a float).
 */
const PRICES_COLUMN = sql`coalesce(
    (select jsonb_object_agg(p.currency, p.amount_minor) from course_prices p where p.course_id = c.id and not c.is_free),
    case when c.price > 0 then jsonb_build_object('USD', round(c.price * 100)::bigint) else '{}'::jsonb end
  ) as prices`;

const SUMMARY_COLUMNS = sql`c.id, c.slug, c.title, c.subtitle, c.category_id, c.level, c.language, c.cover_image,
  c.price::float8 as price, c.rating_avg::float8 as rating_avg, c.rating_count, c.enrollment_count,
  c.published_at, c.created_at, c.updated_at,
  i.username as instructor_username, i.first_name as instructor_first_name, i.last_name as instructor_last_name,
  i.profile_image as instructor_profile_image,
  coalesce(lt.lesson_count, 0)::int as lesson_count, coalesce(lt.duration, 0)::int as duration,
  ${PRICES_COLUMN}`;

const SUMMARY_JOINS = sql`left join customers i on i.id = c.instructor_id
  left join lateral (select count(*) as lesson_count, sum(l.duration_seconds) as duration from lessons l where l.course_id = c.id) lt on true`;

export interface SummaryRow extends Record<string, unknown> {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  category_id: number | null;
  level: CourseLevel;
  language: string;
  cover_image: string | null;
  price: number;
  rating_avg: number;
  rating_count: number;
  enrollment_count: number;
  published_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
  instructor_username: string | null;
  instructor_first_name: string | null;
  instructor_last_name: string | null;
  instructor_profile_image: string | null;
  lesson_count: number;
  duration: number;
  prices: CoursePrices;
}

/** Drizzle hands raw timestamptz text to execute() ("2026-01-02 03:04:05.6+00"): make it ISO 8601 UTC. */
export function isoTime(value: string | Date): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();
}
export function isoTimeOrNull(value: string | Date | null): string | null {
  return value === null ? null : isoTime(value);
}

export function fullName(first: string | null, last: string | null, username: string | null): string {
  const name = [first, last].filter((p) => p && p.trim()).join(' ').trim();
  return name || username || '';
}

export function toSummary(row: SummaryRow): CourseSummary {
  const language: Language = isLanguage(row.language) ? row.language : 'en';
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    categoryId: row.category_id,
    level: row.level,
    language,
    coverImage: row.cover_image,
    price: Number(row.price),
    isFree: Number(row.price) === 0,
    prices: row.prices,
    instructor: row.instructor_username
      ? { username: row.instructor_username, fullName: fullName(row.instructor_first_name, row.instructor_last_name, row.instructor_username), profileImage: row.instructor_profile_image }
      : null,
    ratingAvg: Number(row.rating_avg),
    ratingCount: row.rating_count,
    enrollmentCount: row.enrollment_count,
    lessonCount: row.lesson_count,
    duration: row.duration,
    publishedAt: isoTimeOrNull(row.published_at),
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
  };
}

/** The cards of these courses, in no particular order. */
export function summariesWhere(condition: SQL): SQL {
  return sql`select ${SUMMARY_COLUMNS} from courses c ${SUMMARY_JOINS} where ${condition}`;
}

/**
 * LIKE pattern for a literal substring of the normalised search text. Escaped after normalising,
 * in SQL: unaccent turns the full-width ％ ＿ ＼ (and ∖ ﹪ ﹨) into ASCII wildcards and escapes, so
 * escaping first would let '＿' match every course.
 */
export function containsPattern(text: string): SQL {
  return sql`'%' || replace(replace(replace(academy_normalize(${text}), ${'\\'}, ${'\\\\'}), ${'%'}, ${'\\%'}), ${'_'}, ${'\\_'}) || '%'`;
}
