// The ticket state table: every pair of statuses, and what each allowed edge does to the clocks.
import { TICKET_STATUSES, type TicketStatus } from '../../../shared/ticketConstants';
import { canTransition, TICKET_TRANSITIONS, transition, waitedSeconds, type TicketClock } from './ticketStates';

const TZ = 'Asia/Bangkok';
// Monday 2026-11-23 10:00 Bangkok, and two business hours later.
const START = new Date('2026-11-23T03:00:00Z');
const NOW = new Date('2026-11-23T05:00:00Z');

const EDGES: [TicketStatus, TicketStatus][] = [
  ['new', 'open'],
  ['new', 'pending'],
  ['new', 'resolved'],
  ['new', 'closed'],
  ['open', 'pending'],
  ['open', 'resolved'],
  ['open', 'closed'],
  ['pending', 'open'],
  ['pending', 'resolved'],
  ['pending', 'closed'],
  ['resolved', 'open'],
  ['resolved', 'closed'],
  ['closed', 'open'],
];

function ticket(status: TicketStatus): TicketClock {
  const waiting = status === 'new' || status === 'open';
  return {
    status,
    waitingSince: waiting ? START : null,
    resolutionSeconds: 600,
    resolvedAt: status === 'resolved' || status === 'closed' ? START : null,
    closedAt: status === 'closed' ? START : null,
  };
}

describe('ticket state table', () => {
  it('has exactly these edges', () => {
    for (const from of TICKET_STATUSES) {
      for (const to of TICKET_STATUSES) {
        const allowed = EDGES.some(([a, b]) => a === from && b === to);
        expect([from, to, canTransition(from, to)]).toEqual([from, to, allowed]);
      }
    }
    expect(Object.values(TICKET_TRANSITIONS).flat()).not.toContain('new');
  });

  it('refuses an edge the table does not have', () => {
    expect(() => transition(ticket('closed'), 'pending', NOW, TZ)).toThrow(/closed -> pending/);
    expect(() => transition(ticket('open'), 'new', NOW, TZ)).toThrow();
    expect(() => transition(ticket('resolved'), 'pending', NOW, TZ)).toThrow();
  });

  it.each(EDGES)('%s -> %s moves the clocks', (from, to) => {
    const patch = transition(ticket(from), to, NOW, TZ);
    expect(patch.status).toBe(to);
    const wasWaiting = from === 'new' || from === 'open';
    const willWait = to === 'new' || to === 'open';
    // Waiting for the staff: since when.
    if (willWait) expect(patch.waitingSince).toEqual(wasWaiting ? START : NOW);
    else expect(patch.waitingSince).toBeNull();
    // The clock adds the business time just waited (two hours) when the wait ends, and only then.
    expect(patch.resolutionSeconds).toBe(wasWaiting && !willWait ? 600 + 7200 : 600);
    // Resolved and closed record when; open and pending clear it.
    if (to === 'resolved') expect(patch.resolvedAt).toEqual(NOW);
    else if (to === 'closed') expect(patch.resolvedAt).toEqual(from === 'resolved' ? START : NOW);
    else expect(patch.resolvedAt).toBeNull();
    expect(patch.closedAt).toEqual(to === 'closed' ? NOW : null);
  });

  it('pauses the clock while pending: open 2 h, pending over a day, open 1 h again = 3 h', () => {
    let t: TicketClock = { status: 'new', waitingSince: START, resolutionSeconds: null, resolvedAt: null, closedAt: null };
    t = { ...t, ...transition(t, 'pending', NOW, TZ) };
    expect(t.resolutionSeconds).toBe(7200);
    // The learner answers on Tuesday 10:00 Bangkok.
    const tuesday = new Date('2026-11-24T03:00:00Z');
    t = { ...t, ...transition(t, 'open', tuesday, TZ) };
    expect(waitedSeconds(t, new Date('2026-11-24T04:00:00Z'), TZ)).toBe(3 * 3600);
    t = { ...t, ...transition(t, 'resolved', new Date('2026-11-24T04:00:00Z'), TZ) };
    expect(t.resolutionSeconds).toBe(3 * 3600);
  });
});
