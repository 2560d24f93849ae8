// The staff's view of a ticket with the API mocked: internal notes labelled, a note and a reply sent,
// a canned reply inserted in the requester's language, a change refused because someone else changed the
// ticket (409): the ticket shown as it now stands and the typed text kept.
import { adminPaths, AREA_ROUTES } from '../../app/areaPaths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ApiError } from '../../api/apiError';
import * as ticketsApi from '../../api/ticketsApi';
import { ROUTES } from '../../app/paths';
import { renderWithProviders } from '../../testing/renderWithProviders';
import AdminTicketPage, { ticketIdOf } from './AdminTicketPage';
import { aMessage, anAdminDetail, pageOf } from './ticketFixtures';

jest.mock('../../api/ticketsApi');

const api = jest.mocked(ticketsApi);
const render = () =>
  renderWithProviders(
    <Routes>
      <Route path={`/${ROUTES.admin}/${AREA_ROUTES.adminTicket}`} element={<AdminTicketPage />} />
    </Routes>,
    { runSagas: true, route: adminPaths.ticket(7) },
  );

beforeEach(() => {
  jest.resetAllMocks();
  api.listAdmins.mockResolvedValue(pageOf([]) as Awaited<ReturnType<typeof ticketsApi.listAdmins>>);
  api.listCannedReplies.mockResolvedValue([
    { id: 1, title: { th: 'กำลังตรวจสอบ', en: 'Checking', vi: '', tl: '' }, body: { th: 'เรากำลังตรวจสอบให้ครับ', en: 'We are checking.', vi: '', tl: '' }, updatedAt: '2026-11-01T00:00:00.000Z' },
  ]);
});

describe('AdminTicketPage', () => {
  it('labels internal notes, adds one and replies with a canned reply in the requester language', async () => {
    api.getAdminTicket.mockResolvedValue(anAdminDetail());
    api.addNote.mockResolvedValue(anAdminDetail({ messages: [...anAdminDetail().messages, aMessage({ id: 10, authorRole: 'staff', kind: 'note', body: 'Asked finance.' })] }));
    api.replyAsStaff.mockResolvedValue(anAdminDetail({ status: 'pending' }));
    render();
    const thread = await screen.findByRole('list', { name: 'Messages' });
    const note = within(thread).getByText('Checked the bank statement: not there yet.').closest('article') as HTMLElement;
    expect(within(note).getByText('Internal note')).toBeInTheDocument();
    expect(note).toHaveAttribute('data-kind', 'note');
    expect(within(thread).getAllByText('Internal note')).toHaveLength(1);
    expect(screen.getByText('1.5 hr of business hours')).toBeInTheDocument();

    const noteBox = screen.getByRole('region', { name: 'Internal note' });
    await userEvent.type(within(noteBox).getByRole('textbox', { name: /Note for the team/ }), 'Asked finance.');
    await userEvent.click(within(noteBox).getByRole('button', { name: 'Add internal note' }));
    await waitFor(() => expect(api.addNote).toHaveBeenCalledWith(7, { body: 'Asked finance.', lang: 'en' }));
    expect(await screen.findByText('The internal note was added.')).toBeInTheDocument();
    expect(within(thread).getAllByText('Internal note')).toHaveLength(2);
    expect(within(noteBox).getByRole('textbox', { name: /Note for the team/ })).toHaveValue('');

    const replyBox = screen.getByRole('region', { name: 'Reply to Somchai Jaidee' });
    await waitFor(() => expect(within(replyBox).getByRole('combobox', { name: /Insert canned reply/ })).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(within(replyBox).getByRole('combobox', { name: /Insert canned reply/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Checking' }));
    expect(within(replyBox).getByRole('textbox', { name: /Public reply/ })).toHaveValue('เรากำลังตรวจสอบให้ครับ');
    await userEvent.click(within(replyBox).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(api.replyAsStaff).toHaveBeenCalledWith(7, { body: 'เรากำลังตรวจสอบให้ครับ', status: 'pending', lang: 'en' }));
  });

  it('on a 409 shows the ticket as it now stands and keeps the typed reply', async () => {
    api.getAdminTicket.mockResolvedValueOnce(anAdminDetail()).mockResolvedValue(anAdminDetail({ status: 'pending', version: 4 }));
    api.updateAdminTicket.mockRejectedValue(new ApiError({ status: 409, code: 'VERSION_CONFLICT', message: 'stale' }));
    render();
    const replyBox = await screen.findByRole('region', { name: 'Reply to Somchai Jaidee' });
    await userEvent.type(within(replyBox).getByRole('textbox', { name: /Public reply/ }), 'Half-written answer');
    await userEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(api.updateAdminTicket).toHaveBeenCalledWith(7, { status: 'resolved' }, 3));
    expect(await screen.findByText(/Someone else changed this ticket meanwhile/)).toBeInTheDocument();
    await waitFor(() => expect(api.getAdminTicket).toHaveBeenCalledTimes(2));
    const details = screen.getByRole('complementary', { name: 'Ticket details' });
    await waitFor(() => expect(within(details).getByRole('combobox', { name: /Status/ })).toHaveTextContent('Waiting for you'));
    expect(within(replyBox).getByRole('textbox', { name: /Public reply/ })).toHaveValue('Half-written answer');

    api.updateAdminTicket.mockResolvedValue(anAdminDetail({ status: 'pending', category: 'refund', version: 5 }));
    await userEvent.click(within(details).getByRole('combobox', { name: /Category/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Refund' }));
    await waitFor(() => expect(api.updateAdminTicket).toHaveBeenLastCalledWith(7, { category: 'refund' }, 4));
  });

  it('forwards a course-content ticket and merges by ticket number', async () => {
    api.getAdminTicket.mockResolvedValue(anAdminDetail({ category: 'course_content', canForward: true }));
    api.forwardTicket.mockResolvedValue(anAdminDetail({ category: 'course_content', forwardedTo: { encryptId: 'i1', username: 'kru', name: 'Kru Dang' } }));
    api.mergeTicket.mockResolvedValue(anAdminDetail({ id: 12, number: 'T-000012' }));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Forward to instructor' }));
    await waitFor(() => expect(api.forwardTicket).toHaveBeenCalledWith(7));
    expect(await screen.findByText('Forwarded to Kru Dang')).toBeInTheDocument();
    api.getAdminTicket.mockResolvedValue(anAdminDetail({ status: 'closed', mergedInto: { id: 12, number: 'T-000012' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Merge into…' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Ticket number/ }), 'T-000012');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(api.mergeTicket).toHaveBeenCalledWith(7, 12));
    // The answer is the other ticket: this one is read again and says where it went.
    expect(await screen.findByRole('link', { name: 'T-000012' })).toHaveAttribute('href', adminPaths.ticket(12));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment not received');
  });

  it('reads ticket numbers', () => {
    expect(ticketIdOf('T-000123')).toBe(123);
    expect(ticketIdOf(' #45 ')).toBe(45);
    expect(ticketIdOf('12')).toBe(12);
    expect(ticketIdOf('abc')).toBeNull();
    expect(ticketIdOf('T-0')).toBeNull();
  });
});
