// A ticket forwarded to an instructor, with the API mocked: the thread (never a note) and their answer.
import { instructorPaths, AREA_ROUTES } from '../../app/areaPaths';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import * as ticketsApi from '../../api/ticketsApi';
import { ROUTES } from '../../app/paths';
import { renderWithProviders } from '../../testing/renderWithProviders';
import InstructorTicketPage from './InstructorTicketPage';
import { aDetail, aMessage } from './ticketFixtures';

jest.mock('../../api/ticketsApi');

const api = jest.mocked(ticketsApi);
const forwarded = (messages = aDetail().messages) => ({ ...aDetail({ category: 'course_content', links: { course: { id: 3, title: 'Python basics', slug: 'python-basics' } }, messages }), requesterFirstName: 'Somchai' });

beforeEach(() => jest.resetAllMocks());

it('shows the forwarded thread without notes and sends the answer', async () => {
  api.getInstructorTicket.mockResolvedValue(forwarded([...aDetail().messages, aMessage({ id: 8, kind: 'note', authorRole: 'staff', body: 'staff only' })]));
  api.replyAsInstructor.mockResolvedValue(forwarded([...aDetail().messages, aMessage({ id: 9, authorRole: 'instructor', authorName: 'Kru Dang', body: 'Try lesson 2 again.' })]));
  renderWithProviders(
    <Routes>
      <Route path={`/${ROUTES.instructor}/${AREA_ROUTES.instructorTicket}`} element={<InstructorTicketPage />} />
    </Routes>,
    { runSagas: true, route: instructorPaths.ticket(7) },
  );
  expect(await screen.findByText('From Somchai')).toBeInTheDocument();
  expect(screen.queryByText('staff only')).not.toBeInTheDocument();
  expect(screen.getByText('Requester')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: /Your answer/ }), 'Try lesson 2 again.');
  await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
  await waitFor(() => expect(api.replyAsInstructor).toHaveBeenCalledWith(7, { body: 'Try lesson 2 again.', lang: 'en' }));
  expect(await screen.findByText('Try lesson 2 again.', { selector: 'div' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Your answer/ })).toHaveValue('');
});
