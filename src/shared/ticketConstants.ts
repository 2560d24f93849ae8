// The support tickets' states, categories and message kinds: a module of their own, so that only the
// ticket pages (lazy chunks) carry them, not every page that reads src/shared/constants.ts.
/** A ticket's life: new -> open -> pending (waiting for the learner) -> resolved -> closed; a learner's reply reopens. */
export const TICKET_STATUSES = ['new', 'open', 'pending', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_CATEGORIES = ['payment', 'refund', 'course_content', 'certificate', 'account', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
/** A public message (seen by the requester), or an internal note (staff only; never in a learner's or instructor's answer). */
export const TICKET_MESSAGE_KINDS = ['public', 'note'] as const;
export type TicketMessageKind = (typeof TICKET_MESSAGE_KINDS)[number];
/** Who wrote a message: the requester, an admin, or the course's instructor the ticket was forwarded to. */
export const TICKET_AUTHOR_ROLES = ['requester', 'staff', 'instructor'] as const;
export type TicketAuthorRole = (typeof TICKET_AUTHOR_ROLES)[number];
