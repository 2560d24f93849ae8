// Support tickets: the caller's own tickets (open, read, reply, close, reopen, attachments), the tickets
// forwarded to an instructor about their course, and the staff's queue (assign, status, category with
// If-Match, internal notes, merge, forward, canned replies). Messages are plain text both ways.
import { ADMIN_CONSOLE_API_ROUTES } from '../../shared/adminApiPaths';
import { API_BASE, apiPath } from '../../shared/apiPaths';
import type { AdminPeoplePage } from '../../shared/schemas/adminPeople';
import type {
  AdminTicketDetail,
  AdminTicketReply,
  AdminTicketsPage,
  AdminTicketsQuery,
  AdminTicketUpdate,
  CannedReply,
  CannedReplyInput,
  InstructorTicketDetail,
  InstructorTicketsPage,
  TicketDetail,
  TicketLinkOptions,
  TicketNote,
  TicketOpen,
  TicketReply,
  TicketsPage,
  TicketsQuery,
  TicketUpload,
} from '../../shared/schemas/tickets';
import { TICKET_API_ROUTES } from '../../shared/ticketApiPaths';
import { apiRequest, ApiError, CLIENT_ERROR_CODES, currentAccessToken } from './apiClient';
import { downloadFile, type DownloadedFile } from './download';

// ---- The caller's own tickets ---------------------------------------------------------------------

export function listTickets(query: TicketsQuery): Promise<TicketsPage> {
  return apiRequest<TicketsPage>('GET', apiPath(TICKET_API_ROUTES.tickets, null, { ...query }));
}

/** The caller's orders, courses and lessons a new ticket may be about. */
export function getTicketLinks(): Promise<TicketLinkOptions> {
  return apiRequest<TicketLinkOptions>('GET', apiPath(TICKET_API_ROUTES.ticketLinks));
}

export function openTicket(ticket: TicketOpen): Promise<TicketDetail> {
  return apiRequest<TicketDetail>('POST', apiPath(TICKET_API_ROUTES.tickets), { body: ticket });
}

export function getTicket(id: number): Promise<TicketDetail> {
  return apiRequest<TicketDetail>('GET', apiPath(TICKET_API_ROUTES.ticket, { id }));
}

export function replyToTicket(id: number, reply: TicketReply): Promise<TicketDetail> {
  return apiRequest<TicketDetail>('POST', apiPath(TICKET_API_ROUTES.ticketMessages, { id }), { body: reply });
}

export function closeTicket(id: number): Promise<TicketDetail> {
  return apiRequest<TicketDetail>('POST', apiPath(TICKET_API_ROUTES.ticketClose, { id }));
}

/** Within 7 days of closing; later it is refused with a code that says why. */
export function reopenTicket(id: number): Promise<TicketDetail> {
  return apiRequest<TicketDetail>('POST', apiPath(TICKET_API_ROUTES.ticketReopen, { id }));
}

function problemError(status: number, text: string): ApiError {
  let code: string = CLIENT_ERROR_CODES.UNKNOWN;
  try {
    const body = JSON.parse(text) as { code?: unknown };
    if (typeof body.code === 'string' && body.code !== '') code = body.code;
  } catch {
    // not problem+json: the generic message
  }
  return new ApiError({ status, code, message: `HTTP ${status}` });
}

/**
 * Uploads one attachment for a message about to be sent (multipart, field `file`; XMLHttpRequest, for
 * progress: `onProgress` gets 0-1). Rejects with ApiError (the server's code, NETWORK when the connection
 * dropped); aborts with the signal.
 */
