// How request schemas are checked. Every route: the app's Ajv options (AJV_OPTIONS, given to Fastify in
// app.ts): types coerced (a path's "7" is 7), unknown fields dropped, defaults filled in. Routes whose
// bodies are unions (a quiz question of one of nine shapes, an answer that is text, a number, a list or a
// map) take unionBodyValidatorCompiler instead: under those options Ajv coerces a value the first
// branch's way (5 becomes "5", true "true") and strips another branch's fields while it tries one (a
// multiple-choice question loses its `scoring`), so such bodies are checked exactly as sent: no
// coercion, no stripping, an unknown field is a 400. Their params and query strings are checked as
// everywhere else.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

export const AJV_OPTIONS = { removeAdditional: 'all', coerceTypes: 'array', useDefaults: true, allErrors: false } as const;

export function unionBodyValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const usual = new Ajv({ ...AJV_OPTIONS, strict: false });
  const exact = new Ajv({ useDefaults: true, allErrors: false, strict: false });
  addFormats(usual);
  addFormats(exact);
  return ({ schema, httpPart }) => (httpPart === 'body' ? exact : usual).compile(schema as object);
}
