import type { QuestionInput } from '../../../shared/schemas/quiz';
import { prepareQuestion, type PreparedQuestion } from './questionRules';
import { fileTextToHtml, giftEscape, giftUnescape, ImportUnreadable, parseCsv, parseGift, splitList, writeCsv, writeGift } from './quizFiles';

const base = { points: 1, explanation: '', image: null, tags: [] as string[] };
const matching = { ignoreCase: true, ignoreSpaces: false, ignoreDiacritics: false };

/** One question of every type, with the characters each format must escape. */
const INPUTS: QuestionInput[] = [
  { ...base, type: 'single', prompt: '<p>Capital of Thailand: {x} = ~y #z \\ | "quoted", comma?</p>', points: 3, tags: ['geo', 'asia'], explanation: '<p>Bangkok, since 1782.</p>',
    options: [{ text: 'Bangkok | กรุงเทพฯ', correct: true }, { text: 'Chiang Mai = north', correct: false }, { text: 'a\\b ~ c #d {e}: f', correct: false }] },
  { ...base, type: 'multiple', scoring: 'partial', prompt: '<p>Prime numbers?</p>', options: [{ text: '2', correct: true }, { text: '3', correct: true }, { text: '4', correct: false }] },
  { ...base, type: 'multiple', scoring: 'all_or_nothing', prompt: '<p>Even numbers?</p>', options: [{ text: '2', correct: true }, { text: '4', correct: true }, { text: '5', correct: false }] },
  { ...base, type: 'true_false', prompt: '<p>The Mekong flows through Laos.</p>', correct: true },
  { ...base, type: 'true_false', prompt: '<p>Manila is in Vietnam.</p>', correct: false, points: 5 },
  { ...base, type: 'short', prompt: '<p>Largest city of Vietnam?</p>', accepted: ['Ho Chi Minh City', 'Saigon'], matching },
  { ...base, type: 'numeric', prompt: '<p>Pi to two places?</p>', value: 3.14, tolerance: 0.005 },
  { ...base, type: 'numeric', prompt: '<p>Below zero</p>', value: -40, tolerance: 0 },
  { ...base, type: 'matching', prompt: '<p>Match the capitals</p>', pairs: [{ left: 'Thailand', right: 'Bangkok' }, { left: 'Vietnam', right: 'Hanoi' }, { left: 'Philippines', right: 'Manila' }] },
  { ...base, type: 'essay', prompt: '<p>Describe the monsoon.</p>', guidance: '', minWords: 0, explanation: '<p>Wet and dry seasons.</p>' },
];
const CSV_ONLY: QuestionInput[] = [
  { ...base, type: 'fill_blanks', prompt: '<p>The [[1]] is in [[2]].</p>', blanks: [{ accepted: ['Mekong', 'Mae Nam Khong'] }, { accepted: ['Asia|SEA'] }], matching: { ignoreCase: false, ignoreSpaces: true, ignoreDiacritics: true } },
  { ...base, type: 'ordering', prompt: '<p>Oldest first</p>', items: [{ text: 'Sukhothai' }, { text: 'Ayutthaya' }, { text: 'Rattanakosin' }] },
  { ...base, type: 'essay', prompt: '<p>Why?</p>', guidance: '<p>Two reasons</p>', minWords: 80 },
  { ...base, type: 'short', prompt: '<p>=SUM(A1)</p>', accepted: ['=1+2', '-5', '@x'], matching: { ignoreCase: false, ignoreSpaces: false, ignoreDiacritics: false } },
];

const prepared = (inputs: QuestionInput[]) => inputs.map((q) => prepareQuestion(q));

/** A question without its ids, to compare what a file kept. */
function withoutIds(q: PreparedQuestion): unknown {
  return JSON.parse(JSON.stringify(q, (key, value: unknown) => (key === 'id' || key === 'leftId' || key === 'rightId' ? undefined : value)));
}

