// Grading every question type, partial credit, tolerance, and the text normalisation of Thai and Vietnamese.
import { AppError } from '../../plugins/errors';
import { answerProblem, assertAnswer, correctAnswerOf, gradeQuestion, wrongChoices } from './grading';
import type { KeyedQuestion, KeyedQuestionOf } from './questionModel';
import { normalizeText, textMatches } from './textMatch';
import { essayQuestion, sampleQuestions } from '../../test-support/quizFixtures';

const questions = sampleQuestions().map((q, i) => ({ ...q, id: i + 1 }) as KeyedQuestion);
const of = <T extends KeyedQuestion['type']>(type: T) => questions.find((q) => q.type === type) as KeyedQuestionOf<T>;
const points = (q: KeyedQuestion, answer: Parameters<typeof gradeQuestion>[1]) => gradeQuestion(q, answer).points;
const all = { ignoreCase: true, ignoreSpaces: true, ignoreDiacritics: true };
const none = { ignoreCase: false, ignoreSpaces: false, ignoreDiacritics: false };

describe('single choice', () => {
  const q = of('single');
  it('scores the correct option only', () => {
    expect(gradeQuestion(q, 'b')).toEqual({ points: 2, maxPoints: 2, correct: true });
    expect(gradeQuestion(q, 'a')).toEqual({ points: 0, maxPoints: 2, correct: false });
    expect(points(q, undefined)).toBe(0);
  });
  it('refuses unknown option ids and other shapes', () => {
    expect(answerProblem(q, 'zz')).toMatch(/option/);
    expect(answerProblem(q, ['b'])).not.toBeNull();
    expect(answerProblem(q, 1)).not.toBeNull();
    expect(() => assertAnswer(q, 'zz')).toThrow(AppError);
    try {
      assertAnswer(q, 'zz');
    } catch (err) {
      expect(err).toMatchObject({ status: 400, code: 'QUIZ_ANSWER_INVALID', detail: expect.stringContaining(`question ${q.id}`) });
    }
  });
});

describe('multiple choice', () => {
  const partial = of('multiple');
  const strict = { ...partial, scoring: 'all_or_nothing' } as KeyedQuestionOf<'multiple'>;
  it('partial: (right - wrong) / correct count x points, never below 0', () => {
    expect(points(partial, ['p2', 'p3', 'p5'])).toBe(3);
    expect(points(partial, ['p2', 'p3'])).toBe(2);
    expect(points(partial, ['p2'])).toBe(1);
    expect(points(partial, ['p2', 'p3', 'p4'])).toBe(1);
    expect(points(partial, ['p2', 'p4'])).toBe(0);
    expect(points(partial, ['p4'])).toBe(0);
    expect(points(partial, [])).toBe(0);
    expect(gradeQuestion(partial, ['p2', 'p3']).correct).toBe(false);
  });
  it('all or nothing: exactly the correct set', () => {
    expect(points(strict, ['p5', 'p3', 'p2'])).toBe(3);
    expect(points(strict, ['p2', 'p3'])).toBe(0);
    expect(points(strict, ['p2', 'p3', 'p5', 'p4'])).toBe(0);
  });
  it('refuses duplicates, unknown ids and a single id', () => {
    expect(answerProblem(partial, ['p2', 'p2'])).toMatch(/twice/);
    expect(answerProblem(partial, ['p9'])).not.toBeNull();
    expect(answerProblem(partial, 'p2')).not.toBeNull();
  });
  it('rounds a third to two decimals', () => {
    const thirds = { ...partial, points: 1 } as KeyedQuestionOf<'multiple'>;
    expect(points(thirds, ['p2'])).toBe(0.33);
  });
});

describe('true / false', () => {
  const q = of('true_false');
  it('scores the right boolean; text is not a boolean', () => {
    expect(points(q, false)).toBe(1);
    expect(points(q, true)).toBe(0);
    expect(answerProblem(q, 'false')).not.toBeNull();
  });
});

