// The result screen by the quiz's feedback settings: score and verdict, the review of each question
// when feedback is given, what is next (try again, cooldown, certificate).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Attempt, LessonQuiz } from '../../../shared/schemas/quiz';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { QuizResult } from './QuizResult';
import { aLessonQuiz, aResult, anAttempt, QUESTIONS } from './quizFixtures';

const ALL = [QUESTIONS.single, QUESTIONS.multiple, QUESTIONS.trueFalse, QUESTIONS.numeric, QUESTIONS.blanks, QUESTIONS.matching, QUESTIONS.ordering, QUESTIONS.essay];

function renderResult(attempt: Attempt, quiz: LessonQuiz = aLessonQuiz({ attemptsUsed: 1, attemptsLeft: 2, attempts: [{ id: 70, number: 1, status: 'submitted', scorePercent: 50, passed: false, startedAt: attempt.startedAt, submittedAt: attempt.startedAt }] }), certificateCode: string | null = null) {
  const onRetry = jest.fn();
  const onBack = jest.fn();
  renderWithProviders(<QuizResult attempt={attempt} quiz={quiz} timeUp={false} certificateCode={certificateCode} onRetry={onRetry} onBack={onBack} />);
  return { onRetry, onBack };
}

describe('QuizResult', () => {
  it("feedback 'never': the score and verdict only, and another try", async () => {
    const { onRetry } = renderResult(anAttempt({ status: 'submitted', feedbackMode: 'never', result: aResult({ scorePercent: 50, points: 1.5, maxPoints: 3, passed: false, questions: [] }) }));
    expect(screen.getByTestId('quiz-score')).toHaveTextContent('50%');
    expect(screen.getByTestId('quiz-verdict')).toHaveTextContent('Not passed: the pass mark is 80%');
    expect(screen.getByTestId('quiz-points')).toHaveTextContent('1.5 of 3 points');
    expect(screen.queryByRole('heading', { name: 'Review of your answers' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('quiz-lesson-complete')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it("feedback on submit: each question's verdict, the learner's answer and the correct one in its own shape, the explanation", () => {
    const attempt = anAttempt({
      status: 'submitted',
      questions: ALL,
      answers: { '11': 'b', '12': ['a', 'c'], '13': true, '15': 2.5, '16': ['Meta', '2012'], '17': { l1: 'r2', l2: 'r1' }, '18': ['o2', 'o1', 'o3'] },
      result: aResult({
        scorePercent: 41.7,
        points: 5,
        maxPoints: 12,
        passed: false,
        questions: [
          { questionId: 11, points: 0, maxPoints: 1, correct: false, correctAnswer: 'a', explanation: '<p>useState <strong>holds</strong> state.</p>' },
          { questionId: 12, points: 2, maxPoints: 2, correct: true, correctAnswer: ['a', 'c'] },
          { questionId: 13, points: 1, maxPoints: 1, correct: true, correctAnswer: true },
          { questionId: 15, points: 1, maxPoints: 1, correct: true, correctAnswer: 2.5 },
          { questionId: 16, points: 1, maxPoints: 2, correct: false, correctAnswer: ['Meta', '2013'] },
          { questionId: 17, points: 2, maxPoints: 2, correct: true, correctAnswer: { l1: 'r2', l2: 'r1' } },
          { questionId: 18, points: 0, maxPoints: 1, correct: false, correctAnswer: ['o1', 'o2', 'o3'] },
        ],
      }),
    });
    renderResult(attempt);
    expect(screen.getByRole('heading', { name: 'Review of your answers' })).toBeInTheDocument();
    expect(screen.getByTestId('feedback-11')).toHaveTextContent('Incorrect · 0 of 1 points');
    expect(screen.getByTestId('my-answer-11')).toHaveTextContent('useMemo');
    expect(screen.getByTestId('correct-answer-11')).toHaveTextContent('useState');
    expect(within(screen.getByTestId('feedback-11')).getByText('holds').tagName).toBe('STRONG');
    expect(screen.getByTestId('correct-answer-12')).toHaveTextContent('useEffectuseId');
    expect(screen.getByTestId('correct-answer-13')).toHaveTextContent('True');
    expect(screen.getByTestId('correct-answer-15')).toHaveTextContent('2.5');
    expect(screen.getByTestId('feedback-16')).toHaveTextContent('Partly correct · 1 of 2 points');
    expect(screen.getByTestId('correct-answer-16')).toHaveTextContent('Blank 1: MetaBlank 2: 2013');
    expect(screen.getByTestId('correct-answer-17')).toHaveTextContent('useState matches stateuseEffect matches side effects');
    expect(screen.getByTestId('correct-answer-18')).toHaveTextContent('Position 1: MountPosition 2: UpdatePosition 3: Unmount');
    expect(screen.getByTestId('my-answer-18')).toHaveTextContent('Position 1: Update');
    // The essay was not answered and has no feedback.
    expect(within(screen.getByTestId('question-19')).getByText('No answer')).toBeInTheDocument();
    expect(screen.queryByTestId('feedback-19')).not.toBeInTheDocument();
  });

  it('an essay waiting for its grade: no verdict yet, and the grader comment once given', () => {
    renderResult(
      anAttempt({
        status: 'pending_review',
        questions: [QUESTIONS.single, QUESTIONS.essay],
        answers: { '11': 'a', '19': 'Hooks are functions.' },
        result: aResult({ scorePercent: null, points: 1, maxPoints: 2, passed: null, questions: [{ questionId: 11, points: 1, maxPoints: 1, correct: true }, { questionId: 19, points: null, maxPoints: 1, correct: null, comment: null }] }),
      }),
    );
    expect(screen.getByTestId('quiz-verdict')).toHaveTextContent('Waiting for the instructor to grade your essay answer');
    expect(screen.getByTestId('quiz-score')).not.toHaveTextContent('%');
    expect(screen.getByTestId('feedback-19')).toHaveTextContent("Waiting for the instructor's grade");
    expect(screen.getByTestId('my-answer-19')).toHaveTextContent('Hooks are functions.');
  });

  it('a graded essay shows the grader comment', () => {
    renderResult(
      anAttempt({ status: 'submitted', questions: [QUESTIONS.essay], answers: { '19': 'Hooks.' }, result: aResult({ scorePercent: 50, points: 0.5, maxPoints: 1, passed: false, questions: [{ questionId: 19, points: 0.5, maxPoints: 1, correct: false, comment: 'Say more about state.' }] }) }),
    );
    expect(screen.getByTestId('feedback-19')).toHaveTextContent("Instructor's comment");
    expect(screen.getByTestId('feedback-19')).toHaveTextContent('Say more about state.');
  });

  it('a pass completes the lesson and, with the course complete, links to the certificate', () => {
    renderResult(anAttempt({ status: 'submitted', result: aResult({ scorePercent: 100, passed: true }) }), aLessonQuiz({ passed: true, gradePercent: 100, attemptsUsed: 1, attemptsLeft: 2, attempts: [{ id: 70, number: 1, status: 'submitted', scorePercent: 100, passed: true, startedAt: '2026-11-26T10:00:00.000Z', submittedAt: '2026-11-26T10:05:00.000Z' }] }), 'ACAD-9');
    expect(screen.getByTestId('quiz-verdict')).toHaveTextContent('Passed');
    expect(screen.getByTestId('quiz-lesson-complete')).toHaveTextContent('You passed: this lesson is complete.');
    expect(screen.getByRole('link', { name: 'View my certificate' })).toHaveAttribute('href', '/certificates/ACAD-9');
  });

  it('no try again once every attempt is used, and a cooldown counts down before it', () => {
    const attempt = anAttempt({ status: 'submitted', result: aResult({ scorePercent: 20, passed: false }) });
    const summary = { id: 70, number: 3, status: 'submitted' as const, scorePercent: 20, passed: false, startedAt: '2026-11-26T10:00:00.000Z', submittedAt: '2026-11-26T10:05:00.000Z' };
    const { unmount } = renderWithProviders(<QuizResult attempt={attempt} quiz={aLessonQuiz({ attemptsUsed: 3, attemptsLeft: 0, attempts: [summary] })} timeUp certificateCode={null} onRetry={jest.fn()} onBack={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByText('You have used all your attempts at this quiz.')).toBeInTheDocument();
    expect(screen.getByText('Time ran out: the answers you had saved were submitted.')).toBeInTheDocument();
    unmount();
    const until = new Date(Date.now() + 3 * 60_000).toISOString();
    renderWithProviders(<QuizResult attempt={attempt} quiz={aLessonQuiz({ attemptsUsed: 1, attemptsLeft: 2, cooldownUntil: until, attempts: [summary] })} timeUp={false} certificateCode={null} onRetry={jest.fn()} onBack={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
    expect(screen.getByTestId('quiz-result-cooldown')).toHaveTextContent('You can start your next attempt in 3 min.');
  });

  it('waits for the quiz to be read again before offering another try', () => {
    renderResult(anAttempt({ status: 'submitted', result: aResult({ scorePercent: 20, passed: false }) }), aLessonQuiz({ attempts: [] }));
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to the quiz overview' })).toBeInTheDocument();
  });
});
