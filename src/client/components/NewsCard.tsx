import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FILE_FOLDERS } from '../../shared/constants';
import { storageUrl } from '../../shared/customerImage';
import type { NewsItem } from '../../shared/schemas/catalog';
import { useAppSelector } from '../app/hooks';
import { selectStorageBaseUrl } from '../features/config/configSlice';
import { selectLanguage } from '../features/locale/localeSlice';
import { formatDate } from './format';
import { ArrowForwardIcon } from './icons';
import { Shimmer } from './Shimmer';

export const NEWS_PLACEHOLDER = '/images/news-placeholder.svg';

export function useNewsCover(item: Pick<NewsItem, 'coverImage'> | undefined): string {
  const storageBase = useAppSelector(selectStorageBaseUrl);
  return item?.coverImage ? storageUrl(storageBase, item.coverImage, FILE_FOLDERS.analysisAndNewsCoverImage) : NEWS_PLACEHOLDER;
}

const cardSx = {
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  borderRadius: 3,
  overflow: 'hidden',
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
} as const;

export function NewsCard({ item }: { item: NewsItem }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const cover = useNewsCover(item);
  return (
    <Box
      component={RouterLink}
      to={`/analysis-and-news/${encodeURIComponent(item.slug)}`}
      sx={{
        ...cardSx,
        textDecoration: 'none',
        color: 'inherit',
        transition: 'transform .2s, border-color .2s, box-shadow .2s',
        '&:hover, &:focus-visible': { transform: 'translateY(-3px)', borderColor: 'primary.main', boxShadow: '0 16px 40px rgba(0,0,0,0.25)' },
      }}
    >
      <Box
        component="img"
        src={cover}
        alt=""
        loading="lazy"
        onError={(e) => {
          const img = e.currentTarget as HTMLImageElement;
          if (!img.src.endsWith(NEWS_PLACEHOLDER)) img.src = NEWS_PLACEHOLDER;
        }}
        sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }}
      />
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {formatDate(item.publishedAt, lang)}
        </Typography>
        <Typography variant="h6" component="h3" sx={{ fontSize: 18, lineHeight: 1.35 }}>
          {item.title}
        </Typography>
        {item.summary && (
          <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {item.summary}
          </Typography>
        )}
        <Typography variant="body2" color="primary" sx={{ mt: 'auto', pt: 1, display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
          {t('HEADER.READ_MORE')} <ArrowForwardIcon sx={{ fontSize: 16 }} />
        </Typography>
      </Box>
    </Box>
  );
}

export function NewsCardSkeleton() {
  return (
    <Box sx={cardSx} aria-hidden>
      <Shimmer sx={{ width: '100%', aspectRatio: '16 / 9', borderRadius: 0 }} />
      <Box sx={{ p: 2.5, display: 'grid', gap: 1 }}>
        <Shimmer sx={{ width: '30%', height: 12 }} />
        <Shimmer sx={{ width: '90%', height: 20 }} />
        <Shimmer sx={{ width: '70%', height: 20 }} />
        <Shimmer sx={{ width: '100%', height: 14 }} />
      </Box>
    </Box>
  );
}