describe('short answers', () => {
  const q = of('short');
  it('accepts the answer without accents, case or spaces when the question says so', () => {
    for (const answer of ['Hà Nội', 'ha noi', 'HANOI', '  Ha   Noi ', 'Hà Nội'.normalize('NFD')]) expect([answer, points(q, answer)]).toEqual([answer, 2]);
    expect(points(q, 'Ho Chi Minh')).toBe(0);
    expect(points(q, '')).toBe(0);
  });
  it('is exact when every option is off (but never minds leading and trailing spaces)', () => {
    const exact = { ...q, matching: none } as KeyedQuestionOf<'short'>;
    expect(points(exact, ' Hà Nội ')).toBe(2);
    expect(points(exact, 'hà nội')).toBe(0);
    expect(points(exact, 'Ha Noi')).toBe(0);
    expect(points(exact, 'HàNội')).toBe(0);
  });
  it('refuses a number', () => expect(answerProblem(q, 42)).not.toBeNull());
});

describe('text normalisation', () => {
  it('strips Vietnamese diacritics, the horn, and đ', () => {
    expect(normalizeText('Trường Đại học Sư phạm', all)).toBe('truongdaihocsupham');
    expect(normalizeText('phở bò', { ...none, ignoreDiacritics: true })).toBe('pho bo');
    expect(textMatches('Đà Lạt', ['da lat'], all)).toBe(true);
    expect(textMatches('Đà Lạt', ['da lat'], { ...all, ignoreDiacritics: false })).toBe(false);
  });
  it('strips Thai tone marks and thanthakhat, keeps Thai vowels', () => {
    // ไม้เอก, ไม้โท, ไม้ตรี, ไม้จัตวา, การันต์ and ไม้ไต่คู้ go; สระ stay.
    expect(normalizeText('ข้าว', { ...none, ignoreDiacritics: true })).toBe('ขาว');
    expect(textMatches('กรุงเทพฯ', ['กรุงเทพฯ'], none)).toBe(true);
    expect(textMatches('เก๊า', ['เกา'], { ...none, ignoreDiacritics: true })).toBe(true);
    expect(textMatches('จันทร์', ['จันทร'], { ...none, ignoreDiacritics: true })).toBe(true);
    expect(textMatches('ก็', ['ก'], { ...none, ignoreDiacritics: true })).toBe(true);
    expect(textMatches('ดี', ['ด'], all)).toBe(false);
    expect(textMatches('ข้าว', ['ขาว'], none)).toBe(false);
  });
  it('ignores spaces inside Thai and Latin text only when asked', () => {
    expect(textMatches('สวัสดี ครับ', ['สวัสดีครับ'], { ...none, ignoreSpaces: true })).toBe(true);
    expect(textMatches('สวัสดี ครับ', ['สวัสดีครับ'], none)).toBe(false);
  });
  it('compares case-insensitively beyond ASCII', () => {
    expect(textMatches('ÉCOLE', ['école'], { ...none, ignoreCase: true })).toBe(true);
    expect(textMatches('ÉCOLE', ['ecole'], { ...none, ignoreCase: true })).toBe(false);
  });
});

describe('numbers', () => {
  const q = of('numeric');
  it('accepts |answer - value| <= tolerance', () => {
    expect(points(q, 3.14)).toBe(2);
    expect(points(q, 3.15)).toBe(2);
    expect(points(q, 3.13)).toBe(2);
    expect(points(q, 3.16)).toBe(0);
    expect(points(q, 3)).toBe(0);
  });
  it('with no tolerance, the exact value', () => {
    const exact = { ...q, value: -12, tolerance: 0 } as KeyedQuestionOf<'numeric'>;
    expect(points(exact, -12)).toBe(2);
    expect(points(exact, -12.001)).toBe(0);
  });
  it('refuses text and non-finite numbers', () => {
    expect(answerProblem(q, '3.14')).not.toBeNull();
    expect(answerProblem(q, Number.POSITIVE_INFINITY)).not.toBeNull();
  });
});

