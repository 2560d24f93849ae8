import { Type, type Static, type TLiteral, type TSchema, type TUnion } from '@sinclair/typebox';
import { COUNTRY_IDS, LANGUAGES, ROLES, MAX_PAGE_SIZE } from '../constants';

export const LanguageSchema = Type.Union(LANGUAGES.map((l) => Type.Literal(l)));
export const CountryIdSchema = Type.Union(COUNTRY_IDS.map((id) => Type.Literal(id)));
export const RoleSchema = Type.Union(ROLES.map((r) => Type.Literal(r)));
export const IsoDateTime = Type.String({ format: 'date-time' });

/** One of a list of strings (a shared `as const` list), typed as the union of its values. */
export function literalUnion<T extends readonly string[]>(values: T): TUnion<TLiteral<T[number]>[]> {
  return Type.Union(values.map((v) => Type.Literal(v))) as TUnion<TLiteral<T[number]>[]>;
}

/** A schema or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** problem+json (RFC 9457) with our stable `code`. */
export const ProblemSchema = Type.Object({
  type: Type.String(),
  title: Type.String(),
  status: Type.Integer(),
  detail: Type.Optional(Type.String()),
  code: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
  /**
   * What is still missing before the action is allowed, by name (LESSON_NOT_ENGAGED: watchedPercent and
   * requiredPercent for a video, secondsLeft and requiredSeconds for a text).
   */
  missing: Type.Optional(Type.Record(Type.String(), Type.Integer())),
  /** VERSION_CONFLICT: the version saved now, and the object as it is now (so both can be shown). */
  currentVersion: Type.Optional(Type.Integer()),
  current: Type.Optional(Type.Unknown()),
});
export type Problem = Static<typeof ProblemSchema>;

export const PageQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })),
});

export function PageOf<T extends TSchema>(item: T) {
  return Type.Object({
    items: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  });
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const IdParamSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export const OkSchema = Type.Object({ ok: Type.Boolean() });
export type Ok = Static<typeof OkSchema>;
