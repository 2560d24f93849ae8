// Small helpers the course screens share: cover URL, duration, price and level labels.
import { FILE_FOLDERS, type CountryId, type CourseLevel, type Language } from '../../../shared/constants';
import { storageUrl } from '../../../shared/customerImage';
import type { CourseSummary } from '../../../shared/schemas/courses';
import { formatMoney, priceFor } from '../../lib/money';

/** {storage}/course-cover-image/{coverImage}, or null without a cover. */
export function courseCoverUrl(coverImage: string | null | undefined, storageBaseUrl: string): string | null {
  return coverImage ? storageUrl(storageBaseUrl, coverImage, FILE_FOLDERS.courseCoverImage) : null;
}

/** Hours and minutes of a duration in seconds (at least one minute when there is any time at all). */
export function splitDuration(seconds: number): { hours: number; minutes: number } {
  const totalMinutes = seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0;
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** "45 min" or "2 h 5 min" in the UI language. */
export function formatDuration(seconds: number, t: Translate): string {
  const { hours, minutes } = splitDuration(seconds);
  return hours > 0 ? t('COURSES.DURATION_HOURS', { hours, minutes }) : t('COURSES.DURATION_MINUTES', { minutes });
}

/** m:ss of a video position. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * "Free", or the course's price in the visitor's region's currency (USD when it has no price in that
 * one), integers in minor units formatted for the UI language: the course page and every course card.
 */
export function coursePriceText(course: Pick<CourseSummary, 'isFree' | 'prices'>, lang: Language, country: CountryId, t: Translate): string {
  const price = course.isFree ? null : priceFor(course.prices, country);
  return price ? formatMoney(price.minor, price.currency, lang) : t('COURSES.FREE');
}

export const LEVEL_KEYS: Record<CourseLevel, string> = {
  beginner: 'COURSES.LEVEL.BEGINNER',
  intermediate: 'COURSES.LEVEL.INTERMEDIATE',
  advanced: 'COURSES.LEVEL.ADVANCED',
  all: 'COURSES.LEVEL.ALL',
};

/** A course language by its own name (the same in every UI language). */
export const COURSE_LANGUAGE_NAMES: Record<Language, string> = { th: 'ไทย', en: 'English', vi: 'Tiếng Việt', tl: 'Tagalog' };
