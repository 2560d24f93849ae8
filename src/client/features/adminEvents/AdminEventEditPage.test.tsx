// The event editor with the API mocked: a new seminar with 2 seats saved as published (local times and
// zone sent as typed), the checks before saving, the registrations with the CSV and a message, the
// capacity kept at or above the seats taken, a delete refused, and a conflict saved over.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as adminEventsApi from '../../api/adminEventsApi';
import { ApiError } from '../../api/apiError';
import { saveFile } from '../teaching/saveFile';
import { anAdminEvent, renderEventEditor, someRegistrants } from './adminEventFixtures';

jest.mock('../../api/adminEventsApi');
jest.mock('../../api/filesApi');
jest.mock('../teaching/saveFile');
// TipTap needs a real layout; a plain text area stands in for the rich text editor here.
jest.mock('../studio/RichTextEditor', () => jest.requireActual('../../testing/richTextEditorStandIn'));

const api = jest.mocked(adminEventsApi);

beforeEach(() => jest.resetAllMocks());

describe('AdminEventEditPage: a new event', () => {
  it('creates a published seminar with 2 seats, times as local date-times in the region zone, and a schedule line', async () => {
    const created = anAdminEvent({ id: 42, registeredCount: 0 });
    api.createEvent.mockResolvedValue(created);
    api.getEvent.mockResolvedValue(created);
    api.listRegistrants.mockResolvedValue(someRegistrants({ items: [], registeredCount: 0 }));
    renderEventEditor('new');
    expect(screen.getByRole('heading', { level: 1, name: 'New event' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Seminar');
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Robots for beginners');
    await userEvent.type(screen.getByRole('textbox', { name: 'Venue' }), 'Academy Hall, Bangkok');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Asia/Bangkok');
    fireEvent.change(screen.getByLabelText(/^Starts/), { target: { value: '2030-01-15T09:30' } });
    fireEvent.change(screen.getByLabelText(/^Ends/), { target: { value: '2030-01-15T12:00' } });
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Capacity' }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Add a schedule line' }));
    fireEvent.change(screen.getByLabelText('Time of line 1'), { target: { value: '09:30' } });
    await userEvent.type(screen.getByRole('textbox', { name: 'What happens (line 1)' }), 'Welcome');
    // The Thai tab holds the translation.
    await userEvent.click(screen.getByRole('tab', { name: 'ไทย' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'หุ่นยนต์สำหรับมือใหม่');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('lang', 'th');
    await userEvent.click(screen.getByLabelText('Published'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.createEvent).toHaveBeenCalledTimes(1));
    expect(api.createEvent).toHaveBeenCalledWith({
      kind: 'seminar',
      lang: 'en',
      title: 'Robots for beginners',
      summary: '',
      description: '',
      translations: { th: { title: 'หุ่นยนต์สำหรับมือใหม่' } },
      coverImage: null,
      ctlCountryId: 174,
      place: 'Academy Hall, Bangkok',
      timeZone: 'Asia/Bangkok',
      startsLocal: '2030-01-15T09:30',
      endsLocal: '2030-01-15T12:00',
      capacity: 2,
      schedule: [{ time: '09:30', title: 'Welcome' }],
      isDraft: false,
      publishAt: null,
    });
    // The saved event opens at its own address, saying it was saved.
    expect(await screen.findByText('Saved and published.')).toBeInTheDocument();
    expect(api.getEvent).toHaveBeenCalledWith(42);
    expect(await screen.findByTestId('registration-count')).toHaveTextContent('0 of 2 registered');
  });

  it('says what is missing before saving and sends nothing', async () => {
    renderEventEditor('new');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText("Write a title in the event's language.")).toBeInTheDocument();
    expect(screen.getByText('Choose when the event starts.')).toBeInTheDocument();
    expect(screen.getByText(/The capacity is a whole number/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Starts/), { target: { value: '2030-01-15T09:30' } });
    fireEvent.change(screen.getByLabelText(/^Ends/), { target: { value: '2030-01-15T08:00' } });
    expect(screen.getByText('Choose when it ends: not before the start.')).toBeInTheDocument();
    expect(api.createEvent).not.toHaveBeenCalled();
  });
});

describe('AdminEventEditPage: a saved event', () => {
  it('shows its registrations, downloads the CSV and messages the registrants', async () => {
    api.getEvent.mockResolvedValue(anAdminEvent());
    api.listRegistrants.mockResolvedValue(someRegistrants());
    api.downloadRegistrantsCsv.mockResolvedValue({ blob: new Blob(['x']), fileName: 'event-robots-registrations.csv' });
    api.messageRegistrants.mockResolvedValue({ recipients: 2, messagesLeft: 2 });
    renderEventEditor(7);
    expect(await screen.findByRole('heading', { level: 1, name: 'Robots for beginners' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Robots for beginners');
    expect(screen.getByLabelText(/^Starts/)).toHaveValue('2030-01-15T09:30');
    const panel = screen.getByRole('region', { name: 'Registrations' });
    expect(within(panel).getByTestId('registration-count')).toHaveTextContent('2 of 2 registered');
    const people = await within(panel).findAllByTestId('registrant');
    expect(people.map((p) => within(p).getByText(/@example.com/).textContent)).toEqual(['somchai@example.com', 'maria@example.com']);

    await userEvent.click(within(panel).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'event-robots-registrations.csv'));
    expect(api.downloadRegistrantsCsv).toHaveBeenCalledWith(7);

    await userEvent.click(within(panel).getByRole('button', { name: 'Message registrants' }));
    const dialog = screen.getByRole('dialog', { name: 'Message registrants' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(api.messageRegistrants).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Room change');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'We moved to room 2.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.messageRegistrants).toHaveBeenCalledWith(7, { subject: 'Room change', body: 'We moved to room 2.' }));
    expect(await screen.findByText('Message sent to 2 registrants.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the capacity at or above the seats taken, and says why a delete is refused', async () => {
    api.getEvent.mockResolvedValue(anAdminEvent());
    api.listRegistrants.mockResolvedValue(someRegistrants());
    api.deleteEvent.mockRejectedValue(new ApiError({ status: 409, code: 'EVENT_HAS_REGISTRATIONS', message: 'x' }));
    renderEventEditor(7);
    const capacity = await screen.findByRole('spinbutton', { name: 'Capacity' });
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(/not below the 2 people registered/)).toBeInTheDocument();
    expect(api.updateEvent).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this event?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(/People are registered for this event/)).toBeInTheDocument();
    expect(api.deleteEvent).toHaveBeenCalledWith(7);
  });

  it('saves with its version; after a conflict, saves over the version stored now when asked', async () => {
    const event = anAdminEvent({ registeredCount: 0 });
    api.getEvent.mockResolvedValueOnce(event).mockResolvedValueOnce({ ...event, version: event.version + 5 });
    api.listRegistrants.mockResolvedValue(someRegistrants({ items: [], registeredCount: 0 }));
    api.updateEvent
      .mockRejectedValueOnce(new ApiError({ status: 409, code: 'VERSION_CONFLICT', message: 'x' }))
      .mockResolvedValueOnce({ ...event, title: 'Robots, second edition', version: event.version + 6 });
    renderEventEditor(7);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Robots, second edition');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/This event changed since you opened it/)).toBeInTheDocument();
    expect(api.updateEvent).toHaveBeenLastCalledWith(7, expect.objectContaining({ title: 'Robots, second edition' }), event.version);
    await userEvent.click(screen.getByRole('button', { name: 'Save mine anyway' }));
    await waitFor(() => expect(api.updateEvent).toHaveBeenLastCalledWith(7, expect.objectContaining({ title: 'Robots, second edition' }), event.version + 5));
    expect(await screen.findByText('Saved and published.')).toBeInTheDocument();
  });
});
