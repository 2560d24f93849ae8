// One quiz attempt, from start (or resume) to its result. While the learner answers, three things run
// side by side: saving (each change goes to the server a moment later, at once when the learner leaves
// the question, again by itself after a dropped connection), checking one answer (feedback after each
// question) and the clock (the server's deadline: when it passes, what was saved is submitted). An
// attempt the server has already closed (submitted elsewhere, or its time ran out there) is read again
// and its result shown.
import { assign, emit, fromPromise, raise, setup } from 'xstate';
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { Answer, Answers, Attempt, QuestionFeedback, SaveAnswersRequest, SavedAnswers } from '../../../shared/schemas/quiz';
import { CLIENT_ERROR_CODES, isApiError } from '../../api/apiError';
import * as quizApi from '../../api/quizApi';

/** How long after the last change an answer is saved. */
export const SAVE_DELAY_MS = 800;
/** How long to wait before trying again after a save or a submit failed for want of a connection. */
export const RETRY_DELAY_MS = 5_000;
/** setTimeout's longest delay (a time limit is hours at most, so this is never reached by a real deadline). */
const MAX_DELAY_MS = 2 ** 31 - 1;

type PendingAnswers = SaveAnswersRequest['answers'];

/** What went wrong, as an error code (translated under ERRORS) and, for a cooldown, the seconds to wait. */
export interface QuizError {
  code: string;
  secondsLeft?: number;
  /** With secondsLeft: when the wait ends on this device's clock (ms since the epoch). */
  until?: number;
}

export interface QuizAttemptContext {
  quizId: number;
  attempt: Attempt | null;
  /** The answers as the learner sees them (saved or not). */
  answers: Answers;
  /** Changes not sent yet (null: the answer was cleared). */
  pending: PendingAnswers;
  /** Changes sent and not yet confirmed. */
  inFlight: PendingAnswers;
  /** The last save confirmed by the server. */
  savedAt: string | null;
  /** The server's clock minus this device's (from the saves' timestamps), so the countdown matches the server's. */
  skewMs: number;
  /** Feedback of the questions already checked (they are locked). */
  checked: QuestionFeedback[];
  /** The question shown when the layout is one per page. */
  current: number;
  /** The question being checked. */
  checking: number | null;
  /** Starting, loading or submitting failed. */
  error: QuizError | null;
  /** The server refused an answer (the answer is not saved). */
  saveError: string | null;
  checkError: { questionId: number; code: string } | null;
  /** The attempt was submitted because its time ran out. */
  timeUp: boolean;
  /** The next save must outlive the page (it is closing). */
  keepalive: boolean;
  /** A flush was asked for while a save ran. */
  flushNext: boolean;
}

export interface QuizAttemptInput {
  quizId: number;
}

export type QuizAttemptEvent =
  | { type: 'START' }
  | { type: 'RESUME'; attemptId: number }
  | { type: 'ANSWER'; questionId: number; answer: Answer | null }
  | { type: 'GOTO'; index: number }
  | { type: 'FLUSH'; keepalive?: boolean }
  | { type: 'ONLINE' }
  | { type: 'CHECK'; questionId: number }
  | { type: 'SUBMIT' }
  | { type: 'RESET' }
  | { type: 'CLOCK_RESET' };

export type QuizAttemptEmitted = { type: 'finished'; attempt: Attempt };

export interface SaveInput {
  attemptId: number;
  answers: PendingAnswers;
  keepalive: boolean;
}
export interface CheckInput {
  attemptId: number;
  questionId: number;
  /** The answer as the learner sees it, saved first (the server checks what was saved). */
  answer: Answer | null | undefined;
}
export interface SubmitInput {
  attemptId: number;
  /** What was not saved yet: saved first. */
  pending: PendingAnswers;
}

const errorCode = (error: unknown): string => (isApiError(error) ? error.code : CLIENT_ERROR_CODES.UNKNOWN);

function toQuizError(error: unknown): QuizError {
  const code = errorCode(error);
  const missing = isApiError(error) ? error.problem?.missing : undefined;
  const secondsLeft = typeof missing === 'object' && missing !== null ? (missing as { secondsLeft?: unknown }).secondsLeft : undefined;
  return typeof secondsLeft === 'number' ? { code, secondsLeft, until: Date.now() + secondsLeft * 1000 } : { code };
}

