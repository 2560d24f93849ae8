// Scheduling and previewing an event (issue 16), with the API mocked: the publish time sent and shown, the
// scheduled status in the editor and the list, and the preview of the unsaved texts per reader language.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as adminEventsApi from '../../api/adminEventsApi';
import { renderWithProviders } from '../../testing/renderWithProviders';
import AdminEventsPage from './AdminEventsPage';
import { anAdminEvent, anAdminEventRow, renderEventEditor, someRegistrants } from './adminEventFixtures';
import { toLocalInput } from '../../lib/localDateTime';

jest.mock('../../api/adminEventsApi');
jest.mock('../../api/filesApi');
jest.mock('../teaching/saveFile');
jest.mock('../studio/RichTextEditor', () => jest.requireActual('../../testing/richTextEditorStandIn'));

const api = jest.mocked(adminEventsApi);

beforeEach(() => {
  jest.resetAllMocks();
  api.listRegistrants.mockResolvedValue(someRegistrants({ items: [], registeredCount: 0 }));
});

describe('scheduling an event', () => {
  it('sends the publish time typed (browser zone, as ISO) and says the event is scheduled', async () => {
    const event = anAdminEvent({ registeredCount: 0 });
    const later = new Date(Date.now() + 3 * 86_400_000);
    later.setSeconds(0, 0);
    api.getEvent.mockResolvedValue(event);
    api.updateEvent.mockResolvedValue({ ...event, status: 'scheduled', publishedAt: later.toISOString(), version: event.version + 1 });
    renderEventEditor(7);
    const field = await screen.findByLabelText('Publish at (optional)');
    expect(field).toHaveValue('');
    fireEvent.change(field, { target: { value: toLocalInput(later.toISOString()) } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.updateEvent).toHaveBeenCalledTimes(1));
    expect(api.updateEvent.mock.calls[0]![1]).toMatchObject({ isDraft: false, publishAt: later.toISOString() });
    expect(await screen.findByText('Saved. The event is scheduled and goes public by itself at its publish time.')).toBeInTheDocument();
    // The heading line says scheduled and when; no link to a public page that does not show it yet.
    expect(screen.getByText(/^Scheduled · goes public/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View on the site' })).toBeNull();
  });

  it('a scheduled event opens with its publish time; a draft hides the field and sends no time', async () => {
    const at = new Date(Date.now() + 86_400_000).toISOString();
    api.getEvent.mockResolvedValue(anAdminEvent({ status: 'scheduled', publishedAt: at, registeredCount: 0 }));
    api.updateEvent.mockResolvedValue(anAdminEvent({ isDraft: true, status: 'draft', registeredCount: 0 }));
    renderEventEditor(7);
    expect(await screen.findByLabelText('Publish at (optional)')).toHaveValue(toLocalInput(at));
    await userEvent.click(screen.getByLabelText('Published'));
    expect(screen.queryByLabelText('Publish at (optional)')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.updateEvent).toHaveBeenCalledTimes(1));
    expect(api.updateEvent.mock.calls[0]![1]).toMatchObject({ isDraft: true, publishAt: expect.any(String) });
  });

  it('the list shows a scheduled event as Scheduled and offers the status as a filter', async () => {
    api.listEvents.mockResolvedValue({ items: [anAdminEventRow({ status: 'scheduled' })], total: 1, page: 1, pageSize: 20 });
    renderWithProviders(<AdminEventsPage />, { runSagas: true, preloadedState: { locale: { lang: 'en', country: 174 } } });
    const [row] = await screen.findAllByTestId('admin-event');
    expect(within(row!).getByText('Scheduled')).toBeInTheDocument();
    expect(screen.getAllByRole('option', { name: 'Scheduled' }).length).toBeGreaterThan(0);
  });
});

describe('previewing an event', () => {
  it('shows the unsaved texts as the public page would, in the language chosen (the own text where no translation)', async () => {
    api.getEvent.mockResolvedValue(anAdminEvent());
    renderEventEditor(7);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Robots, revised');
    expect(screen.queryByTestId('event-preview')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByTestId('event-preview');
    expect(within(preview).getByRole('heading', { level: 3, name: 'Robots, revised' })).toBeInTheDocument();
    expect(within(preview).getByText(/2030-01-15 09:30 – 2030-01-15 12:00 \(Asia\/Bangkok\) · Academy Hall, Bangkok/)).toBeInTheDocument();
    expect(within(preview).getByText('Bring a laptop.')).toBeInTheDocument();
    expect(within(preview).getByText('Welcome')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Preview for a reader of'), 'ไทย');
    expect(within(preview).getByRole('heading', { level: 3, name: 'หุ่นยนต์สำหรับมือใหม่' })).toBeInTheDocument();
    expect(preview).toHaveAttribute('lang', 'th');
    // No Thai summary: the event's own.
    expect(within(preview).getByText('A morning with robots')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide preview' }));
    expect(screen.queryByTestId('event-preview')).toBeNull();
  });
});
