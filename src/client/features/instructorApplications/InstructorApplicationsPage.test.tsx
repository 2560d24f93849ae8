// The admin's list of applications against a real store and sagas, with the API mocked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Page } from '../../../shared/schemas/common';
import type { InstructorApplication } from '../../../shared/schemas/studio';
import { ApiError } from '../../api/apiError';
import * as applicationsApi from '../../api/instructorApplicationsApi';
import { initialAuthState } from '../auth/authSlice';
import { aCustomer } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import InstructorApplicationsPage, { APPLICATIONS_PAGE_SIZE } from './InstructorApplicationsPage';

afterEach(() => jest.restoreAllMocks());

const anApplication = (id: number, name: string, overrides: Partial<InstructorApplication> = {}): InstructorApplication => ({
  id,
  status: 'pending',
  bio: `${name} has taught robotics for years.`,
  topics: ['Robotics', 'Arduino'],
  reason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  applicant: { username: name.toLowerCase(), fullName: name, email: `${name.toLowerCase()}@example.com`, profileImage: null },
  ...overrides,
});
const pageOf = (items: InstructorApplication[], total = items.length): Page<InstructorApplication> => ({ items, total, page: 1, pageSize: APPLICATIONS_PAGE_SIZE });

function renderPage() {
  const auth = { ...initialAuthState, status: 'success' as const, user: aCustomer({ role: 'admin' }), initialized: true };
  return renderWithProviders(<InstructorApplicationsPage />, { route: '/admin/instructor-applications', preloadedState: { auth }, runSagas: true });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('InstructorApplicationsPage', () => {
  it('lists the waiting applications with their applicant, and filters by status', async () => {
    const list = jest
      .spyOn(applicationsApi, 'list')
      .mockResolvedValueOnce(pageOf([anApplication(1, 'Ann'), anApplication(2, 'Ben')]))
      .mockResolvedValueOnce(pageOf([anApplication(3, 'Cat', { status: 'rejected', reason: 'Not yet', decidedAt: '2026-11-21T10:00:00.000Z' })]));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Ann' })).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith({ status: 'pending', page: 1, pageSize: APPLICATIONS_PAGE_SIZE });
    expect(within(card('Ann')).getByText('@ann · ann@example.com')).toBeInTheDocument();
    expect(within(card('Ann')).getByText('Arduino')).toBeInTheDocument();
    expect(within(card('Ben')).getByRole('button', { name: 'Approve' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Rejected' }));
    expect(await screen.findByRole('heading', { name: 'Cat' })).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith({ status: 'rejected', page: 1, pageSize: APPLICATIONS_PAGE_SIZE });
    expect(within(card('Cat')).getByText('Reason given: Not yet')).toBeInTheDocument();
    expect(within(card('Cat')).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('approves, says so, and loads the list again', async () => {
    jest.spyOn(applicationsApi, 'list').mockResolvedValueOnce(pageOf([anApplication(1, 'Ann')])).mockResolvedValue(pageOf([]));
    const approve = jest.spyOn(applicationsApi, 'approve').mockResolvedValue(anApplication(1, 'Ann', { status: 'approved' }));
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await screen.findByRole('article', { name: 'Ann' })).getByRole('button', { name: 'Approve' }));
    expect(approve).toHaveBeenCalledWith(1);
    expect(await screen.findByText('Ann is an instructor now and has been told by e-mail.')).toBeInTheDocument();
    expect(await screen.findByText('No applications here')).toBeInTheDocument();
  });

  it('rejects only with a reason, given in a dialog', async () => {
    jest.spyOn(applicationsApi, 'list').mockResolvedValue(pageOf([anApplication(1, 'Ann')]));
    const reject = jest.spyOn(applicationsApi, 'reject').mockResolvedValue(anApplication(1, 'Ann', { status: 'rejected', reason: 'Add a sample lesson.' }));
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await screen.findByRole('article', { name: 'Ann' })).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this application' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Please give a reason.')).toBeInTheDocument();
    expect(reject).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Add a sample lesson. ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(reject).toHaveBeenCalledWith(1, 'Add a sample lesson.');
    expect(await screen.findByText('The application of Ann was rejected; the reason has been sent.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a decision the server refuses (decided already), translated', async () => {
    jest.spyOn(applicationsApi, 'list').mockResolvedValue(pageOf([anApplication(1, 'Ann')]));
    jest.spyOn(applicationsApi, 'approve').mockRejectedValue(new ApiError({ status: 409, code: 'INSTRUCTOR_APPLICATION_ALREADY_DECIDED', message: 'x' }));
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await screen.findByRole('article', { name: 'Ann' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This application has already been decided.')).toBeInTheDocument();
  });

  it('empty and failed lists', async () => {
    jest.spyOn(applicationsApi, 'list').mockRejectedValueOnce(new ApiError({ status: 403, code: 'FORBIDDEN', message: 'x' })).mockResolvedValueOnce(pageOf([]));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText("You don't have permission to do this.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No applications here')).toBeInTheDocument();
  });

  it('pages through a long list', async () => {
    const list = jest.spyOn(applicationsApi, 'list').mockResolvedValue(pageOf([anApplication(1, 'Ann')], APPLICATIONS_PAGE_SIZE * 2 + 1));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'Ann' });
    await user.click(screen.getByRole('button', { name: /3/ }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ status: 'pending', page: 3, pageSize: APPLICATIONS_PAGE_SIZE }));
  });
});
