// The quiz panel with the attempt machine's server calls stubbed: start, answer with the keyboard,
// autosave and its status, the navigator, submit behind a confirmation, check and lock, resume.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import type { Attempt, LessonQuiz, QuestionFeedback, SavedAnswers } from '../../../shared/schemas/quiz';
import { ApiError } from '../../api/apiError';
import { renderWithProviders } from '../../testing/renderWithProviders';
import QuizPanel from './QuizPanel';
import { quizAttemptMachine, type CheckInput, type SaveInput, type SubmitInput } from './quizAttemptMachine';
import { aLessonQuiz, aResult, anAttempt, QUESTIONS } from './quizFixtures';

function setup(options: { attempt?: Attempt; quiz?: LessonQuiz; save?: (input: SaveInput) => Promise<SavedAnswers>; check?: (input: CheckInput) => Promise<QuestionFeedback> } = {}) {
  const attempt = options.attempt ?? anAttempt();
  const calls = {
    start: jest.fn(() => Promise.resolve(attempt)),
    load: jest.fn(() => Promise.resolve(attempt)),
    save: jest.fn(options.save ?? ((input: SaveInput) => Promise.resolve({ attemptId: input.attemptId, answers: {}, savedAt: new Date().toISOString(), deadline: attempt.deadline }))),
    check: jest.fn(options.check ?? ((input: CheckInput) => Promise.resolve({ questionId: input.questionId, points: 1, maxPoints: 1, correct: true }))),
    submit: jest.fn((_input: SubmitInput) => Promise.resolve({ ...attempt, status: 'submitted' as const, result: aResult({ scorePercent: 66.7, points: 2, maxPoints: 3, passed: false }) })),
  };
  const machine = quizAttemptMachine.provide({
    actors: {
      startAttempt: fromPromise<Attempt, { quizId: number }>(() => calls.start()),
      loadAttempt: fromPromise<Attempt, { attemptId: number }>(() => calls.load()),
      saveAnswers: fromPromise<SavedAnswers, SaveInput>(({ input }) => calls.save(input)),
      checkAnswer: fromPromise<QuestionFeedback, CheckInput>(({ input }) => calls.check(input)),
      submitAttempt: fromPromise<Attempt, SubmitInput>(({ input }) => calls.submit(input)),
    },
  });
  const onFinished = jest.fn();
  const user = userEvent.setup();
  const { unmount } = renderWithProviders(<QuizPanel quiz={options.quiz ?? aLessonQuiz()} certificateCode={null} onFinished={onFinished} machine={machine} />);
  return { calls, onFinished, user, unmount };
}

describe('QuizPanel', () => {
  it('one question per screen: answer, move on (saving), submit behind a confirmation listing the unanswered, and see the result', async () => {
    const { calls, onFinished, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }));
    expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('save-status')).toHaveTextContent('Your answers are saved as you go');
    const nav = screen.getByRole('navigation', { name: 'Questions' });
    expect(within(nav).getByRole('button', { name: 'Question 1, not answered' })).toHaveAttribute('aria-current', 'step');

    await user.click(screen.getByRole('radio', { name: 'useState' }));
    expect(screen.getByTestId('save-status')).toHaveTextContent('Saving…');
    expect(within(nav).getByRole('button', { name: 'Question 1, answered' })).toBeInTheDocument();
    // Leaving the question saves it at once.
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    await waitFor(() => expect(calls.save).toHaveBeenCalledWith({ attemptId: 70, answers: { '11': 'a' }, keepalive: false }));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('All answers saved'));
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();

    // Straight to the last question through the navigator.
    await user.click(within(nav).getByRole('button', { name: /Question 3/ }));
    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit your answers?' });
    expect(within(dialog).getByTestId('unanswered-list')).toHaveTextContent('Question 2 of 3');
    expect(within(dialog).getByTestId('unanswered-list').querySelectorAll('li')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Submit now' }));

    expect(await screen.findByTestId('quiz-result')).toBeInTheDocument();
    expect(screen.getByTestId('quiz-score')).toHaveTextContent('66.7%');
    expect(calls.submit).toHaveBeenCalledWith({ attemptId: 70, pending: { '18': ['o1', 'o2', 'o3'] } });
    expect(onFinished).toHaveBeenCalledWith(expect.objectContaining({ id: 70, status: 'submitted' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your result' })).toHaveFocus());
  });

  it('shows that answers are kept while offline', async () => {
    const { user } = setup({ save: () => Promise.reject(new ApiError({ status: 0, code: 'NETWORK', message: 'offline' })) });
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }));
    await user.click(await screen.findByRole('radio', { name: 'useRef' }));
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveAttribute('data-status', 'offline'));
    expect(screen.getByText(/You seem to be offline/)).toBeInTheDocument();
  });

  it('all on one page, with the timer in the bar', async () => {
    const deadline = new Date(Date.now() + 10 * 60_000).toISOString();
    const { user } = setup({ attempt: anAttempt({ layout: 'all_on_one', deadline }) });
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }));
    expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next question' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('quiz-bar')).getByRole('timer', { name: 'Time left' })).toHaveTextContent(/^(10:00|9:5\d)$/);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('feedback after each question: Check shows the feedback and locks the question', async () => {
    const feedback: QuestionFeedback = { questionId: 11, points: 0, maxPoints: 1, correct: false, correctAnswer: 'a', explanation: '<p>State lives in useState.</p>' };
    const { calls, user } = setup({ attempt: anAttempt({ feedbackMode: 'each' }), check: () => Promise.resolve(feedback) });
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }));
    expect(await screen.findByRole('button', { name: 'Check answer' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'useMemo' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByTestId('feedback-11')).toHaveTextContent('Incorrect');
    expect(screen.getByTestId('correct-answer-11')).toHaveTextContent('useState');
    expect(screen.getByText('State lives in useState.')).toBeInTheDocument();
    expect(calls.check).toHaveBeenCalledWith({ attemptId: 70, questionId: 11, answer: 'b' });
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Check answer' })).not.toBeInTheDocument();
    expect(screen.getByText(/Checked/)).toBeInTheDocument();
  });

  it('sends the last change when the player closes (another lesson opened) before its save was due', async () => {
    const { calls, user, unmount } = setup();
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }));
    await user.click(await screen.findByRole('radio', { name: 'useMemo' }));
    expect(calls.save).not.toHaveBeenCalled();
    unmount();
    expect(calls.save).toHaveBeenCalledWith({ attemptId: 70, answers: { '11': 'b' }, keepalive: false });
  });

  it('resumes the attempt in progress with its saved answers as soon as the lesson opens (a reload, another device)', async () => {
    const { calls } = setup({ quiz: aLessonQuiz({ inProgressAttemptId: 70, attemptsUsed: 1 }), attempt: anAttempt({ answers: { '11': 'c' } }) });
    expect(await screen.findByRole('radio', { name: 'useRef' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Resume attempt' })).not.toBeInTheDocument();
    expect(calls.load).toHaveBeenCalled();
    expect(calls.start).not.toHaveBeenCalled();
  });

  it('keeps a full-width, keyboard-reachable control set on a phone (targets at least 44 px)', async () => {
    const { user } = setup({ attempt: anAttempt({ questions: [QUESTIONS.ordering] }) });
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }));
    const up = await screen.findByRole('button', { name: 'Move Update up' });
    expect(up).toHaveStyle({ width: '48px', height: '48px' });
  });
});
