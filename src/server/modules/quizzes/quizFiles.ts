// Questions as files: CSV (one question a row, for spreadsheets) and Moodle GIFT (the common subset).
// Reading gives each question's input with the line it starts on, and a line-numbered problem for each
// row or question that cannot be read; a file that is not CSV or GIFT at all is ImportUnreadable.
// The service then checks every input like a question sent to the API (questionRules.ts).
//
// CSV: a header row names the columns (any order, case-insensitive; unknown ones are ignored):
//   type, prompt, points, options, answer, tolerance, scoring, matching, min_words, guidance, explanation, tags, image
// Lists inside a cell are separated by `|` (a literal `|` or `\` is written `\|`, `\\`). By type:
//   single, multiple  options: the choices; answer: the numbers (1 = first) or letters (A = first) of the right ones
//   true_false        answer: true or false
//   short             answer: the accepted answers
//   numeric           answer: the value; tolerance: how far off still counts (0 when empty)
//   fill_blanks       answer: each blank's accepted answers, blanks separated by `||` (a|b||c: blank 1 takes a or b, blank 2 c)
//   matching          options: the left sides; answer: the right sides in the same order
//   ordering          options: the items in the right order
//   essay             min_words, guidance
// points: 1 when empty. scoring (multiple): all_or_nothing (default) or partial. matching (short, fill_blanks):
// `exact`, or any of ignore_case ignore_spaces ignore_diacritics (empty: ignore_case). tags: a list.
// Texts are plain text, or HTML when they hold tags. A cell written with a leading apostrophe before
// = + - @ (how the export keeps spreadsheets from running it as a formula) is read without it.
//
// GIFT: questions separated by a blank line; `//` comments, `$CATEGORY:` lines and `::title::` are
// skipped, except `// points: N` and `// tags: a, b` (written by the export) just before a question.
// {=right ~wrong} single choice; several `=`: multiple choice, all or nothing; `~%50%a ~%50%b ~%-100%c`:
// multiple choice with partial credit; {T} {F}: true/false; {=a =b}: short answer; {#3.1:0.1} or
// {#1..5}: numeric; {=a -> b =c -> d}: matching; {}: essay; `####text`: the explanation; text after the
// braces makes a "missing word" prompt. Escapes \\ \~ \= \# \{ \} \: and \n. fill_blanks and ordering
// have no GIFT form: the export lists them as comments.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { QUIZ_QUESTION_TYPES, type QuizQuestionType } from '../../../shared/constants';
import type { QuestionInput, TextMatching } from '../../../shared/schemas/quiz';
import { plainTextToHtml } from '../authoring/richText';
import { safeCell } from '../teaching/teachingService';
import type { KeyedQuestion } from './questionModel';
import { QuestionProblem, type PreparedQuestion } from './questionRules';

export interface ParsedQuestion {
  /** The line (1-based) the row or question starts on. */
  line: number;
  input: QuestionInput;
}
export interface ImportIssue {
  line: number;
  detail: string;
}
export interface ParsedFile {
  questions: ParsedQuestion[];
  errors: ImportIssue[];
}
/** A file that cannot be read as the format at all (no header row, an unclosed quote, no question). */
export class ImportUnreadable extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'ImportUnreadable';
  }
}

type AnyQuestion = KeyedQuestion | PreparedQuestion;
const DEFAULT_MATCHING: TextMatching = { ignoreCase: true, ignoreSpaces: false, ignoreDiacritics: false };

/** Text from a file as rich text: HTML when it holds tags, else paragraphs of escaped plain text. */
export function fileTextToHtml(text: string): string {
  const trimmed = text.trim();
  return /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i.test(trimmed) ? trimmed : plainTextToHtml(trimmed);
}

/** Rich text as one line of plain text (for comments and short mentions). */
function plainLine(html: string, max = 80): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

// ---- CSV -------------------------------------------------------------------------------------------------

export const CSV_COLUMNS = ['type', 'prompt', 'points', 'options', 'answer', 'tolerance', 'scoring', 'matching', 'min_words', 'guidance', 'explanation', 'tags', 'image'] as const;
type CsvColumn = (typeof CSV_COLUMNS)[number];

