// The settings page with the API mocked: groups with defaults beside the values, validation at the
// field, only the changed keys sent with the version, the confirm for money, the saved message, a
// version conflict (the page reads the settings again) and the server's refusal of a value.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSettings, SettingsValues } from '../../../shared/schemas/adminSettings';
import * as adminSettingsApi from '../../api/adminSettingsApi';
import { ApiError } from '../../api/apiError';
import { renderWithProviders } from '../../testing/renderWithProviders';
import AdminSettingsPage from './AdminSettingsPage';
import { fromForm, toForm } from './settingsForm';

jest.mock('../../api/adminSettingsApi');
const api = jest.mocked(adminSettingsApi);

const defaults: SettingsValues = {
  instructorSharePercent: { organic: 70, instructor: 97, affiliate: 70 },
  affiliateCommissionPercent: 20,
  refundWindowDays: 14,
  earningsHoldSeconds: 30 * 86_400,
  payoutMinimumMinor: { USD: 1000, THB: 35000, PHP: 56000, VND: 250000 },
  taxRateBasisPoints: { '999': 0, '174': 700, '138': 1200, '193': 1000 },
  contactEmail: 'contact@academy.local',
  liveChatUrl: '/chat/academy-chat.js',
  affiliateProgrammeEnabled: true,
  socialSignInEnabled: true,
  instructorApplicationsOpen: true,
};
const settings = (version = 3, values: Partial<SettingsValues> = {}): AdminSettings => ({ version, values: { ...defaults, ...values }, defaults, updatedAt: {} });
const render = () => renderWithProviders(<AdminSettingsPage />, { runSagas: true });
const field = (name: string) => screen.getByRole('textbox', { name });

beforeEach(() => jest.resetAllMocks());

