// An attempt in progress: a bar that stays in view while scrolling (the time left and whether the
// answers are saved), a navigator of the questions (answered ones marked), the questions one per
// screen with previous / next or all on one page, and Submit behind a confirmation that lists what is
// still unanswered.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Answer, Attempt } from '../../../shared/schemas/quiz';
import { errorMessageKey } from '../../lib/errors';
import type { QuizAttemptContext, QuizAttemptEvent, SaveStatus } from './quizAttemptMachine';
import { QuestionCard } from './QuestionCard';
import { isAnswered } from './quizFormat';
import { QuizTimer } from './QuizTimer';

export interface QuizAttemptViewProps {
  context: QuizAttemptContext;
  saveStatus: SaveStatus;
  /** The attempt is being submitted (or its time ran out and it is being sent). */
  submitting: boolean;
  send: (event: QuizAttemptEvent) => void;
}

const SAVE_STATUS_KEYS: Record<SaveStatus, string> = {
  saved: 'QUIZ.SAVED',
  saving: 'QUIZ.SAVING',
  offline: 'QUIZ.OFFLINE',
  error: 'QUIZ.SAVE_FAILED',
  unsaved: 'QUIZ.AUTOSAVE',
};

function SaveIndicator({ status }: { status: SaveStatus }) {
  const { t } = useTranslation();
  const color = status === 'offline' || status === 'error' ? 'warning.main' : 'text.secondary';
  return (
    <Typography variant="body2" data-testid="save-status" data-status={status} sx={{ color, fontWeight: status === 'offline' ? 700 : 400 }}>
      {t(SAVE_STATUS_KEYS[status])}
    </Typography>
  );
}

function Navigator({ attempt, answers, current, onGo }: { attempt: Attempt; answers: QuizAttemptContext['answers']; current: number | null; onGo: (index: number) => void }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('QUIZ.NAVIGATOR')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {attempt.questions.map((q, i) => {
        const answered = isAnswered(q, answers);
        return (
          <Button
            key={q.id}
            onClick={() => onGo(i)}
            variant={i === current ? 'contained' : answered ? 'outlined' : 'text'}
            color={answered ? 'success' : 'inherit'}
            aria-current={i === current ? 'step' : undefined}
            aria-label={t(answered ? 'QUIZ.NAV_ANSWERED' : 'QUIZ.NAV_UNANSWERED', { n: i + 1 })}
            data-answered={answered}
            sx={{ minWidth: 44, minHeight: 44, p: 0, border: 1, borderColor: answered ? 'success.main' : 'divider' }}
          >
            {i + 1}
          </Button>
        );
      })}
    </Box>
  );
}

