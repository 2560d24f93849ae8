// The admin's event list with the API mocked: what a row shows, the filters and search sent, the empty state.
import { adminPaths } from '../../app/areaPaths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as adminEventsApi from '../../api/adminEventsApi';
import { renderWithProviders } from '../../testing/renderWithProviders';
import AdminEventsPage from './AdminEventsPage';
import { anAdminEventRow } from './adminEventFixtures';

jest.mock('../../api/adminEventsApi');
const api = jest.mocked(adminEventsApi);

const render = () => renderWithProviders(<AdminEventsPage />, { runSagas: true, preloadedState: { locale: { lang: 'en', country: 174 } } });

beforeEach(() => jest.resetAllMocks());

describe('AdminEventsPage', () => {
  it('lists events with kind, status, time in their zone, region and seats, linking to the editor', async () => {
    api.listEvents.mockResolvedValue({ items: [anAdminEventRow(), anAdminEventRow({ id: 8, title: 'Road trip north', kind: 'road-trip', status: 'draft', registeredCount: 0, capacity: 30 })], total: 2, page: 1, pageSize: 20 });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('admin-event');
    expect(api.listEvents).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
    expect(within(rows[0]!).getByRole('link', { name: 'Robots for beginners' })).toHaveAttribute('href', adminPaths.eventEdit(7));
    expect(within(rows[0]!).getByText('Seminar')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Upcoming')).toBeInTheDocument();
    // 02:30 UTC is 09:30 in Bangkok.
    expect(within(rows[0]!).getByText(/9:30/)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Asia/Bangkok')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Thailand')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1 of 2 registered')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Draft')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Road trip')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New event' })).toHaveAttribute('href', adminPaths.eventEdit('new'));
  });

  it('sends the filters and the search, and says when nothing matches', async () => {
    api.listEvents.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 });
    render();
    expect(await screen.findByText('No events match')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Robo camp');
    await waitFor(() => expect(api.listEvents).toHaveBeenLastCalledWith({ kind: 'robo-camp', page: 1, pageSize: 20 }));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Draft');
    await waitFor(() => expect(api.listEvents).toHaveBeenLastCalledWith({ kind: 'robo-camp', status: 'draft', page: 1, pageSize: 20 }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search title, address or venue' }), 'hall');
    await waitFor(() => expect(api.listEvents).toHaveBeenLastCalledWith({ kind: 'robo-camp', status: 'draft', search: 'hall', page: 1, pageSize: 20 }));
  });
});
