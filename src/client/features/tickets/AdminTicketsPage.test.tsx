// The staff's queue with the API mocked: what a row shows, the filters and sort sent as the query, and the
// canned replies manager (add with four language tabs, English required; delete after a confirmation).
import { adminPaths } from '../../app/areaPaths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as ticketsApi from '../../api/ticketsApi';
import { renderWithProviders } from '../../testing/renderWithProviders';
import AdminTicketsPage from './AdminTicketsPage';
import { anAdminItem, pageOf } from './ticketFixtures';

jest.mock('../../api/ticketsApi');

const api = jest.mocked(ticketsApi);
const render = () => renderWithProviders(<AdminTicketsPage />, { runSagas: true });
const reply = { id: 4, title: { th: 'สวัสดี', en: 'Hello', vi: '', tl: '' }, body: { th: 'สวัสดีครับ', en: 'Hello!', vi: '', tl: '' }, updatedAt: '2026-11-01T00:00:00.000Z' };

beforeEach(() => jest.resetAllMocks());

describe('AdminTicketsPage', () => {
  it('shows each ticket with requester, category, status and since when it waits', async () => {
    api.listAdminTickets.mockResolvedValue(pageOf([anAdminItem({ assignee: { encryptId: 'a1', username: 'nok', name: 'Nok' } })]));
    render();
    const link = await screen.findByRole('link', { name: 'Payment not received' });
    expect(link).toHaveAttribute('href', adminPaths.ticket(7));
    const row = link.closest('li') as HTMLElement;
    expect(within(row).getByText(/Somchai Jaidee \(@somchai\)/)).toBeInTheDocument();
    expect(within(row).getByText('Payment')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByText('Nok')).toBeInTheDocument();
    expect(within(row).getByText('Waiting since')).toBeInTheDocument();
    expect(row.querySelector('time')).toHaveAttribute('datetime', '2026-11-21T04:30:00.000Z');
    expect(api.listAdminTickets).toHaveBeenCalledWith({ status: 'active', sort: 'waiting', page: 1, pageSize: 20 });
  });

  it('sends the filters, the search and the sort as the query', async () => {
    api.listAdminTickets.mockResolvedValue(pageOf([]));
    render();
    expect(await screen.findByText('No ticket is waiting')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(screen.getByRole('option', { name: 'Course content' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Assignee' }));
    await userEvent.click(screen.getByRole('option', { name: 'Unassigned' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort' }));
    await userEvent.click(screen.getByRole('option', { name: 'Newest activity first' }));
    await userEvent.type(screen.getByRole('searchbox', { name: /Search subject/ }), 'T-000007');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.listAdminTickets).toHaveBeenLastCalledWith({ status: 'active', category: 'course_content', assignee: 'none', search: 'T-000007', sort: 'newest', page: 1, pageSize: 20 }),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'All' }));
    expect(await screen.findByText('No tickets')).toBeInTheDocument();
  });

  it('manages canned replies: English is required, the other languages have tabs; delete asks first', async () => {
    api.listAdminTickets.mockResolvedValue(pageOf([]));
    api.listCannedReplies.mockResolvedValueOnce([]).mockResolvedValue([reply]);
    api.createCannedReply.mockResolvedValue(reply);
    api.deleteCannedReply.mockResolvedValue(undefined);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Canned replies' }));
    const dialog = screen.getByRole('dialog', { name: 'Canned replies' });
    expect(await within(dialog).findByText('No canned replies yet.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add canned reply' }));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'ไทย' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'สวัสดี');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reply text' }), 'สวัสดีครับ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getAllByText('English is required')).toHaveLength(2);
    expect(api.createCannedReply).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Hello');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reply text/ }), 'Hello!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.createCannedReply).toHaveBeenCalledWith({ title: reply.title, body: reply.body }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete Hello' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete “Hello”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.deleteCannedReply).toHaveBeenCalledWith(4));
  });
});
