import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FILE_FOLDERS } from '../../shared/constants';
import type { NewsItem } from '../../shared/schemas/catalog';
import { useAppSelector } from '../app/hooks';
import { selectLanguage } from '../features/locale/localeSlice';
import { CoverCard, useCoverUrl } from './CoverCard';
import { formatDate } from './format';
import { ArrowForwardIcon } from './icons';
import { paths } from '../app/paths';

export { CoverCardSkeleton as NewsCardSkeleton } from './CoverCard';

export function useNewsCover(item: Pick<NewsItem, 'coverImage'> | undefined): string {
  return useCoverUrl(item?.coverImage, FILE_FOLDERS.analysisAndNewsCoverImage);
}

export function NewsCard({ item }: { item: NewsItem }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  return (
    <CoverCard
      to={paths.newsArticle(item.slug)}
      cover={useNewsCover(item)}
      title={item.title}
      summary={item.summary}
      meta={formatDate(item.publishedAt, lang)}
      headingComponent="h3"
      footer={
        <Typography variant="body2" color="primary" sx={{ mt: 'auto', pt: 1, display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
          {t('HEADER.READ_MORE')} <ArrowForwardIcon sx={{ fontSize: 16 }} />
        </Typography>
      }
    />
  );
}
