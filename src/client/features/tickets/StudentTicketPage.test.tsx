// One of the learner's tickets with the API mocked: the thread shows text as text (HTML never runs, line
// breaks stay), an internal note never shows, links to what it is about, reply, close and reopen.
import { studentPaths, AREA_ROUTES } from '../../app/areaPaths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ApiError } from '../../api/apiError';
import * as ticketsApi from '../../api/ticketsApi';
import { paths, ROUTES } from '../../app/paths';
import { renderWithProviders } from '../../testing/renderWithProviders';
import StudentTicketPage from './StudentTicketPage';
import { aDetail, aMessage } from './ticketFixtures';

jest.mock('../../api/ticketsApi');

const api = jest.mocked(ticketsApi);
const render = (id = 7) =>
  renderWithProviders(
    <Routes>
      <Route path={`/${ROUTES.student}/${AREA_ROUTES.studentTicket}`} element={<StudentTicketPage />} />
    </Routes>,
    { runSagas: true, route: studentPaths.ticket(id) },
  );

beforeEach(() => jest.resetAllMocks());

describe('StudentTicketPage', () => {
  it('shows HTML in a message as text, keeps its line breaks, and never shows an internal note', async () => {
    api.getTicket.mockResolvedValue(
      aDetail({
        links: { order: { id: 'o-1', number: 'A-1001' }, course: { id: 3, title: 'Python basics', slug: 'python-basics' } },
        messages: [
          aMessage({ body: '<img src=x onerror="alert(1)"><b>bold</b>\nsecond line' }),
          aMessage({ id: 9, authorRole: 'staff', kind: 'note', body: 'SECRET staff note' }),
          aMessage({ id: 2, authorRole: 'staff', authorName: 'Academy team · Nok', body: 'We are checking.' }),
        ],
      }),
    );
    const { container } = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not received' })).toBeInTheDocument();
    const thread = screen.getByRole('list', { name: 'Messages' });
    const first = within(thread).getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getByText(/<img src=x onerror="alert\(1\)"><b>bold<\/b>/)).toBeInTheDocument();
    expect(first.textContent).toContain('<b>bold</b>\nsecond line');
    expect(container.querySelector('article img')).toBeNull();
    expect(container.querySelector('article b')).toBeNull();
    expect(screen.queryByText(/SECRET staff note/)).not.toBeInTheDocument();
    expect(screen.queryByText('Internal note')).not.toBeInTheDocument();
    expect(within(thread).getAllByRole('article')).toHaveLength(2);
    expect(within(first).getByText('You')).toBeInTheDocument();
    expect(within(within(thread).getAllByRole('article')[1] as HTMLElement).getByText('Academy team')).toBeInTheDocument();
    // The staff member's first name beside the translated chip, not the server's English "Academy team · Nok".
    expect(within(within(thread).getAllByRole('article')[1] as HTMLElement).getByText('Nok')).toBeInTheDocument();
    expect(screen.queryByText('Academy team · Nok')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order A-1001' })).toHaveAttribute('href', studentPaths.order('o-1'));
    expect(screen.getByRole('link', { name: 'Python basics' })).toHaveAttribute('href', paths.course('python-basics'));
  });

  it('marks each message with the language it was written in when it is not the UI language', async () => {
    api.getTicket.mockResolvedValue(aDetail({ messages: [aMessage({ id: 1, body: 'ชำระเงินแล้วแต่ยังเข้าไม่ได้', lang: 'th' }), aMessage({ id: 2, authorRole: 'staff', body: 'We are checking.', lang: 'en' }), aMessage({ id: 3, body: 'Older one', lang: null })] }));
    render();
    expect(await screen.findByText('ชำระเงินแล้วแต่ยังเข้าไม่ได้')).toHaveAttribute('lang', 'th');
    expect(screen.getByText('We are checking.')).not.toHaveAttribute('lang');
    expect(screen.getByText('Older one')).not.toHaveAttribute('lang');
  });

  it('sends a reply and shows the thread it answers; closes and reopens the ticket', async () => {
    api.getTicket.mockResolvedValue(aDetail());
    api.replyToTicket.mockResolvedValue(aDetail({ messages: [...aDetail().messages, aMessage({ id: 5, body: 'Thanks, here is more.' })] }));
    api.closeTicket.mockResolvedValue(aDetail({ status: 'closed', closedAt: '2026-11-22T00:00:00.000Z', reopenUntil: '2099-01-01T00:00:00.000Z' }));
    api.reopenTicket.mockResolvedValue(aDetail({ status: 'open' }));
    render();
    const box = await screen.findByRole('textbox', { name: /Your reply/ });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Write a message')).toBeInTheDocument();
    expect(api.replyToTicket).not.toHaveBeenCalled();
    await userEvent.type(box, 'Thanks, here is more.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.replyToTicket).toHaveBeenCalledWith(7, { body: 'Thanks, here is more.', lang: 'en' }));
    expect(await screen.findByText('Thanks, here is more.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Your reply/ })).toHaveValue(''));

    await userEvent.click(screen.getByRole('button', { name: 'Close ticket' }));
    await waitFor(() => expect(api.closeTicket).toHaveBeenCalledWith(7));
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(api.reopenTicket).toHaveBeenCalledWith(7));
    expect(await screen.findByRole('textbox', { name: /Your reply/ })).toBeInTheDocument();
    expect(api.getTicket).toHaveBeenCalledTimes(1);
  });

  it('says why a ticket closed long ago cannot be reopened', async () => {
    api.getTicket.mockResolvedValue(aDetail({ status: 'closed', closedAt: '2026-01-01T00:00:00.000Z', reopenUntil: '2026-01-08T00:00:00.000Z' }));
    render();
    expect(await screen.findByText(/closed more than 7 days ago and can no longer be reopened/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Your reply/ })).not.toBeInTheDocument();
  });

  it('shows image attachments as thumbnails and downloads a PDF', async () => {
    const createObjectURL = jest.fn(() => 'blob:thumb');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    api.getTicket.mockResolvedValue(
      aDetail({
        messages: [
          aMessage({
            attachments: [
              { id: 51, name: 'screenshot.png', contentType: 'image/png', size: 2048 },
              { id: 52, name: 'receipt.pdf', contentType: 'application/pdf', size: 1258291 },
            ],
          }),
        ],
      }),
    );
    api.downloadAttachment.mockImplementation((_t, id, name) => Promise.resolve({ blob: new Blob(['x']), fileName: name + String(id) }));
    render();
    const thumb = await screen.findByRole('img', { name: 'screenshot.png' });
    expect(thumb).toHaveAttribute('src', 'blob:thumb');
    expect(api.downloadAttachment).toHaveBeenCalledWith(7, 51, 'screenshot.png');
    expect(api.downloadAttachment).not.toHaveBeenCalledWith(7, 52, 'receipt.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Download receipt.pdf (PDF, 1.2 MB)' }));
    await waitFor(() => expect(api.downloadAttachment).toHaveBeenCalledWith(7, 52, 'receipt.pdf'));
  });

  it("shows another learner's ticket as not found", async () => {
    api.getTicket.mockRejectedValue(new ApiError({ status: 404, code: 'NOT_FOUND', message: 'no' }));
    render(99);
    expect(await screen.findByRole('heading', { name: 'Ticket not found' })).toBeInTheDocument();
  });
});
