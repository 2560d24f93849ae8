import type { QuestionInput } from '../../../shared/schemas/quiz';
import type { KeyedQuestion } from './questionModel';
import { blankMarkers, cleanTags, newOptionId, prepareQuestion, questionProblem, shapeProblem } from './questionRules';

const common = { prompt: '<p>Question?</p>', points: 2, explanation: '', image: null, tags: [] as string[] };
let counter = 0;
const ids = () => `id${++counter}`;

describe('question rules', () => {
  it('single: exactly one correct option', () => {
    const q: QuestionInput = { ...common, type: 'single', options: [{ text: 'a', correct: true }, { text: 'b', correct: false }] };
    expect(questionProblem(q)).toBeNull();
    expect(questionProblem({ ...q, options: [{ text: 'a', correct: true }, { text: 'b', correct: true }] })).toMatch(/exactly one correct option \(2 marked\)/);
    expect(questionProblem({ ...q, options: [{ text: 'a', correct: false }, { text: 'b', correct: false }] })).toMatch(/exactly one correct option \(0 marked\)/);
    expect(questionProblem({ ...q, options: [{ text: 'a', correct: true }, { text: '  ', correct: false }] })).toBe('Option 2 is blank.');
    expect(questionProblem({ ...q, options: [{ text: 'a', correct: true }, { text: ' a ', correct: false }] })).toMatch(/Two options read "a"/);
  });

  it('multiple: at least one correct option', () => {
    const q: QuestionInput = { ...common, type: 'multiple', scoring: 'partial', options: [{ text: 'a', correct: false }, { text: 'b', correct: false }] };
    expect(questionProblem(q)).toMatch(/at least one correct option/);
    expect(questionProblem({ ...q, options: [{ text: 'a', correct: true }, { text: 'b', correct: true }] })).toBeNull();
  });

  it('short and fill_blanks: accepted answers are not blank once trimmed, and are trimmed', () => {
    const matching = { ignoreCase: true, ignoreSpaces: false, ignoreDiacritics: false };
    expect(questionProblem({ ...common, type: 'short', accepted: ['  '], matching })).toBe('Accepted answer 1 is blank.');
    const short = prepareQuestion({ ...common, type: 'short', accepted: [' Bangkok '], matching });
    expect(short).toMatchObject({ accepted: ['Bangkok'] });
    expect(questionProblem({ ...common, prompt: 'A [[1]] B', type: 'fill_blanks', blanks: [{ accepted: ['x', ' '] }], matching })).toBe('Blank 1, accepted answer 2 is blank.');
  });

  it('fill_blanks: the prompt marks exactly [[1]] to [[n]]', () => {
    const matching = { ignoreCase: true, ignoreSpaces: false, ignoreDiacritics: false };
    const q = (prompt: string, n: number): QuestionInput => ({ ...common, prompt, type: 'fill_blanks', blanks: Array.from({ length: n }, () => ({ accepted: ['x'] })), matching });
    expect(questionProblem(q('<p>The [[1]] sat on the [[2]].</p>', 2))).toBeNull();
    expect(questionProblem(q('<p>The [[2]] sat on the [[1]].</p>', 2))).toBeNull();
    expect(questionProblem(q('<p>The [[1]] sat.</p>', 2))).toMatch(/\[\[1\]\] to \[\[2\]\].*markers found: \[\[1\]\]/);
    expect(questionProblem(q('<p>The [[1]] and [[1]].</p>', 2))).toMatch(/once/);
    expect(questionProblem(q('<p>No blanks.</p>', 1))).toMatch(/markers found: none/);
    expect(questionProblem(q('<p>[[1]] [[2]] [[3]]</p>', 2))).not.toBeNull();
    expect(blankMarkers('a [[1]] b [[12]] [[x]]')).toEqual([1, 12]);
  });

  it('matching: left sides distinct; ordering: two items at least; numeric: finite', () => {
    expect(questionProblem({ ...common, type: 'matching', pairs: [{ left: 'a', right: '1' }, { left: 'a ', right: '2' }] })).toMatch(/Two left sides read "a"/);
    expect(questionProblem({ ...common, type: 'matching', pairs: [{ left: 'a', right: '1' }, { left: 'b', right: '1' }] })).toBeNull();
    expect(questionProblem({ ...common, type: 'ordering', items: [{ text: 'only' }] })).toMatch(/at least two items/);
    expect(questionProblem({ ...common, type: 'numeric', value: Number.NaN, tolerance: 0 })).toMatch(/finite/);
    expect(questionProblem({ ...common, type: 'numeric', value: 3.14, tolerance: Number.POSITIVE_INFINITY })).toMatch(/finite/);
    expect(questionProblem({ ...common, type: 'numeric', value: 3.14, tolerance: 0.01 })).toBeNull();
  });

  it('rich text is sanitised; an empty prompt is refused; option texts are plain and trimmed', () => {
    const q = prepareQuestion({ ...common, prompt: '<p onclick="x()">Hi<script>alert(1)</script></p>', explanation: '<img src=x onerror=alert(1)>Because', type: 'true_false', correct: true });
    expect(q).toMatchObject({ prompt: '<p>Hi</p>', explanation: 'Because', type: 'true_false', correct: true });
    expect(questionProblem({ ...common, prompt: '<script>alert(1)</script>', type: 'true_false', correct: true })).toMatch(/The prompt is empty/);
    const essay = prepareQuestion({ ...common, type: 'essay', guidance: '<p>Look for <b>two</b> reasons</p><iframe src="x"></iframe>', minWords: 50 });
    expect(essay).toMatchObject({ guidance: '<p>Look for <strong>two</strong> reasons</p>', minWords: 50 });
    const tags = prepareQuestion({ ...common, tags: [' maths ', 'maths', '', 'algebra'], type: 'true_false', correct: false });
    expect(tags.tags).toEqual(['maths', 'algebra']);
    expect(cleanTags(['a', ' b '])).toEqual(['a', 'b']);
  });

  it('gives new options random ids and keeps the ids the question already had', () => {
    expect(newOptionId()).toMatch(/^[0-9a-z]{8}$/);
    const first = prepareQuestion({ ...common, type: 'single', options: [{ text: 'a', correct: true }, { text: 'b', correct: false }] });
    if (first.type !== 'single') throw new Error('type');
    const [a, b] = first.options;
    expect(a!.id).not.toBe(b!.id);
    const previous = { ...first, id: 1 } as KeyedQuestion;
    const edited = prepareQuestion(
      { ...common, type: 'single', options: [{ id: b!.id, text: 'b!', correct: false }, { text: 'c', correct: true }, { id: 'forged12', text: 'd', correct: false }] },
      previous,
      ids,
    );
    if (edited.type !== 'single') throw new Error('type');
    expect(edited.options.map((o) => o.id)).toEqual([b!.id, expect.stringMatching(/^id\d+$/), expect.stringMatching(/^id\d+$/)]);
    // The same id twice is refused rather than silently split.
    expect(() => prepareQuestion({ ...common, type: 'single', options: [{ id: a!.id, text: 'x', correct: true }, { id: a!.id, text: 'y', correct: false }] }, previous)).toThrow(/id/);
    // Pairs keep both sides' ids.
    const pairs = prepareQuestion({ ...common, type: 'matching', pairs: [{ left: 'a', right: '1' }, { left: 'b', right: '2' }] });
    if (pairs.type !== 'matching') throw new Error('type');
    const again = prepareQuestion({ ...common, type: 'matching', pairs: pairs.pairs.map((p) => ({ ...p, right: `${p.right}!` })) }, { ...pairs, id: 2 } as KeyedQuestion);
    if (again.type !== 'matching') throw new Error('type');
    expect(again.pairs.map((p) => [p.leftId, p.rightId])).toEqual(pairs.pairs.map((p) => [p.leftId, p.rightId]));
    expect(new Set(again.pairs.flatMap((p) => [p.leftId, p.rightId])).size).toBe(4);
  });

  it('shapeProblem applies the request schema to questions read from files', () => {
    expect(shapeProblem({ ...common, type: 'single', options: [{ text: 'a', correct: true }] })).toMatch(/options/);
    expect(shapeProblem({ ...common, points: 500, type: 'true_false', correct: true })).toMatch(/points/);
    expect(shapeProblem({ ...common, type: 'true_false', correct: true })).toBeNull();
  });
});
