// Plain values of the admin's People section (schemas/adminPeople.ts re-exports them), in a module
// without TypeBox so the SPA can import them (as schemaValues.ts does for the other sections).

/** active: enabled and e-mail confirmed; disabled: disabled by an admin; unverified: enabled, e-mail not confirmed. */
export const PERSON_STATUSES = ['active', 'disabled', 'unverified'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];
/** Longest search text. */
export const PERSON_SEARCH_MAX_LENGTH = 100;
/** Largest page of the people list. */
export const PEOPLE_PAGE_SIZE_MAX = 100;