const isClosed = (error: unknown) => errorCode(error) === ERROR_CODES.QUIZ_ATTEMPT_CLOSED;
/** The server refused this answer for good: sending it again would not help. */
const isRefusedAnswer = (error: unknown) => {
  const code = errorCode(error);
  return code === ERROR_CODES.QUIZ_ANSWER_INVALID || code === ERROR_CODES.QUIZ_ANSWER_LOCKED;
};

const hasKeys = (record: object) => Object.keys(record).length > 0;

/** The question a refusal names ("The answer to question 15 expects a number."), or null. */
export function refusedQuestionId(error: unknown): string | null {
  const detail = isApiError(error) ? (error.detail ?? '') : '';
  return /question (\d{1,10})\b/.exec(detail)?.[1] ?? null;
}

/** An ordering question the learner never moved is answered with the order shown (the list shows an order, so that is the answer given). */
export function shownOrders(attempt: Attempt, answers: Answers): PendingAnswers {
  const out: PendingAnswers = {};
  for (const q of attempt.questions)
    if (q.type === 'ordering' && answers[String(q.id)] === undefined && q.options && !attempt.checked.some((c) => c.questionId === q.id)) out[String(q.id)] = q.options.map((o) => o.id);
  return out;
}

/** Milliseconds left until the attempt's deadline by the server's clock (null: no time limit). */
export function msLeft(context: Pick<QuizAttemptContext, 'attempt' | 'skewMs'>, now = Date.now()): number | null {
  const deadline = context.attempt?.deadline;
  if (!deadline) return null;
  return Date.parse(deadline) - (now + context.skewMs);
}

function loadedAttempt(attempt: Attempt): Partial<QuizAttemptContext> {
  return { attempt, answers: { ...attempt.answers }, pending: {}, inFlight: {}, checked: [...attempt.checked], current: 0, error: null, saveError: null, checkError: null, timeUp: false, savedAt: null };
}

