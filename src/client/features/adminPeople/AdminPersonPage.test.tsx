// One person's page with the API mocked: what it shows, and each action (role, disable / enable,
// activation and reset mails, an application's decision) confirmed, sent with the version, and answered.
import { adminPaths, AREA_ROUTES } from '../../app/areaPaths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import * as peopleApi from '../../api/adminPeopleApi';
import { ApiError } from '../../api/apiError';
import * as applicationsApi from '../../api/instructorApplicationsApi';
import { ROUTES } from '../../app/paths';
import { renderWithProviders } from '../../testing/renderWithProviders';
import AdminPersonPage from './AdminPersonPage';
import { aPersonDetail } from './adminPeopleFixtures';

jest.mock('../../api/adminPeopleApi');
jest.mock('../../api/instructorApplicationsApi');
const api = jest.mocked(peopleApi);
const apps = jest.mocked(applicationsApi);

const render = () =>
  renderWithProviders(
    <Routes>
      <Route path={`/${ROUTES.admin}/${AREA_ROUTES.adminPerson}`} element={<AdminPersonPage />} />
    </Routes>,
    { runSagas: true, route: adminPaths.person('enc-ann'), preloadedState: { locale: { lang: 'en', country: 999 } } },
  );
const section = (name: string | RegExp) => screen.getByRole('region', { name });

beforeEach(() => jest.resetAllMocks());

