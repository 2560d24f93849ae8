// The quiz intro: what the quiz asks, the learner's grade and attempts, and when an attempt may start.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { QuizIntro } from './QuizIntro';
import { aLessonQuiz } from './quizFixtures';
import type { QuizError } from './quizAttemptMachine';
import type { LessonQuiz } from '../../../shared/schemas/quiz';

function renderIntro(quiz: LessonQuiz, error: QuizError | null = null) {
  const onStart = jest.fn();
  const onResume = jest.fn();
  const view = renderWithProviders(<QuizIntro quiz={quiz} error={error} busy={false} onStart={onStart} onResume={onResume} />);
  return { ...view, onStart, onResume };
}

afterEach(() => jest.useRealTimers());

describe('QuizIntro', () => {
  it('shows what the quiz asks and starts an attempt', async () => {
    const { onStart } = renderIntro(aLessonQuiz({ gradingMethod: 'average' }));
    expect(screen.getByRole('heading', { name: 'Quiz' })).toBeInTheDocument();
    expect(screen.getByText('Questions').nextSibling).toHaveTextContent('9');
    expect(screen.getByTestId('quiz-time-limit')).toHaveTextContent('10 min');
    expect(screen.getByTestId('quiz-attempts')).toHaveTextContent('0 of 3 used (3 left)');
    expect(screen.getByText('Pass mark').nextSibling).toHaveTextContent('80%');
    expect(screen.getByText('Average of all attempts')).toBeInTheDocument();
    expect(screen.queryByTestId('quiz-grade')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start the quiz' }));
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('offers to resume the attempt in progress', async () => {
    const { onResume, onStart } = renderIntro(aLessonQuiz({ inProgressAttemptId: 70, attemptsUsed: 1, attemptsLeft: 2 }));
    await userEvent.click(screen.getByRole('button', { name: 'Resume attempt' }));
    expect(onResume).toHaveBeenCalledWith(70);
    expect(onStart).not.toHaveBeenCalled();
  });

  it('shows the grade, the passed state and the earlier attempts with their scores', () => {
    renderIntro(
      aLessonQuiz({
        gradePercent: 92.5,
        passed: true,
        attemptsUsed: 2,
        attemptsLeft: 1,
        attempts: [
          { id: 1, number: 1, status: 'submitted', scorePercent: 60, passed: false, startedAt: '2026-11-20T10:00:00.000Z', submittedAt: '2026-11-20T10:09:00.000Z' },
          { id: 2, number: 2, status: 'submitted', scorePercent: 92.5, passed: true, startedAt: '2026-11-21T10:00:00.000Z', submittedAt: '2026-11-21T10:09:00.000Z' },
        ],
      }),
    );
    expect(screen.getByTestId('quiz-grade')).toHaveTextContent('Your grade: 92.5% (passed)');
    expect(screen.getByTestId('quiz-passed')).toBeInTheDocument();
    const rows = screen.getByTestId('previous-attempts').querySelectorAll('li');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Attempt 1');
    expect(rows[0]).toHaveTextContent('60%');
    expect(rows[0]).toHaveTextContent('Not passed');
    expect(rows[1]).toHaveTextContent('92.5%');
    expect(rows[1]).toHaveTextContent('Passed');
    expect(screen.getByRole('button', { name: 'Start a new attempt' })).toBeEnabled();
  });

  it('counts the cooldown down and allows a start when it ends', () => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-26T10:00:00.000Z'));
    renderIntro(aLessonQuiz({ attemptsUsed: 1, attemptsLeft: 2, cooldownSeconds: 120, cooldownUntil: '2026-11-26T10:01:30.000Z' }));
    expect(screen.getByTestId('quiz-cooldown')).toHaveTextContent('You can start your next attempt in 2 min.');
    expect(screen.getByRole('button', { name: 'Start a new attempt' })).toBeDisabled();
    act(() => {
      jest.advanceTimersByTime(61_000);
    });
    expect(screen.getByTestId('quiz-cooldown')).toHaveTextContent('in 29 s');
    act(() => {
      jest.advanceTimersByTime(30_000);
    });
    expect(screen.queryByTestId('quiz-cooldown')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start a new attempt' })).toBeEnabled();
  });

  it("counts down from the server's refusal (QUIZ_COOLDOWN with the seconds left)", () => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-26T10:00:00.000Z'));
    renderIntro(aLessonQuiz({ attemptsUsed: 1, attemptsLeft: 2 }), { code: 'QUIZ_COOLDOWN', secondsLeft: 45, until: Date.now() + 45_000 });
    expect(screen.getByTestId('quiz-cooldown')).toHaveTextContent('in 45 s');
    expect(screen.getByRole('button', { name: 'Start a new attempt' })).toBeDisabled();
  });

  it('with no attempt left there is nothing to start', () => {
    renderIntro(aLessonQuiz({ attemptsUsed: 3, attemptsLeft: 0, gradePercent: 50, passed: false }));
    expect(screen.getByTestId('quiz-no-attempts')).toHaveTextContent('You have used all your attempts at this quiz.');
    expect(screen.getByTestId('quiz-grade')).toHaveTextContent('Your grade: 50% (not passed yet)');
    expect(screen.queryByRole('button', { name: /start/i })).not.toBeInTheDocument();
  });

  it('shows other refusals as a translated message', () => {
    renderIntro(aLessonQuiz(), { code: 'QUIZ_NOT_ENROLLED' });
    expect(screen.getByRole('alert')).toHaveTextContent('Enrol in the course to take this quiz.');
  });
});
