import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import * as peopleApi from '../../api/peopleApi';
import { ApiError } from '../../api/apiError';
import type { InstructorProfile, PublicInstructor } from '../../../shared/schemas/people';
import { aCustomer } from '../../testing/fixtures';
import { aCourseSummary } from '../../testing/courseFixtures';
import { LocationProbe, renderWithProviders } from '../../testing/renderWithProviders';
import { NavigatorBridge } from '../../app/NavigatorBridge';
import { RequireAuth } from '../auth/RequireAuth';
import { saveSession } from '../auth/session';
import { initialAuthState } from '../auth/authSlice';
import DeleteAccountPage from './DeleteAccountPage';
import InstructorEditProfilePage, { isHttpsLink } from './InstructorEditProfilePage';
import PublicInstructorPage from './PublicInstructorPage';
import SettingsPage from './SettingsPage';

jest.mock('../../api/peopleApi');
jest.mock('../../api/socialApi', () => ({ getSocialAccounts: jest.fn() }));

const signedIn = (role: 'student' | 'instructor' = 'student') => ({
  auth: { ...initialAuthState, status: 'success' as const, user: aCustomer({ username: 'somchai', role, lang: 'en', country: 999 }), initialized: true },
});

const aPublicInstructor = (overrides: Partial<PublicInstructor> = {}): PublicInstructor => ({
  username: 'somchai',
  fullName: 'Somchai Dee',
  profileImage: null,
  headline: { text: 'ครูสอนการลงทุน', lang: 'th' },
  bio: { text: 'I teach investing.', lang: 'en' },
  links: { website: 'https://somchai.example', linkedin: 'https://linkedin.com/in/somchai' },
  courses: [aCourseSummary({ id: 1, slug: 'invest-101', title: 'Investing 101' }), aCourseSummary({ id: 2, slug: 'invest-201', title: 'Investing 201' })],
  totals: { students: 1234, courses: 2, rating: 4.56, ratingCount: 10 },
  ...overrides,
});

beforeEach(() => jest.resetAllMocks());

describe('PublicInstructorPage', () => {
  const render = () =>
    renderWithProviders(
      <Routes>
        <Route path="/instructors/:username" element={<PublicInstructorPage notFound={<p>Not found page</p>} />} />
      </Routes>,
      { route: '/instructors/somchai', runSagas: true },
    );

  it('shows the profile with each text marked with its language, totals, links and course cards', async () => {
    jest.mocked(peopleApi.getPublicInstructor).mockResolvedValue(aPublicInstructor());
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Somchai Dee' })).toBeInTheDocument();
    expect(peopleApi.getPublicInstructor).toHaveBeenCalledWith('somchai', 'en');
    expect(screen.getByTestId('instructor-headline')).toHaveAttribute('lang', 'th');
    expect(screen.getByTestId('instructor-bio')).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('instructor-students')).toHaveTextContent('1,234');
    expect(screen.getByTestId('instructor-rating')).toHaveTextContent('4.6');
    const links = screen.getByRole('list', { name: 'Links' });
    expect(within(links).getByRole('link', { name: /Website/ })).toHaveAttribute('href', 'https://somchai.example');
    expect(within(links).getByRole('link', { name: /LinkedIn profile/ })).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('heading', { name: 'Investing 101' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Investing 201' })).toBeInTheDocument();
  });

  it('says so when there are no courses and no biography', async () => {
    jest.mocked(peopleApi.getPublicInstructor).mockResolvedValue(aPublicInstructor({ courses: [], bio: null, headline: null, links: {}, totals: { students: 0, courses: 0, rating: 0, ratingCount: 0 } }));
    render();
    expect(await screen.findByText('No published courses yet.')).toBeInTheDocument();
    expect(screen.getByText('This instructor has not written a biography yet.')).toBeInTheDocument();
    expect(screen.getByTestId('instructor-rating')).toHaveTextContent('–');
  });

  it('shows the 404 page for an unknown instructor', async () => {
    jest.mocked(peopleApi.getPublicInstructor).mockRejectedValue(new ApiError({ status: 404, code: 'INSTRUCTOR_NOT_FOUND', message: 'no' }));
    render();
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
  });

  it('offers a retry after another failure', async () => {
    jest.mocked(peopleApi.getPublicInstructor).mockRejectedValueOnce(new ApiError({ status: 0, code: 'NETWORK', message: 'offline' })).mockResolvedValue(aPublicInstructor());
    render();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Somchai Dee' })).toBeInTheDocument();
  });
});

describe('SettingsPage', () => {
  it('loads the settings, saves a changed toggle and shows that it was saved', async () => {
    jest.mocked(peopleApi.getSettings).mockResolvedValue({ notifications: { courseAnnouncements: true, reviewReplies: true, marketing: false }, lang: 'en', country: 999 });
    jest.mocked(peopleApi.updateSettings).mockResolvedValue({ notifications: { courseAnnouncements: true, reviewReplies: true, marketing: true }, lang: 'en', country: 999 });
    renderWithProviders(<SettingsPage />, { preloadedState: signedIn(), runSagas: true });
    expect(screen.getByTestId('settings-loading')).toBeInTheDocument();
    const user = userEvent.setup();
    const marketing = await screen.findByRole('switch', { name: 'Offers and recommendations' });
    expect(marketing).not.toBeChecked();
    await user.click(marketing);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your settings were saved.')).toBeInTheDocument();
    expect(peopleApi.updateSettings).toHaveBeenCalledWith({ notifications: { courseAnnouncements: true, reviewReplies: true, marketing: true }, lang: 'en', country: 999 });
  });

  it('shows a load failure with a retry', async () => {
    jest.mocked(peopleApi.getSettings).mockRejectedValue(new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'x' }));
    renderWithProviders(<SettingsPage />, { preloadedState: signedIn(), runSagas: true });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('DeleteAccountPage', () => {
  it('explains what happens and asks for the password before calling the server', async () => {
    renderWithProviders(<DeleteAccountPage />, { preloadedState: signedIn(), runSagas: true });
    expect(screen.getByTestId('delete-consequences')).toHaveTextContent('Your reviews stay on the courses');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
    expect(peopleApi.deleteAccount).not.toHaveBeenCalled();
  });

  it('shows a refusal with the courses to unpublish and a link to my courses', async () => {
    jest.mocked(peopleApi.deleteAccount).mockRejectedValue(
      new ApiError({
        status: 409,
        code: 'ACCOUNT_DELETION_BLOCKED',
        message: 'blocked',
        problem: { reasons: ['published_courses'], courses: [{ id: 3, slug: 'thai-1', title: 'Thai for travellers', students: 4 }] },
      }),
    );
    renderWithProviders(<DeleteAccountPage />, { preloadedState: signedIn('instructor'), runSagas: true });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Current password/), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    const refusal = await screen.findByTestId('delete-refused');
    expect(within(refusal).getByRole('link', { name: 'Thai for travellers' })).toHaveAttribute('href', '/courses/thai-1');
    expect(refusal).toHaveTextContent('4 students');
    expect(within(refusal).getByRole('link', { name: 'Go to my courses' })).toHaveAttribute('href', '/instructor/courses');
    expect(peopleApi.deleteAccount).toHaveBeenCalledWith({ password: 'my-password' });
  });

  it('deleted: signed out and on the home page (not the log-in page) with the message', async () => {
    saveSession({ accessToken: 'token-1', expiresAt: new Date(Date.now() + 60_000).toISOString() });
    jest.mocked(peopleApi.deleteAccount).mockResolvedValue(undefined);
    const { store } = renderWithProviders(
      <>
        <NavigatorBridge />
        <Routes>
          <Route path="/student/delete-profile" element={<RequireAuth><DeleteAccountPage /></RequireAuth>} />
          <Route path="*" element={<p>Some other page</p>} />
        </Routes>
        <LocationProbe />
      </>,
      { preloadedState: signedIn(), runSagas: true, route: '/student/delete-profile' },
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Current password/), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(store.getState().auth.user).toBeNull());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/);
    expect(screen.getByText('Some other page')).toBeInTheDocument();
    expect(store.getState().ui.error).toEqual({ key: 'PEOPLE.DELETE.DONE' });
  });

  it('shows a wrong password by the field', async () => {
    jest.mocked(peopleApi.deleteAccount).mockRejectedValue(new ApiError({ status: 400, code: 'AUTH_WRONG_PASSWORD', message: 'wrong' }));
    renderWithProviders(<DeleteAccountPage />, { preloadedState: signedIn(), runSagas: true });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Current password/), 'not-it');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('The current password is incorrect.')).toBeInTheDocument();
  });
});

