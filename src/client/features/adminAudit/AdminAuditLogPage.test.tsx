// The audit log page with the API mocked: the filters as the query, the lines as a table (desktop) or
// cards (phone), translated actions with the raw action as fallback, a deleted actor, and a line opened
// to its change field by field, its address and the link to its target.
import { adminPaths } from '../../app/areaPaths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditLogItem, AuditLogPage } from '../../../shared/schemas/adminAudit';
import * as adminAuditApi from '../../api/adminAuditApi';
import { ApiError } from '../../api/apiError';
import { renderWithProviders } from '../../testing/renderWithProviders';
import AdminAuditLogPage from './AdminAuditLogPage';
import { actionKey, fieldChanges, targetPath } from './auditViews';

jest.mock('../../api/adminAuditApi');
const api = jest.mocked(adminAuditApi);

function setPhone(matches: boolean) {
  const media = (query: string) => ({ matches, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: media });
}

const line = (over: Partial<AuditLogItem> = {}): AuditLogItem => ({
  id: 7,
  actor: { encryptId: 'enc-admin', username: 'admin', name: 'Ada Admin' },
  formerActor: null,
  action: 'people.role',
  targetType: 'customer',
  targetId: 'enc-somchai',
  targetPerson: { encryptId: 'enc-somchai', username: 'somchai' },
  detail: { username: 'somchai' },
  before: { role: 'student' },
  after: { role: 'instructor' },
  ip: '203.0.113.9',
  createdAt: '2026-11-20T08:30:00.000Z',
  ...over,
});
const pageOf = (items: AuditLogItem[]): AuditLogPage => ({ items, total: items.length, page: 1, pageSize: 50 });
const render = () => renderWithProviders(<AdminAuditLogPage />, { runSagas: true });

beforeEach(() => {
  jest.resetAllMocks();
  setPhone(false);
});
afterAll(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('AdminAuditLogPage', () => {
  it('lists lines newest first with translated actions (raw when unknown) and a deleted actor, and opens one to its change', async () => {
    api.listAuditLog.mockResolvedValue(pageOf([line(), line({ id: 6, actor: null, action: 'course.retitle', targetType: 'course', targetId: '12', targetPerson: null, before: null, after: null, detail: {}, ip: null })]));
    render();
    const table = await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    expect(api.listAuditLog).toHaveBeenCalledWith({ page: 1, pageSize: 50 });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Role changed')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Person @somchai' })).toHaveAttribute('href', adminPaths.person('enc-somchai'));
    expect(within(rows[2]!).getByText('course.retitle')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('deleted account')).toBeInTheDocument();

    const open = within(rows[1]!).getByRole('button', { name: 'Show the details of Role changed' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    expect(within(table).getByRole('button', { name: 'Hide the details of Role changed' })).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById('audit-details-7')!;
    expect(within(details).getByText('role')).toBeInTheDocument();
    expect(within(details).getByText('student')).toBeInTheDocument();
    expect(within(details).getByText('instructor')).toBeInTheDocument();
    expect(within(details).getByText('Address: 203.0.113.9')).toBeInTheDocument();
  });

  it('names a deleted actor by the name kept on the line, marked as a deleted account', async () => {
    api.listAuditLog.mockResolvedValue(pageOf([line({ id: 5, actor: null, formerActor: { username: 'oldadmin', name: 'Olga Old' } })]));
    render();
    const table = await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Olga Old', { exact: false })).toBeInTheDocument();
    expect(within(row).getByText('@oldadmin')).toBeInTheDocument();
    expect(within(row).getByText('deleted account')).toBeInTheDocument();
  });

  it('sends the filters: actor, the area of the action (as a prefix) and days; Clear filters drops them', async () => {
    api.listAuditLog.mockResolvedValue(pageOf([line()]));
    render();
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('textbox', { name: 'Who (username, name or e-mail)' }), 'somchai');
    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Payouts' }));
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-30');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.listAuditLog).toHaveBeenLastCalledWith({ page: 1, pageSize: 50, actor: 'somchai', action: 'payout.', from: '2026-11-01', to: '2026-11-30' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(api.listAuditLog).toHaveBeenLastCalledWith({ page: 1, pageSize: 50 }));
  });

  it('on a phone: cards instead of the table', async () => {
    setPhone(true);
    api.listAuditLog.mockResolvedValue(pageOf([line()]));
    render();
    const list = await screen.findByRole('list', { name: 'Audit log entries, newest first' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getByRole('heading', { name: 'Role changed' })).toBeInTheDocument();
  });

  it('says when nothing matches, and offers a retry when the read fails', async () => {
    api.listAuditLog.mockRejectedValueOnce(new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'boom' })).mockResolvedValue(pageOf([]));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
  });
});

describe('audit views', () => {
  it('an action key and a target page per type', () => {
    expect(actionKey('people.resendActivation')).toBe('ADMIN_AUDIT.ACTIONS.PEOPLE_RESEND_ACTIVATION');
    expect(actionKey('refund.paid_out')).toBe('ADMIN_AUDIT.ACTIONS.REFUND_PAID_OUT');
    expect(targetPath({ targetType: 'order', targetId: 'abc', targetPerson: null })).toBe(adminPaths.order('abc'));
    expect(targetPath({ targetType: 'news', targetId: '5', targetPerson: null })).toBe(adminPaths.newsEdit(5));
    expect(targetPath({ targetType: 'customer', targetId: 'gone', targetPerson: null })).toBeNull();
    expect(targetPath({ targetType: 'widget', targetId: '1', targetPerson: null })).toBeNull();
  });

  it('a change as fields: before and after, none where a side lacks it', () => {
    expect(fieldChanges({ role: 'student', n: 1 }, { role: 'admin', tags: ['a'] })).toEqual([
      { field: 'role', before: 'student', after: 'admin' },
      { field: 'n', before: '1', after: null },
      { field: 'tags', before: null, after: '["a"]' },
    ]);
  });
});
