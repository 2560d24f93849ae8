import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FILE_FOLDERS } from '../../shared/constants';
import type { Language } from '../../shared/constants';
import type { NewsItem } from '../../shared/schemas/catalog';
import { CoverCard, CoverCardSkeleton, coverUrl } from './CoverCard';
import { contentLang, formatDate } from '../lib/format';
import { ArrowForwardIcon } from './icons';
import { paths } from '../app/paths';


/** URL of a news item's cover, or the placeholder image. */
export function newsCoverUrl(storageBaseUrl: string, item: Pick<NewsItem, 'coverImage'> | undefined): string {
  return coverUrl(storageBaseUrl, item?.coverImage, FILE_FOLDERS.analysisAndNewsCoverImage);
}

/**
 * `lang` (the UI's) formats the date and decides whether the item's text is marked with its own; `storageBaseUrl` is where covers are read (both from the store, passed by the page);
 * `priority` for a list's first card (its cover loaded at once: CoverCard); `headingLevel`, the title's level in
 * the page's outline (h3 under a section's h2, h2 on the news page, whose cards come right under its h1).
 */
export function NewsCard({ item, lang, storageBaseUrl, priority = false, headingLevel = 'h3' }: { item: NewsItem; lang: Language; storageBaseUrl: string; priority?: boolean; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  return (
    <CoverCard
      to={paths.newsArticle(item.slug)}
      cover={newsCoverUrl(storageBaseUrl, item)}
      title={item.title}
      summary={item.summary}
      lang={contentLang(item.lang, lang)}
      meta={<time dateTime={item.publishedAt}>{formatDate(item.publishedAt, lang)}</time>}
      headingComponent={headingLevel}
      priority={priority}
      footer={
        <Typography variant="body2" color="primary" sx={{ mt: 'auto', pt: 1, display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
          {t('HEADER.READ_MORE')} <ArrowForwardIcon sx={{ fontSize: 16 }} />
        </Typography>
      }
    />
  );
}

/** A news card's loading stand-in: a cover card's with the "Read more" line. */
export function NewsCardSkeleton() {
  return <CoverCardSkeleton footer />;
}
