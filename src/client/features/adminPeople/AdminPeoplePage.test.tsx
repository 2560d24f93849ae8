// The admin's People list with the API mocked: the query sent (search after typing pauses, role and
// status filters, pages), the table and its links, empty and failed states.
import { adminPaths } from '../../app/areaPaths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import * as peopleApi from '../../api/adminPeopleApi';
import { ApiError } from '../../api/apiError';
import { LocationProbe, renderWithProviders } from '../../testing/renderWithProviders';
import AdminPeoplePage from './AdminPeoplePage';
import { aPerson, pageOf } from './adminPeopleFixtures';

jest.mock('../../api/adminPeopleApi');
const api = jest.mocked(peopleApi);

const render = (route = adminPaths.people()) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path={adminPaths.people()} element={<AdminPeoplePage />} />
      </Routes>
      <LocationProbe />
    </>,
    { runSagas: true, route, preloadedState: { locale: { lang: 'en', country: 999 } } },
  );

beforeEach(() => jest.resetAllMocks());

describe('AdminPeoplePage', () => {
  it('lists people with role and status, each linking to their page', async () => {
    api.listPeople.mockResolvedValue(
      pageOf([aPerson(), aPerson({ encryptId: 'enc-bo', username: 'bo', firstName: '', lastName: '', email: 'bo@example.com', role: 'instructor', disabled: true, disabledAt: '2026-11-01T00:00:00.000Z' })], 2),
    );
    render();
    const table = await screen.findByRole('table', { name: 'People' });
    expect(api.listPeople).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
    expect(screen.getByText('People found: 2')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', adminPaths.person('enc-ann'));
    expect(within(rows[1]!).getByText('Student')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Active')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: 'bo' })).toHaveAttribute('href', adminPaths.person('enc-bo'));
    expect(within(rows[2]!).getByText('Instructor')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Disabled')).toBeInTheDocument();
  });

  it('searches once typing pauses, and filters by role and status (kept in the address)', async () => {
    api.listPeople.mockResolvedValue(pageOf([aPerson()]));
    render();
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search people' }), 'ann@');
    await waitFor(() => expect(api.listPeople).toHaveBeenLastCalledWith({ search: 'ann@', page: 1, pageSize: 20 }));
    // One call for the page, one for the pause: not one per key.
    expect(api.listPeople).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('location')).toHaveTextContent('search=ann%40');

    await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(screen.getByRole('option', { name: 'Admin' }));
    await waitFor(() => expect(api.listPeople).toHaveBeenLastCalledWith({ search: 'ann@', role: 'admin', page: 1, pageSize: 20 }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Not verified' }));
    await waitFor(() => expect(api.listPeople).toHaveBeenLastCalledWith({ search: 'ann@', role: 'admin', status: 'unverified', page: 1, pageSize: 20 }));
  });

  it('pages through a long list', async () => {
    api.listPeople.mockImplementation(async (q) => pageOf([aPerson({ encryptId: `enc-${q.page}`, firstName: `Page${q.page}` })], 45, q.page));
    render();
    await screen.findByRole('link', { name: 'Page1 Lee' });
    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    expect(await screen.findByRole('link', { name: 'Page2 Lee' })).toBeInTheDocument();
    expect(api.listPeople).toHaveBeenLastCalledWith({ page: 2, pageSize: 20 });
  });

  it('says when no one matches, and offers a retry when the list cannot load', async () => {
    api.listPeople.mockResolvedValueOnce(pageOf([]));
    const first = render(`${adminPaths.people()}?search=zzz`);
    expect(await screen.findByText('No one matches')).toBeInTheDocument();
    expect(api.listPeople).toHaveBeenCalledWith({ search: 'zzz', page: 1, pageSize: 20 });
    expect(screen.getByRole('searchbox', { name: 'Search people' })).toHaveValue('zzz');
    first.unmount();

    api.listPeople.mockRejectedValueOnce(new ApiError({ status: 403, code: 'FORBIDDEN', message: 'no' })).mockResolvedValueOnce(pageOf([aPerson()]));
    render();
    expect(await screen.findByText("You don't have permission to do this.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Ann Lee' })).toBeInTheDocument();
  });
});
