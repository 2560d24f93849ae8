// /courses, optionally ?courses={categoryId} or ?search={keyword} (spec section 2). The catalogue API
// is not there yet: the page shows the active filter, the categories to browse, and an honest notice.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { categoryTitle, selectCategories, selectCategoriesLoading } from '../../features/categories/categoriesSlice';
import { selectLanguage } from '../../features/locale/localeSlice';
import { EmptyState } from '../../components/EmptyState';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { CloseIcon, SchoolIcon } from '../../components/icons';
import { CourseSearchForm } from '../../layout/CourseSearchForm';
import { PATHS, coursesByCategoryPath } from '../../layout/siteLinks';
import { PageHero } from '../ComingSoonPage';

export default function CoursesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const categories = useAppSelector(selectCategories);
  const loading = useAppSelector(selectCategoriesLoading);
  const lang = useAppSelector(selectLanguage);
  const search = params.get('search')?.trim() ?? '';
  const categoryParam = params.get('courses');
  const categoryId = categoryParam !== null && /^\d+$/.test(categoryParam) ? Number(categoryParam) : null;
  const category = categoryId !== null ? categories.find((c) => c.id === categoryId) : undefined;
  useDocumentTitle(t('PAGES.COURSES.TITLE'));

  const heading = search
    ? t('COURSES.RESULTS_FOR', { search })
    : categoryId !== null
      ? loading && !category
        ? t('COMMON.LOADING')
        : categoryTitle(category, lang)
      : t('PAGES.COURSES.TITLE');

  return (
    <>
      <PageHero title={heading} description={t('PAGES.COURSES.DESCRIPTION')} icon={<SchoolIcon />} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 4 }}>
          <Box sx={{ flex: '1 1 360px', display: 'flex' }}>
            <CourseSearchForm id="courses-search" dense />
          </Box>
          {(search || categoryId !== null) && (
            <Button component={RouterLink} to={PATHS.courses} startIcon={<CloseIcon />} color="inherit">
              {t('COURSES.CLEAR_FILTERS')}
            </Button>
          )}
        </Box>

        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('HEADER.CATEGORIES')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mb: 5, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {loading && categories.length === 0
            ? [100, 140, 90, 120, 110].map((w, i) => (
                <li key={i}>
                  <Skeleton variant="rounded" width={w} height={32} sx={{ borderRadius: 999 }} />
                </li>
              ))
            : categories.map((c) => (
                <li key={c.id}>
                  <Chip
                    component={RouterLink}
                    to={coursesByCategoryPath(c.id)}
                    clickable
                    label={categoryTitle(c, lang)}
                    color={c.id === categoryId ? 'primary' : 'default'}
                    variant={c.id === categoryId ? 'filled' : 'outlined'}
                    aria-current={c.id === categoryId ? 'page' : undefined}
                  />
                </li>
              ))}
        </Box>

        <EmptyState
          icon={<SchoolIcon />}
          title={t('COURSES.CATALOGUE_SOON')}
          text={t('COURSES.CATALOGUE_SOON_TEXT')}
          action={
            <Button component={RouterLink} to={PATHS.analysisAndNews} variant="outlined">
              {t('HOME.VIEW_ALL_NEWS')}
            </Button>
          }
        />
      </Container>
    </>
  );
}
