// The instructor's quiz pages with the quiz API stubbed: the list (table, phone cards, empty, error and
// retry) and one quiz's results (attempts, CSV, item analysis with flags, regrade after confirming,
// essay grading bounded by the question's points).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ApiError } from '../../api/apiError';
import * as quizApi from '../../api/quizAuthoringApi';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { anAnalysisRow, anAttemptRow, anEssayItem, aQuizItem } from './quizEditorFixtures';
import QuizListPage from './QuizListPage';
import QuizResultsPage from './QuizResultsPage';

jest.mock('../../api/quizAuthoringApi');
const api = quizApi as jest.Mocked<typeof quizApi>;

const english = { locale: { lang: 'en' as const, country: 999 as const } };

function renderResults() {
  return renderWithProviders(
    <Routes>
      <Route path="/instructor/quiz/:quizId" element={<QuizResultsPage />} />
    </Routes>,
    { route: '/instructor/quiz/40', runSagas: true, preloadedState: english },
  );
}

function setPhone(matches: boolean) {
  const media = (query: string) => ({ matches, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: media });
}

beforeEach(() => {
  jest.resetAllMocks();
  api.listQuizzes.mockResolvedValue({ items: [aQuizItem()] });
  api.listAttempts.mockResolvedValue({ items: [anAttemptRow()], total: 1, page: 1, pageSize: 20 });
  api.getItemAnalysis.mockResolvedValue({ quizId: 40, attempts: 12, items: [anAnalysisRow(), anAnalysisRow({ questionId: 102, type: 'fill_blanks', prompt: 'Green curry uses … milk.', percentCorrect: 100, discrimination: null, mostChosenWrong: null, flag: 'everybody_correct' })] });
  api.getEssayQueue.mockResolvedValue({ items: [anEssayItem()] });
});

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('QuizListPage', () => {
  it('lists every quiz with its figures, linking to its results and its course editor', async () => {
    renderWithProviders(<QuizListPage />, { runSagas: true, preloadedState: english });
    const link = await screen.findByRole('link', { name: 'Curry check' });
    expect(link).toHaveAttribute('href', '/instructor/quiz/40');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Thai cooking')).toBeInTheDocument();
    expect(within(row).getByText('71.4%')).toBeInTheDocument();
    expect(within(row).getByText('76.3%')).toBeInTheDocument();
    expect(within(row).getByText('2 waiting')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Curry check' })).toHaveAttribute('href', '/instructor/courses/5/edit');
  });

  it('shows cards on a phone', async () => {
    setPhone(true);
    renderWithProviders(<QuizListPage />, { runSagas: true, preloadedState: english });
    await screen.findByRole('link', { name: 'Curry check' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('3 questions · 12 attempts · 7 students')).toBeInTheDocument();
  });

  it('invites to add a quiz lesson when there is none, and offers a retry after an error', async () => {
    api.listQuizzes.mockResolvedValueOnce({ items: [] });
    const { unmount } = renderWithProviders(<QuizListPage />, { runSagas: true, preloadedState: english });
    expect(await screen.findByText('No quizzes yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my courses' })).toHaveAttribute('href', '/instructor/courses');
    unmount();
    api.listQuizzes.mockRejectedValueOnce(new ApiError({ status: 0, code: 'NETWORK', message: 'offline' }));
    renderWithProviders(<QuizListPage />, { runSagas: true, preloadedState: english });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Curry check' })).toBeInTheDocument();
  });
});

describe('QuizResultsPage', () => {
  it('shows the attempts with score, result and time taken, and exports the answers as CSV', async () => {
    api.downloadAttemptsCsv.mockResolvedValue({ blob: new Blob(['x']), fileName: 'quiz-40-answers.csv' });
    const createObjectURL = jest.fn(() => 'blob:1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    renderResults();
    expect(await screen.findByRole('heading', { level: 1, name: 'Curry check' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Attempts' });
    const row = within(table).getByText('Somchai K.').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('87.5%');
    expect(row).toHaveTextContent('Passed');
    expect(row).toHaveTextContent('12:34');
    expect(api.listAttempts).toHaveBeenCalledWith(40, 1, 20);
    await userEvent.click(screen.getByRole('button', { name: 'Export answers (CSV)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(api.downloadAttemptsCsv).toHaveBeenCalledWith(40);
  });

  it('says so when nobody has taken the quiz yet, and retries a failed load', async () => {
    api.listAttempts.mockRejectedValueOnce(new ApiError({ status: 500, code: 'INTERNAL', message: 'x' })).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 });
    renderResults();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No attempts yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export answers (CSV)' })).toBeDisabled();
  });

  it('shows the item analysis with its flags explained', async () => {
    renderResults();
    await userEvent.click(await screen.findByRole('tab', { name: 'Item analysis' }));
    const table = await screen.findByRole('table', { name: 'Item analysis' });
    const first = within(table).getByTestId('analysis-101');
    expect(first).toHaveTextContent('0%');
    expect(first).toHaveTextContent('-0.12');
    expect(first).toHaveTextContent('Massaman (chosen 9 times)');
    expect(first).toHaveTextContent('0:42');
    expect(within(first).getByText('Nobody correct')).toBeInTheDocument();
    expect(first).toHaveTextContent('Check the key');
    const second = within(table).getByTestId('analysis-102');
    expect(within(second).getByText('Everybody correct')).toBeInTheDocument();
    expect(second).toHaveTextContent('Fill in the blanks');
  });

  it('regrades only after a confirmation that explains it, then shows what changed and reloads the figures', async () => {
    api.regrade.mockResolvedValue({ attempts: 12, changed: 3, notified: 3 });
    renderResults();
    await userEvent.click(await screen.findByRole('tab', { name: 'Item analysis' }));
    await screen.findByRole('table', { name: 'Item analysis' });
    await userEvent.click(screen.getByRole('button', { name: 'Regrade all attempts' }));
    let dialog = screen.getByRole('dialog', { name: 'Regrade every attempt?' });
    expect(dialog).toHaveTextContent('students whose result changes are told');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.regrade).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Regrade all attempts' }));
    dialog = screen.getByRole('dialog', { name: 'Regrade every attempt?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regrade' }));
    expect(await screen.findByText('12 attempts regraded: 3 changed, 3 students told.')).toBeInTheDocument();
    expect(api.regrade).toHaveBeenCalledWith(40);
    await waitFor(() => expect(api.getItemAnalysis).toHaveBeenCalledTimes(2));
  });

  it('grades an essay within its points, then the queue is empty', async () => {
    api.gradeEssay.mockResolvedValue(anAttemptRow());
    renderResults();
    await userEvent.click(await screen.findByRole('tab', { name: 'Essays (2)' }));
    const card = await screen.findByRole('listitem', { name: 'Somchai K.' });
    expect(card).toHaveTextContent('Describe your favourite dish.');
    expect(card).toHaveTextContent('Guidance: Look for texture');
    expect(card).toHaveTextContent('Tom yum, sour and hot.');
    const points = within(card).getByRole('spinbutton', { name: 'Points (of 5)' });
    await userEvent.type(points, '7');
    expect(card).toHaveTextContent('From 0 to 5');
    expect(within(card).getByRole('button', { name: 'Save grade' })).toBeDisabled();
    await userEvent.clear(points);
    await userEvent.type(points, '4');
    await userEvent.type(within(card).getByRole('textbox', { name: 'Comment for the student' }), 'Good detail');
    api.getEssayQueue.mockResolvedValue({ items: [] });
    api.listQuizzes.mockResolvedValue({ items: [aQuizItem({ pendingEssays: 1 })] });
    await userEvent.click(within(card).getByRole('button', { name: 'Save grade' }));
    expect(await screen.findByText('No essays waiting')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Essays (1)' })).toBeInTheDocument();
    expect(api.gradeEssay).toHaveBeenCalledWith(900, 103, { points: 4, comment: 'Good detail' });
    expect(api.getEssayQueue).toHaveBeenCalledWith(40);
  });
});