export function uploadAttachment(file: Blob, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<TicketUpload> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${apiPath(TICKET_API_ROUTES.ticketUploads)}`);
    const token = currentAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    const networkError = () => new ApiError({ status: 0, code: CLIENT_ERROR_CODES.NETWORK, message: 'Network error' });
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          return resolve(JSON.parse(xhr.responseText) as TicketUpload);
        } catch {
          return reject(networkError());
        }
      }
      reject(problemError(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(networkError());
    xhr.ontimeout = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    if (signal) {
      if (signal.aborted) return xhr.abort();
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** An attachment of a message the caller may read, as a file (a plain link cannot carry the token). */
export function downloadAttachment(ticketId: number, attachmentId: number, fallbackName: string): Promise<DownloadedFile> {
  return downloadFile(apiPath(TICKET_API_ROUTES.ticketAttachment, { id: ticketId, attachmentId }), '*/*', fallbackName);
}

// ---- Forwarded to an instructor -------------------------------------------------------------------

export function listInstructorTickets(query: TicketsQuery): Promise<InstructorTicketsPage> {
  return apiRequest<InstructorTicketsPage>('GET', apiPath(TICKET_API_ROUTES.instructorTickets, null, { ...query }));
}

export function getInstructorTicket(id: number): Promise<InstructorTicketDetail> {
  return apiRequest<InstructorTicketDetail>('GET', apiPath(TICKET_API_ROUTES.instructorTicket, { id }));
}

export function replyAsInstructor(id: number, reply: TicketReply): Promise<InstructorTicketDetail> {
  return apiRequest<InstructorTicketDetail>('POST', apiPath(TICKET_API_ROUTES.instructorTicketMessages, { id }), { body: reply });
}

// ---- The staff ------------------------------------------------------------------------------------

export function listAdminTickets(query: AdminTicketsQuery): Promise<AdminTicketsPage> {
  return apiRequest<AdminTicketsPage>('GET', apiPath(TICKET_API_ROUTES.adminTickets, null, { ...query }));
}

export function getAdminTicket(id: number): Promise<AdminTicketDetail> {
  return apiRequest<AdminTicketDetail>('GET', apiPath(TICKET_API_ROUTES.adminTicket, { id }));
}

/** Status, assignee or category; `version` as read (409 VERSION_CONFLICT when someone changed it meanwhile). */
export function updateAdminTicket(id: number, change: AdminTicketUpdate, version: number): Promise<AdminTicketDetail> {
  return apiRequest<AdminTicketDetail>('PUT', apiPath(TICKET_API_ROUTES.adminTicket, { id }), { body: change, headers: { 'If-Match': `"${version}"` } });
}

export function replyAsStaff(id: number, reply: AdminTicketReply): Promise<AdminTicketDetail> {
  return apiRequest<AdminTicketDetail>('POST', apiPath(TICKET_API_ROUTES.adminTicketMessages, { id }), { body: reply });
}

export function addNote(id: number, note: TicketNote): Promise<AdminTicketDetail> {
  return apiRequest<AdminTicketDetail>('POST', apiPath(TICKET_API_ROUTES.adminTicketNotes, { id }), { body: note });
}

export function mergeTicket(id: number, intoId: number): Promise<AdminTicketDetail> {
  return apiRequest<AdminTicketDetail>('POST', apiPath(TICKET_API_ROUTES.adminTicketMerge, { id }), { body: { intoId } });
}

export function forwardTicket(id: number): Promise<AdminTicketDetail> {
  return apiRequest<AdminTicketDetail>('POST', apiPath(TICKET_API_ROUTES.adminTicketForward, { id }));
}

/** The admins a ticket may be assigned to. */
export function listAdmins(): Promise<AdminPeoplePage> {
  return apiRequest<AdminPeoplePage>('GET', apiPath(ADMIN_CONSOLE_API_ROUTES.adminCustomers, null, { role: 'admin', pageSize: 100 }));
}

export function listCannedReplies(): Promise<CannedReply[]> {
  return apiRequest<CannedReply[]>('GET', apiPath(TICKET_API_ROUTES.adminCannedReplies));
}

export function createCannedReply(input: CannedReplyInput): Promise<CannedReply> {
  return apiRequest<CannedReply>('POST', apiPath(TICKET_API_ROUTES.adminCannedReplies), { body: input });
}

export function updateCannedReply(id: number, input: CannedReplyInput): Promise<CannedReply> {
  return apiRequest<CannedReply>('PUT', apiPath(TICKET_API_ROUTES.adminCannedReply, { id }), { body: input });
}

export function deleteCannedReply(id: number): Promise<void> {
  return apiRequest<void>('DELETE', apiPath(TICKET_API_ROUTES.adminCannedReply, { id }));
}
