// The learner's support page with the API mocked: the list, the empty state, a new ticket (required
// fields, the About select, attachments checked before and uploaded one by one) and its submission.
import { studentPaths } from '../../app/areaPaths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/apiError';
import * as ticketsApi from '../../api/ticketsApi';
import { paths } from '../../app/paths';
import { LocationProbe, renderWithProviders } from '../../testing/renderWithProviders';
import StudentTicketsPage from './StudentTicketsPage';
import { aDetail, aSummary, pageOf, someLinks } from './ticketFixtures';

jest.mock('../../api/ticketsApi');

const api = jest.mocked(ticketsApi);
const render = () =>
  renderWithProviders(
    <>
      <StudentTicketsPage />
      <LocationProbe />
    </>,
    { runSagas: true, route: paths.student.supportTicket() },
  );
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

beforeEach(() => {
  jest.resetAllMocks();
  api.getTicketLinks.mockResolvedValue(someLinks());
});

describe('StudentTicketsPage', () => {
  it('lists the tickets with their status and who replied last', async () => {
    api.listTickets.mockResolvedValue(pageOf([aSummary(), aSummary({ id: 8, number: 'T-000008', subject: 'Certificate name', category: 'certificate', status: 'resolved', lastMessageRole: 'requester' })]));
    render();
    const link = await screen.findByRole('link', { name: 'Payment not received' });
    expect(link).toHaveAttribute('href', studentPaths.ticket(7));
    const row = link.closest('li') as HTMLElement;
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByText(/T-000007 · Payment/)).toBeInTheDocument();
    expect(within(row).getByText(/by Academy team$/)).toBeInTheDocument();
    const other = screen.getByRole('link', { name: 'Certificate name' }).closest('li') as HTMLElement;
    expect(within(other).getByText('Resolved')).toBeInTheDocument();
    expect(within(other).getByText(/by You$/)).toBeInTheDocument();
    expect(api.listTickets).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
  });

  it('offers a new ticket when there is none, checks the required fields, then sends it and opens its thread', async () => {
    api.listTickets.mockResolvedValue(pageOf([]));
    api.openTicket.mockResolvedValue(aDetail({ id: 42 }));
    render();
    expect(await screen.findByText('You have no support tickets yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New ticket' }));
    const form = screen.getByRole('region', { name: 'New ticket' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(within(form).getByText('Write a subject')).toBeInTheDocument();
    expect(within(form).getByText('Choose a category')).toBeInTheDocument();
    expect(within(form).getByText('Write a message')).toBeInTheDocument();
    expect(api.openTicket).not.toHaveBeenCalled();

    await userEvent.type(within(form).getByRole('textbox', { name: /Subject/ }), 'Paid twice');
    await userEvent.click(within(form).getByRole('combobox', { name: /Category/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Refund' }));
    await waitFor(() => expect(within(form).getByRole('combobox', { name: /About/ })).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(within(form).getByRole('combobox', { name: /About/ }));
    expect(screen.getByText('Orders')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Variables · Python basics' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: /^A-1001/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Message/ }), 'I was charged twice.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.openTicket).toHaveBeenCalledWith({ subject: 'Paid twice', category: 'refund', body: 'I was charged twice.', orderId: someLinks().orders[0]?.id, lang: 'en' }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(studentPaths.ticket(42)));
  });

  it('checks attachments as the server does, uploads them, and sends their ids', async () => {
    api.listTickets.mockResolvedValue(pageOf([]));
    let next = 100;
    api.uploadAttachment.mockImplementation((f, onProgress) => {
      onProgress(0.5);
      return Promise.resolve({ id: next++, name: (f as File).name, contentType: (f as File).type, size: (f as File).size });
    });
    api.openTicket.mockResolvedValue(aDetail({ id: 43 }));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'New ticket' }));
    const form = screen.getByRole('region', { name: 'New ticket' });
    const input = within(form).getByLabelText('Attach files');
    expect(input).toHaveAttribute('type', 'file');

    await userEvent.upload(input, [file('notes.txt', 'text/plain'), file('huge.png', 'image/png', 5 * 1024 * 1024 + 1)], { applyAccept: false });
    expect(within(form).getByText('notes.txt: only images (JPEG, PNG, WebP) and PDF files can be attached.')).toBeInTheDocument();
    expect(within(form).getByText('huge.png is larger than 5 MB.')).toBeInTheDocument();
    expect(api.uploadAttachment).not.toHaveBeenCalled();

    await userEvent.upload(input, ['a.png', 'b.jpg', 'c.pdf', 'd.webp', 'e.png', 'f.png'].map((n) => file(n, n.endsWith('.pdf') ? 'application/pdf' : n.endsWith('.jpg') ? 'image/jpeg' : n.endsWith('.webp') ? 'image/webp' : 'image/png')));
    expect(within(form).getByText('f.png was not added: at most 5 files per message.')).toBeInTheDocument();
    await waitFor(() => expect(api.uploadAttachment).toHaveBeenCalledTimes(5));
    await waitFor(() => expect(within(form).getAllByText('Uploaded')).toHaveLength(5));
    expect(input).toBeDisabled();

    await userEvent.click(within(form).getByRole('button', { name: 'Remove b.jpg' }));
    expect(input).not.toBeDisabled();

    await userEvent.type(within(form).getByRole('textbox', { name: /Subject/ }), 'Screenshot');
    await userEvent.click(within(form).getByRole('combobox', { name: /Category/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Payment' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Message/ }), 'See the screenshots.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.openTicket).toHaveBeenCalledWith({ subject: 'Screenshot', category: 'payment', body: 'See the screenshots.', attachmentIds: [100, 102, 103, 104], lang: 'en' }));
  });

  it("says the server's refusal in words and keeps what was typed", async () => {
    api.listTickets.mockResolvedValue(pageOf([aSummary()]));
    api.openTicket.mockRejectedValue(new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'slow down' }));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'New ticket' }));
    const form = screen.getByRole('region', { name: 'New ticket' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Subject/ }), 'Again');
    await userEvent.click(within(form).getByRole('combobox', { name: /Category/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Other' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Message/ }), 'Hello');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByRole('alert')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Message/ })).toHaveValue('Hello');
  });

  it('shows a failed read with a retry', async () => {
    api.listTickets.mockRejectedValueOnce(new ApiError({ status: 0, code: 'NETWORK', message: 'down' })).mockResolvedValue(pageOf([]));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no support tickets yet')).toBeInTheDocument();
  });
});