export const quizAttemptMachine = setup({
  types: {
    context: {} as QuizAttemptContext,
    events: {} as QuizAttemptEvent,
    input: {} as QuizAttemptInput,
    emitted: {} as QuizAttemptEmitted,
  },
  actors: {
    startAttempt: fromPromise<Attempt, { quizId: number }>(({ input, signal }) => quizApi.startAttempt(input.quizId, signal)),
    loadAttempt: fromPromise<Attempt, { attemptId: number }>(({ input, signal }) => quizApi.getAttempt(input.attemptId, signal)),
    // The save is not cancelled when the player closes: the learner's last change must still arrive.
    saveAnswers: fromPromise<SavedAnswers, SaveInput>(({ input }) => quizApi.saveAnswers(input.attemptId, input.answers, { keepalive: input.keepalive })),
    checkAnswer: fromPromise<QuestionFeedback, CheckInput>(async ({ input }) => {
      if (input.answer !== undefined) await quizApi.saveAnswers(input.attemptId, { [String(input.questionId)]: input.answer });
      return quizApi.checkAnswer(input.attemptId, input.questionId);
    }),
    submitAttempt: fromPromise<Attempt, SubmitInput>(async ({ input }) => {
      if (hasKeys(input.pending)) {
        try {
          await quizApi.saveAnswers(input.attemptId, input.pending);
        } catch (error) {
          // An answer the server refuses is left out; the rest was saved earlier and is submitted.
          if (!isRefusedAnswer(error)) throw error;
        }
      }
      return quizApi.submitAttempt(input.attemptId);
    }),
  },
  delays: {
    saveDelay: SAVE_DELAY_MS,
    retryDelay: RETRY_DELAY_MS,
    untilDeadline: ({ context }) => Math.min(MAX_DELAY_MS, Math.max(0, msLeft(context) ?? MAX_DELAY_MS)),
  },
  guards: {
    isOpen: ({ event }) => 'output' in event && (event.output as Attempt).status === 'in_progress',
    hasDeadline: ({ context }) => Boolean(context.attempt?.deadline),
    hasPending: ({ context }) => hasKeys(context.pending),
    isClosedError: ({ event }) => 'error' in event && isClosed(event.error),
    isRefusedAnswer: ({ event }) => 'error' in event && isRefusedAnswer(event.error),
    timeIsUp: ({ context }) => context.timeUp,
    isUnlocked: ({ context, event }) => event.type === 'ANSWER' && !context.checked.some((c) => c.questionId === event.questionId),
    canCheck: ({ context, event }) =>
      event.type === 'CHECK' &&
      context.attempt?.feedbackMode === 'each' &&
      context.answers[String(event.questionId)] !== undefined &&
      !context.checked.some((c) => c.questionId === event.questionId),
  },
  actions: {
    goTo: assign(({ context, event }) => (event.type === 'GOTO' ? { current: Math.max(0, Math.min(event.index, (context.attempt?.questions.length ?? 1) - 1)) } : {})),
    recordAnswer: assign(({ context, event }) => {
      if (event.type !== 'ANSWER') return {};
      const key = String(event.questionId);
      const answers = { ...context.answers };
      if (event.answer === null) delete answers[key];
      else answers[key] = event.answer;
      return { answers, pending: { ...context.pending, [key]: event.answer }, saveError: null };
    }),
  },
}).createMachine({
  id: 'quizAttempt',
  context: ({ input }) => ({
    quizId: input.quizId,
    attempt: null,
    answers: {},
    pending: {},
    inFlight: {},
    savedAt: null,
    skewMs: 0,
    checked: [],
    current: 0,
    checking: null,
    error: null,
    saveError: null,
    checkError: null,
    timeUp: false,
    keepalive: false,
    flushNext: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        START: { target: 'starting', actions: assign({ error: null }) },
        RESUME: { target: 'loading', actions: assign({ error: null }) },
      },
    },
    starting: {
      invoke: {
        src: 'startAttempt',
        input: ({ context }) => ({ quizId: context.quizId }),
        onDone: [
          { guard: 'isOpen', target: 'answering', actions: assign(({ event }) => loadedAttempt(event.output)) },
          { target: 'result', actions: assign(({ event }) => loadedAttempt(event.output)) },
        ],
        onError: { target: 'idle', actions: assign({ error: ({ event }) => toQuizError(event.error) }) },
      },
    },
    loading: {
      invoke: {
        src: 'loadAttempt',
        input: ({ event }) => ({ attemptId: event.type === 'RESUME' ? event.attemptId : 0 }),
        onDone: [
          { guard: 'isOpen', target: 'answering', actions: assign(({ event }) => loadedAttempt(event.output)) },
          { target: 'result', actions: assign(({ event }) => loadedAttempt(event.output)) },
        ],
        onError: { target: 'idle', actions: assign({ error: ({ event }) => toQuizError(event.error) }) },
      },
    },
    answering: {
      type: 'parallel',
      on: {
        GOTO: { actions: 'goTo' },
        SUBMIT: { target: 'submitting' },
      },
      states: {
        save: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'hasPending', target: 'debouncing' },
              on: { ANSWER: { guard: 'isUnlocked', target: 'debouncing', actions: 'recordAnswer' } },
            },
            debouncing: {
              after: { saveDelay: 'saving' },
              on: {
                ANSWER: { guard: 'isUnlocked', target: 'debouncing', reenter: true, actions: 'recordAnswer' },
                // Leaving a question saves it at once.
                GOTO: { target: 'saving', actions: 'goTo' },
                FLUSH: { target: 'saving', actions: assign({ keepalive: ({ event }) => event.keepalive === true }) },
              },
            },
            saving: {
              entry: assign(({ context }) => ({ inFlight: { ...context.inFlight, ...context.pending }, pending: {} })),
              invoke: {
                src: 'saveAnswers',
                input: ({ context }) => ({ attemptId: context.attempt?.id ?? 0, answers: context.inFlight, keepalive: context.keepalive }),
                onDone: {
                  target: 'afterSave',
                  actions: [
                    assign(({ context, event }) => ({
                      inFlight: {},
                      keepalive: context.flushNext && context.keepalive,
                      savedAt: event.output.savedAt,
                      skewMs: Number.isNaN(Date.parse(event.output.savedAt)) ? context.skewMs : Date.parse(event.output.savedAt) - Date.now(),
                      // The deadline may have moved (extra time given); a time limit never goes away mid-attempt.
                      attempt: context.attempt ? { ...context.attempt, deadline: event.output.deadline ?? context.attempt.deadline } : null,
                    })),
                    raise({ type: 'CLOCK_RESET' }),
                  ],
                },
                onError: [
                  { guard: 'isClosedError', target: '#quizAttempt.closing' },
                  // The answer the server refuses is dropped (it would be refused again); the others of the batch go again.
                  {
                    guard: 'isRefusedAnswer',
                    target: 'idle',
                    actions: assign(({ context, event }) => {
                      const refused = refusedQuestionId(event.error);
                      const rest = { ...context.inFlight };
                      if (refused !== null) delete rest[refused];
                      return { pending: refused !== null ? { ...rest, ...context.pending } : context.pending, inFlight: {}, keepalive: false, saveError: errorCode(event.error) };
                    }),
                  },
                  // Offline, or any other failure (the server failing): keep the changes and try again.
                  { target: 'offline', actions: assign(({ context }) => ({ pending: { ...context.inFlight, ...context.pending }, inFlight: {}, keepalive: false })) },
                ],
              },
              on: {
                ANSWER: { guard: 'isUnlocked', actions: 'recordAnswer' },
                // Asked to save at once while a save runs: what changed meanwhile goes right after it.
                FLUSH: { actions: assign({ flushNext: true, keepalive: ({ context, event }) => context.keepalive || event.keepalive === true }) },
              },
            },
            /** A save is done: changes made meanwhile wait for their moment, or go at once when a flush was asked for. */
            afterSave: {
              always: [{ guard: ({ context }) => context.flushNext && hasKeys(context.pending), target: 'saving', actions: assign({ flushNext: false }) }, { target: 'idle', actions: assign({ flushNext: false }) }],
            },
            offline: {
              after: { retryDelay: 'saving' },
              on: {
                ANSWER: { guard: 'isUnlocked', actions: 'recordAnswer' },
                ONLINE: 'saving',
                FLUSH: 'saving',
              },
            },
          },
        },
        check: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                CHECK: {
                  guard: 'canCheck',
                  target: 'checking',
                  actions: assign(({ context, event }) => {
                    const pending = { ...context.pending };
                    delete pending[String(event.questionId)];
                    return { checking: event.questionId, checkError: null, pending };
                  }),
                },
              },
            },
            checking: {
              invoke: {
                src: 'checkAnswer',
                input: ({ context }) => {
                  const key = String(context.checking);
                  return { attemptId: context.attempt?.id ?? 0, questionId: context.checking ?? 0, answer: context.answers[key] };
                },
                onDone: { target: 'idle', actions: assign(({ context, event }) => ({ checked: [...context.checked.filter((c) => c.questionId !== event.output.questionId), event.output], checking: null })) },
                onError: [
                  { guard: 'isClosedError', target: '#quizAttempt.closing' },
                  { target: 'idle', actions: assign(({ context, event }) => ({ checkError: { questionId: context.checking ?? 0, code: errorCode(event.error) }, checking: null })) },
                ],
              },
            },
          },
        },
        clock: {
          initial: 'running',
          states: {
            running: {
              after: { untilDeadline: { guard: 'hasDeadline', target: '#quizAttempt.submitting', actions: assign({ timeUp: true }) } },
              // A save's answer carries the deadline again (extra time may have been given): count from it.
              on: { CLOCK_RESET: { target: 'running', reenter: true } },
            },
          },
        },
      },
    },
    submitting: {
      invoke: {
        src: 'submitAttempt',
        input: ({ context }) => {
          const attempt = context.attempt as Attempt;
          return { attemptId: attempt.id, pending: { ...shownOrders(attempt, context.answers), ...context.inFlight, ...context.pending } };
        },
        onDone: { target: 'result', actions: assign(({ event }) => ({ attempt: event.output, pending: {}, inFlight: {}, error: null })) },
        onError: [
          { guard: 'isClosedError', target: 'closing' },
          { guard: 'timeIsUp', target: 'submitRetry', actions: assign({ error: ({ event }) => toQuizError(event.error) }) },
          { target: 'answering', actions: assign({ error: ({ event }) => toQuizError(event.error) }) },
        ],
      },
    },
    /** The time is up and the submit did not get through: try again (answering is over). */
    submitRetry: {
      after: { retryDelay: 'submitting' },
      on: { ONLINE: 'submitting' },
    },
    /** The server closed the attempt: read it for its result. */
    closing: {
      invoke: {
        src: 'loadAttempt',
        input: ({ context }) => ({ attemptId: context.attempt?.id ?? 0 }),
        onDone: { target: 'result', actions: assign(({ event }) => ({ attempt: event.output, pending: {}, inFlight: {}, error: null })) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => toQuizError(event.error), attempt: null }) },
      },
    },
    result: {
      entry: emit(({ context }) => ({ type: 'finished' as const, attempt: context.attempt as Attempt })),
      on: {
        RESET: { target: 'idle', actions: assign({ attempt: null, answers: {}, checked: [], error: null, timeUp: false }) },
      },
    },
  },
});

export type QuizAttemptMachine = typeof quizAttemptMachine;

/** How the learner's answers stand: saved, saving, offline (kept here, sent when back) or refused. */
export type SaveStatus = 'saved' | 'saving' | 'offline' | 'error' | 'unsaved';
