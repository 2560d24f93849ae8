// A ticket's life as a table: new -> open -> pending (waiting for the learner) -> resolved -> closed,
// with the way back to open (a learner's reply, a reopen). Every status change goes through
// `transition()`, which also moves the clocks: the business time the ticket waited for the staff
// accumulates in resolutionSeconds (paused while pending, final once resolved), and waitingSince says
// since when it waits for the staff now.
import type { TicketStatus } from '../../../shared/ticketConstants';
import { businessSecondsBetween } from './businessHours';

/** The statuses each status may move to. Nothing ever goes back to `new`. */
export const TICKET_TRANSITIONS: { readonly [S in TicketStatus]: readonly TicketStatus[] } = {
  new: ['open', 'pending', 'resolved', 'closed'],
  open: ['pending', 'resolved', 'closed'],
  pending: ['open', 'resolved', 'closed'],
  resolved: ['open', 'closed'],
  closed: ['open'],
};

export function canTransition(from: TicketStatus, to: TicketStatus): boolean {
  return TICKET_TRANSITIONS[from].includes(to);
}

/** Waiting for the staff (the clock runs). */
export function waitsForStaff(status: TicketStatus): boolean {
  return status === 'new' || status === 'open';
}

/** The clock fields of a ticket a transition reads. */
export interface TicketClock {
  status: TicketStatus;
  waitingSince: Date | null;
  resolutionSeconds: number | null;
  resolvedAt: Date | null;
  closedAt: Date | null;
}

export interface TicketClockPatch {
  status: TicketStatus;
  waitingSince: Date | null;
  resolutionSeconds: number | null;
  resolvedAt: Date | null;
  closedAt: Date | null;
}

/** Business seconds the ticket has waited for the staff up to `now` (the running clock). */
export function waitedSeconds(ticket: Pick<TicketClock, 'waitingSince' | 'resolutionSeconds'>, now: Date, timeZone: string): number {
  return (ticket.resolutionSeconds ?? 0) + (ticket.waitingSince ? businessSecondsBetween(ticket.waitingSince, now, timeZone) : 0);
}

/**
 * The fields to write for `from -> to` at `now`; throws when the table has no such edge (callers check
 * canTransition first and answer with their own code).
 */
export function transition(ticket: TicketClock, to: TicketStatus, now: Date, timeZone: string): TicketClockPatch {
  if (!canTransition(ticket.status, to)) throw new Error(`no ticket transition ${ticket.status} -> ${to}`);
  const was = waitsForStaff(ticket.status);
  const will = waitsForStaff(to);
  let { waitingSince, resolutionSeconds, resolvedAt, closedAt } = ticket;
  if (was && !will) {
    resolutionSeconds = waitedSeconds(ticket, now, timeZone);
    waitingSince = null;
  } else if (!was && will) {
    waitingSince = now;
  }
  if (to === 'resolved' || (to === 'closed' && resolvedAt === null)) resolvedAt = now;
  if (to === 'open' || to === 'pending') resolvedAt = null;
  closedAt = to === 'closed' ? now : null;
  return { status: to, waitingSince, resolutionSeconds, resolvedAt, closedAt };
}
