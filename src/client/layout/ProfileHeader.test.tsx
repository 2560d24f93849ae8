import { screen } from '@testing-library/react';
import { initialAuthState } from '../features/auth/authSlice';
import { aCustomer } from '../testing/fixtures';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ProfileHeader } from './ProfileHeader';
import * as peopleApi from '../api/peopleApi';
import { aCourseSummary } from '../testing/courseFixtures';

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

  it('shows the admin variant: a badge, what the console is for, and the support queue instead of learning counters', () => {
    renderWithProviders(<ProfileHeader variant="admin" />, { preloadedState: withUser({ username: 'linh', role: 'admin', points: 70 }) });
    expect(screen.getByTestId('admin-badge')).toHaveTextContent('Admin');
    expect(screen.queryByTestId('stat-points')).not.toBeInTheDocument();
    expect(screen.getByText('You run the academy: people, courses, content, money and support.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Support queue' })).toHaveAttribute('href', '/admin/support');
  });

  it("shows the instructor's own teaching figures (from their public page) instead of a learner's", async () => {
    const get = jest.spyOn(peopleApi, 'getPublicInstructor').mockResolvedValue({
      username: 'kru', fullName: 'Kru', profileImage: null, headline: null, bio: null, links: {},
      courses: [aCourseSummary()], totals: { students: 321, courses: 1, rating: 4.25, ratingCount: 8 },
    });
    renderWithProviders(<ProfileHeader variant="instructor" />, { preloadedState: withUser({ role: 'instructor', username: 'kru', points: 77 }), runSagas: true });
    expect(await screen.findByText('321')).toHaveAttribute('data-testid', 'stat-students');
    expect(screen.getByTestId('stat-courses')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-rating')).toHaveTextContent('4.3');
    expect(screen.queryByTestId('stat-points')).toBeNull();
    expect(get).toHaveBeenCalledWith('kru', 'en');
    get.mockRestore();
  });
});
