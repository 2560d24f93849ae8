// Pure helpers of the quiz editor: the settings as PUT takes them, a new question of each type, a
// question as its input (ids kept so that earlier answers still point at the same option), the checks
// done before a question is sent, the [[n]] markers of a fill-in-the-blanks prompt, and moves in a list.
import { QUIZ_MAX_BLANKS, type QuizQuestionType } from '../../../shared/constants';
import type { EditableQuiz, QuestionInput, QuizQuestion, QuizUpdateRequest, TextMatching } from '../../../shared/schemas/quiz';

/** What the autosave of a quiz sends: its settings and the fixed questions in order. */
export function quizValueOf(quiz: EditableQuiz): QuizUpdateRequest {
  return {
    timeLimitSeconds: quiz.timeLimitSeconds,
    attemptsAllowed: quiz.attemptsAllowed,
    cooldownSeconds: quiz.cooldownSeconds,
    passMarkPercent: quiz.passMarkPercent,
    gradingMethod: quiz.gradingMethod,
    shuffleQuestions: quiz.shuffleQuestions,
    shuffleOptions: quiz.shuffleOptions,
    feedbackMode: quiz.feedbackMode,
    showCorrectAnswers: quiz.showCorrectAnswers,
    layout: quiz.layout,
    draws: quiz.draws.map((d) => ({ ...d })),
    questionIds: quiz.questions.map((q) => q.id),
  };
}

const MATCHING: TextMatching = { ignoreCase: true, ignoreSpaces: false, ignoreDiacritics: false };

/** A new question of a type, with the least it needs filled in (two options, one blank ...). */
export function newQuestion(type: QuizQuestionType): QuestionInput {
  const common = { prompt: '', points: 1, explanation: '', image: null, tags: [] as string[] };
  switch (type) {
    case 'single':
      return { type, ...common, options: [{ text: '', correct: true }, { text: '', correct: false }] };
    case 'multiple':
      return { type, ...common, scoring: 'all_or_nothing', options: [{ text: '', correct: true }, { text: '', correct: false }] };
    case 'true_false':
      return { type, ...common, correct: true };
    case 'short':
      return { type, ...common, accepted: [''], matching: { ...MATCHING } };
    case 'numeric':
      return { type, ...common, value: 0, tolerance: 0 };
    case 'fill_blanks':
      return { type, ...common, prompt: '', blanks: [{ accepted: [''] }], matching: { ...MATCHING } };
    case 'matching':
      return { type, ...common, pairs: [{ left: '', right: '' }, { left: '', right: '' }] };
    case 'ordering':
      return { type, ...common, items: [{ text: '' }, { text: '' }] };
    case 'essay':
      return { type, ...common, guidance: '', minWords: 0 };
  }
}

/** A question as the input PUT takes (without id, version, usedBy, updatedAt). */
export function inputOf(question: QuizQuestion): QuestionInput {
  const { id: _id, version: _version, usedBy: _usedBy, updatedAt: _updatedAt, ...input } = question;
  return input as QuestionInput;
}

/** Rich text as plain text (for lists and checks). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

/** How many blanks a prompt marks: the highest [[n]] (1 to QUIZ_MAX_BLANKS). */
export function blankCount(prompt: string): number {
  let max = 0;
  for (const m of prompt.matchAll(/\[\[(\d{1,2})\]\]/g)) max = Math.max(max, Number(m[1]));
  return Math.min(max, QUIZ_MAX_BLANKS);
}

/** The blanks resized to the prompt's markers (what was typed for the ones that stay is kept). */
export function fitBlanks(blanks: readonly { accepted: string[] }[], count: number): { accepted: string[] }[] {
  return Array.from({ length: Math.max(count, 1) }, (_, i) => blanks[i] ?? { accepted: [''] });
}

const filled = (text: string) => text.trim().length > 0;

/**
 * What is wrong with a question before it is sent, as translation keys (none: it can be saved). The
 * server checks the same and more (QUIZ_QUESTION_INVALID).
 */
export function questionProblems(q: QuestionInput): string[] {
  const problems: string[] = [];
  if (!filled(plainText(q.prompt))) problems.push('QUIZ_EDITOR.PROBLEM.PROMPT');
  switch (q.type) {
    case 'single':
    case 'multiple': {
      if (q.options.some((o) => !filled(o.text))) problems.push('QUIZ_EDITOR.PROBLEM.OPTION_EMPTY');
      const correct = q.options.filter((o) => o.correct).length;
      if (q.type === 'single' && correct !== 1) problems.push('QUIZ_EDITOR.PROBLEM.ONE_CORRECT');
      if (q.type === 'multiple' && correct < 1) problems.push('QUIZ_EDITOR.PROBLEM.SOME_CORRECT');
      break;
    }
    case 'short':
      if (q.accepted.filter(filled).length === 0) problems.push('QUIZ_EDITOR.PROBLEM.ACCEPTED');
      break;
    case 'fill_blanks':
      if (blankCount(q.prompt) === 0) problems.push('QUIZ_EDITOR.PROBLEM.NO_BLANK');
      if (q.blanks.some((b) => b.accepted.filter(filled).length === 0)) problems.push('QUIZ_EDITOR.PROBLEM.BLANK_ACCEPTED');
      break;
    case 'matching':
      if (q.pairs.some((p) => !filled(p.left) || !filled(p.right))) problems.push('QUIZ_EDITOR.PROBLEM.PAIR_EMPTY');
      break;
    case 'ordering':
      if (q.items.some((i) => !filled(i.text))) problems.push('QUIZ_EDITOR.PROBLEM.ITEM_EMPTY');
      break;
    case 'numeric':
      if (!Number.isFinite(q.value) || !Number.isFinite(q.tolerance) || q.tolerance < 0) problems.push('QUIZ_EDITOR.PROBLEM.NUMBER');
      break;
    default:
      break;
  }
  return problems;
}

/** The question as it is sent: blank accepted answers dropped, text trimmed. */
export function cleanQuestion(q: QuestionInput): QuestionInput {
  const tags = [...new Set(q.tags.map((t) => t.trim()).filter(filled))];
  const base = { ...q, tags };
  switch (base.type) {
    case 'short':
      return { ...base, accepted: base.accepted.map((a) => a.trim()).filter(filled) };
    case 'fill_blanks':
      return { ...base, blanks: base.blanks.map((b) => ({ accepted: b.accepted.map((a) => a.trim()).filter(filled) })) };
    default:
      return base;
  }
}

/** `list` with the item at `index` moved by `delta`; null when it cannot move. */
export function moved<T>(list: readonly T[], index: number, delta: -1 | 1): T[] | null {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return null;
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** `list` with `from` moved to where `to` is (drag and drop). */
export function movedTo<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
