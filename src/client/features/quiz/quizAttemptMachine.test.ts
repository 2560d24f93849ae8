import { createActor, fromPromise, waitFor } from 'xstate';
import type { Attempt, QuestionFeedback, SavedAnswers } from '../../../shared/schemas/quiz';
import { ApiError } from '../../api/apiError';
import { aResult, anAttempt } from './quizFixtures';
import { quizAttemptMachine, RETRY_DELAY_MS, SAVE_DELAY_MS, type CheckInput, type SaveInput, type SubmitInput } from './quizAttemptMachine';

const closed = () => new ApiError({ status: 409, code: 'QUIZ_ATTEMPT_CLOSED', message: 'closed' });
const offline = () => new ApiError({ status: 0, code: 'NETWORK', message: 'offline' });

interface Server {
  start?: (quizId: number) => Promise<Attempt>;
  load?: (attemptId: number) => Promise<Attempt>;
  save?: (input: SaveInput) => Promise<SavedAnswers>;
  check?: (input: CheckInput) => Promise<QuestionFeedback>;
  submit?: (input: SubmitInput) => Promise<Attempt>;
}

function run(server: Server = {}) {
  const calls = {
    start: jest.fn(server.start ?? (() => Promise.resolve(anAttempt()))),
    load: jest.fn(server.load ?? (() => Promise.resolve(anAttempt()))),
    save: jest.fn(server.save ?? ((input: SaveInput) => Promise.resolve({ attemptId: input.attemptId, answers: {}, savedAt: new Date().toISOString(), deadline: null }))),
    check: jest.fn(server.check ?? ((input: CheckInput) => Promise.resolve({ questionId: input.questionId, points: 1, maxPoints: 1, correct: true }))),
    submit: jest.fn(server.submit ?? (() => Promise.resolve(anAttempt({ status: 'submitted', result: aResult() })))),
  };
  const machine = quizAttemptMachine.provide({
    actors: {
      startAttempt: fromPromise<Attempt, { quizId: number }>(({ input }) => calls.start(input.quizId)),
      loadAttempt: fromPromise<Attempt, { attemptId: number }>(({ input }) => calls.load(input.attemptId)),
      saveAnswers: fromPromise<SavedAnswers, SaveInput>(({ input }) => calls.save(input)),
      checkAnswer: fromPromise<QuestionFeedback, CheckInput>(({ input }) => calls.check(input)),
      submitAttempt: fromPromise<Attempt, SubmitInput>(({ input }) => calls.submit(input)),
    },
  });
  const actor = createActor(machine, { input: { quizId: 5 } });
  const finished: Attempt[] = [];
  actor.on('finished', (e) => finished.push(e.attempt));
  actor.start();
  return { actor, calls, finished };
}

afterEach(() => {
  jest.useRealTimers();
});

