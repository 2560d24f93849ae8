import { fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { aRuntimeConfig } from '../testing/fixtures';
import { renderWithProviders } from '../testing/renderWithProviders';
import { paths } from '../app/paths';
import { adminPaths, studentPaths } from '../app/areaPaths';
import { AccountLayout } from './AccountLayout';
import { AuthLayout } from './AuthLayout';
import { PublicLayout } from './PublicLayout';

// Every layout of the SPA: the public pages, the account areas (student, instructor, admin: orders,
// receipts, payment info) and the sign-in pages.
const LAYOUTS: [string, ComponentType, () => string][] = [
  ['public', PublicLayout, () => paths.courses()],
  ['student payment info', AccountLayout, () => paths.student.paymentInfo()],
  ['student receipt', AccountLayout, () => studentPaths.orderReceipt('A-1')],
  ['instructor', AccountLayout, () => paths.instructor.orders()],
  ['admin', AccountLayout, () => adminPaths.payments()],
  ['auth', AuthLayout, () => paths.logIn()],
];

function renderLayout(Layout: ComponentType, route: string, testMode: boolean | null) {
  const config = testMode === null ? null : aRuntimeConfig({ payments: { testMode, methods: ['test'] } });
  return renderWithProviders(<Layout />, { route, preloadedState: { config: { status: config ? 'succeeded' : 'idle', key: null, data: config, error: null } } });
}

describe.each(LAYOUTS)('the "test payments" ribbon on the %s layout', (_name, Layout, route) => {
  it('shows while the test provider is on, closes, and comes back with the next load', async () => {
    const first = renderLayout(Layout, route(), true);
    const ribbon = await screen.findByTestId('test-payments-ribbon');
    expect(ribbon).toHaveTextContent('no real money is charged');
    expect(ribbon).toHaveAccessibleName('Test payments');
    fireEvent.click(screen.getByRole('button', { name: 'Hide the test payments notice' }));
    expect(screen.queryByTestId('test-payments-ribbon')).not.toBeInTheDocument();
    first.unmount();
    renderLayout(Layout, route(), true);
    expect(await screen.findByTestId('test-payments-ribbon')).toBeInTheDocument();
  });

  it.each([false, null])('is absent when test mode is %s', async (mode) => {
    renderLayout(Layout, route(), mode);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('test-payments-ribbon')).not.toBeInTheDocument();
  });
});
