// The student's "teach" page against a real store and sagas, with the API mocked.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InstructorApplication } from '../../../shared/schemas/studio';
import { ApiError } from '../../api/apiError';
import * as applicationsApi from '../../api/instructorApplicationsApi';
import * as authApi from '../../api/authApi';
import { initialAuthState } from '../auth/authSlice';
import { aCustomer, anAuthResponse } from '../../testing/fixtures';
import { clearSession, saveSession } from '../auth/session';
import { renderWithProviders } from '../../testing/renderWithProviders';
import TeachPage from './TeachPage';

afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

const BIO = 'I have taught robotics to teenagers for eight years.';
const anApplication = (overrides: Partial<InstructorApplication> = {}): InstructorApplication => ({
  id: 7,
  status: 'pending',
  bio: BIO,
  topics: ['Robotics'],
  reason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  ...overrides,
});
const notFound = () => new ApiError({ status: 404, code: 'INSTRUCTOR_APPLICATION_NOT_FOUND', message: 'none' });

function renderPage(role: 'student' | 'instructor' = 'student') {
  const auth = { ...initialAuthState, status: 'success' as const, user: aCustomer({ role }), initialized: true };
  return renderWithProviders(<TeachPage />, { route: '/student/teach', preloadedState: { auth }, runSagas: true });
}

describe('TeachPage', () => {
  it('without an application: a form that checks the bio and topics, then sends them and shows the pending state', async () => {
    jest.spyOn(applicationsApi, 'mine').mockRejectedValue(notFound());
    const apply = jest.spyOn(applicationsApi, 'apply').mockResolvedValue(anApplication({ topics: ['Robotics', 'Arduino'] }));
    const user = userEvent.setup();
    renderPage();
    const bio = await screen.findByRole('textbox', { name: 'About you' });

    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(screen.getByText('Please write at least 20 characters.')).toBeInTheDocument();
    expect(screen.getByText('Add at least one topic.')).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();

    await user.type(bio, `  ${BIO}  `);
    const topic = screen.getByRole('textbox', { name: 'A topic you would teach' });
    await user.type(topic, 'Robotics{Enter}');
    await user.type(topic, 'robotics{Enter}');
    await user.type(topic, 'Arduino');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getAllByRole('button', { name: /^Remove topic/ })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(apply).toHaveBeenCalledWith({ bio: BIO, topics: ['Robotics', 'Arduino'] }));
    expect(await screen.findByText('Your application is being reviewed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send application' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal, translated', async () => {
    jest.spyOn(applicationsApi, 'mine').mockRejectedValue(notFound());
    jest.spyOn(applicationsApi, 'apply').mockRejectedValue(new ApiError({ status: 409, code: 'INSTRUCTOR_APPLICATION_PENDING', message: 'x' }));
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'About you' }), { target: { value: BIO } });
    fireEvent.change(screen.getByRole('textbox', { name: 'A topic you would teach' }), { target: { value: 'Robotics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('You already have an application to teach waiting for a decision.')).toBeInTheDocument();
  });

  it('a pending application: its state, no form', async () => {
    jest.spyOn(applicationsApi, 'mine').mockResolvedValue(anApplication());
    renderPage();
    expect(await screen.findByText('Your application is being reviewed')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'About you' })).not.toBeInTheDocument();
  });

  it('a rejected application: the reason, and the form to apply again', async () => {
    jest.spyOn(applicationsApi, 'mine').mockResolvedValue(anApplication({ status: 'rejected', reason: 'Tell us which courses you would teach.', decidedAt: '2026-11-21T10:00:00.000Z' }));
    renderPage();
    expect(await screen.findByText('Tell us which courses you would teach.')).toBeInTheDocument();
    expect(screen.getByText(/Your application was not approved/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'About you' })).toBeInTheDocument();
  });

  it('an approved application: the account is loaded again (now an instructor) and the dashboard is one click away', async () => {
    jest.spyOn(applicationsApi, 'mine').mockResolvedValue(anApplication({ status: 'approved', decidedAt: '2026-11-21T10:00:00.000Z' }));
    // A session cookie is needed for the reload to ask the server.
    saveSession(anAuthResponse());
    const me = jest.spyOn(authApi, 'me').mockResolvedValue(aCustomer({ role: 'instructor' }));
    const { store } = renderPage();
    await waitFor(() => expect(store.getState().auth.user?.role).toBe('instructor'));
    expect(me).toHaveBeenCalledTimes(1);
    // Still the approval, now with the instructor's own dashboard.
    expect(await screen.findByText('You are an instructor now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the instructor dashboard' })).toHaveAttribute('href', '/instructor/dashboard');
  });

  it('an instructor who never applied already teaches: no form, the way to the dashboard', async () => {
    jest.spyOn(applicationsApi, 'mine').mockRejectedValue(notFound());
    renderPage('instructor');
    expect(await screen.findByText('Your account can already teach.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the instructor dashboard' })).toHaveAttribute('href', '/instructor/dashboard');
    expect(screen.queryByRole('textbox', { name: 'About you' })).not.toBeInTheDocument();
  });

  it('a failed load: the error and a retry that loads again', async () => {
    const mine = jest.spyOn(applicationsApi, 'mine').mockRejectedValueOnce(new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'x' })).mockResolvedValueOnce(anApplication());
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your application is being reviewed')).toBeInTheDocument();
    expect(mine).toHaveBeenCalledTimes(2);
  });
});
