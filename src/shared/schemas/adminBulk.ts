// Bulk actions of the admin console: several people disabled or enabled, several courses unpublished or
// published again, in one request. Capped at BULK_MAX_IDS items (400 BULK_TOO_MANY beyond); each item is
// handled as the single action would be (same refusals, its own transaction, its own audit line), and
// the answer says what became of each one.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Nullable, literalUnion } from './common';

import { BULK_MAX_IDS, BULK_OUTCOMES, COURSES_BULK_ACTIONS, PEOPLE_BULK_ACTIONS } from '../adminBulkValues';

export { BULK_MAX_IDS, BULK_OUTCOMES, COURSES_BULK_ACTIONS, PEOPLE_BULK_ACTIONS };
export type { BulkItemResult, BulkOutcome, CoursesBulkAction, PeopleBulkAction } from '../adminBulkValues';

/** What the schema lets through (the service answers BULK_TOO_MANY between BULK_MAX_IDS and this). */
const BULK_SCHEMA_MAX_IDS = 500;

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