describe('CSV', () => {
  it('round-trips every question type', () => {
    const questions = prepared([...INPUTS, ...CSV_ONLY]);
    const csv = writeCsv(questions);
    expect(csv.startsWith('\uFEFFtype,prompt,points,options,answer,tolerance,scoring,matching,min_words,guidance,explanation,tags,image\r\n')).toBe(true);
    const back = parseCsv(csv);
    expect(back.errors).toEqual([]);
    expect(back.questions.map((q) => q.line)).toEqual(questions.map((_q, i) => i + 2));
    expect(back.questions.map((q) => withoutIds(prepareQuestion(q.input)))).toEqual(questions.map(withoutIds));
  });

  it('neutralises formulas on the way out and reads them back as written', () => {
    const csv = writeCsv(prepared([CSV_ONLY[3]!]));
    expect(csv).toContain("'=1+2|-5|@x"); // the cell starts with =: the cell gets the apostrophe
    expect(parseCsv(csv).questions[0]!.input).toMatchObject({ accepted: ['=1+2', '-5', '@x'] });
  });

  it('reads a hand-written file: columns in any order, letters for answers, defaults, semicolons', () => {
    const text = [
      'Prompt;Type;Answer;Options',
      'Which is a fruit?;single;B;Carrot|Mango|Leek',
      '"Two lines,\nstill one row";true_false;yes;',
      'Pick;multiple;1,3;a|b|c',
    ].join('\n');
    const { questions, errors } = parseCsv(text);
    expect(errors).toEqual([]);
    expect(questions.map((q) => q.line)).toEqual([2, 3, 5]);
    expect(questions[0]!.input).toEqual({ ...base, type: 'single', prompt: '<p>Which is a fruit?</p>', options: [{ text: 'Carrot', correct: false }, { text: 'Mango', correct: true }, { text: 'Leek', correct: false }] });
    expect(questions[1]!.input).toMatchObject({ type: 'true_false', correct: true, prompt: '<p>Two lines,<br>still one row</p>' });
    expect(questions[2]!.input).toMatchObject({ type: 'multiple', scoring: 'all_or_nothing', options: [{ correct: true }, { correct: false }, { correct: true }] });
  });

  it('reports rows it cannot read with their line, and imports the rest', () => {
    const text = ['type,prompt,options,answer,points', 'single,Good,a|b,1,2', 'riddle,What?,,,', 'single,Bad answer,a|b,3,', 'numeric,How many?,,many,', 'matching,M,a|b,x,', 'true_false,T,,maybe,', 'short,S,,x,1.5'].join('\r\n');
    const { questions, errors } = parseCsv(text);
    expect(questions.map((q) => q.line)).toEqual([2]);
    expect(errors).toEqual([
      { line: 3, detail: expect.stringContaining('type: "riddle" is not one of') },
      { line: 4, detail: 'answer: "3" is not one of the 2 options.' },
      { line: 5, detail: 'answer: "many" is not a number.' },
      { line: 6, detail: 'matching: 2 left sides (options) but 1 right sides (answer).' },
      { line: 7, detail: 'answer: "maybe" is neither true nor false.' },
      { line: 8, detail: 'points: "1.5" is not a whole number.' },
    ]);
  });

  it('refuses a file that is not CSV of questions', () => {
    expect(() => parseCsv('hello world\nno header here')).toThrow(ImportUnreadable);
    expect(() => parseCsv('type,prompt\nsingle,"unclosed')).toThrow(/not readable CSV/);
  });

  it('lists: | separates, \\| and \\\\ escape, || separates blanks', () => {
    expect(splitList('a|b\\|c|d\\\\')).toEqual(['a', 'b|c', 'd\\']);
    expect(splitList('a|b||c')).toEqual(['a', 'b', '', 'c']);
    expect(splitList('  ')).toEqual([]);
  });
});

