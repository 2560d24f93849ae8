// Quiz data for the quiz tests: a lesson's quiz, an attempt with one question of every type, results.
import type { Attempt, AttemptQuestion, AttemptResult, LessonQuiz } from '../../../shared/schemas/quiz';

export function aLessonQuiz(overrides: Partial<LessonQuiz> = {}): LessonQuiz {
  return {
    quizId: 5,
    questionCount: 9,
    maxPoints: 12,
    timeLimitSeconds: 600,
    attemptsAllowed: 3,
    attemptsUsed: 0,
    attemptsLeft: 3,
    cooldownSeconds: 0,
    cooldownUntil: null,
    passMarkPercent: 80,
    gradingMethod: 'highest',
    feedbackMode: 'submit',
    layout: 'one_per_page',
    gradePercent: null,
    passed: false,
    inProgressAttemptId: null,
    attempts: [],
    ...overrides,
  };
}

export const QUESTIONS = {
  single: { id: 11, type: 'single', prompt: '<p>Which hook holds state?</p>', points: 1, image: null, options: [{ id: 'a', text: 'useState' }, { id: 'b', text: 'useMemo' }, { id: 'c', text: 'useRef' }] },
  multiple: { id: 12, type: 'multiple', prompt: '<p>Which are hooks?</p>', points: 2, image: 'hooks.png', options: [{ id: 'a', text: 'useEffect' }, { id: 'b', text: 'render' }, { id: 'c', text: 'useId' }] },
  trueFalse: { id: 13, type: 'true_false', prompt: '<p>JSX is JavaScript.</p>', points: 1, image: null },
  short: { id: 14, type: 'short', prompt: '<p>Name the virtual DOM diffing.</p>', points: 1, image: null },
  numeric: { id: 15, type: 'numeric', prompt: '<p>What is 1.5 + 1?</p>', points: 1, image: null },
  blanks: { id: 16, type: 'fill_blanks', prompt: '<p>React was made by [[1]] in [[2]].</p>', points: 2, image: null, blankCount: 2 },
  matching: {
    id: 17,
    type: 'matching',
    prompt: '<p>Match the hooks.</p>',
    points: 2,
    image: null,
    left: [{ id: 'l1', text: 'useState' }, { id: 'l2', text: 'useEffect' }],
    right: [{ id: 'r1', text: 'side effects' }, { id: 'r2', text: 'state' }],
  },
  ordering: { id: 18, type: 'ordering', prompt: '<p>Order the lifecycle.</p>', points: 1, image: null, options: [{ id: 'o1', text: 'Mount' }, { id: 'o2', text: 'Update' }, { id: 'o3', text: 'Unmount' }] },
  essay: { id: 19, type: 'essay', prompt: '<p>Explain hooks.</p>', points: 1, image: null, minWords: 5 },
} satisfies Record<string, AttemptQuestion>;

export function anAttempt(overrides: Partial<Attempt> = {}): Attempt {
  return {
    id: 70,
    quizId: 5,
    lessonId: 104,
    courseId: 1,
    number: 1,
    status: 'in_progress',
    isPreview: false,
    startedAt: '2026-11-26T10:00:00.000Z',
    deadline: null,
    submittedAt: null,
    layout: 'one_per_page',
    feedbackMode: 'submit',
    questions: [QUESTIONS.single, QUESTIONS.trueFalse, QUESTIONS.ordering],
    answers: {},
    checked: [],
    result: null,
    ...overrides,
  };
}

export function aResult(overrides: Partial<AttemptResult> = {}): AttemptResult {
  return { scorePercent: 100, points: 3, maxPoints: 3, passed: true, questions: [], ...overrides };
}
