// Quizzes for tests, written straight to the database (the authoring calls are tested on their own):
// a course of its own with a quiz lesson at the end, its quiz, bank questions of the course's
// instructor and the fixed-question links.
import { eq } from 'drizzle-orm';
import type { Answer } from '../../shared/schemas/quiz';
import { lessons, quizOverrides, quizQuestionLinks, quizQuestions, quizzes, type QuizRow } from '../db/schema';
import { customerRow, makeCourse, type TestCourse } from './fixtures';
import type { TestApp } from './testApp';
import { correctAnswerOf } from '../modules/quizzes/grading';
import { questionData, type KeyedQuestion } from '../modules/quizzes/questionModel';

/** A keyed question before the bank gives it its id. */
export type NewQuestion = KeyedQuestion extends infer Q ? (Q extends KeyedQuestion ? Omit<Q, 'id'> : never) : never;

const common = { explanation: '', image: null, tags: [] as string[] };

/** One question of every auto-graded type, 1-4 points, with the keys the tests answer against. */
export function sampleQuestions(): NewQuestion[] {
  return [
    { ...common, type: 'single', prompt: '<p>2 + 2?</p>', points: 2, explanation: 'Two and two make four.', options: [{ id: 'a', text: '3', correct: false }, { id: 'b', text: '4', correct: true }, { id: 'c', text: '5', correct: false }] },
    {
      ...common,
      type: 'multiple',
      prompt: 'Prime numbers?',
      points: 3,
      scoring: 'partial',
      options: [{ id: 'p2', text: '2', correct: true }, { id: 'p3', text: '3', correct: true }, { id: 'p4', text: '4', correct: false }, { id: 'p5', text: '5', correct: true }],
    },
    { ...common, type: 'true_false', prompt: 'The sky is green.', points: 1, correct: false },
    { ...common, type: 'short', prompt: 'Capital of Vietnam?', points: 2, accepted: ['Hà Nội'], matching: { ignoreCase: true, ignoreSpaces: true, ignoreDiacritics: true } },
    { ...common, type: 'numeric', prompt: 'Pi to two decimals?', points: 2, value: 3.14, tolerance: 0.01 },
    { ...common, type: 'fill_blanks', prompt: 'Roses are [[1]], violets are [[2]].', points: 2, blanks: [{ accepted: ['red'] }, { accepted: ['blue'] }], matching: { ignoreCase: true, ignoreSpaces: false, ignoreDiacritics: false } },
    {
      ...common,
      type: 'matching',
      prompt: 'Match the capitals.',
      points: 3,
      pairs: [
        { leftId: 'l1', left: 'Thailand', rightId: 'r1', right: 'Bangkok' },
        { leftId: 'l2', left: 'Philippines', rightId: 'r2', right: 'Manila' },
        { leftId: 'l3', left: 'Vietnam', rightId: 'r3', right: 'Hanoi' },
      ],
    },
    { ...common, type: 'ordering', prompt: 'Smallest first.', points: 4, items: [{ id: 'i1', text: 'one' }, { id: 'i2', text: 'two' }, { id: 'i3', text: 'three' }, { id: 'i4', text: 'four' }] },
  ];
}

export function essayQuestion(points = 5): NewQuestion {
  return { ...common, type: 'essay', prompt: 'Why learn?', points, guidance: 'Look for a reason.', minWords: 0 };
}

export interface QuizFixture {
  course: TestCourse;
  lessonId: number;
  quizId: number;
  questions: KeyedQuestion[];
  quiz: QuizRow;
}

export interface QuizOptions {
  slug: string;
  questions?: NewQuestion[];
  /** Bank questions of the instructor with tags only (for draws), not linked. */
  bank?: NewQuestion[];
  settings?: Partial<Omit<QuizRow, 'id' | 'lessonId' | 'courseId'>>;
  isPublished?: boolean;
  instructor?: string;
}

/** Adds bank questions owned by `ownerId`; answers them with their ids. */
export async function addBankQuestions(t: TestApp, ownerId: string, questions: readonly NewQuestion[]): Promise<KeyedQuestion[]> {
  const out: KeyedQuestion[] = [];
  for (const q of questions) {
    const [row] = await t.database.db
      .insert(quizQuestions)
      .values({ ownerId, type: q.type, prompt: q.prompt, points: q.points, explanation: q.explanation, image: q.image, tags: q.tags, data: questionData({ ...q } as KeyedQuestion) })
      .returning({ id: quizQuestions.id });
    out.push({ ...q, id: row!.id } as KeyedQuestion);
  }
  return out;
}

/** A free published course (two text lessons and a quiz lesson last) with its quiz. */
export async function makeQuiz(t: TestApp, options: QuizOptions): Promise<QuizFixture> {
  const db = t.database.db;
  const course = await makeCourse(t, { slug: options.slug, isPublished: options.isPublished, instructor: options.instructor });
  const [first] = await db.select({ sectionId: lessons.sectionId }).from(lessons).where(eq(lessons.id, course.lessonIds[0]!));
  const [lesson] = await db
    .insert(lessons)
    .values({ sectionId: first!.sectionId, courseId: course.id, title: `Quiz of ${options.slug}`, kind: 'quiz', durationSeconds: 0, sortOrder: 99, body: '' })
    .returning({ id: lessons.id });
  const [quiz] = await db
    .insert(quizzes)
    .values({ lessonId: lesson!.id, courseId: course.id, passMarkPercent: 80, attemptsAllowed: null, ...options.settings })
    .returning();
  const owner = await customerRow(t, options.instructor ?? 'instructor');
  const questions = await addBankQuestions(t, owner.id, options.questions ?? sampleQuestions());
  if (questions.length) await db.insert(quizQuestionLinks).values(questions.map((q, i) => ({ quizId: quiz!.id, questionId: q.id, sortOrder: i })));
  if (options.bank?.length) await addBankQuestions(t, owner.id, options.bank);
  return { course: { ...course, lessonIds: [...course.lessonIds, lesson!.id] }, lessonId: lesson!.id, quizId: quiz!.id, questions, quiz: quiz! };
}

export async function setOverride(t: TestApp, quizId: number, username: string, extra: { extraTimeSeconds?: number; extraAttempts?: number }): Promise<void> {
  const who = await customerRow(t, username);
  await t.database.db.insert(quizOverrides).values({ quizId, customerId: who.id, extraTimeSeconds: extra.extraTimeSeconds ?? 0, extraAttempts: extra.extraAttempts ?? 0 });
}

/** The full-marks answers of the questions (essays get a sentence). */
export function perfectAnswers(questions: readonly KeyedQuestion[]): Record<string, Answer> {
  return Object.fromEntries(questions.map((q) => [String(q.id), q.type === 'essay' ? 'Because knowledge compounds.' : correctAnswerOf(q)!]));
}
