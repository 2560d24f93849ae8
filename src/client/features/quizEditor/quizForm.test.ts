// The quiz editor's pure helpers: a new question of each type is valid once filled in, the checks name
// what is missing, blanks follow the [[n]] markers, and moves keep every item.
import { QUIZ_QUESTION_TYPES } from '../../../shared/constants';
import { blankCount, cleanQuestion, fitBlanks, inputOf, moved, movedTo, newQuestion, questionProblems, quizValueOf } from './quizForm';
import { aSingleQuestion, anEditableQuiz } from './quizEditorFixtures';
import { parseBounded } from './NumberField';

describe('quizForm', () => {
  it('a new question of every type asks for its prompt (and its texts) before it can be saved', () => {
    for (const type of QUIZ_QUESTION_TYPES) {
      const q = newQuestion(type);
      expect(q.type).toBe(type);
      expect(questionProblems(q)).toContain('QUIZ_EDITOR.PROBLEM.PROMPT');
    }
    expect(questionProblems({ ...newQuestion('true_false'), prompt: '<p>Hot?</p>' })).toEqual([]);
    expect(questionProblems({ ...newQuestion('essay'), prompt: '<p>Why?</p>' })).toEqual([]);
  });

  it('names what a choice, blanks, matching and ordering question misses', () => {
    const single = newQuestion('single');
    if (single.type !== 'single') throw new Error('type');
    expect(questionProblems({ ...single, prompt: 'Q', options: [{ text: 'a', correct: true }, { text: 'b', correct: true }] })).toEqual(['QUIZ_EDITOR.PROBLEM.ONE_CORRECT']);
    const multiple = newQuestion('multiple');
    if (multiple.type !== 'multiple') throw new Error('type');
    expect(questionProblems({ ...multiple, prompt: 'Q', options: [{ text: 'a', correct: false }, { text: '', correct: false }] })).toEqual(['QUIZ_EDITOR.PROBLEM.OPTION_EMPTY', 'QUIZ_EDITOR.PROBLEM.SOME_CORRECT']);
    expect(questionProblems({ ...newQuestion('fill_blanks'), prompt: 'No marker' })).toEqual(['QUIZ_EDITOR.PROBLEM.NO_BLANK', 'QUIZ_EDITOR.PROBLEM.BLANK_ACCEPTED']);
    expect(questionProblems({ ...newQuestion('matching'), prompt: 'Q' })).toEqual(['QUIZ_EDITOR.PROBLEM.PAIR_EMPTY']);
    expect(questionProblems({ ...newQuestion('ordering'), prompt: 'Q' })).toEqual(['QUIZ_EDITOR.PROBLEM.ITEM_EMPTY']);
    expect(questionProblems({ ...newQuestion('short'), prompt: 'Q' })).toEqual(['QUIZ_EDITOR.PROBLEM.ACCEPTED']);
  });

  it('counts blanks by the highest marker and resizes them keeping what was typed', () => {
    expect(blankCount('<p>[[1]] and [[3]] then [[2]]</p>')).toBe(3);
    expect(blankCount('none')).toBe(0);
    expect(fitBlanks([{ accepted: ['a'] }, { accepted: ['b'] }], 3)).toEqual([{ accepted: ['a'] }, { accepted: ['b'] }, { accepted: [''] }]);
    expect(fitBlanks([{ accepted: ['a'] }, { accepted: ['b'] }], 1)).toEqual([{ accepted: ['a'] }]);
  });

  it('cleans what is sent: tags trimmed and unique, blank accepted answers dropped', () => {
    const short = newQuestion('short');
    if (short.type !== 'short') throw new Error('type');
    expect(cleanQuestion({ ...short, prompt: 'Q', tags: [' a', 'a', '', 'b '], accepted: [' yes ', ''] })).toMatchObject({ tags: ['a', 'b'], accepted: ['yes'] });
  });

  it('takes the settings and order of a quiz, and a question without its bank fields', () => {
    expect(quizValueOf(anEditableQuiz())).toMatchObject({ passMarkPercent: 80, questionIds: [101, 102, 103], draws: [] });
    expect(quizValueOf(anEditableQuiz())).not.toHaveProperty('version');
    expect(inputOf(aSingleQuestion())).toEqual({ type: 'single', prompt: '<p>Which curry is green?</p>', points: 1, explanation: '', image: null, tags: ['curry'], options: aSingleQuestion().type === 'single' ? [{ id: 'a', text: 'Gaeng keow wan', correct: true }, { id: 'b', text: 'Massaman', correct: false }] : [] });
  });

  it('moves an item by one or to a place, never past the ends', () => {
    expect(moved([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 0, -1)).toBeNull();
    expect(moved([1, 2, 3], 2, 1)).toBeNull();
    expect(movedTo([1, 2, 3], 0, 2)).toEqual([2, 3, 1]);
  });
});

describe('parseBounded (NumberField)', () => {
  it('takes a number that fits, whole when asked, and nothing else', () => {
    expect(parseBounded('45', 1, 360, true)).toBe(45);
    expect(parseBounded('', 1, 360, true)).toBeNull();
    expect(parseBounded('0', 1, 360, true)).toBeNull();
    expect(parseBounded('2.5', 0, 10, true)).toBeNull();
    expect(parseBounded('-2.5', -10, 10, false)).toBe(-2.5);
    expect(parseBounded('abc', 0, 10, false)).toBeNull();
  });
});
