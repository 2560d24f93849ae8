// Before an attempt: what the quiz asks (questions, points, time, attempts, pass mark, how the grade is
// kept), the learner's grade and earlier attempts, and Start (or Resume). A cooldown after a failed
// attempt counts down to when the next may start; with no attempt left there is nothing to start.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { AttemptSummary, LessonQuiz } from '../../../shared/schemas/quiz';
import { errorMessageKey } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { useAppSelector } from '../../lib/hooks';
import { selectLanguage } from '../locale';
import type { QuizError } from './quizAttemptMachine';
import { formatPercent } from '../../lib/format';
import { formatSpan } from './quizFormat';

/** Seconds until `until` (ms since the epoch), counted down once a second; 0 once passed or without one. */
export function useSecondsUntil(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return undefined;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/** When the cooldown ends: the quiz's own time, or (when starting was refused) the time the server's answer gave. */
export function cooldownEnd(quiz: LessonQuiz, error: QuizError | null): number | null {
  const own = quiz.cooldownUntil ? Date.parse(quiz.cooldownUntil) : null;
  const fromError = error?.code === ERROR_CODES.QUIZ_COOLDOWN ? (error.until ?? null) : null;
  if (own !== null && !Number.isNaN(own) && (fromError === null || own > fromError)) return own;
  return fromError;
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover', minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" data-testid={testId} sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

export function attemptStatusKey(a: Pick<AttemptSummary, 'status' | 'passed'>): string {
  if (a.status === 'in_progress') return 'QUIZ.STATUS_IN_PROGRESS';
  if (a.status === 'pending_review' || a.passed === null) return 'QUIZ.STATUS_PENDING';
  return a.passed ? 'QUIZ.STATUS_PASSED' : 'QUIZ.STATUS_FAILED';
}

function PreviousAttempts({ attempts }: { attempts: AttemptSummary[] }) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  return (
    <Box sx={{ mt: 3 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('QUIZ.PREVIOUS_ATTEMPTS')}
      </Typography>
      <Box component="ol" data-testid="previous-attempts" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {attempts.map((a) => (
          <Box component="li" key={a.id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}>
            <Typography sx={{ fontWeight: 700 }}>
              {t('QUIZ.ATTEMPT_N', { n: a.number })}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {formatDate(a.submittedAt ?? a.startedAt, lang)}
              </Typography>
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              {a.scorePercent !== null && <Typography sx={{ fontWeight: 700 }}>{formatPercent(a.scorePercent, lang)}</Typography>}
              <Chip size="small" label={t(attemptStatusKey(a))} color={a.status === 'in_progress' || a.passed === null ? 'default' : a.passed ? 'success' : 'error'} variant="outlined" />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const GRADING_KEYS: Record<LessonQuiz['gradingMethod'], string> = { highest: 'QUIZ.GRADING_HIGHEST', last: 'QUIZ.GRADING_LAST', average: 'QUIZ.GRADING_AVERAGE' };

export interface QuizIntroProps {
  quiz: LessonQuiz;
  error: QuizError | null;
  busy: boolean;
  onStart: () => void;
  onResume: (attemptId: number) => void;
}

export function QuizIntro({ quiz, error, busy, onStart, onResume }: QuizIntroProps) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const waitSeconds = useSecondsUntil(cooldownEnd(quiz, error));
  const resumeId = quiz.inProgressAttemptId;
  const noAttemptsLeft = resumeId === null && (quiz.attemptsLeft === 0 || error?.code === ERROR_CODES.QUIZ_NO_ATTEMPTS_LEFT);
  const coolingDown = resumeId === null && !noAttemptsLeft && waitSeconds > 0;
  const otherError = error && error.code !== ERROR_CODES.QUIZ_COOLDOWN && error.code !== ERROR_CODES.QUIZ_NO_ATTEMPTS_LEFT ? error : null;
  const grading = GRADING_KEYS[quiz.gradingMethod] ?? 'QUIZ.GRADING_HIGHEST';

  return (
    <Box data-testid="quiz-intro">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography component="h2" variant="h5">
          {t('QUIZ.TITLE')}
        </Typography>
        {quiz.gradePercent !== null && (
          <Chip
            data-testid="quiz-grade"
            color={quiz.passed ? 'success' : 'default'}
            label={t(quiz.passed ? 'QUIZ.GRADE_PASSED' : 'QUIZ.GRADE_NOT_PASSED', { value: formatPercent(quiz.gradePercent, lang) })}
          />
        )}
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        <Fact label={t('QUIZ.FACT_QUESTIONS')} value={String(quiz.questionCount)} />
        <Fact label={t('QUIZ.FACT_POINTS')} value={String(quiz.maxPoints)} />
        <Fact label={t('QUIZ.FACT_TIME_LIMIT')} value={quiz.timeLimitSeconds ? formatSpan(quiz.timeLimitSeconds, t) : t('QUIZ.NO_TIME_LIMIT')} testId="quiz-time-limit" />
        <Fact
          label={t('QUIZ.FACT_ATTEMPTS')}
          value={quiz.attemptsAllowed === null ? t('QUIZ.ATTEMPTS_UNLIMITED', { used: quiz.attemptsUsed }) : t('QUIZ.ATTEMPTS_USED', { used: quiz.attemptsUsed, allowed: quiz.attemptsAllowed, left: quiz.attemptsLeft ?? 0 })}
          testId="quiz-attempts"
        />
        <Fact label={t('QUIZ.FACT_PASS_MARK')} value={formatPercent(quiz.passMarkPercent, lang)} />
        <Fact label={t('QUIZ.FACT_GRADING')} value={t(grading)} />
      </Box>

      {quiz.passed && (
        <Alert severity="success" sx={{ mt: 2 }} data-testid="quiz-passed">
          {t('QUIZ.PASSED_INTRO')}
        </Alert>
      )}
      {noAttemptsLeft && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="quiz-no-attempts">
          {t('QUIZ.NO_ATTEMPTS_LEFT')}
        </Alert>
      )}
      {coolingDown && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="quiz-cooldown">
          {t('QUIZ.COOLDOWN', { time: formatSpan(waitSeconds, t) })}
        </Alert>
      )}
      {otherError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {t(errorMessageKey(otherError.code))}
        </Alert>
      )}

      {!noAttemptsLeft && (
        <Box sx={{ mt: 3, display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          {resumeId !== null ? (
            <Button variant="contained" size="large" onClick={() => onResume(resumeId)} disabled={busy} sx={{ minHeight: 48, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
              {t('QUIZ.RESUME')}
            </Button>
          ) : (
            <Button variant="contained" size="large" onClick={onStart} disabled={busy || coolingDown} sx={{ minHeight: 48, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
              {t(quiz.attemptsUsed > 0 ? 'QUIZ.START_AGAIN' : 'QUIZ.START')}
            </Button>
          )}
          {quiz.timeLimitSeconds !== null && resumeId === null && (
            <Typography variant="body2" color="text.secondary">
              {t('QUIZ.TIMER_STARTS')}
            </Typography>
          )}
        </Box>
      )}

      {quiz.attempts.length > 0 && <PreviousAttempts attempts={quiz.attempts} />}
    </Box>
  );
}
