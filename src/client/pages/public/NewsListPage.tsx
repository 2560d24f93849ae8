// /analysis-and-news: the latest items of the stored region (from the store).
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectLatestNews, selectNewsError, selectNewsLoading } from '../../features/news/newsSlice';
import { EmptyState } from '../../components/EmptyState';
import { NewsCard, NewsCardSkeleton } from '../../components/NewsCard';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ArticleIcon } from '../../components/icons';
import { PageHero } from '../ComingSoonPage';

const grid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } } as const;

export default function NewsListPage() {
  const { t } = useTranslation();
  const news = useAppSelector(selectLatestNews);
  const loading = useAppSelector(selectNewsLoading);
  const error = useAppSelector(selectNewsError);
  useDocumentTitle(t('PAGES.ANALYSIS_AND_NEWS.TITLE'));
  return (
    <>
      <PageHero title={t('PAGES.ANALYSIS_AND_NEWS.TITLE')} description={t('PAGES.ANALYSIS_AND_NEWS.DESCRIPTION')} icon={<ArticleIcon />} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {loading && news.length === 0 ? (
          <Box sx={grid}>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <NewsCardSkeleton key={i} />
            ))}
          </Box>
        ) : news.length === 0 ? (
          <EmptyState icon={<ArticleIcon />} title={t(error ? 'HOME.NEWS_ERROR' : 'HOME.NEWS_EMPTY')} />
        ) : (
          <Box sx={grid}>
            {news.map((item) => (
              <NewsCard key={item.id} item={item} />
            ))}
          </Box>
        )}
      </Container>
    </>
  );
}
