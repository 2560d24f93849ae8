// /analysis-and-news/:slug: one item from GET /api/AnalysisAndNews/Slug/{slug}, share links, and the
// other items of the same region.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { CountryId } from '../../../shared/constants';
import { useRequest } from '../../app/useRequest';
import { newsArticleRequest, regionNewsRequest } from '../../features/news';
import { useAppSelector } from '../../lib/hooks';
import { selectLanguage } from '../../features/locale';
import { EmptyState } from '../../components/EmptyState';
import { contentLang, formatDate } from '../../lib/format';
import { CoverImage } from '../../components/CoverCard';
import { NewsCard, newsCoverUrl } from '../../components/NewsCard';
import { selectStorageBaseUrl } from '../../features/config';
import { ShareLinks } from '../../features/content';
import { ContentHtml } from '../../components/ContentHtml';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ArticleIcon } from '../../components/icons';
import { paths } from '../../app/paths';

export default function NewsArticlePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const lang = useAppSelector(selectLanguage);
  const { state } = useRequest(newsArticleRequest, { slug, lang });
  const item = state.status === 'succeeded' ? (state.data ?? undefined) : undefined;
  const notFound = state.status === 'failed' && state.error?.status === 404;
  const storageBaseUrl = useAppSelector(selectStorageBaseUrl);
  const cover = newsCoverUrl(storageBaseUrl, item);
  // The text's language when it is not the page's (no translation into the reader's language).
  const textLang = contentLang(item?.lang, lang);
  useDocumentTitle(item?.title ?? t('PAGES.ANALYSIS_AND_NEWS.TITLE'));
  const region = item?.ctlCountryId as CountryId | undefined;
  const related = useRequest(regionNewsRequest, region ? { country: region, lang } : null);
  const relatedItems = related.state.status === 'succeeded' && item ? (related.state.data ?? []).filter((n) => n.id !== item.id).slice(0, 3) : [];

  const back = (
    <Button component={RouterLink} to={paths.news()} variant="outlined">
      {t('NEWS.BACK')}
    </Button>
  );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      {state.status === 'loading' && (
        <Box aria-busy="true" aria-label={t('COMMON.LOADING')}>
          <Skeleton width="30%" />
          <Skeleton width="90%" height={56} />
          <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', my: 3 }} />
          <Skeleton />
          <Skeleton />
          <Skeleton width="80%" />
        </Box>
      )}
      {state.status === 'failed' && (
        <EmptyState icon={<ArticleIcon />} title={t(notFound ? 'NEWS.NOT_FOUND' : 'NEWS.LOAD_FAILED')} action={back} />
      )}
      {item && (
        <Box component="article">
          <Typography variant="overline" color="secondary">
            {t('PAGES.ANALYSIS_AND_NEWS.TITLE')}
          </Typography>
          <Typography component="h1" variant="h3" lang={textLang} sx={{ fontSize: { xs: 28, md: 40 }, mt: 1 }}>
            {item.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            {t('NEWS.PUBLISHED', { date: formatDate(item.publishedAt, lang) })}
          </Typography>
          <CoverImage src={cover} eager sx={{ borderRadius: 3, my: 4 }} />
          {item.summary && (
            <Typography lang={textLang} sx={{ fontSize: 19, fontWeight: 500, mb: 3 }}>
              {item.summary}
            </Typography>
          )}
          <ContentHtml html={item.body} lang={textLang} />
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