describe('AdminSettingsPage', () => {
  it('shows the groups with each default, and saves a plain change at once with the version (only what changed)', async () => {
    api.getAdminSettings.mockResolvedValue(settings(3, { refundWindowDays: 10 }));
    api.saveAdminSettings.mockResolvedValue(settings(4, { refundWindowDays: 10, contactEmail: 'help@academy.test' }));
    render();
    for (const group of ['Money', 'Payouts', 'Tax', 'Contact', 'Features']) expect(await screen.findByRole('heading', { name: group })).toBeInTheDocument();
    expect(field('Refund window (days)')).toHaveValue('10');
    expect(screen.getByText('Default: 14 days')).toBeInTheDocument();
    expect(field('Minimum payout in baht')).toHaveValue('350.00');
    expect(field('VAT: Thailand (%)')).toHaveValue('7');
    expect(screen.getByRole('switch', { name: 'Affiliate programme open' })).toBeChecked();

    await userEvent.clear(field('Contact e-mail (where the contact form\'s messages go)'));
    await userEvent.type(field('Contact e-mail (where the contact form\'s messages go)'), 'help@academy.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.saveAdminSettings).toHaveBeenCalledWith({ contactEmail: 'help@academy.test' }, 3));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Settings saved. They apply at once.')).toBeInTheDocument();
  });

  it('asks to confirm a change that moves money; Cancel sends nothing, Save changes sends it', async () => {
    api.getAdminSettings.mockResolvedValue(settings());
    api.saveAdminSettings.mockResolvedValue(settings(4, { payoutMinimumMinor: { ...defaults.payoutMinimumMinor, THB: 50000 }, taxRateBasisPoints: { ...defaults.taxRateBasisPoints, '174': 750 } }));
    render();
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Minimum payout in baht' }));
    await userEvent.type(field('Minimum payout in baht'), '500');
    await userEvent.clear(field('VAT: Thailand (%)'));
    await userEvent.type(field('VAT: Thailand (%)'), '7.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    let dialog = screen.getByRole('dialog', { name: 'Change how money is handled?' });
    expect(within(dialog).getByText(/payout minimums, tax rates/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.saveAdminSettings).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    dialog = screen.getByRole('dialog', { name: 'Change how money is handled?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.saveAdminSettings).toHaveBeenCalledWith({ payoutMinimumMinor: { ...defaults.payoutMinimumMinor, THB: 50000 }, taxRateBasisPoints: { ...defaults.taxRateBasisPoints, '174': 750 } }, 3),
    );
    expect(await screen.findByText('Settings saved. They apply at once.')).toBeInTheDocument();
  });

  it('checks the values before sending, and says when nothing changed', async () => {
    api.getAdminSettings.mockResolvedValue(settings());
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(screen.getByText('Nothing to save: no setting changed.')).toBeInTheDocument();
    await userEvent.clear(field('Affiliate commission (%)'));
    await userEvent.type(field('Affiliate commission (%)'), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(field('Affiliate commission (%)')).toHaveAccessibleDescription('Enter a whole number from 0 to 100.');
    expect(api.saveAdminSettings).not.toHaveBeenCalled();
  });

  it('someone saved meanwhile (409): says so and shows the settings as they are now', async () => {
    api.getAdminSettings.mockResolvedValueOnce(settings(3)).mockResolvedValue(settings(5, { contactEmail: 'other@academy.test' }));
    api.saveAdminSettings.mockRejectedValue(new ApiError({ status: 409, code: 'VERSION_CONFLICT', message: 'stale' }));
    render();
    await userEvent.click(await screen.findByRole('switch', { name: 'Social sign-in buttons shown' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.saveAdminSettings).toHaveBeenCalledWith({ socialSignInEnabled: false }, 3));
    expect(await screen.findByText(/Someone else saved the settings meanwhile/)).toBeInTheDocument();
    await waitFor(() => expect(field('Contact e-mail (where the contact form\'s messages go)')).toHaveValue('other@academy.test'));
    expect(screen.getByRole('switch', { name: 'Social sign-in buttons shown' })).toBeChecked();
  });

  it('a value the server refuses is marked at its field', async () => {
    api.getAdminSettings.mockResolvedValue(settings());
    api.saveAdminSettings.mockRejectedValue(new ApiError({ status: 400, code: 'SETTING_INVALID', message: 'bad', fieldErrors: [{ path: 'body.liveChatUrl', message: 'must match pattern' }] }));
    render();
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Live-chat script address (empty: no live chat)' }));
    await userEvent.type(field('Live-chat script address (empty: no live chat)'), 'https://chat.example.com/x.js');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText("A setting's value is not valid; check the marked field.")).toBeInTheDocument();
    expect(field('Live-chat script address (empty: no live chat)')).toHaveAccessibleDescription('The server refused this value; check it.');
  });
});

describe('settings form', () => {
  it('reads back what it shows, in the stored units', () => {
    const form = toForm(defaults);
    expect(form['earningsHoldSeconds']).toBe('30');
    expect(fromForm({ ...form, earningsHoldSeconds: '0.5', 'payoutMinimumMinor.VND': '300000', 'taxRateBasisPoints.138': '12.25', liveChatUrl: '' }, defaults)).toEqual({
      values: { ...defaults, earningsHoldSeconds: 43_200, payoutMinimumMinor: { ...defaults.payoutMinimumMinor, VND: 300000 }, taxRateBasisPoints: { ...defaults.taxRateBasisPoints, '138': 1225 }, liveChatUrl: null },
      errors: {},
    });
    expect(fromForm({ ...form, 'payoutMinimumMinor.VND': '1.5', liveChatUrl: 'http://x', refundWindowDays: '400' }, defaults).errors).toEqual({
      'payoutMinimumMinor.VND': 'ADMIN_SETTINGS.ERROR_AMOUNT',
      liveChatUrl: 'ADMIN_SETTINGS.ERROR_URL',
      refundWindowDays: 'ADMIN_SETTINGS.ERROR_DAYS',
    });
  });
});
