// The catalogue's state lives in the URL (?courses={categoryId}, ?search={keyword}); its
// filters, sort and page are kept there too, so a list can be shared, bookmarked and reloaded.
import { COURSE_LEVELS, COURSE_SORTS, isLanguage, SEARCH_MAX_LENGTH, type CourseLevel, type CourseSort, type Language } from '../../../shared/constants';
import type { CourseListQuery } from '../../../shared/schemas/courses';
import { CATALOGUE_LINK_PARAMS } from '../../app/paths';

export const CATALOGUE_PAGE_SIZE = 12;
export const DEFAULT_SORT: CourseSort = 'relevance';
export type PriceFilter = 'free' | 'paid';

/** URL parameter names: the two that links set (app/paths.ts), then the page's own. */
export const CATALOGUE_PARAMS = { ...CATALOGUE_LINK_PARAMS, level: 'level', price: 'price', language: 'language', sort: 'sort', page: 'page' } as const;

export interface CatalogueFilters {
  categoryId: number | null;
  search: string;
  level: CourseLevel | null;
  price: PriceFilter | null;
  language: Language | null;
  sort: CourseSort;
  page: number;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null => (value !== null && (list as readonly string[]).includes(value) ? (value as T) : null);

function positiveInt(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}

/** Reads the filters from the URL; unknown or malformed values are ignored. */
export function parseCatalogueParams(params: URLSearchParams): CatalogueFilters {
  const language = params.get(CATALOGUE_PARAMS.language);
  return {
    categoryId: positiveInt(params.get(CATALOGUE_PARAMS.category), 2147483647),
    search: (params.get(CATALOGUE_PARAMS.search) ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    level: oneOf(COURSE_LEVELS, params.get(CATALOGUE_PARAMS.level)),
    price: oneOf<PriceFilter>(['free', 'paid'], params.get(CATALOGUE_PARAMS.price)),
    language: isLanguage(language) ? language : null,
    sort: oneOf(COURSE_SORTS, params.get(CATALOGUE_PARAMS.sort)) ?? DEFAULT_SORT,
    page: positiveInt(params.get(CATALOGUE_PARAMS.page), 10000) ?? 1,
  };
}

/** The URL parameters of the filters; defaults (relevance, page 1) are left out. */
export function catalogueSearchParams(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.categoryId !== null) params.set(CATALOGUE_PARAMS.category, String(filters.categoryId));
  if (filters.search) params.set(CATALOGUE_PARAMS.search, filters.search);
  if (filters.level) params.set(CATALOGUE_PARAMS.level, filters.level);
  if (filters.price) params.set(CATALOGUE_PARAMS.price, filters.price);
  if (filters.language) params.set(CATALOGUE_PARAMS.language, filters.language);
  if (filters.sort !== DEFAULT_SORT) params.set(CATALOGUE_PARAMS.sort, filters.sort);
  if (filters.page > 1) params.set(CATALOGUE_PARAMS.page, String(filters.page));
  return params;
}

/** The API query of the filters. */
export function catalogueQuery(filters: CatalogueFilters): CourseListQuery {
  const query: CourseListQuery = { sort: filters.sort, page: filters.page, pageSize: CATALOGUE_PAGE_SIZE };
  if (filters.categoryId !== null) query.categoryId = filters.categoryId;
  if (filters.search) query.search = filters.search;
  if (filters.level) query.level = filters.level;
  if (filters.price) query.price = filters.price;
  if (filters.language) query.language = filters.language;
  return query;
}

/** True when anything narrows the list (sort and page do not). */
export function hasActiveFilters(filters: CatalogueFilters): boolean {
  return filters.categoryId !== null || filters.search !== '' || filters.level !== null || filters.price !== null || filters.language !== null;
}
