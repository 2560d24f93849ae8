// The areas by role: a student at /instructor/* or anyone but an admin at /admin sees the "not for
// your account" page (never the area's shell); the right roles get the area.
import { screen, within } from '@testing-library/react';
import type { Role } from '../../shared/constants';
import { initialAuthState } from '../features/auth/authSlice';
import { aCustomer } from '../testing/fixtures';
import { LocationProbe, renderWithProviders } from '../testing/renderWithProviders';
import { AppRoutes } from './router';

const signedInAs = (role: Role) => ({ ...initialAuthState, status: 'success' as const, user: aCustomer({ role, username: `a.${role}` }), initialized: true });

function renderAt(route: string, role: Role | null) {
  const auth = role ? signedInAs(role) : { ...initialAuthState, initialized: true };
  return renderWithProviders(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { route, preloadedState: { auth } },
  );
}

const notForYou = () => screen.findByRole('heading', { name: 'This page is not for your account' });
const sidebar = () => screen.findAllByRole('navigation', { name: 'My profile' });

describe('the instructor area', () => {
  it('shows a student the "not for your account" page with a way back and a way to apply, never the shell', async () => {
    renderAt('/instructor/dashboard', 'student');
    expect(await notForYou()).toBeInTheDocument();
    expect(screen.getByText(/The instructor area is for instructors/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/student/dashboard');
    expect(screen.getByRole('link', { name: 'Apply to teach' })).toHaveAttribute('href', '/student/teach');
    expect(screen.queryByRole('navigation', { name: 'My profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Students' })).not.toBeInTheDocument();
    // The address stays: signing in as an instructor later shows the page asked for.
    expect(screen.getByTestId('location')).toHaveTextContent('/instructor/dashboard');
  });

  it.each(['/instructor', '/instructor/courses/12/edit', '/instructor/no-such-section'])('guards every path under it (%s)', async (route) => {
    renderAt(route, 'student');
    expect(await notForYou()).toBeInTheDocument();
  });

  it.each(['instructor', 'admin'] as const)('lets an %s into the instructor shell', async (role) => {
    renderAt('/instructor/reviews', role);
    const [nav] = await sidebar();
    expect(within(nav!).getByRole('link', { name: 'Students' })).toHaveAttribute('href', '/instructor/students');
    expect(screen.queryByRole('heading', { name: 'This page is not for your account' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, coming back afterwards', async () => {
    renderAt('/instructor/students', null);
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth/log-in?returnUrl=%2Finstructor%2Fstudents');
  });
});

describe('the admin area', () => {
  it.each(['student', 'instructor'] as const)('is not for the %s role (and offers no application to teach)', async (role) => {
    renderAt('/admin/instructor-applications', role);
    expect(await notForYou()).toBeInTheDocument();
    expect(screen.getByText('The admin area is for the Academy team only.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', role === 'student' ? '/student/dashboard' : '/instructor/dashboard');
    expect(screen.queryByRole('link', { name: 'Apply to teach' })).not.toBeInTheDocument();
  });

  it('shows an admin its overview and sidebar', async () => {
    renderAt('/admin', 'admin');
    expect(await screen.findByRole('heading', { name: 'Admin overview' })).toBeInTheDocument();
    const [nav] = await sidebar();
    expect(within(nav!).getByRole('link', { name: 'Instructor applications' })).toHaveAttribute('href', '/admin/instructor-applications');
    expect(within(nav!).getByRole('link', { name: 'Course reviews' })).toHaveAttribute('href', '/admin/course-reviews');
    expect(within(nav!).getByRole('link', { name: 'Payouts' })).toHaveAttribute('href', '/admin/payouts');
    expect(within(nav!).getByRole('link', { name: 'People' })).toHaveAttribute('href', '/admin/people');
    expect(within(nav!).getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/admin/audit-log');
    expect(within(nav!).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('the student area', () => {
  it('links to applying to teach from the sidebar', async () => {
    renderAt('/student/teach', 'student');
    const [nav] = await sidebar();
    expect(within(nav!).getByRole('link', { name: 'Teach on Academy' })).toHaveAttribute('aria-current', 'page');
  });
});
