// The result of an attempt: the score, points and whether it passes (or that an essay waits for the
// instructor), each question's feedback as far as the quiz's settings allow, and what comes next: the
// lesson counts as complete on a pass (with the certificate once the course is complete), or another
// try when attempts are left (after the cooldown, if any).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Attempt, LessonQuiz } from '../../../shared/schemas/quiz';
import { paths } from '../../app/paths';
import { TrophyIcon } from '../../components/icons';
import { useAppSelector } from '../../lib/hooks';
import { selectLanguage } from '../locale';
import { QuestionCard } from './QuestionCard';
import { useSecondsUntil } from './QuizIntro';
import { formatPercent } from '../../lib/format';
import { formatPoints, formatSpan } from './quizFormat';

export interface QuizResultProps {
  attempt: Attempt;
  /** The quiz as last read with the lesson (read again once the attempt ends). */
  quiz: LessonQuiz;
  timeUp: boolean;
  /** The course's certificate when the course is complete. */
  certificateCode: string | null;
  onRetry: () => void;
  onBack: () => void;
}

export function QuizResult({ attempt, quiz, timeUp, certificateCode, onRetry, onBack }: QuizResultProps) {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const result = attempt.result;
  const pending = attempt.status === 'pending_review' || (result !== null && result.passed === null);
  const passed = result?.passed === true;
  // The quiz read before this attempt ended does not know of it yet: what is left is shown once it is read again.
  const current = quiz.attempts.some((a) => a.id === attempt.id);
  const cooldownEnd = current && quiz.cooldownUntil ? Date.parse(quiz.cooldownUntil) : null;
  const waitSeconds = useSecondsUntil(cooldownEnd !== null && !Number.isNaN(cooldownEnd) ? cooldownEnd : null);
  const canRetry = current && !attempt.isPreview ? quiz.attemptsLeft !== 0 && quiz.inProgressAttemptId === null : attempt.isPreview;
  const feedbackById = new Map((result?.questions ?? []).map((f) => [f.questionId, f]));

  return (
    <Box data-testid="quiz-result">
      <Typography component="h2" variant="h5" sx={{ mb: 2 }} tabIndex={-1} id="quiz-result-heading">
        {t('QUIZ.RESULT_TITLE')}
      </Typography>
      {timeUp && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('QUIZ.TIME_UP_SUBMITTED')}
        </Alert>
      )}
      <Box
        role="status"
        data-testid="quiz-score"
        sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, border: 2, borderColor: pending ? 'info.main' : passed ? 'success.main' : 'error.main', display: 'flex', gap: { xs: 2, sm: 4 }, alignItems: 'center', flexWrap: 'wrap' }}
      >
        {result && result.scorePercent !== null && (
          <Typography sx={{ fontSize: { xs: 40, sm: 48 }, fontWeight: 800, lineHeight: 1 }}>{formatPercent(result.scorePercent, lang)}</Typography>
        )}
        <Box>
          <Typography sx={{ fontWeight: 700, fontSize: 18 }} data-testid="quiz-verdict">
            {pending ? t('QUIZ.RESULT_PENDING') : passed ? t('QUIZ.RESULT_PASSED') : t('QUIZ.RESULT_FAILED', { mark: quiz.passMarkPercent })}
          </Typography>
          {result && (
            <Typography color="text.secondary" data-testid="quiz-points">
              {t('QUIZ.POINTS_OF', { points: formatPoints(result.points, lang), max: result.maxPoints })}
            </Typography>
          )}
          {attempt.isPreview && <Typography color="text.secondary">{t('QUIZ.PREVIEW_NOT_COUNTED')}</Typography>}
        </Box>
      </Box>

      {passed && !attempt.isPreview && (
        <Alert severity="success" sx={{ mt: 2 }} data-testid="quiz-lesson-complete">
          {t('QUIZ.LESSON_COMPLETE')}
        </Alert>
      )}
      {certificateCode && passed && (
        <Box data-testid="quiz-certificate" sx={{ mt: 2, p: 2, borderRadius: 3, border: 1, borderColor: 'success.main', display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <TrophyIcon sx={{ color: '#f5b301', fontSize: 36 }} />
          <Typography sx={{ flex: '1 1 200px', fontWeight: 700 }}>{t('QUIZ.COURSE_COMPLETE')}</Typography>
          <Button component={RouterLink} to={paths.certificate(certificateCode)} variant="contained" sx={{ minHeight: 44 }}>
            {t('QUIZ.VIEW_CERTIFICATE')}
          </Button>
        </Box>
      )}

      <Box sx={{ mt: 3, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {canRetry && (
          <Button variant={passed ? 'outlined' : 'contained'} onClick={onRetry} disabled={waitSeconds > 0} sx={{ minHeight: 48, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
            {t('QUIZ.TRY_AGAIN')}
          </Button>
        )}
        <Button variant="text" onClick={onBack} sx={{ minHeight: 48 }}>
          {t('QUIZ.BACK_TO_OVERVIEW')}
        </Button>
        {canRetry && waitSeconds > 0 && (
          <Typography variant="body2" color="text.secondary" data-testid="quiz-result-cooldown">
            {t('QUIZ.COOLDOWN', { time: formatSpan(waitSeconds, t) })}
          </Typography>
        )}
        {current && !canRetry && !attempt.isPreview && quiz.attemptsLeft === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('QUIZ.NO_ATTEMPTS_LEFT')}
          </Typography>
        )}
      </Box>

      {feedbackById.size > 0 && (
        <Box sx={{ mt: 4 }}>
          <Typography component="h3" variant="h6" sx={{ mb: 2 }}>
            {t('QUIZ.REVIEW')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {attempt.questions.map((q, i) => (
              <QuestionCard key={q.id} question={q} index={i} count={attempt.questions.length} answer={attempt.answers[String(q.id)]} feedback={feedbackById.get(q.id) ?? null} review />
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
