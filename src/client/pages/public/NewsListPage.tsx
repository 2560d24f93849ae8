// /analysis-and-news: the items of the stored region (999 when none is stored) in the reader's language
// where translated (each marked with its `lang` otherwise); paginated on the client (?page= in the URL).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NEWS_DEFAULT_COUNTRY } from '../../../shared/constants';
import { EmptyState } from '../../components/EmptyState';
import { ArticleIcon, WarningIcon } from '../../components/icons';
import { NewsCard, NewsCardSkeleton } from '../../components/NewsCard';
import { useAppSelector } from '../../lib/hooks';
import { selectStorageBaseUrl } from '../../features/config';
import { readStoredCountry, selectLanguage } from '../../features/locale';
import { regionNewsRequest } from '../../features/news';
import { useRequest } from '../../app/useRequest';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Pagination } from '../../components/Pagination';
import { REGION_KEYS } from '../../lib/localeNames';
import { PageHero } from '../../components/PageHero';

export const NEWS_PAGE_SIZE = 9;
const grid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } } as const;

export default function NewsListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const country = readStoredCountry() ?? NEWS_DEFAULT_COUNTRY;
  const lang = useAppSelector(selectLanguage);
  const storageBaseUrl = useAppSelector(selectStorageBaseUrl);
  // The stored region's items, newest first, in the UI language where translated.
  const { state, reload } = useRequest(regionNewsRequest, { country, lang });
  useDocumentTitle(t('PAGES.ANALYSIS_AND_NEWS.TITLE'));

  const items = state.status === 'succeeded' ? (state.data ?? []) : [];
  const pageCount = Math.max(1, Math.ceil(items.length / NEWS_PAGE_SIZE));
  const requested = Number(params.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 ? Math.min(requested, pageCount) : 1;
  const shown = items.slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE);
  const goTo = (p: number) => {
    const next = new URLSearchParams(params);
    if (p <= 1) next.delete('page');
    else next.set('page', String(p));
    setParams(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <PageHero title={t('PAGES.ANALYSIS_AND_NEWS.TITLE')} description={t('PAGES.ANALYSIS_AND_NEWS.DESCRIPTION')} icon={<ArticleIcon />} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography color="text.secondary" sx={{ mb: 3 }} data-testid="news-region">
          {t('NEWS.REGION', { region: t(REGION_KEYS[country]) })}
        </Typography>
        {state.status === 'loading' || state.status === 'idle' ? (
          <Box sx={grid} aria-busy="true" aria-label={t('COMMON.LOADING')}>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <NewsCardSkeleton key={i} />
            ))}
          </Box>
        ) : state.status === 'failed' ? (
          <EmptyState
            icon={<WarningIcon />}
            title={t('HOME.NEWS_ERROR')}
            action={
              <Button variant="contained" onClick={reload}>
                {t('COURSES.RETRY')}
              </Button>
            }
          />
        ) : items.length === 0 ? (
          <EmptyState icon={<ArticleIcon />} title={t('HOME.NEWS_EMPTY')} />
        ) : (
          <>
            <Box component="ul" sx={{ ...grid, listStyle: 'none', m: 0, p: 0 }}>
              {shown.map((item, i) => (
                <li key={item.id} data-testid="news-item">
                  <NewsCard item={item} lang={lang} storageBaseUrl={storageBaseUrl} priority={i === 0} headingLevel="h2" />
                </li>
              ))}
            </Box>
            <Pagination page={page} pageCount={pageCount} onChange={goTo} />
          </>
        )}
      </Container>
    </>
  );
}
