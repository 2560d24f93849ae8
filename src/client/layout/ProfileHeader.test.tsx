import { screen } from '@testing-library/react';
import { initialAuthState } from '../features/auth/authSlice';
import { aCustomer } from '../testing/fixtures';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ProfileHeader } from './ProfileHeader';

function withUser(overrides: Parameters<typeof aCustomer>[0]) {
  return { auth: { ...initialAuthState, status: 'success' as const, user: aCustomer(overrides), initialized: true } };
}

describe('ProfileHeader', () => {
  it('greets the student and shows the counters and the not-verified badge', () => {
    renderWithProviders(<ProfileHeader variant="student" />, {
      preloadedState: withUser({ username: 'mai', points: 1250, completedCourses: 3, completedLessons: 42, isEmailVerified: false }),
    });
    expect(screen.getByRole('heading', { name: 'Hello, mai!' })).toBeInTheDocument();
    expect(screen.getByTestId('stat-points')).toHaveTextContent('1,250');
    expect(screen.getByTestId('stat-completed-courses')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-completed-lessons')).toHaveTextContent('42');
    expect(screen.getByTestId('email-badge')).toHaveTextContent('Email not verified');
    // The not-verified badge leads to the "verify your e-mail" page (a new activation link).
    expect(screen.getByRole('link', { name: 'Email not verified: Verify your email' })).toHaveAttribute('href', '/auth/activate');
    expect(screen.getByRole('link', { name: 'Go to my courses' })).toHaveAttribute('href', '/student/course-list');
    const input = screen.getByLabelText('Change photo', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(screen.getByRole('img', { name: 'Profile photo of mai' })).toHaveAttribute('src', '/images/default-avatar.svg');
  });

  it('shows the verified badge and the stored photo', () => {
    renderWithProviders(<ProfileHeader variant="student" />, { preloadedState: withUser({ username: 'ann', isEmailVerified: true, profileImage: 'abc.webp' }) });
    expect(screen.getByTestId('email-badge')).toHaveTextContent('Email verified');
    expect(screen.getByTestId('email-badge').tagName).not.toBe('A');
    expect(screen.getByRole('img', { name: 'Profile photo of ann' })).toHaveAttribute('src', '/storage/customer-profile-image/abc.webp');
  });

  it('offers course creation in the instructor variant', () => {
    renderWithProviders(<ProfileHeader variant="instructor" />, { preloadedState: withUser({ role: 'instructor' }) });
    expect(screen.getByRole('link', { name: 'Create a course' })).toHaveAttribute('href', '/instructor/create-course');
  });
});
