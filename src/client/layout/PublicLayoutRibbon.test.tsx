import { fireEvent, screen } from '@testing-library/react';
import { aRuntimeConfig } from '../testing/fixtures';
import { renderWithProviders } from '../testing/renderWithProviders';
import { PublicLayout } from './PublicLayout';

function renderLayout(testMode: boolean | null) {
  const config = testMode === null ? null : aRuntimeConfig({ payments: { testMode, methods: ['test'] } });
  return renderWithProviders(<PublicLayout />, { preloadedState: { config: { status: config ? 'succeeded' : 'idle', key: null, data: config, error: null } } });
}

describe('the "test payments" ribbon', () => {
  it('shows on public pages while the test provider is on, closes, and comes back with the next load', async () => {
    const first = renderLayout(true);
    const ribbon = await screen.findByTestId('test-payments-ribbon');
    expect(ribbon).toHaveTextContent('no real money is charged');
    expect(ribbon).toHaveAccessibleName('Test payments');
    fireEvent.click(screen.getByRole('button', { name: 'Hide the test payments notice' }));
    expect(screen.queryByTestId('test-payments-ribbon')).not.toBeInTheDocument();
    first.unmount();
    renderLayout(true);
    expect(await screen.findByTestId('test-payments-ribbon')).toBeInTheDocument();
  });

  it.each([false, null])('is absent when test mode is %s', async (mode) => {
    renderLayout(mode);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('test-payments-ribbon')).not.toBeInTheDocument();
  });
});
