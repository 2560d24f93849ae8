// The time left of an attempt, counted from the server's deadline (so a reload or another device shows
// the same), corrected by how far this device's clock is from the server's. The figure itself is not
// read aloud each second; screen readers are told at a few moments: 10, 5 and 1 minute left, and when
// the time is up.
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../lib/format';
import { visuallyHidden } from '../../lib/visuallyHidden';

/** Seconds left at which screen readers are told, largest first. */
export const ANNOUNCE_AT_SECONDS = [600, 300, 60] as const;

export function secondsLeft(deadline: string, skewMs: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(deadline) - (now + skewMs)) / 1000));
}

/** The announcement due at `left` seconds, given the smallest threshold already passed (or announced). */
function thresholdFor(left: number): number {
  let passed = Infinity;
  for (const at of ANNOUNCE_AT_SECONDS) if (left <= at) passed = at;
  return passed;
}

export function QuizTimer({ deadline, skewMs }: { deadline: string; skewMs: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(deadline, skewMs, now);
  // The threshold reached when the timer appeared is not announced (the learner just saw the figure).
  const [announced, setAnnounced] = useState(() => thresholdFor(left));
  const [message, setMessage] = useState('');

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const due = thresholdFor(left);
  if (left === 0 && announced !== 0) {
    setAnnounced(0);
    setMessage(t('QUIZ.TIME_UP'));
  } else if (left > 0 && due < announced) {
    setAnnounced(due);
    setMessage(t('QUIZ.MINUTES_LEFT_ANNOUNCEMENT', { minutes: Math.round(due / 60) }));
  }

  const urgent = left <= 60;
  return (
    <>
      <Box
        role="timer"
        aria-label={t('QUIZ.TIME_LEFT')}
        data-testid="quiz-timer"
        sx={{
          fontVariantNumeric: 'tabular-nums',
          fontWeight: 700,
          fontSize: { xs: 18, md: 20 },
          px: 1.5,
          py: 0.5,
          borderRadius: 2,
          color: urgent ? 'error.contrastText' : 'text.primary',
          bgcolor: urgent ? 'error.main' : 'action.selected',
        }}
      >
        {formatClock(left)}
      </Box>
      <Box role="status" aria-live="polite" data-testid="timer-announcement" sx={visuallyHidden}>
        {message}
      </Box>
    </>
  );
}
