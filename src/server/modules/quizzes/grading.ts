// Grading one answer against one keyed question, and checking an answer's shape before it is saved.
// Pure: no database, no clock. Grading never throws: an answer saved under an older version of a
// question (a regrade after the author removed an option or changed the type) simply scores what it
// still earns, usually 0.
import { ERROR_CODES } from '../../../shared/errorCodes';
import type { Answer } from '../../../shared/schemas/quiz';
import { AppError } from '../../plugins/errors';
import type { KeyedQuestion } from './questionModel';
import { textMatches } from './textMatch';

export interface QuestionGrade {
  /** Points scored; null while an essay waits for its grade. */
  points: number | null;
  maxPoints: number;
  /** Full points; null while an essay waits for its grade. */
  correct: boolean | null;
}

/** Points with at most two decimals (partial credit of a third of 1 point is 0.33). */
export function roundPoints(points: number): number {
  return Math.round(points * 100) / 100;
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');
const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');

/**
 * Why an answer does not fit its question, or null when it does: single an option id of the question;
 * multiple distinct option ids; true_false a boolean; short and essay text; numeric a finite number;
 * fill_blanks one text per blank; matching {leftId: rightId} of the question's own ids (pairs left out
 * are unanswered); ordering every item id once.
 */
export function answerProblem(question: KeyedQuestion, answer: unknown): string | null {
  switch (question.type) {
    case 'single':
      if (typeof answer !== 'string') return 'expects one option id';
      return question.options.some((o) => o.id === answer) ? null : 'names an option the question does not have';
    case 'multiple': {
      if (!isStringArray(answer)) return 'expects a list of option ids';
      if (new Set(answer).size !== answer.length) return 'names an option twice';
      const ids = new Set(question.options.map((o) => o.id));
      return answer.every((id) => ids.has(id)) ? null : 'names an option the question does not have';
    }
    case 'true_false':
      return typeof answer === 'boolean' ? null : 'expects true or false';
    case 'short':
    case 'essay':
      return typeof answer === 'string' ? null : 'expects text';
    case 'numeric':
      return typeof answer === 'number' && Number.isFinite(answer) ? null : 'expects a number';
    case 'fill_blanks':
      if (!isStringArray(answer)) return 'expects one text per blank';
      return answer.length === question.blanks.length ? null : `expects ${question.blanks.length} texts, one per blank`;
    case 'matching': {
      if (!isStringRecord(answer)) return 'expects {leftId: rightId}';
      const lefts = new Set(question.pairs.map((p) => p.leftId));
      const rights = new Set(question.pairs.map((p) => p.rightId));
      for (const [left, right] of Object.entries(answer)) {
        if (!lefts.has(left) || !rights.has(right)) return 'names a side the question does not have';
      }
      return null;
    }
    case 'ordering': {
      if (!isStringArray(answer)) return 'expects the item ids in order';
      const ids = question.items.map((i) => i.id);
      if (answer.length !== ids.length || new Set(answer).size !== answer.length || !answer.every((id) => ids.includes(id))) return 'expects every item id once';
      return null;
    }
    default: {
      const unknownType: never = question;
      throw new Error(`no answer shape for ${String((unknownType as { type: string }).type)}`);
    }
  }
}

/** 400 QUIZ_ANSWER_INVALID naming the question, unless the answer fits it. */
export function assertAnswer(question: KeyedQuestion, answer: unknown): asserts answer is Answer {
  const problem = answerProblem(question, answer);
  if (problem) throw new AppError(400, ERROR_CODES.QUIZ_ANSWER_INVALID, `The answer to question ${question.id} ${problem}.`);
}

function share(right: number, of: number, points: number): number {
  return of <= 0 ? 0 : roundPoints((right / of) * points);
}

/**
 * The points an answer scores (no answer: 0). single, true_false, short, numeric: all or nothing;
 * multiple: all or nothing, or with 'partial' max(0, right picks - wrong picks) / correct options x points;
 * fill_blanks, matching, ordering: each blank, pair or item in its place its share; essay: null until a
 * grader gives points (an empty essay scores 0 at once: there is nothing to read).
 */
export function gradeQuestion(question: KeyedQuestion, answer: Answer | null | undefined): QuestionGrade {
  const max = question.points;
  const result = (points: number | null): QuestionGrade => ({ points, maxPoints: max, correct: points === null ? null : points >= max });
  if (answer === undefined || answer === null) return result(0);
  // An answer of another shape (the question changed since) earns nothing; multiple and ordering
  // answers naming ids the question no longer has still score the picks and places that are right.
  if (answerProblem(question, answer) !== null && question.type !== 'ordering' && question.type !== 'multiple') return result(0);
  switch (question.type) {
    case 'single':
      return result(question.options.find((o) => o.id === answer)?.correct ? max : 0);
    case 'multiple': {
      if (!isStringArray(answer)) return result(0);
      const picks = new Set(answer);
      const correctIds = question.options.filter((o) => o.correct).map((o) => o.id);
      const right = correctIds.filter((id) => picks.has(id)).length;
      const wrong = [...picks].filter((id) => !correctIds.includes(id)).length;
      if (question.scoring === 'partial') return result(share(Math.max(0, right - wrong), correctIds.length, max));
      return result(right === correctIds.length && wrong === 0 ? max : 0);
    }
    case 'true_false':
      return result(answer === question.correct ? max : 0);
    case 'short':
      return result(typeof answer === 'string' && textMatches(answer, question.accepted, question.matching) ? max : 0);
    case 'numeric':
      return result(typeof answer === 'number' && Math.abs(answer - question.value) <= question.tolerance + 1e-9 * Math.max(1, Math.abs(question.value)) ? max : 0);
    case 'fill_blanks': {
      if (!isStringArray(answer)) return result(0);
      const right = question.blanks.filter((blank, i) => textMatches(answer[i] ?? '', blank.accepted, question.matching)).length;
      return result(share(right, question.blanks.length, max));
    }
    case 'matching': {
      if (!isStringRecord(answer)) return result(0);
      const right = question.pairs.filter((p) => answer[p.leftId] === p.rightId).length;
      return result(share(right, question.pairs.length, max));
    }
    case 'ordering': {
      if (!isStringArray(answer)) return result(0);
      const right = question.items.filter((item, i) => answer[i] === item.id).length;
      return result(share(right, question.items.length, max));
    }
    case 'essay':
      return typeof answer === 'string' && answer.trim() !== '' ? result(null) : result(0);
    default: {
      const unknownType: never = question;
      throw new Error(`no grading for ${String((unknownType as { type: string }).type)}`);
    }
  }
}

/**
 * The correct answer in the answer's own shape, for feedback: single the correct option's id; multiple
 * the correct ids; short and blanks the first accepted text; numeric the value; matching every pair;
 * ordering the ids in order. An essay has none.
 */
export function correctAnswerOf(question: KeyedQuestion): Answer | undefined {
  switch (question.type) {
    case 'single':
      return question.options.find((o) => o.correct)?.id;
    case 'multiple':
      return question.options.filter((o) => o.correct).map((o) => o.id);
    case 'true_false':
      return question.correct;
    case 'short':
      return question.accepted[0];
    case 'numeric':
      return question.value;
    case 'fill_blanks':
      return question.blanks.map((b) => b.accepted[0] ?? '');
    case 'matching':
      return Object.fromEntries(question.pairs.map((p) => [p.leftId, p.rightId]));
    case 'ordering':
      return question.items.map((i) => i.id);
    case 'essay':
      return undefined;
    default: {
      const unknownType: never = question;
      throw new Error(`no correct answer for ${String((unknownType as { type: string }).type)}`);
    }
  }
}

/** The wrong choices an answer made (single, multiple, true_false), for the item analysis. */
export function wrongChoices(question: KeyedQuestion, answer: Answer | undefined): string[] {
  if (answer === undefined) return [];
  switch (question.type) {
    case 'single': {
      const option = question.options.find((o) => o.id === answer);
      return option && !option.correct ? [option.text] : [];
    }
    case 'multiple':
      return isStringArray(answer) ? question.options.filter((o) => !o.correct && answer.includes(o.id)).map((o) => o.text) : [];
    case 'true_false':
      return typeof answer === 'boolean' && answer !== question.correct ? [String(answer)] : [];
    default:
      return [];
  }
}
