// The support tickets' limits and lists as the pages need them, without TypeBox: the schema module
// (src/shared/schemas/tickets.ts) builds schemas when loaded, so the ticket chunks take only its types.
// ticketLimits.test.ts checks that every value here equals the schema module's.
import type { AdminTicketStatusFilter } from '../../../shared/schemas/tickets';

export const TICKET_SUBJECT_MAX_LENGTH = 150;
export const TICKET_MESSAGE_MAX_LENGTH = 5000;
export const TICKET_ATTACHMENTS_MAX = 5;
export const TICKET_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const TICKET_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const TICKET_REOPEN_DAYS = 7;
export const TICKET_SEARCH_MAX_LENGTH = 100;
export const CANNED_REPLY_TITLE_MAX_LENGTH = 120;
export const CANNED_REPLY_BODY_MAX_LENGTH = TICKET_MESSAGE_MAX_LENGTH;
export const ADMIN_TICKET_STATUS_FILTERS: readonly AdminTicketStatusFilter[] = ['active', 'new', 'open', 'pending', 'resolved', 'closed', 'all'];
