// Response schemas as fast-json-stringify writes them fastest. The contract (src/shared/schemas) spells
// a choice of strings, a nullable value and an answer of several shapes as unions (TypeBox's anyOf), which
// is right for OpenAPI and for checking bodies; but fast-json-stringify writes a union by running Ajv on
// the value against each branch in turn until one fits. An attempt's answer (about 25 such values: each
// question's type, its image, each answer and each feedback) took most of its serialisation that way.
// This rewrite keeps what each value may be and changes only how it is written:
// - a union of constants (a question type, a language): a string with an enum, written as it is;
// - a value or null (Nullable): the value's schema with `nullable: true`, checked with `=== null`;
// - a union of shapes none of which names properties (an answer: text, number, boolean, list or map):
//   written with JSON.stringify, as fast-json-stringify writes a schema without a type.
// Objects with properties keep them, so a response still carries only what its schema names.
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type Schema = { readonly [key: string]: unknown };

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNull = (s: Schema): boolean => s.type === 'null' && Object.keys(s).every((k) => k === 'type');
/** Whether writing `s` ever filters an object's properties (a schema with `properties` somewhere in it). */
const namesProperties = (s: unknown): boolean =>
  Array.isArray(s) ? s.some(namesProperties) : isSchema(s) && ('properties' in s || Object.values(s).some(namesProperties));

/** One union as fast-json-stringify writes it best, or null to keep it (branches already rewritten). */
function rewriteUnion(branches: readonly Schema[], rest: Schema): Schema | null {
  const type = branches[0]?.type;
  if (branches.length > 0 && branches.every((b) => 'const' in b && (typeof b.const === 'string' || typeof b.const === 'number') && b.type === type && typeof type === 'string')) {
    return { ...rest, type, enum: branches.map((b) => b.const) };
  }
  const values = branches.filter((b) => !isNull(b));
  if (values.length === 1 && branches.length === 2) {
    const [value] = values as [Schema];
    if (typeof value.type === 'string' && !('anyOf' in value) && !('oneOf' in value) && !('allOf' in value)) return { ...value, ...rest, nullable: true };
  }
  if (!namesProperties(branches)) {
    const { description } = rest;
    return description === undefined ? {} : { description };
  }
  return null;
}

/** A copy of `schema` with its unions rewritten (the original, which OpenAPI shows, is left alone). */
export function serializableSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(serializableSchema);
  if (!isSchema(schema)) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = key === 'enum' || key === 'const' || key === 'default' || key === 'examples' ? value : serializableSchema(value);
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = copy[keyword];
    if (!Array.isArray(branches) || !branches.every(isSchema)) continue;
    const { [keyword]: _union, ...rest } = copy;
    const rewritten = rewriteUnion(branches, rest);
    if (rewritten) return rewritten;
  }
  return copy;
}

type BuildSerializer = ReturnType<typeof SerializerSelector>;

/** Fastify's default serializer factory, given each response schema rewritten (schemaController.compilersFactory). */
export const buildSerializer: BuildSerializer = (externalSchemas, serializerOpts) => {
  const compile = SerializerSelector()(externalSchemas, serializerOpts);
  return (route) => compile({ ...route, schema: serializableSchema(route.schema) });
};
