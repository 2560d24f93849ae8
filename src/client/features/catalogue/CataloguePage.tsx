// /courses: the catalogue. The URL holds every choice (?courses= category, ?search=, level, price,
// language, sort, page); the page reads it, asks the saga for that list and writes changes back.
import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { COURSE_LEVELS, COURSE_SORTS, LANGUAGES, type Language } from '../../../shared/constants';
import type { Category } from '../../../shared/schemas/catalog';
import { hasData, useAppDispatch, useAppSelector, useDeferredArrival } from '../../lib/hooks';
import { useSaga } from '../../lib/useSaga';
import { errorMessageKey } from '../../lib/errors';
import { EmptyState } from '../../components/EmptyState';
import { CloseIcon, SchoolIcon, SearchIcon, WarningIcon } from '../../components/icons';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { COURSE_GRID_SX, CourseCard, CourseCardSkeleton } from '../../components/course/CourseCard';
import { COURSE_LANGUAGE_NAMES, LEVEL_KEYS } from '../../components/course/courseFormat';
import { CourseSearchForm } from '../../components/CourseSearchForm';
import { PageHero } from '../../components/PageHero';
import { categoriesActions, categoryTitle, selectCategories, selectCategoriesLoading } from '../categories';
import { selectStorageBaseUrl } from '../config';
import { selectCountry, selectLanguage } from '../locale';
import { catalogueQuery, catalogueSearchParams, hasActiveFilters, parseCatalogueParams, CATALOGUE_PAGE_SIZE, type CatalogueFilters } from './catalogueParams';
import { catalogueActions, selectCatalogue } from './catalogueSlice';
import { FilterSelect, type FilterOption } from '../../components/FilterSelect';
import { Pagination } from '../../components/Pagination';
import { catalogueSaga } from './catalogueSaga';
import { formatNumber } from '../../lib/format';

const SORT_KEYS = { relevance: 'COURSES.SORT.RELEVANCE', newest: 'COURSES.SORT.NEWEST', rating: 'COURSES.SORT.RATING', popular: 'COURSES.SORT.POPULAR' } as const;

