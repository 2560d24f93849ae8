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

describe('AdminPeoplePage bulk actions', () => {
  const people = () => [aPerson(), aPerson({ encryptId: 'enc-bo', username: 'bo', firstName: 'Bo', lastName: 'Chen', email: 'bo@example.com' }), aPerson({ encryptId: 'enc-me', username: 'admin', firstName: 'Ada', lastName: 'Admin', role: 'admin' })];

  it('selects rows (or the whole page), confirms with the count, sends the ids and shows each outcome; undo enables the ones done', async () => {
    api.listPeople.mockResolvedValue(pageOf(people()));
    api.bulkPeople
      .mockResolvedValueOnce({
        results: [
          { id: 'enc-ann', outcome: 'done', code: null },
          { id: 'enc-bo', outcome: 'done', code: null },
          { id: 'enc-me', outcome: 'refused', code: 'PEOPLE_SELF_CHANGE' },
        ],
        done: 2,
        unchanged: 0,
        refused: 1,
      })
      .mockResolvedValueOnce({ results: [{ id: 'enc-ann', outcome: 'done', code: null }, { id: 'enc-bo', outcome: 'done', code: null }], done: 2, unchanged: 0, refused: 0 });
    render();
    await screen.findByRole('table', { name: 'People' });
    expect(screen.queryByRole('region', { name: 'Bulk actions on the selected rows' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Ann Lee' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions on the selected rows' });
    expect(within(bar).getByText('Selected: 1')).toBeInTheDocument();
    const all = screen.getByRole('checkbox', { name: 'Select everyone on this page' });
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await userEvent.click(all);
    expect(within(bar).getByText('Selected: 3')).toBeInTheDocument();

    // Cancel sends nothing.
    await userEvent.click(within(bar).getByRole('button', { name: 'Disable selected' }));
    let dialog = screen.getByRole('dialog', { name: 'Disable 3 accounts?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.bulkPeople).not.toHaveBeenCalled();

    await userEvent.click(within(bar).getByRole('button', { name: 'Disable selected' }));
    dialog = screen.getByRole('dialog', { name: 'Disable 3 accounts?' });
    expect(within(dialog).getByText(/signed out everywhere at once/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, disable 3' }));
    await waitFor(() => expect(api.bulkPeople).toHaveBeenCalledWith({ ids: ['enc-ann', 'enc-bo', 'enc-me'], action: 'disable' }));

    const outcome = await screen.findByText('Disabled: 2 · refused: 1');
    const alert = outcome.closest('[role="status"]') as HTMLElement;
    expect(within(alert).getByText(/Ada Admin \(@admin\): You cannot change your own role/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The selection is cleared and the list read again.
    expect(screen.queryByRole('region', { name: 'Bulk actions on the selected rows' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.listPeople).toHaveBeenCalledTimes(2));

    await userEvent.click(within(alert).getByRole('button', { name: 'Undo: enable again' }));
    await waitFor(() => expect(api.bulkPeople).toHaveBeenLastCalledWith({ ids: ['enc-ann', 'enc-bo'], action: 'enable' }));
    expect(await screen.findByText('Enabled: 2')).toBeInTheDocument();
  });

  it('on a phone: a checkbox on each card and one for the page', async () => {
    window.matchMedia = ((query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, onchange: null, dispatchEvent: () => false })) as unknown as typeof window.matchMedia;
    try {
      api.listPeople.mockResolvedValue(pageOf(people()));
      api.bulkPeople.mockResolvedValue({ results: [{ id: 'enc-bo', outcome: 'unchanged', code: null }], done: 0, unchanged: 1, refused: 0 });
      render();
      await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Bo Chen' }));
      expect(screen.getByRole('checkbox', { name: 'Select everyone on this page' })).not.toBeChecked();
      await userEvent.click(screen.getByRole('button', { name: 'Enable selected' }));
      await userEvent.click(within(screen.getByRole('dialog', { name: 'Enable 1 accounts?' })).getByRole('button', { name: 'Yes, enable 1' }));
      expect(await screen.findByText('Enabled: 0 · already so: 1')).toBeInTheDocument();
      expect(api.bulkPeople).toHaveBeenCalledWith({ ids: ['enc-bo'], action: 'enable' });
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('says a refusal of the whole request in the dialog', async () => {
    api.listPeople.mockResolvedValue(pageOf(people()));
    api.bulkPeople.mockRejectedValue(new ApiError({ status: 400, code: 'BULK_TOO_MANY', message: 'Too many' }));
    render();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Bo Chen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Disable selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable 1 accounts?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, disable 1' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('at most 50');
  });
});
