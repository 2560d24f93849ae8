// /analysis-and-news/:slug: one item from GET /api/AnalysisAndNews/Slug/{slug}, share links, and the
// other items of the same region.
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { NewsItem } from '../../../shared/schemas/catalog';
import { isApiError } from '../../api/apiError';
import { getBySlug, list as listNews } from '../../api/newsApi';
import { useAppSelector } from '../../lib/hooks';
import { selectLanguage } from '../../features/locale/localeSlice';
import { EmptyState } from '../../components/EmptyState';
import { formatDate } from '../../lib/format';
import { CoverImage } from '../../components/CoverCard';
import { NewsCard, newsCoverUrl } from '../../components/NewsCard';
import { selectStorageBaseUrl } from '../../features/config';
import { paragraphs } from '../../features/content/contentMeta';
import { ShareLinks } from '../../features/content/ShareLinks';
import { useApi } from '../../features/content/useApi';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ArticleIcon } from '../../components/icons';
import { paths } from '../../app/paths';

type Load = { status: 'loading' } | { status: 'loaded'; item: NewsItem } | { status: 'notFound' } | { status: 'failed' };
type Loaded = Load & { slug: string };

export default function NewsArticlePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const lang = useAppSelector(selectLanguage);
  const [state, setState] = useState<Loaded | null>(null);
  // A result for another slug (navigating between articles) means this one is still loading.
  const load: Load = state && state.slug === slug ? state : { status: 'loading' };
  const item = load.status === 'loaded' ? load.item : undefined;
  const storageBaseUrl = useAppSelector(selectStorageBaseUrl);
  const cover = newsCoverUrl(storageBaseUrl, item);
  useDocumentTitle(item?.title ?? t('PAGES.ANALYSIS_AND_NEWS.TITLE'));
  const region = item?.ctlCountryId;
  const related = useApi(region === undefined ? null : `related:${region}`, (signal) => listNews(region, signal));
  const relatedItems =
    related.state.status === 'loaded' && item ? related.state.data.filter((n) => n.ctlCountryId === item.ctlCountryId && n.id !== item.id).slice(0, 3) : [];

  useEffect(() => {
    const controller = new AbortController();
    getBySlug(slug)
      .then((news) => {
        if (!controller.signal.aborted) setState({ slug, status: 'loaded', item: news });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ slug, status: isApiError(error) && error.status === 404 ? 'notFound' : 'failed' });
      });
    return () => controller.abort();
  }, [slug]);

  const back = (
    <Button component={RouterLink} to={paths.news()} variant="outlined">
      {t('NEWS.BACK')}
    </Button>
  );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      {load.status === 'loading' && (
        <Box aria-busy="true" aria-label={t('COMMON.LOADING')}>
          <Skeleton width="30%" />
          <Skeleton width="90%" height={56} />
          <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', my: 3 }} />
          <Skeleton />
          <Skeleton />
          <Skeleton width="80%" />
        </Box>
      )}
      {(load.status === 'notFound' || load.status === 'failed') && (
        <EmptyState icon={<ArticleIcon />} title={t(load.status === 'notFound' ? 'NEWS.NOT_FOUND' : 'NEWS.LOAD_FAILED')} action={back} />
      )}
      {item && (
        <Box component="article">
          <Typography variant="overline" color="secondary">
            {t('PAGES.ANALYSIS_AND_NEWS.TITLE')}
          </Typography>
          <Typography component="h1" variant="h3" sx={{ fontSize: { xs: 28, md: 40 }, mt: 1 }}>
            {item.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            {t('NEWS.PUBLISHED', { date: formatDate(item.publishedAt, lang) })}
          </Typography>
          <CoverImage src={cover} eager sx={{ borderRadius: 3, my: 4 }} />
          {item.summary && (
            <Typography sx={{ fontSize: 19, fontWeight: 500, mb: 3 }}>{item.summary}</Typography>
          )}
          {paragraphs(item.body).map((paragraph, i) => (
            <Typography key={i} sx={{ mb: 2, lineHeight: 1.8, whiteSpace: 'pre-line' }}>
              {paragraph}
            </Typography>
          ))}
          <ShareLinks title={item.title} />
          {relatedItems.length > 0 && (
            <Box component="section" aria-labelledby="related-news" sx={{ mt: 5 }}>
              <Typography id="related-news" component="h2" variant="h5" sx={{ mb: 2 }}>
                {t('NEWS.RELATED')}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
                {relatedItems.map((n) => (
                  <li key={n.id}>
                    <NewsCard item={n} lang={lang} storageBaseUrl={storageBaseUrl} />
                  </li>
                ))}
              </Box>
            </Box>
          )}
          <Box sx={{ mt: 5 }}>{back}</Box>
        </Box>
      )}
    </Container>
  );
}