describe('GIFT', () => {
  it('round-trips every type GIFT has', () => {
    const questions = prepared(INPUTS);
    const { text, skipped } = writeGift(questions);
    expect(skipped).toBe(0);
    const back = parseGift(text);
    expect(back.errors).toEqual([]);
    expect(back.questions.map((q) => withoutIds(prepareQuestion(q.input)))).toEqual(questions.map(withoutIds));
  });

  it('writes fill_blanks and ordering as comments', () => {
    const { text, skipped } = writeGift(prepared(CSV_ONLY.slice(0, 2)));
    expect(skipped).toBe(2);
    expect(text).toContain('// Not exported (GIFT has no fill_blanks question): "The [[1]] is in [[2]]."');
    expect(() => parseGift(text)).toThrow(ImportUnreadable);
  });

  it("reads Moodle's own examples", () => {
    const text = `// A comment
$CATEGORY: $course$/Geography

::Q1:: Who's buried in Grant's tomb?{~Grant ~Jefferson =no one}

Grant is {~buried =entombed ~living} in Grant's tomb.

Grant is buried in Grant's tomb.{F}

::Colours:: Which are primary colours? {
   ~%50%red#Yes
   ~%50%blue
   ~%-100%green#No
}

Two plus two equals {=four =4}

::Pi:: What is pi? {#3.14159:0.0005}

What is a number from 1 to 5? {#1..5}

Match the following countries with their capitals. {
   =Canada -> Ottawa
   =Italy  -> Rome
   =Japan  -> Tokyo
}

Write about your holiday. {}

[html]<p>Is <b>this</b> bold\\: yes?</p>{T####<p>It is.</p>}

Wiki is short for {=\\{wiki\\} =w\\=iki}

Just a description without answers.
`;
    const { questions, errors } = parseGift(text);
    expect(errors).toEqual([{ line: 34, detail: 'No answer part {…}: descriptions are not imported.' }]);
    const byLine = Object.fromEntries(questions.map((q) => [q.line, q.input]));
    expect(byLine[4]).toMatchObject({ type: 'single', prompt: "<p>Who&#39;s buried in Grant&#39;s tomb?</p>", options: [{ text: 'Grant', correct: false }, { text: 'Jefferson', correct: false }, { text: 'no one', correct: true }] });
    expect(byLine[6]).toMatchObject({ type: 'single', prompt: "<p>Grant is _____ in Grant&#39;s tomb.</p>" });
    expect(byLine[8]).toMatchObject({ type: 'true_false', correct: false });
    expect(byLine[10]).toMatchObject({ type: 'multiple', scoring: 'partial', options: [{ text: 'red', correct: true }, { text: 'blue', correct: true }, { text: 'green', correct: false }] });
    expect(byLine[16]).toMatchObject({ type: 'short', accepted: ['four', '4'] });
    expect(byLine[18]).toMatchObject({ type: 'numeric', value: 3.14159, tolerance: 0.0005 });
    expect(byLine[20]).toMatchObject({ type: 'numeric', value: 3, tolerance: 2 });
    expect(byLine[22]).toMatchObject({ type: 'matching', pairs: [{ left: 'Canada', right: 'Ottawa' }, { left: 'Italy', right: 'Rome' }, { left: 'Japan', right: 'Tokyo' }] });
    expect(byLine[28]).toMatchObject({ type: 'essay' });
    expect(byLine[30]).toMatchObject({ type: 'true_false', correct: true, prompt: '<p>Is <b>this</b> bold: yes?</p>', explanation: '<p>It is.</p>' });
    expect(byLine[32]).toMatchObject({ type: 'short', accepted: ['{wiki}', 'w=iki'] });
  });

  it('reports questions it cannot read with their first line', () => {
    const text = 'No right one {~a ~b}\n\nUnclosed {=a ~b\n';
    const { questions, errors } = parseGift(text);
    expect(questions).toEqual([]);
    expect(errors).toEqual([
      { line: 1, detail: expect.stringContaining('No right answer') },
      { line: 3, detail: 'The answer part is not closed with }.' },
    ]);
  });

  it('escapes and unescapes its special characters', () => {
    const s = 'a\\b ~c =d #e {f} g:h\nnext';
    expect(giftEscape(s)).toBe('a\\\\b \\~c \\=d \\#e \\{f\\} g\\:h\\nnext');
    expect(giftUnescape(giftEscape(s))).toBe(s);
  });
});

it('file text is rich text: HTML kept for sanitising, plain text escaped into paragraphs', () => {
  expect(fileTextToHtml('<p>Hi</p>')).toBe('<p>Hi</p>');
  expect(fileTextToHtml('2 < 3 & 4 > 1')).toBe('<p>2 &lt; 3 &amp; 4 &gt; 1</p>');
});
