// Bulk actions of the admin console: several people disabled or enabled, several courses unpublished or
// published again, in one request. Capped at BULK_MAX_IDS items (400 BULK_TOO_MANY beyond); each item is
// handled as the single action would be (same refusals, its own transaction, its own audit line), and
// the answer says what became of each one.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Nullable, literalUnion } from './common';

/** The most items one bulk request may name. */
export const BULK_MAX_IDS = 50;
/** What the schema lets through (the service answers BULK_TOO_MANY between this and BULK_MAX_IDS). */
const BULK_SCHEMA_MAX_IDS = 500;

export const PEOPLE_BULK_ACTIONS = ['disable', 'enable'] as const;
export type PeopleBulkAction = (typeof PEOPLE_BULK_ACTIONS)[number];
export const COURSES_BULK_ACTIONS = ['unpublish', 'republish'] as const;
export type CoursesBulkAction = (typeof COURSES_BULK_ACTIONS)[number];

export const PeopleBulkRequestSchema = Type.Object(
  {
    /** People by encryptId (repeats count once). */
    ids: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: BULK_SCHEMA_MAX_IDS }),
    action: literalUnion(PEOPLE_BULK_ACTIONS),
  },
  { additionalProperties: false },
);
export type PeopleBulkRequest = Static<typeof PeopleBulkRequestSchema>;

export const CoursesBulkRequestSchema = Type.Object(
  {
    /** Course ids (repeats count once). */
    ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { minItems: 1, maxItems: BULK_SCHEMA_MAX_IDS }),
    action: literalUnion(COURSES_BULK_ACTIONS),
    /** Unpublish: an optional reason, kept on each audit line. */
    reason: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type CoursesBulkRequest = Static<typeof CoursesBulkRequestSchema>;

/** done: changed; unchanged: already in that state (nothing written); refused: see code (an error code). */
export const BULK_OUTCOMES = ['done', 'unchanged', 'refused'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

function BulkResultOf<T extends TSchema>(id: T) {
  return Type.Object({
    /** One per distinct id, in the order sent. */
    results: Type.Array(Type.Object({ id, outcome: literalUnion(BULK_OUTCOMES), code: Nullable(Type.String()) })),
    done: Type.Integer(),
    unchanged: Type.Integer(),
    refused: Type.Integer(),
  });
}

export const PeopleBulkResultSchema = BulkResultOf(Type.String());
export type PeopleBulkResult = Static<typeof PeopleBulkResultSchema>;
export const CoursesBulkResultSchema = BulkResultOf(Type.Integer());
export type CoursesBulkResult = Static<typeof CoursesBulkResultSchema>;
export type BulkItemResult<Id> = { id: Id; outcome: BulkOutcome; code: string | null };
