// Support tickets: a learner's or instructor's own tickets (/Tickets), the tickets forwarded to an
// instructor about their course (/Instructor/Tickets), and the staff's queue (/Admin/Tickets, admins
// only). A module of its own so that only the ticket chunks carry it; API_ROUTES holds them for the server.

export const TICKET_API_ROUTES = {
  /** GET ?status&page: the caller's tickets with status and last reply; POST: open one. */
  tickets: '/Tickets',
  /** GET: the caller's orders, courses and lessons a new ticket may be linked to. */
  ticketLinks: '/Tickets/Links',
  /** POST multipart (one file): an attachment for a message about to be sent (images and PDF, 5 MB); answers its id. */
  ticketUploads: '/Tickets/Attachments',
  /** GET: one of the caller's tickets with its public thread (never an internal note). */
  ticket: '/Tickets/:id',
  /** POST {body, attachmentIds}: reply (a reply to a pending or resolved ticket reopens it). */
  ticketMessages: '/Tickets/:id/Messages',
  ticketClose: '/Tickets/:id/Close',
  /** Within 7 days of closing. */
  ticketReopen: '/Tickets/:id/Reopen',
  /** GET: an attachment of a message the caller may read (images inline, PDFs as attachments). */
  ticketAttachment: '/Tickets/:id/Attachments/:attachmentId',

  /** GET: the tickets forwarded to the calling instructor (about their courses). */
  instructorTickets: '/Instructor/Tickets',
  /** GET: one forwarded ticket (the thread only: none of the learner's other data). */
  instructorTicket: '/Instructor/Tickets/:id',
  /** POST {body, attachmentIds}: the instructor's answer. */
  instructorTicketMessages: '/Instructor/Tickets/:id/Messages',

  /** GET ?status&category&assignee&search&waiting&page: the staff's queue. */
  adminTickets: '/Admin/Tickets',
  /** GET: the whole thread with internal notes; PUT {status?, assigneeId?, category?} (If-Match: version). */
  adminTicket: '/Admin/Tickets/:id',
  /** POST {body, attachmentIds}: a public reply from the staff (mailed to the requester). */
  adminTicketMessages: '/Admin/Tickets/:id/Messages',
  /** POST {body}: an internal note (never shown to the learner or the instructor). */
  adminTicketNotes: '/Admin/Tickets/:id/Notes',
  /** POST {intoId}: merge this (duplicate) ticket into another of the same requester. */
  adminTicketMerge: '/Admin/Tickets/:id/Merge',
  /** POST: forward a course-content ticket to its course's instructor. */
  adminTicketForward: '/Admin/Tickets/:id/Forward',
  /** GET: the canned replies; POST: add one (four languages). */
  adminCannedReplies: '/Admin/CannedReplies',
  /** PUT|DELETE one canned reply. */
  adminCannedReply: '/Admin/CannedReplies/:id',
} as const;
