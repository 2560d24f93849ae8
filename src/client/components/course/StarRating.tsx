import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** Whole stars out of five for a rating (rounded to the nearest whole star). */
export function starCount(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating)));
}

/** A star rating: filled ★ and empty ☆, with a spoken label. */
export function StarRating({ rating, size = 16 }: { rating: number; size?: number }) {
  const { t } = useTranslation();
  const filled = starCount(rating);
  return (
    <Box
      component="span"
      role="img"
      aria-label={t('COURSES.RATING_LABEL', { rating: (Math.round(rating * 10) / 10).toString() })}
      data-testid="star-rating"
      sx={{ color: '#f5b301', fontSize: size, letterSpacing: '1px', lineHeight: 1, whiteSpace: 'nowrap' }}
    >
      <span aria-hidden>{'★'.repeat(filled)}</span>
      <Box component="span" aria-hidden sx={{ color: 'text.disabled' }}>
        {'☆'.repeat(5 - filled)}
      </Box>
    </Box>
  );
}
