// What makes a question hold together, by type, and how an author's input becomes what the bank stores:
// texts trimmed, rich text sanitised like a lesson body, every option, item and pair side with an id.
// Ids the author sends back are kept when the question already had them (earlier answers point at them);
// anything else gets a fresh random id. Pure: no database, so the rules are tested on their own.
import crypto from 'node:crypto';
import { QUIZ_MAX_TAGS, QUIZ_PROMPT_MAX_LENGTH, QUIZ_TAG_MAX_LENGTH } from '../../../shared/constants';
import { Value } from '@sinclair/typebox/value';
import { QuestionInputSchema, type QuestionInput } from '../../../shared/schemas/quiz';
import { sanitizeLessonHtml } from '../authoring/richText';
import type { KeyedQuestion } from './questionModel';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A keyed question before it has a bank id (what a new or edited bank row holds). */
export type PreparedQuestion = DistributiveOmit<KeyedQuestion, 'id'>;

/** A question that does not hold together: `detail` says what, for the author. */
export class QuestionProblem extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'QuestionProblem';
  }
}

const ID_SPACE = 36 ** 8;
/** A fresh option id: 8 random base-36 characters. */
export function newOptionId(): string {
  return crypto.randomInt(ID_SPACE).toString(36).padStart(8, '0');
}

/** The ids a question already has (options, items, both sides of pairs): only these are kept when sent back. */
export function knownIds(question: KeyedQuestion | PreparedQuestion | null): Set<string> {
  const ids = new Set<string>();
  if (!question) return ids;
  if ('options' in question) for (const o of question.options) ids.add(o.id);
  if ('items' in question) for (const i of question.items) ids.add(i.id);
  if ('pairs' in question) for (const p of question.pairs) ids.add(p.leftId).add(p.rightId);
  return ids;
}

/** Hands out ids: a sent id the question already had (once), else a new one nobody in the question has. */
function idGiver(known: Set<string>, makeId: () => string) {
  const used = new Set<string>();
  return (sent: string | undefined, what: string): string => {
    if (sent !== undefined && known.has(sent)) {
      if (used.has(sent)) throw new QuestionProblem(`${what} has the id "${sent}" of another choice of this question.`);
      used.add(sent);
      return sent;
    }
    let id = makeId();
    while (used.has(id) || known.has(id)) id = makeId();
    used.add(id);
    return id;
  };
}

/** Plain text of an option, item or accepted answer: trimmed, and never blank. */
function plain(text: string, what: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw new QuestionProblem(`${what} is blank.`);
  return trimmed;
}

function richText(html: string, what: string, required: boolean): string {
  const clean = sanitizeLessonHtml(html);
  if (required && !clean) throw new QuestionProblem(`${what} is empty (once unsafe markup is removed).`);
  if (clean.length > QUIZ_PROMPT_MAX_LENGTH) throw new QuestionProblem(`${what} is longer than ${QUIZ_PROMPT_MAX_LENGTH} characters.`);
  return clean;
}

function distinct(texts: string[], what: string): void {
  const seen = new Set<string>();
  for (const text of texts) {
    if (seen.has(text)) throw new QuestionProblem(`Two ${what} read "${text}"; each must differ.`);
    seen.add(text);
  }
}

/** Trimmed tags without blanks or repeats. */
export function cleanTags(tags: string[]): string[] {
  const out: string[] = [];
  for (const tag of tags.map((t) => t.trim()).filter(Boolean)) if (!out.includes(tag)) out.push(tag);
  if (out.length > QUIZ_MAX_TAGS) throw new QuestionProblem(`A question has at most ${QUIZ_MAX_TAGS} tags.`);
  const long = out.find((t) => t.length > QUIZ_TAG_MAX_LENGTH);
  if (long) throw new QuestionProblem(`The tag "${long.slice(0, 20)}…" is longer than ${QUIZ_TAG_MAX_LENGTH} characters.`);
  return out;
}

/** The [[n]] blank markers of a prompt, in the order they appear. */
export function blankMarkers(prompt: string): number[] {
  return [...prompt.matchAll(/\[\[(\d{1,3})\]\]/g)].map((m) => Number(m[1]));
}

/**
 * The question as the bank stores it, or a QuestionProblem saying what does not hold together.
 * `previous`: the question before this edit (its ids may be kept), null for a new one.
 */
