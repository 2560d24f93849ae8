import { screen } from '@testing-library/react';
import { initialAuthState } from '../features/auth/authSlice';
import { aCustomer } from '../testing/fixtures';
import { LocationProbe, renderWithProviders } from '../testing/renderWithProviders';
import { AppRoutes } from './router';

function renderAt(route: string, auth = { ...initialAuthState, initialized: true }) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { route, preloadedState: { auth } },
  );
}

describe('routes', () => {
  it('shows the 404 page for an unknown path', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Error 404' })).toBeInTheDocument();
    expect(screen.getByText('Oh no, something went wrong!')).toBeInTheDocument();
    expect(screen.getByText("Either something went wrong or this page doesn't exist anymore.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me to Homepage' })).toHaveAttribute('href', '/');
  });

  it('redirects the empty path to /home', async () => {
    renderAt('/');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/home$/);
  });

  it('redirects /sign-in to the log-in page keeping the query', async () => {
    renderAt('/sign-in?returnUrl=%2Fstudent%2Fdashboard');
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth/log-in?returnUrl=%2Fstudent%2Fdashboard');
  });

  it('sends a signed-out visitor of /student to the log-in page with returnUrl', async () => {
    renderAt('/student/certificates?tab=2');
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth/log-in?returnUrl=%2Fstudent%2Fcertificates%3Ftab%3D2');
  });

  it('waits for the initial current-user check before deciding', () => {
    renderAt('/student/dashboard', { ...initialAuthState, initialized: false });
    expect(screen.getByTestId('location')).toHaveTextContent('/student/dashboard');
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('lets a signed-in student into the account area', async () => {
    renderAt('/student/dashboard', { ...initialAuthState, status: 'success', user: aCustomer({ username: 'mai' }), initialized: true });
    expect(await screen.findByRole('heading', { name: 'Hello, mai!' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/student/dashboard');
  });
});