describe('quizAttemptMachine', () => {
  it('starts an attempt and answers with it', async () => {
    const { actor, calls } = run();
    actor.send({ type: 'START' });
    const s = await waitFor(actor, (snap) => snap.matches('answering'));
    expect(calls.start).toHaveBeenCalledWith(5);
    expect(s.context.attempt?.id).toBe(70);
    expect(s.context.current).toBe(0);
  });

  it('keeps a refused start (cooldown) with the seconds left, and goes back to the intro', async () => {
    const { actor } = run({ start: () => Promise.reject(new ApiError({ status: 409, code: 'QUIZ_COOLDOWN', message: 'wait', problem: { missing: { secondsLeft: 90 } } })) });
    actor.send({ type: 'START' });
    const s = await waitFor(actor, (snap) => snap.matches('idle') && snap.context.error !== null);
    expect(s.context.error).toEqual({ code: 'QUIZ_COOLDOWN', secondsLeft: 90, until: expect.any(Number) });
  });

  it('resumes an attempt from the server with its saved answers and checked questions', async () => {
    const feedback: QuestionFeedback = { questionId: 11, points: 1, maxPoints: 1, correct: true };
    const { actor, calls } = run({ load: () => Promise.resolve(anAttempt({ answers: { '11': 'a', '13': true }, checked: [feedback], feedbackMode: 'each' })) });
    actor.send({ type: 'RESUME', attemptId: 70 });
    const s = await waitFor(actor, (snap) => snap.matches('answering'));
    expect(calls.load).toHaveBeenCalledWith(70);
    expect(s.context.answers).toEqual({ '11': 'a', '13': true });
    expect(s.context.checked).toEqual([feedback]);
    // A locked (checked) question cannot change.
    actor.send({ type: 'ANSWER', questionId: 11, answer: 'b' });
    expect(actor.getSnapshot().context.answers['11']).toBe('a');
  });

  it('resuming an attempt that was already submitted shows its result', async () => {
    const { actor, finished } = run({ load: () => Promise.resolve(anAttempt({ status: 'submitted', result: aResult({ scorePercent: 50, passed: false }) })) });
    actor.send({ type: 'RESUME', attemptId: 70 });
    const s = await waitFor(actor, (snap) => snap.matches('result'));
    expect(s.context.attempt?.result?.scorePercent).toBe(50);
    expect(finished).toHaveLength(1);
  });

  it('saves a moment after the last change, in one call, and at once when the learner leaves the question', async () => {
    jest.useFakeTimers();
    const { actor, calls } = run();
    actor.send({ type: 'START' });
    await jest.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('answering')).toBe(true);
    actor.send({ type: 'ANSWER', questionId: 11, answer: 'a' });
    await jest.advanceTimersByTimeAsync(SAVE_DELAY_MS - 100);
    actor.send({ type: 'ANSWER', questionId: 11, answer: 'b' });
    actor.send({ type: 'ANSWER', questionId: 13, answer: false });
    await jest.advanceTimersByTimeAsync(SAVE_DELAY_MS - 100);
    expect(calls.save).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ answering: { save: 'debouncing' } })).toBe(true);
    await jest.advanceTimersByTimeAsync(200);
    expect(calls.save).toHaveBeenCalledTimes(1);
    expect(calls.save).toHaveBeenCalledWith({ attemptId: 70, answers: { '11': 'b', '13': false }, keepalive: false });
    expect(actor.getSnapshot().matches({ answering: { save: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.savedAt).not.toBeNull();

    // Leaving the question saves without waiting.
    actor.send({ type: 'ANSWER', questionId: 18, answer: ['o2', 'o1', 'o3'] });
    actor.send({ type: 'GOTO', index: 2 });
    await jest.advanceTimersByTimeAsync(0);
    expect(calls.save).toHaveBeenCalledTimes(2);
    expect(calls.save).toHaveBeenLastCalledWith({ attemptId: 70, answers: { '18': ['o2', 'o1', 'o3'] }, keepalive: false });
    expect(actor.getSnapshot().context.current).toBe(2);
  });

  it('keeps the changes while offline and sends them when the connection is back', async () => {
    jest.useFakeTimers();
    let online = false;
    const { actor, calls } = run({
      save: (input) => (online ? Promise.resolve({ attemptId: input.attemptId, answers: {}, savedAt: new Date().toISOString(), deadline: null }) : Promise.reject(offline())),
    });
    actor.send({ type: 'START' });
    await jest.advanceTimersByTimeAsync(0);
    actor.send({ type: 'ANSWER', questionId: 11, answer: 'a' });
    await jest.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(actor.getSnapshot().matches({ answering: { save: 'offline' } })).toBe(true);
    actor.send({ type: 'ANSWER', questionId: 13, answer: true });
    expect(actor.getSnapshot().context.pending).toEqual({ '11': 'a', '13': true });
    online = true;
    actor.send({ type: 'ONLINE' });
    await jest.advanceTimersByTimeAsync(0);
    expect(calls.save).toHaveBeenLastCalledWith({ attemptId: 70, answers: { '11': 'a', '13': true }, keepalive: false });
    expect(actor.getSnapshot().matches({ answering: { save: 'idle' } })).toBe(true);
  });

  it('retries a failed save by itself after a while', async () => {
    jest.useFakeTimers();
    let fails = 1;
    const { actor, calls } = run({
      save: (input) => (fails-- > 0 ? Promise.reject(offline()) : Promise.resolve({ attemptId: input.attemptId, answers: {}, savedAt: new Date().toISOString(), deadline: null })),
    });
    actor.send({ type: 'START' });
    await jest.advanceTimersByTimeAsync(0);
    actor.send({ type: 'ANSWER', questionId: 11, answer: 'c' });
    await jest.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(calls.save).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(calls.save).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches({ answering: { save: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.pending).toEqual({});
  });

  it('drops the one answer the server refuses and saves the rest of the batch again', async () => {
    jest.useFakeTimers();
    let first = true;
    const { actor, calls } = run({
      save: (input) => {
        if (first) {
          first = false;
          return Promise.reject(new ApiError({ status: 400, code: 'QUIZ_ANSWER_INVALID', message: 'x', detail: 'The answer to question 13 expects true or false.' }));
        }
        return Promise.resolve({ attemptId: input.attemptId, answers: {}, savedAt: new Date().toISOString(), deadline: null });
      },
    });
    actor.send({ type: 'START' });
    await jest.advanceTimersByTimeAsync(0);
    actor.send({ type: 'ANSWER', questionId: 11, answer: 'a' });
    actor.send({ type: 'ANSWER', questionId: 13, answer: 'yes' });
    await jest.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(actor.getSnapshot().context.saveError).toBe('QUIZ_ANSWER_INVALID');
    await jest.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(calls.save).toHaveBeenCalledTimes(2);
    expect(calls.save).toHaveBeenLastCalledWith({ attemptId: 70, answers: { '11': 'a' }, keepalive: false });
    expect(actor.getSnapshot().matches({ answering: { save: 'idle' } })).toBe(true);
  });

  it('a flush asked for while a save runs sends the later changes right after it, outliving the page when it closes', async () => {
    let release: () => void = () => undefined;
    const { actor, calls } = run({
      save: (input) =>
        calls.save.mock.calls.length === 1
          ? new Promise((resolve) => {
              release = () => resolve({ attemptId: input.attemptId, answers: {}, savedAt: new Date().toISOString(), deadline: null });
            })
          : Promise.resolve({ attemptId: input.attemptId, answers: {}, savedAt: new Date().toISOString(), deadline: null }),
    });
    actor.send({ type: 'START' });
    await waitFor(actor, (snap) => snap.matches('answering'));
    actor.send({ type: 'ANSWER', questionId: 11, answer: 'a' });
    actor.send({ type: 'FLUSH' });
    await waitFor(actor, (snap) => snap.matches({ answering: { save: 'saving' } }));
    actor.send({ type: 'ANSWER', questionId: 13, answer: true });
    actor.send({ type: 'FLUSH', keepalive: true });
    release();
    await waitFor(actor, () => calls.save.mock.calls.length === 2);
    expect(calls.save).toHaveBeenLastCalledWith({ attemptId: 70, answers: { '13': true }, keepalive: true });
  });

  it("submits what was saved when the server's deadline passes, with the answer not yet saved", async () => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-26T10:00:00.000Z'));
    const { actor, calls, finished } = run({ start: () => Promise.resolve(anAttempt({ deadline: '2026-11-26T10:01:00.000Z' })) });
    actor.send({ type: 'START' });
    await jest.advanceTimersByTimeAsync(0);
    actor.send({ type: 'ANSWER', questionId: 11, answer: 'a' });
    await jest.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    actor.send({ type: 'ANSWER', questionId: 13, answer: true });
    await jest.advanceTimersByTimeAsync(59_000 - 2 * SAVE_DELAY_MS);
    expect(calls.submit).not.toHaveBeenCalled();
    actor.send({ type: 'ANSWER', questionId: 13, answer: false });
    await jest.advanceTimersByTimeAsync(SAVE_DELAY_MS + 1000);
    expect(calls.submit).toHaveBeenCalledTimes(1);
    // The untouched ordering question counts with the order shown.
    expect(calls.submit.mock.calls[0]?.[0]).toEqual({ attemptId: 70, pending: { '18': ['o1', 'o2', 'o3'] } });
    expect(actor.getSnapshot().matches('result')).toBe(true);
    expect(actor.getSnapshot().context.timeUp).toBe(true);
    expect(finished).toHaveLength(1);
  });

  it('a resumed attempt whose deadline has passed is submitted at once', async () => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-26T11:00:00.000Z'));
    const { actor, calls } = run({ load: () => Promise.resolve(anAttempt({ deadline: '2026-11-26T10:30:00.000Z' })) });
    actor.send({ type: 'RESUME', attemptId: 70 });
    await jest.advanceTimersByTimeAsync(10);
    expect(calls.submit).toHaveBeenCalledTimes(1);
  });

  it('an attempt closed on the server (409) is read again and its result shown', async () => {
    const result = anAttempt({ status: 'submitted', result: aResult({ scorePercent: 40, passed: false }) });
    const { actor, calls } = run({ save: () => Promise.reject(closed()), load: () => Promise.resolve(result) });
    actor.send({ type: 'START' });
    await waitFor(actor, (snap) => snap.matches('answering'));
    actor.send({ type: 'ANSWER', questionId: 11, answer: 'a' });
    actor.send({ type: 'FLUSH' });
    const s = await waitFor(actor, (snap) => snap.matches('result'));
    expect(calls.load).toHaveBeenCalledWith(70);
    expect(s.context.attempt?.result?.scorePercent).toBe(40);
  });

  it('a submit refused because the attempt is closed ends in its result', async () => {
    const result = anAttempt({ status: 'submitted', result: aResult() });
    const { actor } = run({ submit: () => Promise.reject(closed()), load: () => Promise.resolve(result) });
    actor.send({ type: 'START' });
    await waitFor(actor, (snap) => snap.matches('answering'));
    actor.send({ type: 'SUBMIT' });
    const s = await waitFor(actor, (snap) => snap.matches('result'));
    expect(s.context.attempt?.status).toBe('submitted');
  });

  it('a submit that fails (not closed) goes back to answering with the error, keeping the answers', async () => {
    const { actor } = run({ submit: () => Promise.reject(offline()) });
    actor.send({ type: 'START' });
    await waitFor(actor, (snap) => snap.matches('answering'));
    actor.send({ type: 'ANSWER', questionId: 11, answer: 'b' });
    actor.send({ type: 'SUBMIT' });
    const s = await waitFor(actor, (snap) => snap.matches('answering') && snap.context.error !== null);
    expect(s.context.error?.code).toBe('NETWORK');
    expect(s.context.answers['11']).toBe('b');
  });

  it('checks an answer (saving it first), shows the feedback and locks the question', async () => {
    const feedback: QuestionFeedback = { questionId: 11, points: 0, maxPoints: 1, correct: false, correctAnswer: 'a', explanation: '<p>useState holds state.</p>' };
    const { actor, calls } = run({ start: () => Promise.resolve(anAttempt({ feedbackMode: 'each' })), check: () => Promise.resolve(feedback) });
    actor.send({ type: 'START' });
    await waitFor(actor, (snap) => snap.matches('answering'));
    // Nothing to check before an answer.
    actor.send({ type: 'CHECK', questionId: 11 });
    expect(calls.check).not.toHaveBeenCalled();
    actor.send({ type: 'ANSWER', questionId: 11, answer: 'b' });
    actor.send({ type: 'CHECK', questionId: 11 });
    const s = await waitFor(actor, (snap) => snap.context.checked.length === 1);
    expect(calls.check).toHaveBeenCalledWith({ attemptId: 70, questionId: 11, answer: 'b' });
    expect(s.context.checked[0]).toEqual(feedback);
    // The change went with the check, not in a separate save.
    expect(s.context.pending).toEqual({});
    actor.send({ type: 'ANSWER', questionId: 11, answer: 'a' });
    expect(actor.getSnapshot().context.answers['11']).toBe('b');
    actor.send({ type: 'CHECK', questionId: 11 });
    expect(calls.check).toHaveBeenCalledTimes(1);
  });

  it('with feedback only on submit, Check does nothing', async () => {
    const { actor, calls } = run();
    actor.send({ type: 'START' });
    await waitFor(actor, (snap) => snap.matches('answering'));
    actor.send({ type: 'ANSWER', questionId: 11, answer: 'b' });
    actor.send({ type: 'CHECK', questionId: 11 });
    expect(calls.check).not.toHaveBeenCalled();
  });

  it('submits, with unsaved changes first, and emits the result', async () => {
    const { actor, calls, finished } = run();
    actor.send({ type: 'START' });
    await waitFor(actor, (snap) => snap.matches('answering'));
    actor.send({ type: 'ANSWER', questionId: 11, answer: 'a' });
    actor.send({ type: 'ANSWER', questionId: 18, answer: ['o3', 'o2', 'o1'] });
    actor.send({ type: 'SUBMIT' });
    const s = await waitFor(actor, (snap) => snap.matches('result'));
    expect(calls.submit).toHaveBeenCalledWith({ attemptId: 70, pending: { '11': 'a', '18': ['o3', 'o2', 'o1'] } });
    expect(s.context.attempt?.result?.passed).toBe(true);
    expect(finished).toHaveLength(1);
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });
});
