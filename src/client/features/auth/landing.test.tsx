// The landing after sign-in by role, where the log-in page decides it itself: a signed-in visitor who
// opens the log-in page goes on at once (to returnUrl when safe, else to their role's landing page).
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Role } from '../../../shared/constants';
import { aCustomer } from '../../testing/fixtures';
import { LocationProbe, renderWithProviders } from '../../testing/renderWithProviders';
import { initialAuthState } from './authSlice';
import LoginPage from './LoginPage';

function renderLogIn(role: Role, search = '') {
  const auth = { ...initialAuthState, status: 'success' as const, user: aCustomer({ role }), initialized: true };
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/auth/log-in" element={<LoginPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: `/auth/log-in${search}`, preloadedState: { auth } },
  );
}

describe('the log-in page, already signed in', () => {
  it.each([
    ['student', '/student/dashboard'],
    ['instructor', '/instructor/dashboard'],
    ['admin', '/admin'],
  ] as const)('sends the %s role without returnUrl to %s', async (role, landing) => {
    renderLogIn(role);
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${landing}$`));
  });

  it('follows a safe returnUrl whatever the role, and ignores an unsafe one', async () => {
    const first = renderLogIn('admin', '?returnUrl=%2Fcourses%3Fsearch%3Dai');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/courses\?search=ai$/);
    first.unmount();
    renderLogIn('instructor', '?returnUrl=%2F%2Fevil.test');
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/instructor\/dashboard$/);
  });
});