describe('fill in the blanks', () => {
  const q = of('fill_blanks');
  it('scores each blank its share', () => {
    expect(points(q, ['Red', 'BLUE'])).toBe(2);
    expect(points(q, ['red', 'green'])).toBe(1);
    expect(points(q, ['', ''])).toBe(0);
  });
  it('needs one text per blank', () => {
    expect(answerProblem(q, ['red'])).toMatch(/2 texts/);
    expect(answerProblem(q, 'red')).not.toBeNull();
  });
});

describe('matching', () => {
  const q = of('matching');
  it('scores each pair its share; pairs left out score nothing', () => {
    expect(points(q, { l1: 'r1', l2: 'r2', l3: 'r3' })).toBe(3);
    expect(points(q, { l1: 'r1', l2: 'r3', l3: 'r2' })).toBe(1);
    expect(points(q, { l1: 'r1' })).toBe(1);
    expect(points(q, {})).toBe(0);
  });
  it('refuses sides the question does not have', () => {
    expect(answerProblem(q, { l9: 'r1' })).not.toBeNull();
    expect(answerProblem(q, { l1: 'r9' })).not.toBeNull();
    expect(answerProblem(q, ['r1'])).not.toBeNull();
  });
});

describe('ordering', () => {
  const q = of('ordering');
  it('scores each item in its right place its share', () => {
    expect(points(q, ['i1', 'i2', 'i3', 'i4'])).toBe(4);
    expect(points(q, ['i1', 'i2', 'i4', 'i3'])).toBe(2);
    expect(points(q, ['i4', 'i3', 'i2', 'i1'])).toBe(0);
  });
  it('needs every item once', () => {
    expect(answerProblem(q, ['i1', 'i2', 'i3'])).not.toBeNull();
    expect(answerProblem(q, ['i1', 'i1', 'i3', 'i4'])).not.toBeNull();
    expect(answerProblem(q, ['i1', 'i2', 'i3', 'i9'])).not.toBeNull();
  });
});

describe('essays', () => {
  const q = { ...essayQuestion(5), id: 99 } as KeyedQuestion;
  it('wait for a grader (null), except an empty one, which scores 0', () => {
    expect(gradeQuestion(q, 'My reasons.')).toEqual({ points: null, maxPoints: 5, correct: null });
    expect(gradeQuestion(q, '   ')).toEqual({ points: 0, maxPoints: 5, correct: false });
    expect(gradeQuestion(q, undefined).points).toBe(0);
    expect(correctAnswerOf(q)).toBeUndefined();
  });
});

describe('answers kept from an older version of a question', () => {
  it('score what they still earn and never throw', () => {
    expect(points(of('single'), ['b'])).toBe(0);
    expect(points(of('ordering'), ['i1', 'i2', 'gone', 'i4'])).toBe(3);
    expect(points(of('multiple'), ['p2', 'p3', 'gone'])).toBe(1);
    expect(points(of('fill_blanks'), 'red')).toBe(0);
  });
});

describe('the correct answer and wrong choices for feedback and analysis', () => {
  it('give every type its key in the answer shape, and it scores full points', () => {
    for (const q of questions) expect([q.type, points(q, correctAnswerOf(q))]).toEqual([q.type, q.points]);
    expect(correctAnswerOf(of('matching'))).toEqual({ l1: 'r1', l2: 'r2', l3: 'r3' });
  });
  it('name the wrong options chosen', () => {
    expect(wrongChoices(of('single'), 'a')).toEqual(['3']);
    expect(wrongChoices(of('single'), 'b')).toEqual([]);
    expect(wrongChoices(of('multiple'), ['p2', 'p4'])).toEqual(['4']);
    expect(wrongChoices(of('true_false'), true)).toEqual(['true']);
  });
});
