// Support tickets as requests (app/request.ts): the learner's list, link options, a new ticket, one
// thread and what can be done to it; the instructor's forwarded tickets; the staff's queue, a ticket's
// staff view and its changes, the admins to assign to and the canned replies. A change answers the ticket
// as it now stands, which replaces the one on the page (a merge answers the other ticket: this one is read).
import { call, put, select } from 'redux-saga/effects';
import type { Language } from '../../../shared/constants';
import type { AdminPeoplePage } from '../../../shared/schemas/adminPeople';
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
  TicketOpen,
  TicketReply,
  TicketsPage,
  TicketsQuery,
} from '../../../shared/schemas/tickets';
import * as ticketsApi from '../../api/ticketsApi';
import type { DownloadedFile } from '../../api/download';
import { defineRequest } from '../../app/request';
import { saveFile } from '../teaching';
import { callTracked } from '../ui';
import { selectLanguage } from '../locale';

/** A message as sent: with the UI language it was written in, which the thread marks it with. */
function* writtenIn<T extends object>(message: T) {
  const lang: Language = yield select(selectLanguage);
  return { ...message, lang };
}

export const TICKETS_PAGE_SIZE = 20;

// ---- The caller's own tickets ---------------------------------------------------------------------

export const myTicketsRequest = defineRequest<TicketsQuery, TicketsPage>('tickets/mine', (query) => ticketsApi.listTickets(query));

export const ticketLinksRequest = defineRequest<'mine', TicketLinkOptions>('tickets/links', () => ticketsApi.getTicketLinks(), { keyOf: String });

export const openTicketRequest = defineRequest(
  'tickets/open',
  function* (ticket: TicketOpen) {
    const detail: TicketDetail = yield* callTracked(ticketsApi.openTicket, yield* writtenIn(ticket));
    return detail;
  },
  { mode: 'leading', keyOf: () => 'open' },
);

export const ticketRequest = defineRequest<number, TicketDetail>('tickets/one', (id) => ticketsApi.getTicket(id), { keyOf: String });

export type TicketAction = { id: number; action: 'reply'; reply: TicketReply } | { id: number; action: 'close' } | { id: number; action: 'reopen' };

/** A reply, close or reopen; its answer (the ticket now) replaces the page's. */
export const ticketActionRequest = defineRequest(
  'tickets/action',
  function* (a: TicketAction) {
    let detail: TicketDetail;
    if (a.action === 'reply') detail = yield* callTracked(ticketsApi.replyToTicket, a.id, yield* writtenIn(a.reply));
    else if (a.action === 'close') detail = yield* callTracked(ticketsApi.closeTicket, a.id);
    else detail = yield* callTracked(ticketsApi.reopenTicket, a.id);
    yield put(ticketRequest.actions.updated({ key: String(a.id), data: detail }));
    return detail;
  },
  { mode: 'leading', keyOf: (a) => `${a.id}:${a.action}` },
);

/** Thumbnails of a thread's images: object URLs by attachment id (the page revokes them when it leaves). */
export interface ThumbnailsArg {
  ticketId: number;
  attachments: readonly { id: number; name: string }[];
}
export const thumbnailsRequest = defineRequest(
  'tickets/thumbnails',
  function* ({ ticketId, attachments }: ThumbnailsArg) {
    const urls: Record<number, string> = {};
    for (const a of attachments) {
      try {
        const file: DownloadedFile = yield call(ticketsApi.downloadAttachment, ticketId, a.id, a.name);
        urls[a.id] = URL.createObjectURL(file.blob);
      } catch {
        // that thumbnail stays a plain link
      }
    }
    return urls;
  },
  { keyOf: ({ ticketId, attachments }) => `${ticketId}:${attachments.map((a) => a.id).join(',')}` },
);

/** Saves one attachment (a PDF, or an image at full size) as a file. */
export const attachmentDownloadRequest = defineRequest(
  'tickets/download',
  function* ({ ticketId, id, name }: { ticketId: number; id: number; name: string }) {
    const file: DownloadedFile = yield* callTracked(ticketsApi.downloadAttachment, ticketId, id, name);
    yield call(saveFile, file.blob, file.fileName);
    return true;
  },
  { mode: 'leading', keyOf: ({ id }) => String(id) },
);

// ---- Forwarded to an instructor -------------------------------------------------------------------

