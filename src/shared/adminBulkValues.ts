// Plain values of the admin console's bulk actions (no TypeBox: the client's chunks import them).

/** The most items one bulk request may name (400 BULK_TOO_MANY beyond). */
export const BULK_MAX_IDS = 50;

export const PEOPLE_BULK_ACTIONS = ['disable', 'enable'] as const;
export type PeopleBulkAction = (typeof PEOPLE_BULK_ACTIONS)[number];
export const COURSES_BULK_ACTIONS = ['unpublish', 'republish'] as const;
export type CoursesBulkAction = (typeof COURSES_BULK_ACTIONS)[number];
/** done: changed; unchanged: already in that state (nothing written); refused: see the code (an error code). */
export const BULK_OUTCOMES = ['done', 'unchanged', 'refused'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];
export type BulkItemResult<Id> = { id: Id; outcome: BulkOutcome; code: string | null };