export function prepareQuestion(input: QuestionInput, previous: KeyedQuestion | null = null, makeId: () => string = newOptionId): PreparedQuestion {
  const give = idGiver(knownIds(previous), makeId);
  const common = {
    prompt: richText(input.prompt, 'The prompt', true),
    points: input.points,
    explanation: richText(input.explanation, 'The explanation', false),
    image: input.image === null ? null : input.image.trim() || null,
    tags: cleanTags(input.tags),
  };
  if (!Number.isInteger(common.points) || common.points < 1) throw new QuestionProblem('Points must be a whole number of at least 1.');
  switch (input.type) {
    case 'single':
    case 'multiple': {
      const options = input.options.map((o, i) => ({ id: give(o.id, `Option ${i + 1}`), text: plain(o.text, `Option ${i + 1}`), correct: o.correct }));
      distinct(options.map((o) => o.text), 'options');
      const right = options.filter((o) => o.correct).length;
      if (input.type === 'single' && right !== 1) throw new QuestionProblem(`A single-choice question needs exactly one correct option (${right} marked).`);
      if (input.type === 'multiple' && right < 1) throw new QuestionProblem('A multiple-choice question needs at least one correct option.');
      return input.type === 'single' ? { ...common, type: 'single', options } : { ...common, type: 'multiple', scoring: input.scoring, options };
    }
    case 'true_false':
      return { ...common, type: 'true_false', correct: input.correct };
    case 'short':
      return { ...common, type: 'short', accepted: input.accepted.map((a, i) => plain(a, `Accepted answer ${i + 1}`)), matching: { ...input.matching } };
    case 'numeric':
      if (!Number.isFinite(input.value) || !Number.isFinite(input.tolerance) || input.tolerance < 0) throw new QuestionProblem('The value and its tolerance must be finite numbers (the tolerance at least 0).');
      return { ...common, type: 'numeric', value: input.value, tolerance: input.tolerance };
    case 'fill_blanks': {
      const blanks = input.blanks.map((b, i) => ({ accepted: b.accepted.map((a, j) => plain(a, `Blank ${i + 1}, accepted answer ${j + 1}`)) }));
      const markers = blankMarkers(common.prompt);
      const expected = blanks.map((_b, i) => i + 1);
      const sorted = [...markers].sort((a, b) => a - b);
      if (sorted.length !== expected.length || sorted.some((n, i) => n !== expected[i])) {
        throw new QuestionProblem(
          `The prompt must mark each blank once as [[1]] to [[${blanks.length}]] (${blanks.length} blank${blanks.length === 1 ? '' : 's'} given; markers found: ${markers.length ? markers.map((n) => `[[${n}]]`).join(' ') : 'none'}).`,
        );
      }
      return { ...common, type: 'fill_blanks', blanks, matching: { ...input.matching } };
    }
    case 'matching': {
      const pairs = input.pairs.map((p, i) => ({
        leftId: give(p.leftId, `Pair ${i + 1} (left)`),
        left: plain(p.left, `The left side of pair ${i + 1}`),
        rightId: give(p.rightId, `Pair ${i + 1} (right)`),
        right: plain(p.right, `The right side of pair ${i + 1}`),
      }));
      distinct(pairs.map((p) => p.left), 'left sides');
      return { ...common, type: 'matching', pairs };
    }
    case 'ordering': {
      if (input.items.length < 2) throw new QuestionProblem('An ordering question needs at least two items.');
      const items = input.items.map((it, i) => ({ id: give(it.id, `Item ${i + 1}`), text: plain(it.text, `Item ${i + 1}`) }));
      return { ...common, type: 'ordering', items };
    }
    case 'essay':
      return { ...common, type: 'essay', guidance: richText(input.guidance, 'The guidance', false), minWords: input.minWords };
  }
}

/** The detail of what is wrong with a question, or null when it holds together. */
export function questionProblem(input: QuestionInput, previous: KeyedQuestion | null = null): string | null {
  try {
    prepareQuestion(input, previous);
    return null;
  } catch (err) {
    if (err instanceof QuestionProblem) return err.detail;
    throw err;
  }
}

/** Where a question read from a file breaks the request schema (lengths, counts, ranges), or null. */
export function shapeProblem(input: QuestionInput): string | null {
  const branch = QuestionInputSchema.anyOf.find((b) => b.properties.type.const === input.type);
  if (!branch) return `Unknown question type "${String(input.type)}".`;
  const first = Value.Errors(branch, input).First();
  return first ? `${first.path || 'The question'}: ${first.message}.` : null;
}
