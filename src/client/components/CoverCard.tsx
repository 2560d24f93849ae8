// A linked card with a cover image (news, blogs, podcasts, events): the card surface, the cover with
// its placeholder fallback, meta line, title, clamped summary and an optional footer; and its skeleton.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { storageUrl } from '../../shared/customerImage';
import { Shimmer, ShimmerLine } from './Shimmer';
import { CoverImg } from './coverSize';

export const NEWS_PLACEHOLDER = '/images/news-placeholder.svg';

export const CARD_SURFACE_SX = {
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  borderRadius: 3,
  overflow: 'hidden',
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
} as const;

/** URL of a stored cover under the storage base (the runtime configuration's), or the placeholder image. */
export function coverUrl(storageBaseUrl: string, name: string | null | undefined, folder: string): string {
  return name ? storageUrl(storageBaseUrl, name, folder) : NEWS_PLACEHOLDER;
}

/**
 * A 16:9 cover; a file that fails to load shows the placeholder. Lazy by default (most covers are below
 * the fold); `eager` for the one likely to be the page's largest paint (an article's cover, a list's first
 * card): loaded at once with a high fetch priority.
 */
export function CoverImage({ src, eager = false, sx }: { src: string; eager?: boolean; sx?: object }) {
  return (
    <CoverImg
      src={src}
      eager={eager}
      onError={(e) => {
        const img = e.currentTarget as HTMLImageElement;
        if (!img.src.endsWith(NEWS_PLACEHOLDER)) img.src = NEWS_PLACEHOLDER;
      }}
      sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block', bgcolor: 'action.hover', ...sx }}
    />
  );
}

export interface CoverCardProps {
  to: string;
  cover: string;
  title: string;
  summary?: string;
  meta: ReactNode;
  badge?: ReactNode;
  footer?: ReactNode;
  /** The title's level in the page's outline. */
  headingComponent?: 'h2' | 'h3';
  testId?: string;
  /** The `lang` of title and summary (the author's text) when it differs from the page's: lib/format contentLang. */
  lang?: string;
  /** The list's first card: its cover is loaded at once, with a high priority (CoverImage `eager`). */
  priority?: boolean;
}

export function CoverCard({ to, cover, title, summary, meta, badge, footer, headingComponent = 'h2', testId, lang, priority = false }: CoverCardProps) {
  return (
    <Box
      component={RouterLink}
      to={to}
      data-testid={testId}
      sx={{
        ...CARD_SURFACE_SX,
        textDecoration: 'none',
        color: 'inherit',
        transition: 'transform .2s, border-color .2s, box-shadow .2s',
        '&:hover, &:focus-visible': { transform: 'translateY(-3px)', borderColor: 'primary.main', boxShadow: '0 16px 40px rgba(0,0,0,0.25)' },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <CoverImage src={cover} eager={priority} />
        {badge && <Box sx={{ position: 'absolute', top: 12, left: 12 }}>{badge}</Box>}
      </Box>
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}>
          {meta}
        </Typography>
        <Typography variant="h6" component={headingComponent} lang={lang} sx={{ fontSize: 18, lineHeight: 1.35 }}>
          {title}
        </Typography>
        {summary && (
          <Typography variant="body2" color="text.secondary" lang={lang} sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {summary}
          </Typography>
        )}
        {footer}
      </Box>
    </Box>
  );
}

/**
 * The card's loading stand-in, as tall as a typical card (no layout shift when the list arrives): the cover,
 * then lines of the card's own line heights and gaps (meta: one caption line, 12 px x 1.66; title: two
 * lines, 18 px x 1.35; summary: three body2 lines, 14 px x 1.43) and, with `footer`, the news card's
 * "Read more" line (8 px above a body2 line).
 */
export function CoverCardSkeleton({ footer = false }: { footer?: boolean }) {
  return (
    <Box sx={CARD_SURFACE_SX} aria-hidden data-testid="cover-card-skeleton">
      <Shimmer sx={{ width: '100%', aspectRatio: '16 / 9', borderRadius: 0 }} />
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <ShimmerLine lineHeight={19.92} barHeight={12} width="35%" />
        <Box>
          <ShimmerLine lineHeight={24.3} barHeight={18} width="90%" />
          <ShimmerLine lineHeight={24.3} barHeight={18} width="60%" />
        </Box>
        <Box>
          <ShimmerLine lineHeight={20.02} barHeight={14} />
          <ShimmerLine lineHeight={20.02} barHeight={14} />
          <ShimmerLine lineHeight={20.02} barHeight={14} width="75%" />
        </Box>
        {footer && (
          <Box sx={{ pt: 1 }}>
            <ShimmerLine lineHeight={20.02} barHeight={14} width="30%" />
          </Box>
        )}
      </Box>
    </Box>
  );
}