export function QuizAttemptView({ context, saveStatus, submitting, send }: QuizAttemptViewProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const attempt = context.attempt as Attempt;
  const onePerPage = attempt.layout === 'one_per_page';
  const count = attempt.questions.length;
  const unanswered = attempt.questions.map((q, i) => ({ q, i })).filter(({ q }) => !isAnswered(q, context.answers));
  const feedbackEach = attempt.feedbackMode === 'each';

  const goTo = (index: number) => {
    send({ type: 'GOTO', index });
    if (!onePerPage) {
      const question = attempt.questions[index];
      const el = question ? document.getElementById(`quiz-q${question.id}-heading`) : null;
      el?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    } else {
      window.requestAnimationFrame(() => document.getElementById('quiz-question-area')?.focus());
    }
  };

  const card = (index: number) => {
    const question = attempt.questions[index];
    if (!question) return null;
    const key = String(question.id);
    const feedback = context.checked.find((c) => c.questionId === question.id) ?? null;
    const answer = context.answers[key];
    const onCheck = feedbackEach
      ? () => {
          // An ordering left as shown is answered with that order.
          if (answer === undefined && question.type === 'ordering' && question.options) send({ type: 'ANSWER', questionId: question.id, answer: question.options.map((o) => o.id) });
          send({ type: 'CHECK', questionId: question.id });
        }
      : null;
    return (
      <QuestionCard
        key={question.id}
        question={question}
        index={index}
        count={count}
        answer={answer}
        onChange={(next: Answer | null) => send({ type: 'ANSWER', questionId: question.id, answer: next })}
        feedback={feedback}
        onCheck={onCheck}
        checking={context.checking === question.id}
        checkError={context.checkError?.questionId === question.id ? context.checkError.code : null}
        disabled={submitting}
      />
    );
  };

  return (
    <Box data-testid="quiz-attempt">
      <Box
        data-testid="quiz-bar"
        sx={{
          position: 'sticky',
          top: { xs: 64, md: 72 },
          zIndex: 5,
          mx: { xs: -2, sm: 0 },
          mb: 2,
          px: { xs: 2, sm: 2 },
          py: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          bgcolor: 'background.default',
          borderBottom: 1,
          borderColor: 'divider',
          borderRadius: { sm: 2 },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>
            {t('QUIZ.ATTEMPT_N', { n: attempt.number })}
            {attempt.isPreview && ` · ${t('QUIZ.PREVIEW')}`}
          </Typography>
          <SaveIndicator status={saveStatus} />
        </Box>
        {attempt.deadline && <QuizTimer deadline={attempt.deadline} skewMs={context.skewMs} />}
      </Box>

      {saveStatus === 'offline' && (
        <Alert severity="warning" sx={{ mb: 2 }} role="status">
          {t('QUIZ.OFFLINE_TEXT')}
        </Alert>
      )}
      {context.saveError && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {t(errorMessageKey(context.saveError))}
        </Alert>
      )}
      {context.timeUp && (
        <Alert severity="info" sx={{ mb: 2 }} role="status">
          {t('QUIZ.TIME_UP_SUBMITTING')}
        </Alert>
      )}
      {context.error && !context.timeUp && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {t(errorMessageKey(context.error.code))}
        </Alert>
      )}

      <Box sx={{ mb: 2 }}>
        <Navigator attempt={attempt} answers={context.answers} current={onePerPage ? context.current : null} onGo={goTo} />
      </Box>

      {onePerPage ? (
        <Box id="quiz-question-area" tabIndex={-1} sx={{ outline: 'none' }}>
          {card(context.current)}
          <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'space-between', mt: 2, flexWrap: 'wrap' }}>
            <Button variant="outlined" color="inherit" disabled={context.current === 0} onClick={() => goTo(context.current - 1)} sx={{ minHeight: 48, flex: { xs: 1, sm: '0 0 auto' } }}>
              {t('QUIZ.PREVIOUS')}
            </Button>
            {context.current < count - 1 ? (
              <Button variant="contained" onClick={() => goTo(context.current + 1)} sx={{ minHeight: 48, flex: { xs: 1, sm: '0 0 auto' } }}>
                {t('QUIZ.NEXT')}
              </Button>
            ) : (
              <Button variant="contained" color="success" onClick={() => setConfirming(true)} disabled={submitting} sx={{ minHeight: 48, flex: { xs: 1, sm: '0 0 auto' } }}>
                {t('QUIZ.SUBMIT')}
              </Button>
            )}
          </Box>
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>{attempt.questions.map((_q, i) => card(i))}</Box>
      )}

      {(!onePerPage || context.current < count - 1) && (
        <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant={onePerPage ? 'outlined' : 'contained'} color="success" onClick={() => setConfirming(true)} disabled={submitting} sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}>
            {t(submitting ? 'QUIZ.SUBMITTING' : 'QUIZ.SUBMIT')}
          </Button>
        </Box>
      )}

      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="quiz-submit-title" fullWidth maxWidth="xs">
        <DialogTitle id="quiz-submit-title">{t('QUIZ.SUBMIT_CONFIRM_TITLE')}</DialogTitle>
        <DialogContent>
          {unanswered.length > 0 ? (
            <>
              <Typography sx={{ mb: 1 }}>{t('QUIZ.UNANSWERED_INTRO', { count: unanswered.length })}</Typography>
              <Box component="ul" data-testid="unanswered-list" sx={{ m: 0, pl: 2.5 }}>
                {unanswered.map(({ q, i }) => (
                  <li key={q.id}>
                    <Button
                      variant="text"
                      size="small"
                      onClick={() => {
                        setConfirming(false);
                        goTo(i);
                      }}
                    >
                      {t('QUIZ.QUESTION_OF', { n: i + 1, count })}
                    </Button>
                  </li>
                ))}
              </Box>
            </>
          ) : (
            <Typography>{t('QUIZ.ALL_ANSWERED')}</Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('QUIZ.SUBMIT_FINAL')}
          </Typography>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setConfirming(false)} sx={{ minHeight: 44 }}>
            {t('QUIZ.KEEP_ANSWERING')}
          </Button>
          <Button
            variant="contained"
            color="success"
            onClick={() => {
              setConfirming(false);
              send({ type: 'SUBMIT' });
            }}
            sx={{ minHeight: 44 }}
          >
            {t('QUIZ.SUBMIT_NOW')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
