// Test data of the ticket pages (the API's answers).
import type { AdminTicketDetail, AdminTicketItem, TicketDetail, TicketLinkOptions, TicketMessage, TicketSummary } from '../../../shared/schemas/tickets';

export const aMessage = (overrides: Partial<TicketMessage> = {}): TicketMessage => ({
  id: 1,
  authorRole: 'requester',
  authorName: 'Somchai Jaidee',
  kind: 'public',
  body: 'I paid but the course is still locked.',
  lang: 'en',
  createdAt: '2026-11-20T03:00:00.000Z',
  attachments: [],
  ...overrides,
});

export const aSummary = (overrides: Partial<TicketSummary> = {}): TicketSummary => ({
  id: 7,
  number: 'T-000007',
  subject: 'Payment not received',
  category: 'payment',
  status: 'open',
  links: {},
  createdAt: '2026-11-20T03:00:00.000Z',
  lastMessageAt: '2026-11-21T04:30:00.000Z',
  lastMessagePreview: 'We are checking.',
  lastMessageRole: 'staff',
  ...overrides,
});

export const aDetail = (overrides: Partial<TicketDetail> = {}): TicketDetail => ({
  ...aSummary(),
  closedAt: null,
  reopenUntil: null,
  mergedInto: null,
  messages: [aMessage(), aMessage({ id: 2, authorRole: 'staff', authorName: 'Academy team · Nok', body: 'We are checking.', createdAt: '2026-11-21T04:30:00.000Z' })],
  ...overrides,
});

export const someLinks = (): TicketLinkOptions => ({
  orders: [{ id: '0b0e5f0e-1a1a-4b4b-8c8c-123456789abc', number: 'A-1001', createdAt: '2026-11-01T00:00:00.000Z', courseTitles: ['Python basics'] }],
  courses: [{ id: 3, title: 'Python basics', slug: 'python-basics', lang: 'en' }],
  lessons: [{ id: 30, courseId: 3, title: 'Variables' }],
});

export const pageOf = <T>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

export const anAdminItem = (overrides: Partial<AdminTicketItem> = {}): AdminTicketItem => ({
  ...aSummary(),
  requester: { encryptId: 'req1', username: 'somchai', name: 'Somchai Jaidee' },
  assignee: null,
  waitingSince: '2026-11-21T04:30:00.000Z',
  forwarded: false,
  version: 3,
  ...overrides,
});

export const anAdminDetail = (overrides: Partial<AdminTicketDetail> = {}): AdminTicketDetail => ({
  ...aDetail(),
  messages: [
    aMessage(),
    aMessage({ id: 3, authorRole: 'staff', authorName: 'Nok', kind: 'note', body: 'Checked the bank statement: not there yet.', createdAt: '2026-11-21T04:00:00.000Z' }),
    aMessage({ id: 2, authorRole: 'staff', authorName: 'Academy team · Nok', body: 'We are checking.', createdAt: '2026-11-21T04:30:00.000Z' }),
  ],
  requester: { encryptId: 'req1', username: 'somchai', name: 'Somchai Jaidee', email: 'somchai@example.com', lang: 'th', country: 174 },
  assignee: null,
  forwardedTo: null,
  mergedFrom: [],
  waitingSince: '2026-11-21T04:30:00.000Z',
  firstResponseAt: '2026-11-21T04:30:00.000Z',
  resolvedAt: null,
  firstResponseSeconds: 5400,
  resolutionSeconds: null,
  country: 174,
  timeZone: 'Asia/Bangkok',
  version: 3,
  canForward: false,
  ...overrides,
});
