// A card of the content lists (blogs, podcasts, events): cover, meta lines, title, summary.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { storageUrl } from '../../../shared/customerImage';
import { useAppSelector } from '../../app/hooks';
import { NEWS_PLACEHOLDER } from '../../components/NewsCard';
import { Shimmer } from '../../components/Shimmer';
import { selectStorageBaseUrl } from '../config/configSlice';

export const CARD_GRID_SX = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } } as const;

const cardSx = { display: 'flex', flexDirection: 'column', height: '100%', borderRadius: 3, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'background.paper' } as const;

/** URL of a stored cover, or the placeholder image. */
export function useCoverUrl(name: string | null | undefined, folder: string): string {
  const base = useAppSelector(selectStorageBaseUrl);
  return name ? storageUrl(base, name, folder) : NEWS_PLACEHOLDER;
}

export function CoverImage({ src, eager = false, sx }: { src: string; eager?: boolean; sx?: object }) {
  return (
    <Box
      component="img"
      src={src}
      alt=""
      loading={eager ? undefined : 'lazy'}
      onError={(e) => {
        const img = e.currentTarget as HTMLImageElement;
        if (!img.src.endsWith(NEWS_PLACEHOLDER)) img.src = NEWS_PLACEHOLDER;
      }}
      sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block', bgcolor: 'action.hover', ...sx }}
    />
  );
}

export function ContentCard({ to, cover, title, summary, meta, badge, testId }: { to: string; cover: string; title: string; summary?: string; meta: ReactNode; badge?: ReactNode; testId?: string }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      data-testid={testId}
      sx={{
        ...cardSx,
        textDecoration: 'none',
        color: 'inherit',
        transition: 'transform .2s, border-color .2s',
        '&:hover, &:focus-visible': { transform: 'translateY(-3px)', borderColor: 'primary.main' },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <CoverImage src={cover} />
        {badge && <Box sx={{ position: 'absolute', top: 12, left: 12 }}>{badge}</Box>}
      </Box>
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}>
          {meta}
        </Typography>
        <Typography variant="h6" component="h2" sx={{ fontSize: 18, lineHeight: 1.35 }}>
          {title}
        </Typography>
        {summary && (
          <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {summary}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

export function ContentCardSkeleton() {
  return (
    <Box sx={cardSx} aria-hidden>
      <Shimmer sx={{ width: '100%', aspectRatio: '16 / 9', borderRadius: 0 }} />
      <Box sx={{ p: 2.5, display: 'grid', gap: 1 }}>
        <Shimmer sx={{ width: '40%', height: 12 }} />
        <Shimmer sx={{ width: '90%', height: 20 }} />
        <Shimmer sx={{ width: '100%', height: 14 }} />
      </Box>
    </Box>
  );
}

export function CardGridSkeleton({ count = 6, label }: { count?: number; label: string }) {
  return (
    <Box sx={CARD_GRID_SX} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <ContentCardSkeleton key={i} />
      ))}
    </Box>
  );
}

/** Paragraphs of a plain-text body. */
export function BodyText({ parts }: { parts: string[] }) {
  return (
    <>
      {parts.map((p, i) => (
        <Typography key={i} sx={{ mb: 2, lineHeight: 1.8, whiteSpace: 'pre-line' }}>
          {p}
        </Typography>
      ))}
    </>
  );
}