function joinList(items: string[]): string {
  return items.map((s) => s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|')).join('|');
}

/** A `|` list with its escapes resolved; empty entries kept (fill_blanks uses them between blanks). */
export function splitList(cell: string): string[] {
  if (cell.trim() === '') return [];
  const out: string[] = [];
  let current = '';
  for (let i = 0; i < cell.length; i++) {
    const c = cell[i]!;
    const next = cell[i + 1];
    if (c === '\\' && (next === '|' || next === '\\')) {
      current += next;
      i++;
    } else if (c === '|') {
      out.push(current.trim());
      current = '';
    } else {
      current += c;
    }
  }
  out.push(current.trim());
  return out;
}

function matchingWords(m: TextMatching): string {
  const words = [m.ignoreCase && 'ignore_case', m.ignoreSpaces && 'ignore_spaces', m.ignoreDiacritics && 'ignore_diacritics'].filter(Boolean);
  return words.length ? words.join(' ') : 'exact';
}

function parseMatching(cell: string): TextMatching {
  const words = cell.toLowerCase().split(/[\s|,]+/).filter(Boolean);
  if (words.length === 0) return { ...DEFAULT_MATCHING };
  const out: TextMatching = { ignoreCase: false, ignoreSpaces: false, ignoreDiacritics: false };
  for (const word of words) {
    if (word === 'exact') continue;
    else if (word === 'ignore_case') out.ignoreCase = true;
    else if (word === 'ignore_spaces') out.ignoreSpaces = true;
    else if (word === 'ignore_diacritics') out.ignoreDiacritics = true;
    else throw new QuestionProblem(`matching: "${word}" is not one of exact, ignore_case, ignore_spaces, ignore_diacritics.`);
  }
  return out;
}

/** The questions as CSV for a spreadsheet: a BOM (Excel then reads UTF-8), a header row, CRLF line ends. */
export function writeCsv(questions: AnyQuestion[]): string {
  const rows = questions.map((q) => {
    const cells: Record<CsvColumn, string> = {
      type: q.type, prompt: q.prompt, points: String(q.points), options: '', answer: '', tolerance: '', scoring: '', matching: '',
      min_words: '', guidance: '', explanation: q.explanation, tags: joinList(q.tags), image: q.image ?? '',
    };
    switch (q.type) {
      case 'single':
      case 'multiple':
        cells.options = joinList(q.options.map((o) => o.text));
        cells.answer = q.options.flatMap((o, i) => (o.correct ? [String(i + 1)] : [])).join('|');
        if (q.type === 'multiple') cells.scoring = q.scoring;
        break;
      case 'true_false':
        cells.answer = String(q.correct);
        break;
      case 'short':
        cells.answer = joinList(q.accepted);
        cells.matching = matchingWords(q.matching);
        break;
      case 'numeric':
        cells.answer = String(q.value);
        cells.tolerance = String(q.tolerance);
        break;
      case 'fill_blanks':
        cells.answer = q.blanks.map((b) => joinList(b.accepted)).join('||');
        cells.matching = matchingWords(q.matching);
        break;
      case 'matching':
        cells.options = joinList(q.pairs.map((p) => p.left));
        cells.answer = joinList(q.pairs.map((p) => p.right));
        break;
      case 'ordering':
        cells.options = joinList(q.items.map((i) => i.text));
        break;
      case 'essay':
        cells.min_words = String(q.minWords);
        cells.guidance = q.guidance;
        break;
    }
    return CSV_COLUMNS.map((c) => safeCell(cells[c]));
  });
  return `\uFEFF${stringify([[...CSV_COLUMNS], ...rows], { record_delimiter: 'windows' })}`;
}

/** A cell the export neutralised against formulas ('=1+2) reads as written (=1+2). */
function unformula(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

function parseTypeName(raw: string): QuizQuestionType {
  const name = raw.trim().toLowerCase().replace(/[-\s/]+/g, '_');
  const type = name === 'truefalse' ? 'true_false' : name;
  if (!(QUIZ_QUESTION_TYPES as readonly string[]).includes(type)) throw new QuestionProblem(`type: "${raw.trim()}" is not one of ${QUIZ_QUESTION_TYPES.join(', ')}.`);
  return type as QuizQuestionType;
}

function parseWhole(raw: string, what: string, fallback: number): number {
  if (raw.trim() === '') return fallback;
  if (!/^\s*\d{1,9}\s*$/.test(raw)) throw new QuestionProblem(`${what}: "${raw.trim()}" is not a whole number.`);
  return Number(raw);
}

function parseNumber(raw: string, what: string): number {
  const n = Number(raw.trim().replace(',', '.'));
  if (raw.trim() === '' || !Number.isFinite(n)) throw new QuestionProblem(`${what}: "${raw.trim()}" is not a number.`);
  return n;
}

/** The right options of a choice question: numbers (1 = first) or letters (A = first). */
function parseCorrect(raw: string, count: number): Set<number> {
  const picks = raw.split(/[|,;\s]+/).filter(Boolean);
  if (picks.length === 0) throw new QuestionProblem('answer: name the right options by number (1 = first) or letter (A = first).');
  const out = new Set<number>();
  for (const pick of picks) {
    const index = /^\d+$/.test(pick) ? Number(pick) - 1 : /^[a-z]$/i.test(pick) ? pick.toUpperCase().charCodeAt(0) - 65 : -1;
    if (index < 0 || index >= count) throw new QuestionProblem(`answer: "${pick}" is not one of the ${count} options.`);
    out.add(index);
  }
  return out;
}

function parseBool(raw: string): boolean {
  const v = raw.trim().toLowerCase();
  if (['true', 't', 'yes', 'y', '1'].includes(v)) return true;
  if (['false', 'f', 'no', 'n', '0'].includes(v)) return false;
  throw new QuestionProblem(`answer: "${raw.trim()}" is neither true nor false.`);
}

function csvQuestion(get: (c: CsvColumn) => string): QuestionInput {
  const type = parseTypeName(get('type'));
  const common = {
    prompt: fileTextToHtml(get('prompt')),
    points: parseWhole(get('points'), 'points', 1),
    explanation: get('explanation').trim() ? fileTextToHtml(get('explanation')) : '',
    image: get('image').trim() || null,
    tags: splitList(get('tags')).filter(Boolean),
  };
  const options = splitList(get('options'));
  switch (type) {
    case 'single':
    case 'multiple': {
      const right = parseCorrect(get('answer'), options.length);
      const choices = options.map((text, i) => ({ text, correct: right.has(i) }));
      if (type === 'single') return { ...common, type, options: choices };
      const scoring = get('scoring').trim().toLowerCase() || 'all_or_nothing';
      if (scoring !== 'all_or_nothing' && scoring !== 'partial') throw new QuestionProblem(`scoring: "${scoring}" is neither all_or_nothing nor partial.`);
      return { ...common, type, scoring, options: choices };
    }
    case 'true_false':
      return { ...common, type, correct: parseBool(get('answer')) };
    case 'short':
      return { ...common, type, accepted: splitList(get('answer')), matching: parseMatching(get('matching')) };
    case 'numeric':
      return { ...common, type, value: parseNumber(get('answer'), 'answer'), tolerance: get('tolerance').trim() ? parseNumber(get('tolerance'), 'tolerance') : 0 };
    case 'fill_blanks': {
      const blanks: { accepted: string[] }[] = [];
      let current: string[] = [];
      for (const token of splitList(get('answer'))) {
        if (token === '') {
          blanks.push({ accepted: current });
          current = [];
        } else current.push(token);
      }
      blanks.push({ accepted: current });
      if (blanks.some((b) => b.accepted.length === 0)) throw new QuestionProblem('answer: every blank needs at least one accepted answer (blanks are separated by ||).');
      return { ...common, type, blanks, matching: parseMatching(get('matching')) };
    }
    case 'matching': {
      const rights = splitList(get('answer'));
      if (rights.length !== options.length) throw new QuestionProblem(`matching: ${options.length} left sides (options) but ${rights.length} right sides (answer).`);
      return { ...common, type, pairs: options.map((left, i) => ({ left, right: rights[i]! })) };
    }
    case 'ordering':
      return { ...common, type, items: options.map((text) => ({ text })) };
    case 'essay':
      return { ...common, type, guidance: get('guidance').trim() ? fileTextToHtml(get('guidance')) : '', minWords: parseWhole(get('min_words'), 'min_words', 0) };
  }
}

interface CsvRecord {
  record: string[];
  info: { lines: number };
}

export function parseCsv(text: string): ParsedFile {
  // One kind of line end, so that csv-parse counts the lines of a quoted cell right.
  const body = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  // Spreadsheets in some locales write ; (or tabs) between cells.
  const delimiter = firstLine.includes(',') ? ',' : firstLine.includes(';') ? ';' : firstLine.includes('\t') ? '\t' : ',';
  let records: CsvRecord[];
  try {
    records = parse(body, { delimiter, info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as CsvRecord[];
  } catch (err) {
    const where = typeof (err as { lines?: unknown }).lines === 'number' ? ` near line ${(err as { lines: number }).lines}` : '';
    throw new ImportUnreadable(`The file is not readable CSV${where} (check the quotes).`);
  }
  const [header, ...rows] = records;
  const names = (header?.record ?? []).map((h) => h.trim().toLowerCase().replace(/\s+/g, '_'));
  if (!names.includes('type') || !names.includes('prompt')) {
    throw new ImportUnreadable(`The first row must name the columns: ${CSV_COLUMNS.join(', ')} (type and prompt at least).`);
  }
  const index = new Map<string, number>();
  names.forEach((n, i) => {
    if (!index.has(n)) index.set(n, i);
  });
  const out: ParsedFile = { questions: [], errors: [] };
  let previousEnd = header!.info.lines;
  for (const { record, info } of rows) {
    // A row ends on info.lines; it starts after the previous one (a quoted cell may span lines).
    const line = Math.min(previousEnd + 1, info.lines);
    previousEnd = info.lines;
    if (record.every((cell) => cell.trim() === '')) continue;
    const get = (c: CsvColumn) => {
      const i = index.get(c);
      return i === undefined ? '' : unformula(record[i] ?? '');
    };
    try {
      out.questions.push({ line, input: csvQuestion(get) });
    } catch (err) {
      if (!(err instanceof QuestionProblem)) throw err;
      out.errors.push({ line, detail: err.detail });
    }
  }
  return out;
}

// ---- GIFT ------------------------------------------------------------------------------------------------

const GIFT_SPECIAL = /[\\~=#{}:]/g;

/** Text written into GIFT: its special characters escaped, line breaks as \n. */
export function giftEscape(text: string): string {
  return text.replace(GIFT_SPECIAL, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

export function giftUnescape(text: string): string {
  return text.replace(/\\(.)/g, (_m, c: string) => (c === 'n' ? '\n' : c));
}

/** The index of the first `target` at or after `from` that no backslash escapes, or -1. */
function findUnescaped(s: string, target: string, from = 0): number {
  for (let i = from; i < s.length; i++) {
    if (s[i] === '\\') {
      i++;
      continue;
    }
    if (s.startsWith(target, i)) return i;
  }
  return -1;
}

function formatNumber(n: number): string {
  return String(Number(n.toFixed(5)));
}

interface GiftAnswer {
  mark: '=' | '~';
  percent: number | null;
  text: string;
}

/** The answers of a choice, short or matching question: each starts with an unescaped = or ~. */
function giftAnswers(part: string): GiftAnswer[] {
  const answers: GiftAnswer[] = [];
  let i = 0;
  const starts: number[] = [];
  for (; i < part.length; i++) {
    if (part[i] === '\\') {
      i++;
      continue;
    }
    if (part[i] === '=' || part[i] === '~') starts.push(i);
  }
  if (starts.length === 0 || part.slice(0, starts[0]).trim() !== '') throw new QuestionProblem('The answers must each start with = (right) or ~ (wrong).');
  starts.forEach((start, n) => {
    let raw = part.slice(start + 1, starts[n + 1] ?? part.length);
    // Per-answer feedback (#...) is not kept.
    const hash = findUnescaped(raw, '#');
    if (hash >= 0) raw = raw.slice(0, hash);
    let percent: number | null = null;
    const weight = /^\s*%(-?\d+(?:\.\d+)?)%/.exec(raw);
    if (weight) {
      percent = Number(weight[1]);
      raw = raw.slice(weight[0].length);
    }
    answers.push({ mark: part[start] as '=' | '~', percent, text: raw.trim() });
  });
  return answers;
}

function giftNumeric(spec: string): { value: number; tolerance: number } {
  const hash = findUnescaped(spec, '#');
  const body = giftUnescape(hash >= 0 ? spec.slice(0, hash) : spec).trim();
  const range = /^(-?[\d.]+(?:e-?\d+)?)\s*\.\.\s*(-?[\d.]+(?:e-?\d+)?)$/i.exec(body);
  if (range) {
    const [low, high] = [Number(range[1]), Number(range[2])].sort((a, b) => a - b) as [number, number];
    if (Number.isFinite(low) && Number.isFinite(high)) return { value: (low + high) / 2, tolerance: (high - low) / 2 };
  }
  const [value, tolerance = '0'] = body.split(':');
  const v = Number(value);
  const t = Number(tolerance);
  if (value === undefined || value.trim() === '' || !Number.isFinite(v) || !Number.isFinite(t)) throw new QuestionProblem(`The numeric answer "${body}" is not a number (write {#value:tolerance} or {#min..max}).`);
  return { value: v, tolerance: Math.abs(t) };
}

interface GiftBlock {
  line: number;
  text: string;
  points?: number;
  tags?: string[];
}

function giftQuestion(block: GiftBlock): QuestionInput {
  let text = block.text.trim();
  if (text.startsWith('::')) {
    const end = findUnescaped(text, '::', 2);
    if (end < 0) throw new QuestionProblem('The title is not closed with ::.');
    text = text.slice(end + 2).trim();
  }
  const open = findUnescaped(text, '{');
  if (open < 0) throw new QuestionProblem('No answer part {…}: descriptions are not imported.');
  const close = findUnescaped(text, '}', open + 1);
  if (close < 0) throw new QuestionProblem('The answer part is not closed with }.');
  let before = text.slice(0, open).trim();
  const after = text.slice(close + 1).trim();
  const format = /^\[(html|moodle|plain|markdown)\]/i.exec(before);
  if (format) before = before.slice(format[0].length).trim();
  const html = format?.[1]?.toLowerCase() === 'html';
  const promptText = giftUnescape(before) + (after ? ` _____ ${giftUnescape(after)}` : '');
  const prompt = html ? promptText.trim() : plainTextToHtml(promptText);
  let part = text.slice(open + 1, close);
  let explanation = '';
  const general = findUnescaped(part, '####');
  if (general >= 0) {
    explanation = fileTextToHtml(giftUnescape(part.slice(general + 4)));
    part = part.slice(0, general);
  }
  const common = { prompt, points: block.points ?? 1, explanation, image: null, tags: block.tags ?? [] };
  const answer = part.trim();
  if (answer === '') return { ...common, type: 'essay', guidance: '', minWords: 0 };
  const truth = /^(T|TRUE|F|FALSE)\s*(#.*)?$/s.exec(answer);
  if (truth) return { ...common, type: 'true_false', correct: truth[1]!.startsWith('T') };
  if (answer.startsWith('#')) {
    const spec = answer.slice(1).trim();
    if (!spec.startsWith('=')) return { ...common, type: 'numeric', ...giftNumeric(spec) };
    const full = giftAnswers(spec).find((a) => a.percent === null || a.percent >= 100);
    if (!full) throw new QuestionProblem('No numeric answer with full credit.');
    return { ...common, type: 'numeric', ...giftNumeric(full.text) };
  }
  const answers = giftAnswers(answer);
  const unescaped = (a: GiftAnswer) => giftUnescape(a.text).trim();
  if (answers.every((a) => a.mark === '=') && answers.every((a) => findUnescaped(a.text, '->') >= 0)) {
    return {
      ...common,
      type: 'matching',
      pairs: answers.map((a) => {
        const at = findUnescaped(a.text, '->');
        return { left: giftUnescape(a.text.slice(0, at)).trim(), right: giftUnescape(a.text.slice(at + 2)).trim() };
      }),
    };
  }
  if (answers.every((a) => a.mark === '=')) {
    const accepted = answers.filter((a) => a.percent === null || a.percent >= 100).map(unescaped);
    if (accepted.length === 0) throw new QuestionProblem('No short answer with full credit.');
    return { ...common, type: 'short', accepted, matching: { ...DEFAULT_MATCHING } };
  }
  const weighted = answers.some((a) => a.percent !== null);
  const options = answers.map((a) => ({ text: unescaped(a), correct: weighted ? (a.percent ?? (a.mark === '=' ? 100 : 0)) > 0 : a.mark === '=' }));
  const right = options.filter((o) => o.correct).length;
  if (right === 0) throw new QuestionProblem('No right answer (mark it with = or a positive %weight%).');
  if (weighted) return { ...common, type: 'multiple', scoring: 'partial', options };
  return right === 1 ? { ...common, type: 'single', options } : { ...common, type: 'multiple', scoring: 'all_or_nothing', options };
}

/** Whether a block's braces are still open (a blank line inside the answers does not end the question). */
function openBraces(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '{') depth++;
    else if (text[i] === '}') depth = Math.max(0, depth - 1);
  }
  return depth > 0;
}

export function parseGift(text: string): ParsedFile {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const blocks: GiftBlock[] = [];
  let current: GiftBlock | null = null;
  let meta: { points?: number; tags?: string[] } = {};
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (current && openBraces(current.text)) {
      current.text += `\n${raw}`;
      return;
    }
    if (line === '') {
      if (current) blocks.push(current);
      current = null;
      return;
    }
    if (line.startsWith('//')) {
      const points = /^\/\/\s*points:\s*(\d{1,3})\s*$/i.exec(line);
      const tags = /^\/\/\s*tags:(.*)$/i.exec(line);
      if (points) meta.points = Number(points[1]);
      if (tags) meta.tags = tags[1]!.split(',').map((t) => t.trim()).filter(Boolean);
      return;
    }
    if (/^\$CATEGORY:/i.test(line)) return;
    if (!current) {
      current = { line: i + 1, text: raw, ...meta };
      meta = {};
    } else current.text += `\n${raw}`;
  });
  if (current) blocks.push(current);
  if (!blocks.some((b) => findUnescaped(b.text, '{') >= 0)) throw new ImportUnreadable('No GIFT question found (a question is its text followed by its answers in { }).');
  const out: ParsedFile = { questions: [], errors: [] };
  for (const block of blocks) {
    try {
      out.questions.push({ line: block.line, input: giftQuestion(block) });
    } catch (err) {
      if (!(err instanceof QuestionProblem)) throw err;
      out.errors.push({ line: block.line, detail: err.detail });
    }
  }
  return out;
}

/** Percentages that add up to 100 (Moodle takes up to 5 decimals). */
function share(count: number, sign: 1 | -1): string {
  return formatNumber((sign * 100) / count);
}

function giftAnswerPart(q: AnyQuestion): string | null {
  const esc = giftEscape;
  switch (q.type) {
    case 'single':
      return q.options.map((o) => `${o.correct ? '=' : '~'}${esc(o.text)}`).join('\n\t');
    case 'multiple': {
      const right = q.options.filter((o) => o.correct).length;
      const wrong = q.options.length - right;
      if (q.scoring === 'all_or_nothing') return q.options.map((o) => `${o.correct ? '=' : '~'}${esc(o.text)}`).join('\n\t');
      return q.options.map((o) => `~%${o.correct ? share(right, 1) : share(Math.max(1, wrong), -1)}%${esc(o.text)}`).join('\n\t');
    }
    case 'true_false':
      return q.correct ? 'T' : 'F';
    case 'short':
      return q.accepted.map((a) => `=${esc(a)}`).join(' ');
    case 'numeric':
      return `#${formatNumber(q.value)}:${formatNumber(q.tolerance)}`;
    case 'matching':
      return q.pairs.map((p) => `=${esc(p.left)} -> ${esc(p.right)}`).join('\n\t');
    case 'essay':
      return '';
    case 'fill_blanks':
    case 'ordering':
      return null;
  }
}

/** The questions as Moodle GIFT; fill_blanks and ordering (no GIFT form) become comments. */
export function writeGift(questions: AnyQuestion[]): { text: string; skipped: number } {
  let skipped = 0;
  const blocks = questions.map((q) => {
    const part = giftAnswerPart(q);
    if (part === null) {
      skipped++;
      return `// Not exported (GIFT has no ${q.type} question): "${plainLine(q.prompt)}"`;
    }
    const head: string[] = [];
    if (q.points !== 1) head.push(`// points: ${q.points}`);
    if (q.tags.length) head.push(`// tags: ${q.tags.map((t) => t.replace(/,/g, ' ')).join(', ')}`);
    const explanation = q.explanation ? `${part ? '\n\t' : ''}####${giftEscape(q.explanation)}` : '';
    const body = part.includes('\n') || explanation ? `{\n\t${part}${explanation}\n}` : `{${part}}`;
    return [...head, `[html]${giftEscape(q.prompt)} ${body}`].join('\n');
  });
  return { text: `${blocks.join('\n\n')}\n`, skipped };
}
