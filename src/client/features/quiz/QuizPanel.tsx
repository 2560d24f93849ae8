// The quiz of a quiz lesson, in place of "mark complete": the intro, an attempt (the attempt machine)
// and its result. Loaded only when a quiz lesson opens (see index.ts).
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import type { Attempt, LessonQuiz } from '../../../shared/schemas/quiz';
import { quizAttemptMachine, type QuizAttemptMachine, type SaveStatus } from './quizAttemptMachine';
import { QuizAttemptView } from './QuizAttemptView';
import { QuizIntro } from './QuizIntro';
import { QuizResult } from './QuizResult';

export interface QuizPanelProps {
  quiz: LessonQuiz;
  /** The course's certificate once the course is complete (shown with a passing result). */
  certificateCode: string | null;
  /** An attempt ended (submitted, timed out or found closed): the lesson and the course progress are read again. */
  onFinished: (attempt: Attempt) => void;
  /** Tests pass `quizAttemptMachine.provide(...)`. */
  machine?: QuizAttemptMachine;
}

export default function QuizPanel({ quiz, certificateCode, onFinished, machine = quizAttemptMachine }: QuizPanelProps) {
  const { t } = useTranslation();
  const holder = useRef<ActorRefFrom<QuizAttemptMachine> | null>(null);
  // Declared before the actor so that it runs first when the panel closes (another lesson opened): the
  // last change is sent while the actor still runs (the save itself is not cancelled when it stops).
  useEffect(
    () => () => {
      holder.current?.send({ type: 'FLUSH' });
    },
    [],
  );
  const actorRef = useActorRef(machine, { input: { quizId: quiz.quizId } });
  useEffect(() => {
    holder.current = actorRef;
  }, [actorRef]);
  // An attempt left open (the page reloaded, or begun on another device) carries on where it was, its
  // timer with it, as soon as the lesson opens; the intro's Resume button is for coming back from the result.
  const openAtStart = useRef(quiz.inProgressAttemptId);
  useEffect(() => {
    if (openAtStart.current !== null) actorRef.send({ type: 'RESUME', attemptId: openAtStart.current });
  }, [actorRef]);

  const view = useSelector(actorRef, (s) => {
    if (s.matches('idle')) return 'intro';
    if (s.matches('starting') || s.matches('loading') || s.matches('closing')) return 'opening';
    if (s.matches('result')) return 'result';
    return 'attempt';
  });
  const context = useSelector(actorRef, (s) => s.context);
  const submitting = useSelector(actorRef, (s) => s.matches('submitting') || s.matches('submitRetry'));
  const saveStatus = useSelector(actorRef, (s): SaveStatus => {
    if (s.matches({ answering: { save: 'offline' } }) || s.matches('submitRetry')) return 'offline';
    if (s.matches({ answering: { save: 'saving' } }) || s.matches({ answering: { save: 'debouncing' } }) || s.matches('submitting')) return 'saving';
    if (s.context.saveError) return 'error';
    return s.context.savedAt ? 'saved' : 'unsaved';
  });

  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  }, [onFinished]);
  useEffect(() => {
    const sub = actorRef.on('finished', ({ attempt }) => finished.current(attempt));
    return () => sub.unsubscribe();
  }, [actorRef]);

  // Back online: unsent answers go at once. Closing the page: the last change goes with a request that outlives it.
  useEffect(() => {
    const online = () => actorRef.send({ type: 'ONLINE' });
    const hide = () => actorRef.send({ type: 'FLUSH', keepalive: true });
    window.addEventListener('online', online);
    window.addEventListener('pagehide', hide);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('pagehide', hide);
    };
  }, [actorRef]);

  // The result's heading takes the focus, so that a screen reader starts reading there.
  useEffect(() => {
    if (view === 'result') document.getElementById('quiz-result-heading')?.focus();
  }, [view]);

  return (
    <Box data-testid="quiz-panel" sx={{ mb: 3 }}>
      {view === 'intro' && (
        <QuizIntro quiz={quiz} error={context.error} busy={false} onStart={() => actorRef.send({ type: 'START' })} onResume={(attemptId) => actorRef.send({ type: 'RESUME', attemptId })} />
      )}
      {view === 'opening' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
          <CircularProgress size={28} />
          <Typography>{t('QUIZ.OPENING')}</Typography>
        </Box>
      )}
      {view === 'attempt' && context.attempt && <QuizAttemptView context={context} saveStatus={saveStatus} submitting={submitting} send={(event) => actorRef.send(event)} />}
      {view === 'result' && context.attempt && (
        <QuizResult
          attempt={context.attempt}
          quiz={quiz}
          timeUp={context.timeUp}
          certificateCode={certificateCode}
          onRetry={() => {
            actorRef.send({ type: 'RESET' });
            actorRef.send({ type: 'START' });
          }}
          onBack={() => actorRef.send({ type: 'RESET' })}
        />
      )}
    </Box>
  );
}
