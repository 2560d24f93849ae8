import { act, fireEvent, screen } from '@testing-library/react';
import { aCustomer } from '../../testing/fixtures';
import { aCourseSummary, anEnrollment, aWishlistItem, pageOf } from '../../testing/courseFixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { initialAuthState } from '../auth/authSlice';
import WishlistPage from '../wishlist/WishlistPage';
import { wishlistActions } from '../wishlist/wishlistSlice';
import { enrollmentsActions } from './enrollmentsSlice';
import StudentDashboard from './StudentDashboard';

const auth = { ...initialAuthState, status: 'success' as const, user: aCustomer({ points: 250 }), initialized: true };

describe('StudentDashboard', () => {
  it('shows the counters and the courses in progress with a way to continue', () => {
    const { store } = renderWithProviders(<StudentDashboard />, { preloadedState: { auth } });
    expect(store.getState().enrollments.status).toBe('loading');
    const done = anEnrollment({ course: aCourseSummary({ id: 2, slug: 'done', title: 'Done course' }), completedAt: '2026-03-01T00:00:00.000Z', completedLessons: 3, progressPercent: 100, certificateCode: 'C1' });
    act(() => {
      store.dispatch(enrollmentsActions.fetchSucceeded(pageOf([anEnrollment(), done])));
    });
    expect(screen.getByTestId('count-enrolled')).toHaveTextContent('2');
    expect(screen.getByTestId('count-in-progress')).toHaveTextContent('1');
    expect(screen.getByTestId('count-completed')).toHaveTextContent('1');
    expect(screen.getByTestId('count-points')).toHaveTextContent('250');
    expect(screen.getAllByTestId('enrollment')).toHaveLength(1);
    // Named by its visible text first (label in name): "Continue", or "Start" for a course not begun.
    expect(screen.getByRole('link', { name: 'Continue React Fundamentals' })).toHaveAttribute('href', '/learn/react-fundamentals/102');
    expect(screen.getByRole('progressbar', { name: 'Progress in React Fundamentals' })).toHaveAttribute('aria-valuenow', '33');
  });

  it('names a course not begun "Start <title>", as it reads "Start"', () => {
    const { store } = renderWithProviders(<StudentDashboard />, { preloadedState: { auth } });
    act(() => {
      store.dispatch(enrollmentsActions.fetchSucceeded(pageOf([anEnrollment({ lastLesson: null, completedLessons: 0, progressPercent: 0 })])));
    });
    const start = screen.getByRole('link', { name: 'Start React Fundamentals' });
    expect(start).toHaveTextContent(/^Start$/);
  });

  it('invites a new student to browse', () => {
    const { store } = renderWithProviders(<StudentDashboard />, { preloadedState: { auth } });
    act(() => {
      store.dispatch(enrollmentsActions.fetchSucceeded(pageOf([])));
    });
    expect(screen.getByText("You haven't started a course yet")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
  });
});

describe('WishlistPage', () => {
  it('lists saved courses with a remove button, and an empty state', () => {
    const { store } = renderWithProviders(<WishlistPage />, { preloadedState: { auth } });
    act(() => {
      store.dispatch(wishlistActions.fetchSucceeded(pageOf([aWishlistItem()])));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove React Fundamentals from the wishlist' }));
    expect(store.getState().wishlist.removing).toEqual([7]);
    act(() => {
      store.dispatch(wishlistActions.removed({ courseId: 7 }));
    });
    expect(screen.getByText('Your wishlist is empty')).toBeInTheDocument();
  });
});