describe('AdminPersonPage', () => {
  it('shows the person, enrolments, orders and sign-in methods', async () => {
    api.getPerson.mockResolvedValue(aPersonDetail());
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Lee' })).toBeInTheDocument();
    expect(api.getPerson).toHaveBeenCalledWith('enc-ann');
    expect(screen.getByText(/@ann\.lee · ann@example\.com/)).toBeInTheDocument();
    const enrolments = section('Enrolments (1)');
    expect(within(enrolments).getByText('ไพธอนเบื้องต้น')).toHaveAttribute('lang', 'th');
    expect(within(enrolments).getByText('3 of 12 lessons')).toBeInTheDocument();
    expect(within(enrolments).getByRole('progressbar', { name: 'Progress in ไพธอนเบื้องต้น' })).toHaveAttribute('aria-valuenow', '25');
    const orders = section('Orders (1)');
    expect(within(orders).getByRole('link', { name: 'AC-2026-0001' })).toHaveAttribute('href', adminPaths.order('order-uuid-1'));
    expect(within(orders).getByText('฿490.00')).toBeInTheDocument();
    const signIn = section('Sign-in methods');
    expect(within(signIn).getByText('Yes')).toBeInTheDocument();
    expect(within(signIn).getByText(/ann@gmail\.example/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All people' })).toHaveAttribute('href', adminPaths.people());
    // A verified address: no activation mail to resend.
    expect(screen.queryByRole('button', { name: 'Resend activation e-mail' })).not.toBeInTheDocument();
  });

  it("lists the person's support tickets with status and last activity, each linked to its admin page", async () => {
    api.getPerson.mockResolvedValue(
      aPersonDetail({
        tickets: [
          { id: 41, subject: 'Certificate has my old name', status: 'open', lastMessageAt: '2026-11-20T10:00:00.000Z' },
          { id: 12, subject: 'Refund for the watercolour course', status: 'resolved', lastMessageAt: '2026-11-01T10:00:00.000Z' },
        ],
      }),
    );
    render();
    const tickets = await screen.findByRole('region', { name: 'Support tickets (2)' });
    const items = within(tickets).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Certificate has my old name' })).toHaveAttribute('href', adminPaths.ticket(41));
    expect(within(items[0]!).getByText('Open')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Last activity/)).toHaveTextContent('20');
    expect(within(items[1]!).getByRole('link', { name: 'Refund for the watercolour course' })).toHaveAttribute('href', adminPaths.ticket(12));
    expect(within(items[1]!).getByText('Resolved')).toBeInTheDocument();
  });

  it('says when the person has opened no ticket', async () => {
    api.getPerson.mockResolvedValue(aPersonDetail({ tickets: [] }));
    render();
    expect(within(await screen.findByRole('region', { name: 'Support tickets (0)' })).getByText('No support tickets.')).toBeInTheDocument();
  });

  it('disables after confirming, with the version; the answer shows; enabling is offered', async () => {
    api.getPerson.mockResolvedValue(aPersonDetail());
    api.updatePerson.mockResolvedValue(aPersonDetail({ version: 1764232700000 }, { disabled: true, disabledAt: '2026-11-27T09:00:00.000Z' }));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Disable account' }));
    const dialog = screen.getByRole('dialog', { name: "Disable Ann Lee's account?" });
    expect(within(dialog).getByText(/signed out everywhere at once/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.updatePerson).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Disable account' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, disable' }));
    await waitFor(() => expect(api.updatePerson).toHaveBeenCalledWith('enc-ann', { disabled: true }, 1764232606123));
    expect(await screen.findByText("Ann Lee's account is disabled and every session has ended.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByText('Disabled').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Enable account' }));
    api.updatePerson.mockResolvedValue(aPersonDetail({ version: 1764232800000 }));
    await userEvent.click(within(screen.getByRole('dialog', { name: "Enable Ann Lee's account?" })).getByRole('button', { name: 'Yes, enable' }));
    await waitFor(() => expect(api.updatePerson).toHaveBeenLastCalledWith('enc-ann', { disabled: false }, 1764232700000));
    expect(await screen.findByText("Ann Lee's account is enabled again.")).toBeInTheDocument();
  });

  it('changes the role after confirming; a refusal or a conflict is said and the person read again', async () => {
    api.getPerson.mockResolvedValue(aPersonDetail());
    api.updatePerson.mockRejectedValueOnce(new ApiError({ status: 409, code: 'PEOPLE_LAST_ADMIN', message: 'last' }));
    render();
    const change = await screen.findByRole('button', { name: 'Change role' });
    expect(change).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(screen.getByRole('option', { name: 'Instructor' }));
    await userEvent.click(change);
    const dialog = screen.getByRole('dialog', { name: 'Make Ann Lee Instructor?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, change role' }));
    await waitFor(() => expect(api.updatePerson).toHaveBeenCalledWith('enc-ann', { role: 'instructor' }, 1764232606123));
    expect(await screen.findByText('This is the last enabled admin. Make someone else an admin first.')).toBeInTheDocument();
    await waitFor(() => expect(api.getPerson).toHaveBeenCalledTimes(2));

    api.updatePerson.mockRejectedValueOnce(new ApiError({ status: 409, code: 'VERSION_CONFLICT', message: 'stale' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change role' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, change role' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(api.getPerson).toHaveBeenCalledTimes(3));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    api.updatePerson.mockResolvedValueOnce(aPersonDetail({}, { role: 'instructor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change role' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, change role' }));
    expect(await screen.findByText('Ann Lee is now Instructor.')).toBeInTheDocument();
  });

  it("locks the admin's own role and account", async () => {
    api.getPerson.mockResolvedValue(aPersonDetail({ isSelf: true }, { role: 'admin' }));
    render();
    expect(await screen.findByText(/This is your own account/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disable account' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change role' })).toBeDisabled();
  });

  it('mails a new activation link or a password reset, and says where', async () => {
    api.getPerson.mockResolvedValue(aPersonDetail({}, { isEmailVerified: false }));
    api.resendActivation.mockResolvedValue({ ok: true, email: 'ann@example.com' });
    api.sendPasswordReset.mockResolvedValue({ ok: true, email: 'ann@example.com' });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Resend activation e-mail' }));
    expect(await screen.findByText('A new activation link was sent to ann@example.com.')).toBeInTheDocument();
    expect(api.resendActivation).toHaveBeenCalledWith('enc-ann');
    await userEvent.click(screen.getByRole('button', { name: 'Send password reset' }));
    expect(await screen.findByText('A password-reset link was sent to ann@example.com.')).toBeInTheDocument();
    expect(api.sendPasswordReset).toHaveBeenCalledWith('enc-ann');
  });

  it('approves a pending application through the applications API, then reads the person again', async () => {
    const pending = { id: 42, status: 'pending' as const, bio: 'I teach Python.', topics: ['Python'], reason: null, createdAt: '2026-11-01T00:00:00.000Z', decidedAt: null };
    api.getPerson.mockResolvedValueOnce(aPersonDetail({ instructorApplication: pending })).mockResolvedValue(aPersonDetail({ instructorApplication: { ...pending, status: 'approved' } }, { role: 'instructor' }));
    apps.approve.mockResolvedValue({ ...pending, status: 'approved', decidedAt: '2026-11-27T00:00:00.000Z' });
    render();
    const application = await screen.findByRole('region', { name: 'Application to teach' });
    expect(within(application).getByText('I teach Python.')).toBeInTheDocument();
    await userEvent.click(within(application).getByRole('button', { name: 'Approve application' }));
    await waitFor(() => expect(apps.approve).toHaveBeenCalledWith(42));
    expect(await screen.findByText('The application was approved: Ann Lee is now an instructor.')).toBeInTheDocument();
    expect(api.getPerson).toHaveBeenCalledTimes(2);
    expect(within(section('Application to teach')).queryByRole('button', { name: 'Approve application' })).not.toBeInTheDocument();
  });

  it('offers a retry when the person cannot be read', async () => {
    api.getPerson.mockRejectedValueOnce(new ApiError({ status: 404, code: 'CUSTOMER_NOT_FOUND', message: 'gone' })).mockResolvedValue(aPersonDetail());
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Lee' })).toBeInTheDocument();
  });
});
