// The response schemas' unions, rewritten for fast-json-stringify: the same JSON out, only faster.
import { Type } from '@sinclair/typebox';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { Nullable } from '../../shared/schemas/common';
import { AttemptSchema, type Attempt } from '../../shared/schemas/quiz';
import { buildSerializer, serializableSchema } from './responseSchemas';

const plain = (schema: unknown): object => JSON.parse(JSON.stringify(schema)) as object;
/** Fastify's default serializer (unions as anyOf), and the app's (plugins/responseSchemas). */
const both = (schema: unknown) => {
  const route = { method: 'GET', url: '/x', httpStatus: '200', schema: plain(schema) };
  return { before: SerializerSelector()()(route), after: buildSerializer()(route) };
};

const attempt: Attempt = {
  id: 7,
  quizId: 2,
  lessonId: 40,
  courseId: 3,
  number: 1,
  status: 'submitted',
  isPreview: false,
  startedAt: '2026-11-28T04:30:34.555Z',
  deadline: null,
  submittedAt: '2026-11-28T04:31:00.000Z',
  layout: 'one_per_page',
  feedbackMode: 'submit',
  questions: [
    { id: 1, type: 'single', prompt: '<p>Which keyword declares a constant?</p>', points: 1, image: null, options: [{ id: 'a', text: 'const' }, { id: 'b', text: 'var' }] },
    { id: 2, type: 'matching', prompt: '<p>Match</p>', points: 2, image: '/storage/quiz-image/x.webp', left: [{ id: 'l1', text: 'ก' }], right: [{ id: 'r1', text: 'Thai' }] },
    { id: 3, type: 'fill_blanks', prompt: '<p>[[1]] and [[2]]</p>', points: 1, image: null, blankCount: 2 },
    { id: 4, type: 'essay', prompt: '<p>Why?</p>', points: 5, image: null, minWords: 20 },
  ],
  answers: { '1': 'a', '2': { l1: 'r1' }, '3': ['x', 'y'], '4': 'Because "quotes" and \\ slashes', '5': 3.5, '6': false },
  checked: [],
  result: {
    scorePercent: 62.5,
    points: 5,
    maxPoints: 8,
    passed: false,
    questions: [
      { questionId: 1, points: 1, maxPoints: 1, correct: true, correctAnswer: 'a', explanation: 'const cannot be reassigned' },
      { questionId: 2, points: 0, maxPoints: 2, correct: false, correctAnswer: { l1: 'r1' } },
      { questionId: 3, points: 0.5, maxPoints: 1, correct: false, correctAnswer: ['x', 'z'] },
      { questionId: 4, points: null, maxPoints: 5, correct: null, comment: null },
      { questionId: 5, points: 1, maxPoints: 1, correct: true, correctAnswer: 3.5 },
      { questionId: 6, points: 1, maxPoints: 1, correct: true, correctAnswer: false },
    ],
  },
};

describe('serializableSchema', () => {
  it('turns a union of constants into a string enum, and keeps its description', () => {
    const schema = Type.Union([Type.Literal('th'), Type.Literal('en')], { description: 'UI language' });
    expect(serializableSchema(plain(schema))).toEqual({ type: 'string', enum: ['th', 'en'], description: 'UI language' });
  });

  it('turns a value or null into the value with nullable, inside objects and arrays too', () => {
    const schema = Type.Object({ list: Type.Array(Type.Object({ at: Nullable(Type.String({ format: 'date-time' })) })) });
    expect(serializableSchema(plain(schema))).toEqual({
      type: 'object',
      required: ['list'],
      properties: { list: { type: 'array', items: { type: 'object', required: ['at'], properties: { at: { type: 'string', format: 'date-time', nullable: true } } } } },
    });
  });

  it('writes a union of shapes without properties (an answer) as it is, and keeps a union of objects', () => {
    const answer = Type.Union([Type.String(), Type.Number(), Type.Array(Type.String()), Type.Record(Type.String(), Type.String())]);
    expect(serializableSchema(plain(answer))).toEqual({});
    const objects = Type.Union([Type.Object({ a: Type.String() }), Type.Object({ b: Type.Integer() })]);
    expect(serializableSchema(plain(objects))).toEqual(plain(objects));
  });

  it('leaves the schema it is given alone (OpenAPI shows the contract as written)', () => {
    const schema = plain(AttemptSchema);
    const before = JSON.stringify(schema);
    serializableSchema(schema);
    expect(JSON.stringify(schema)).toBe(before);
  });

  it('leaves no union in an attempt, so fast-json-stringify runs Ajv on none of its values', () => {
    const unions: string[] = [];
    const walk = (s: unknown, at: string): void => {
      if (Array.isArray(s)) s.forEach((x, i) => walk(x, `${at}/${i}`));
      else if (s && typeof s === 'object') {
        for (const [k, v] of Object.entries(s)) {
          if (k === 'anyOf' || k === 'oneOf') unions.push(at);
          else walk(v, `${at}/${k}`);
        }
      }
    };
    walk(plain(AttemptSchema), '');
    expect(unions.length).toBeGreaterThan(10);
    unions.length = 0;
    walk(serializableSchema(plain(AttemptSchema)), '');
    expect(unions).toEqual([]);
  });

  it('writes an attempt exactly as the union schema did', () => {
    const { before, after } = both(AttemptSchema);
    for (const value of [attempt, { ...attempt, status: 'in_progress' as const, submittedAt: null, deadline: '2026-11-28T04:40:00.000Z', result: null }]) {
      expect(after(value)).toBe(before(value));
      expect(JSON.parse(after(value))).toEqual(value);
    }
  });

  it('still writes only the properties a schema names, under a nullable object too', () => {
    const { after } = both(AttemptSchema);
    const leaky = {
      ...attempt,
      secret: 'no',
      questions: [{ ...attempt.questions[0], key: ['a'] }],
      result: attempt.result && { ...attempt.result, internal: 1, questions: [{ ...attempt.result.questions[0], grader: 'x' }] },
    };
    const written = JSON.parse(after(leaky)) as Record<string, unknown>;
    expect(written).not.toHaveProperty('secret');
    expect(written.questions).toEqual([attempt.questions[0]]);
    expect(written.result).toEqual({ ...attempt.result, questions: [attempt.result?.questions[0]] });
  });
});