export const instructorTicketsRequest = defineRequest<TicketsQuery, InstructorTicketsPage>('tickets/instructor', (query) => ticketsApi.listInstructorTickets(query));

export const instructorTicketRequest = defineRequest<number, InstructorTicketDetail>('tickets/instructorOne', (id) => ticketsApi.getInstructorTicket(id), { keyOf: String });

export const instructorReplyRequest = defineRequest(
  'tickets/instructorReply',
  function* ({ id, reply }: { id: number; reply: TicketReply }) {
    const detail: InstructorTicketDetail = yield* callTracked(ticketsApi.replyAsInstructor, id, yield* writtenIn(reply));
    yield put(instructorTicketRequest.actions.updated({ key: String(id), data: detail }));
    return detail;
  },
  { mode: 'leading', keyOf: ({ id }) => String(id) },
);

// ---- The staff ------------------------------------------------------------------------------------

export const adminTicketsRequest = defineRequest<AdminTicketsQuery, AdminTicketsPage>('tickets/admin', (query) => ticketsApi.listAdminTickets(query));

export const adminTicketRequest = defineRequest<number, AdminTicketDetail>('tickets/adminOne', (id) => ticketsApi.getAdminTicket(id), { keyOf: String });

export type AdminTicketAction =
  | { id: number; action: 'update'; change: AdminTicketUpdate; version: number }
  | { id: number; action: 'reply'; reply: AdminTicketReply }
  | { id: number; action: 'note'; body: string }
  | { id: number; action: 'merge'; intoId: number }
  | { id: number; action: 'forward' };

/**
 * One staff change; its answer (the ticket now) replaces the page's; a merge answers the ticket merged
 * into, so this one is read again. A refused change (a 409 among them) reads it again too, so the page
 * shows where it stands, and then fails with the refusal.
 */
export const adminTicketActionRequest = defineRequest(
  'tickets/adminAction',
  function* (a: AdminTicketAction) {
    let detail: AdminTicketDetail;
    try {
      if (a.action === 'update') detail = yield* callTracked(ticketsApi.updateAdminTicket, a.id, a.change, a.version);
      else if (a.action === 'reply') detail = yield* callTracked(ticketsApi.replyAsStaff, a.id, yield* writtenIn(a.reply));
      else if (a.action === 'note') detail = yield* callTracked(ticketsApi.addNote, a.id, yield* writtenIn({ body: a.body }));
      else if (a.action === 'merge') {
        yield* callTracked(ticketsApi.mergeTicket, a.id, a.intoId);
        detail = yield call(ticketsApi.getAdminTicket, a.id);
      } else detail = yield* callTracked(ticketsApi.forwardTicket, a.id);
    } catch (error) {
      try {
        const current: AdminTicketDetail = yield call(ticketsApi.getAdminTicket, a.id);
        yield put(adminTicketRequest.actions.updated({ key: String(a.id), data: current }));
      } catch {
        // the refusal below says enough
      }
      throw error;
    }
    yield put(adminTicketRequest.actions.updated({ key: String(a.id), data: detail }));
    return detail;
  },
  { mode: 'leading', keyOf: (a) => `${a.id}:${a.action}` },
);

export const adminsRequest = defineRequest<'admins', AdminPeoplePage>('tickets/admins', () => ticketsApi.listAdmins(), { keyOf: String });

export const cannedRepliesRequest = defineRequest<'all', CannedReply[]>('tickets/canned', () => ticketsApi.listCannedReplies(), { keyOf: String });

export type CannedReplyChange = { action: 'create'; input: CannedReplyInput } | { action: 'update'; id: number; input: CannedReplyInput } | { action: 'delete'; id: number };

/** Adds, changes or deletes a canned reply; the list is read again. */
export const cannedReplyChangeRequest = defineRequest(
  'tickets/cannedChange',
  function* (c: CannedReplyChange) {
    if (c.action === 'create') yield* callTracked(ticketsApi.createCannedReply, c.input);
    else if (c.action === 'update') yield* callTracked(ticketsApi.updateCannedReply, c.id, c.input);
    else yield* callTracked(ticketsApi.deleteCannedReply, c.id);
    const list: CannedReply[] = yield call(ticketsApi.listCannedReplies);
    yield put(cannedRepliesRequest.actions.updated({ key: 'all', data: list }));
    return list;
  },
  { mode: 'leading', keyOf: (c) => c.action },
);
