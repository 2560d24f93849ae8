// Test data for the quiz editor: a quiz with three questions (single choice, fill in the blanks, essay),
// a course whose second section has the quiz lesson, results, item analysis and an essay queue.
import type { EditableCourse } from '../../../shared/schemas/studio';
import type { EditableQuiz, EssayQueueItem, InstructorQuizItem, ItemAnalysisRow, QuizAttemptRow, QuizQuestion } from '../../../shared/schemas/quiz';

const common = { explanation: '', image: null, tags: [] as string[], usedBy: 1, version: 1, updatedAt: '2026-11-01T00:00:00.000Z' };

export function aSingleQuestion(overrides: Partial<QuizQuestion> = {}): QuizQuestion {
  return { ...common, id: 101, type: 'single', prompt: '<p>Which curry is green?</p>', points: 1, options: [{ id: 'a', text: 'Gaeng keow wan', correct: true }, { id: 'b', text: 'Massaman', correct: false }], tags: ['curry'], ...overrides } as QuizQuestion;
}

export function aBlanksQuestion(overrides: Partial<QuizQuestion> = {}): QuizQuestion {
  return { ...common, id: 102, type: 'fill_blanks', prompt: '<p>Green curry uses [[1]] milk.</p>', points: 2, blanks: [{ accepted: ['coconut'] }], matching: { ignoreCase: true, ignoreSpaces: false, ignoreDiacritics: false }, ...overrides } as QuizQuestion;
}

export function anEssayQuestion(overrides: Partial<QuizQuestion> = {}): QuizQuestion {
  return { ...common, id: 103, type: 'essay', prompt: '<p>Describe your favourite dish.</p>', points: 5, guidance: 'Look for texture', minWords: 50, ...overrides } as QuizQuestion;
}

export function anEditableQuiz(overrides: Partial<EditableQuiz> = {}): EditableQuiz {
  return {
    id: 40,
    lessonId: 31,
    courseId: 5,
    title: 'Curry check',
    version: 4,
    questions: [aSingleQuestion(), aBlanksQuestion(), anEssayQuestion()],
    drawPool: [],
    maxPoints: 8,
    attemptCount: 0,
    timeLimitSeconds: null,
    attemptsAllowed: 10,
    cooldownSeconds: 0,
    passMarkPercent: 80,
    gradingMethod: 'highest',
    shuffleQuestions: false,
    shuffleOptions: false,
    feedbackMode: 'submit',
    showCorrectAnswers: 'after_submit',
    layout: 'one_per_page',
    draws: [],
    ...overrides,
  };
}

/** The studio's course with a third section holding the quiz lesson (id 31, quiz 40). */
export function aCourseWithQuiz(base: EditableCourse): EditableCourse {
  return {
    ...base,
    sections: [
      ...base.sections,
      { id: 3, title: 'Test yourself', version: 1, lessons: [{ id: 31, sectionId: 3, kind: 'quiz', version: 1, attachment: null, title: 'Curry check', duration: 600, isPreview: false, body: '', video: null, quizId: 40 }] },
    ],
  };
}

export function aQuizItem(overrides: Partial<InstructorQuizItem> = {}): InstructorQuizItem {
  return { id: 40, lessonId: 31, title: 'Curry check', course: { id: 5, title: 'Thai cooking' }, questionCount: 3, attempts: 12, students: 7, passRate: 71.4, averagePercent: 76.25, pendingEssays: 2, ...overrides };
}

export function anAttemptRow(overrides: Partial<QuizAttemptRow> = {}): QuizAttemptRow {
  return { id: 900, student: { username: 'somchai', fullName: 'Somchai K.' }, number: 2, status: 'submitted', scorePercent: 87.5, passed: true, timeTakenSeconds: 754, startedAt: '2026-11-20T10:00:00.000Z', submittedAt: '2026-11-20T10:12:34.000Z', ...overrides };
}

export function anAnalysisRow(overrides: Partial<ItemAnalysisRow> = {}): ItemAnalysisRow {
  return { questionId: 101, type: 'single', prompt: 'Which curry is green?', answered: 12, percentCorrect: 0, discrimination: -0.12, mostChosenWrong: { answer: 'Massaman', count: 9 }, averageSeconds: 42, flag: 'nobody_correct', ...overrides };
}

export function anEssayItem(overrides: Partial<EssayQueueItem> = {}): EssayQueueItem {
  return {
    attemptId: 900,
    questionId: 103,
    quiz: { id: 40, title: 'Curry check' },
    course: { id: 5, title: 'Thai cooking' },
    student: { username: 'somchai', fullName: 'Somchai K.' },
    prompt: '<p>Describe your favourite dish.</p>',
    guidance: 'Look for texture',
    answer: 'Tom yum, sour and hot.',
    maxPoints: 5,
    submittedAt: '2026-11-20T10:12:34.000Z',
    ...overrides,
  };
}