/** Categories depth first, sub-categories indented under their parent. */
export function categoryOptions(categories: readonly Category[], lang: Language): FilterOption[] {
  const ids = new Set(categories.map((c) => c.id));
  const children = new Map<number | null, Category[]>();
  for (const c of categories) {
    const parent = c.parentId !== null && ids.has(c.parentId) ? c.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), c]);
  }
  const out: FilterOption[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const c of children.get(parent) ?? []) {
      out.push({ value: String(c.id), label: `${'\u00a0\u00a0\u00a0'.repeat(depth)}${depth > 0 ? '– ' : ''}${categoryTitle(c, lang)}` });
      if (depth < 6) walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

export default function CataloguePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useSaga(catalogueSaga);
  const [params, setParams] = useSearchParams();
  const lang = useAppSelector(selectLanguage);
  const country = useAppSelector(selectCountry);
  const storageBaseUrl = useAppSelector(selectStorageBaseUrl);
  const categories = useAppSelector(selectCategories);
  const categoriesLoading = useAppSelector(selectCategoriesLoading);
  const list = useDeferredArrival(useAppSelector(selectCatalogue), hasData);
  const filters = useMemo(() => parseCatalogueParams(params), [params]);
  const queryKey = JSON.stringify(catalogueQuery(filters));
  const category = filters.categoryId !== null ? categories.find((c) => c.id === filters.categoryId) : undefined;

  useEffect(() => {
    dispatch(catalogueActions.fetchRequested(JSON.parse(queryKey) as ReturnType<typeof catalogueQuery>));
  }, [dispatch, queryKey]);

  useEffect(() => {
    if (categories.length === 0 && !categoriesLoading) dispatch(categoriesActions.fetchRequested());
    // Once per visit: a failed load is not retried in a loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  const heading = filters.search
    ? t('COURSES.RESULTS_FOR', { search: filters.search })
    : filters.categoryId !== null
      ? category
        ? categoryTitle(category, lang)
        : t('PAGES.COURSES.TITLE')
      : t('PAGES.COURSES.TITLE');
  useDocumentTitle(heading);

  const update = (patch: Partial<CatalogueFilters>) => {
    const next: CatalogueFilters = { ...filters, page: 1, ...patch };
    setParams(catalogueSearchParams(next));
  };
  const goToPage = (page: number) => {
    update({ page });
    document.getElementById('catalogue-results')?.scrollIntoView?.({ block: 'start' });
  };
  const clearAll = () => setParams(new URLSearchParams());

  const loading = list.status === 'loading' || list.status === 'idle';
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / (list.data?.pageSize || CATALOGUE_PAGE_SIZE)));
  const active = hasActiveFilters(filters);
  const any = t('COURSES.FILTER.ANY');

  return (
    <>
      <PageHero title={heading} description={t('PAGES.COURSES.DESCRIPTION')} icon={<SchoolIcon />} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 3 }}>
          <Box sx={{ flex: '1 1 360px', display: 'flex' }}>
            <CourseSearchForm id="courses-search" dense />
          </Box>
        </Box>

        <Box
          component="section"
          aria-label={t('COURSES.FILTERS')}
          sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(0, 1fr))' }, '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } } }}
        >
          <FilterSelect
            name="category"
            label={t('COURSES.FILTER.CATEGORY')}
            value={filters.categoryId === null ? '' : String(filters.categoryId)}
            options={[
              { value: '', label: t('COURSES.FILTER.ALL_CATEGORIES') },
              ...categoryOptions(categories, lang),
              // A category from the URL not (yet) in the list still shows as chosen.
              ...(filters.categoryId !== null && !category ? [{ value: String(filters.categoryId), label: categoriesLoading ? t('COMMON.LOADING') : '-' }] : []),
            ]}
            onChange={(v) => update({ categoryId: v === '' ? null : Number(v) })}
          />
          <FilterSelect
            name="level"
            label={t('COURSES.FILTER.LEVEL')}
            value={filters.level ?? ''}
            options={[{ value: '', label: any }, ...COURSE_LEVELS.map((l) => ({ value: l, label: t(LEVEL_KEYS[l]) }))]}
            onChange={(v) => update({ level: COURSE_LEVELS.find((l) => l === v) ?? null })}
          />
          <FilterSelect
            name="price"
            label={t('COURSES.FILTER.PRICE')}
            value={filters.price ?? ''}
            options={[
              { value: '', label: any },
              { value: 'free', label: t('COURSES.FILTER.FREE') },
              { value: 'paid', label: t('COURSES.FILTER.PAID') },
            ]}
            onChange={(v) => update({ price: v === 'free' || v === 'paid' ? v : null })}
          />
          <FilterSelect
            name="language"
            label={t('COURSES.FILTER.LANGUAGE')}
            value={filters.language ?? ''}
            options={[{ value: '', label: any }, ...LANGUAGES.map((l) => ({ value: l, label: COURSE_LANGUAGE_NAMES[l] }))]}
            onChange={(v) => update({ language: LANGUAGES.find((l) => l === v) ?? null })}
          />
          <FilterSelect
            name="sort"
            label={t('COURSES.FILTER.SORT')}
            value={filters.sort}
            options={COURSE_SORTS.map((s) => ({ value: s, label: t(SORT_KEYS[s]) }))}
            onChange={(v) => update({ sort: COURSE_SORTS.find((s) => s === v) ?? 'relevance' })}
          />
        </Box>

        <Box id="catalogue-results" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 3, minHeight: 32, scrollMarginTop: 96 }}>
          <Typography role="status" aria-live="polite" color="text.secondary" sx={{ mr: 1 }}>
            {loading ? t('COMMON.LOADING') : list.status === 'succeeded' ? t('COURSES.RESULT_COUNT', { total: formatNumber(total, lang) }) : ''}
          </Typography>
          {filters.search && (
            <Chip icon={<SearchIcon />} label={filters.search} onDelete={() => update({ search: '' })} deleteIcon={<CloseIcon aria-label={t('COURSES.REMOVE_SEARCH')} />} />
          )}
          {active && (
            <Button onClick={clearAll} startIcon={<CloseIcon />} color="inherit" size="small">
              {t('COURSES.CLEAR_FILTERS')}
            </Button>
          )}
        </Box>

        {loading ? (
          <Box component="ul" aria-busy="true" aria-label={t('COMMON.LOADING')} sx={COURSE_GRID_SX}>
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <CourseCardSkeleton />
              </li>
            ))}
          </Box>
        ) : list.status === 'failed' ? (
          <EmptyState
            icon={<WarningIcon />}
            title={t('COURSES.LOAD_FAILED')}
            text={t(errorMessageKey(list.error?.code ?? 'UNKNOWN'))}
            action={
              <Button variant="contained" onClick={() => dispatch(catalogueActions.fetchRequested(catalogueQuery(filters)))}>
                {t('COURSES.RETRY')}
              </Button>
            }
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<SearchIcon />}
            title={t('COURSES.EMPTY_TITLE')}
            text={t(active ? 'COURSES.EMPTY_TEXT_FILTERED' : 'COURSES.EMPTY_TEXT')}
            action={
              active || filters.page > 1 ? (
                <Button variant="contained" onClick={clearAll}>
                  {t('COURSES.CLEAR_FILTERS')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <Box component="ul" sx={COURSE_GRID_SX}>
              {items.map((course, i) => (
                <li key={course.id}>
                  <CourseCard course={course} lang={lang} country={country} storageBaseUrl={storageBaseUrl} headingLevel="h2" priority={i === 0} />
                </li>
              ))}
            </Box>
            <Pagination page={filters.page} pageCount={pageCount} onChange={goToPage} />
          </>
        )}
      </Container>
    </>
  );
}
