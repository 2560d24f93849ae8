import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialUiState, selectErrorBanner } from '../features/ui/uiSlice';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ErrorBanner } from './ErrorBanner';

describe('ErrorBanner', () => {
  it('shows the translated key and the server message, and can be dismissed', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ErrorBanner />, {
      preloadedState: { ui: { ...initialUiState, error: { key: 'STUDENT.PROFILE.ERROR_UPDATE_FAILED', message: 'Username taken' } } },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your profile could not be updated: Username taken');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(selectErrorBanner(store.getState())).toBeNull();
  });

  it('renders nothing without an error', () => {
    renderWithProviders(<ErrorBanner />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
