// The content lists' grid (blogs, podcasts, events; their cards are components/CoverCard) and body text.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CoverCardSkeleton } from '../../components/CoverCard';

export const CARD_GRID_SX = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } } as const;

export function CardGridSkeleton({ count = 6, label }: { count?: number; label: string }) {
  return (
    <Box sx={CARD_GRID_SX} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <CoverCardSkeleton key={i} />
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
