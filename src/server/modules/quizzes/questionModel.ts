// How a question is stored and frozen into an attempt. A bank row (quiz_questions) keeps the fields every
// question has in columns and what its type adds in `data`, every option, item, pair side already with
// its id: a KeyedQuestion is QuestionInput with those ids filled in. An attempt freezes the questions it
// asks as AttemptQuestionSnapshot (the keyed question and the order its choices were shown in), so later
// edits of the bank change no running attempt and grading reads only the attempt's own row.
import type { QuestionInput, QuizQuestion } from '../../../shared/schemas/quiz';
import type { QuizQuestionRow } from '../../db/schema';

/** Makes the optional ids of a shape required (they are optional only in what an author sends). */
type WithIds<T> = T extends { options: Array<infer O> }
  ? Omit<T, 'options'> & { options: Array<O & { id: string }> }
  : T extends { items: Array<infer I> }
    ? Omit<T, 'items'> & { items: Array<I & { id: string }> }
    : T extends { pairs: Array<infer P> }
      ? Omit<T, 'pairs'> & { pairs: Array<P & { leftId: string; rightId: string }> }
      : T;

/** A question with every id filled in (what a bank row holds, and what an attempt freezes). */
export type KeyedQuestion = WithIds<QuestionInput> & { id: number };
export type KeyedQuestionOf<T extends QuestionInput['type']> = Extract<KeyedQuestion, { type: T }>;

/** What an attempt freezes of each question it asks: the keyed question and how it was shown. */
export interface AttemptQuestionSnapshot {
  question: KeyedQuestion;
  /** single, multiple, ordering: option / item ids in the order shown. matching: right-side ids in the order shown. */
  shownOrder?: string[];
}

/** The columns a question's type adds nothing to. */
const COMMON_KEYS = ['type', 'prompt', 'points', 'explanation', 'image', 'tags'] as const;

/** The type-specific part of a keyed question, for the `data` column. */
export function questionData(question: WithIds<QuestionInput>): Record<string, unknown> {
  const data: Record<string, unknown> = { ...question };
  for (const key of COMMON_KEYS) delete data[key];
  delete data.id;
  return data;
}

/** A bank row as a keyed question. */
export function rowToKeyedQuestion(row: QuizQuestionRow): KeyedQuestion {
  return {
    ...(row.data as object),
    id: row.id,
    type: row.type,
    prompt: row.prompt,
    points: row.points,
    explanation: row.explanation,
    image: row.image,
    tags: row.tags,
  } as KeyedQuestion;
}

/** A bank row as its author reads it (GET /Instructor/Quizzes/{quizId}, the bank list). */
export function rowToQuizQuestion(row: QuizQuestionRow, usedBy: number): QuizQuestion {
  return { ...rowToKeyedQuestion(row), version: row.version, usedBy, updatedAt: row.updatedAt.toISOString() } as QuizQuestion;
}