describe('InstructorEditProfilePage', () => {
  const profile: InstructorProfile = { headline: { th: 'ครู', en: 'Teacher' }, bio: {}, links: { website: 'https://me.example' }, profileImage: null, username: 'somchai' };

  it('edits a headline per language in tabs, each field marked with its language, and saves', async () => {
    jest.mocked(peopleApi.getInstructorProfile).mockResolvedValue(profile);
    jest.mocked(peopleApi.updateInstructorProfile).mockImplementation(async (update) => ({ ...profile, ...update }));
    renderWithProviders(<InstructorEditProfilePage accountFields={<p>Account fields</p>} />, { preloadedState: signedIn('instructor'), runSagas: true });
    const user = userEvent.setup();
    const headline = await screen.findByRole('textbox', { name: 'Headline' });
    expect(headline).toHaveAttribute('lang', 'en');
    expect(headline).toHaveValue('Teacher');
    expect(screen.getByRole('link', { name: 'View public page' })).toHaveAttribute('href', '/instructors/somchai');
    expect(screen.getByText('Account fields')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Tiếng Việt/ }));
    const vi = screen.getByRole('textbox', { name: 'Headline' });
    expect(vi).toHaveAttribute('lang', 'vi');
    await user.type(vi, 'Giảng viên');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your instructor profile was saved.')).toBeInTheDocument();
    expect(jest.mocked(peopleApi.updateInstructorProfile).mock.calls[0]![0].headline).toEqual({ th: 'ครู', en: 'Teacher', vi: 'Giảng viên', tl: '' });
  });

  it('refuses a link that is not https before calling the server', async () => {
    jest.mocked(peopleApi.getInstructorProfile).mockResolvedValue(profile);
    renderWithProviders(<InstructorEditProfilePage />, { preloadedState: signedIn('instructor'), runSagas: true });
    const user = userEvent.setup();
    const youtube = await screen.findByRole('textbox', { name: 'YouTube' });
    await user.type(youtube, 'http://youtube.com/me');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(youtube).toHaveAttribute('aria-invalid', 'true');
    expect(peopleApi.updateInstructorProfile).not.toHaveBeenCalled();
  });

  it('isHttpsLink accepts https addresses only', () => {
    expect(isHttpsLink('https://example.com/a')).toBe(true);
    expect(isHttpsLink('http://example.com')).toBe(false);
    expect(isHttpsLink('javascript:alert(1)')).toBe(false);
    expect(isHttpsLink('https://u:p@example.com')).toBe(false);
  });
});
