import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { Sidebar } from './Sidebar';

describe('Sidebar', () => {
  it('highlights the entry of the current route and styles sign-out as danger', () => {
    renderWithProviders(<Sidebar variant="student" />, { route: '/student/bookmark' });
    expect(screen.getByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    const active = screen.getByRole('link', { name: 'Wishlist' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(active).toHaveAttribute('href', '/student/bookmark');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    const signOut = screen.getByRole('link', { name: 'Sign out' });
    expect(signOut).toHaveAttribute('href', '/auth/sign-out');
    expect(signOut).toHaveAttribute('data-danger', 'true');
  });

  it('shows the instructor entries in the instructor area', () => {
    renderWithProviders(<Sidebar variant="instructor" />, { route: '/instructor/earnings' });
    for (const name of ['Dashboard', 'My courses', 'Quizzes', 'Earnings', 'Students', 'Orders', 'Reviews', 'Edit profile', 'Payouts', 'Settings', 'Delete profile', 'Sign out']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Earnings' })).toHaveAttribute('aria-current', 'page');
  });
});
