import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { REVIEW_TEXT_MAX_LENGTH } from '../../../shared/constants';
import { errorMessageKey, type ErrorInfo } from '../../lib/errors';
import { visuallyHidden } from '../../lib/visuallyHidden';


/** 1 to 5 stars (radio buttons drawn as ★/☆: arrow keys change them) and an optional text. */
export function ReviewForm({ busy, error, onSubmit }: { busy: boolean; error: ErrorInfo | null; onSubmit: (review: { rating: number; text: string }) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [hover, setHover] = useState(0);
  const [text, setText] = useState('');
  const shown = hover || rating;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rating >= 1) onSubmit({ rating, text: text.trim() });
  };
  return (
    <Box component="form" onSubmit={submit} aria-label={t('COURSES.REVIEWS.FORM_TITLE')} sx={{ p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper', mb: 3 }}>
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('COURSES.REVIEWS.FORM_TITLE')}
      </Typography>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
        <Box component="legend" sx={{ fontSize: 14, color: 'text.secondary', mb: 0.5 }}>
          {t('COURSES.REVIEWS.YOUR_RATING')}
        </Box>
        <Box sx={{ display: 'flex', gap: 0.25 }} onMouseLeave={() => setHover(0)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <Box
              key={n}
              component="label"
              onMouseEnter={() => setHover(n)}
              sx={{
                cursor: 'pointer',
                fontSize: 30,
                lineHeight: 1,
                px: 0.25,
                color: n <= shown ? '#f5b301' : 'text.disabled',
                borderRadius: 1,
                '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            >
              <Box component="input" type="radio" name={`${id}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} sx={visuallyHidden} />
              <span aria-hidden>{n <= shown ? '★' : '☆'}</span>
              <Box component="span" sx={visuallyHidden}>
                {t('COURSES.REVIEWS.STARS_N', { stars: n })}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
      <Box component="label" htmlFor={`${id}-text`} sx={{ display: 'block', fontSize: 14, color: 'text.secondary', mb: 0.5 }}>
        {t('COURSES.REVIEWS.YOUR_REVIEW')}
      </Box>
      <Box
        component="textarea"
        id={`${id}-text`}
        name="text"
        rows={4}
        maxLength={REVIEW_TEXT_MAX_LENGTH}
        value={text}
        onChange={(e: ChangeEvent<HTMLTextAreaElement>) => setText(e.target.value)}
        placeholder={t('COURSES.REVIEWS.PLACEHOLDER')}
        sx={{
          width: '100%',
          p: 1.5,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
          color: 'text.primary',
          font: 'inherit',
          resize: 'vertical',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      />
      {error && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {t(errorMessageKey(error.code))}
        </Typography>
      )}
      <Button type="submit" variant="contained" disabled={busy || rating < 1} sx={{ mt: 2 }}>
        {t('COURSES.REVIEWS.SUBMIT')}
      </Button>
    </Box>
  );
}
