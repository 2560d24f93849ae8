// The quiz editor inside the real course editor (studio API and quiz API stubbed): settings autosave
// with If-Match and its conflict, questions of several types added and edited, keyboard reorder with its
// announcement, removal, import results.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AUTOSAVE_DELAY_MS } from '../../../shared/constants';
import type { EditableQuiz, QuestionInput, QuizQuestion } from '../../../shared/schemas/quiz';
import { ApiError } from '../../api/apiError';
import * as filesApi from '../../api/filesApi';
import * as quizApi from '../../api/quizAuthoringApi';
import * as studioApi from '../../api/studioApi';
import { LocationProbe, renderWithProviders } from '../../testing/renderWithProviders';
import CourseEditorPage from '../studio/CourseEditorPage';
import { selectDrafts } from '../studio/studioSlice';
import { anEditableCourse } from '../studio/studioFixtures';
import { aBlanksQuestion, aCourseWithQuiz, anEditableQuiz } from './quizEditorFixtures';

jest.mock('../../api/studioApi', () => ({ ...jest.requireActual('../../api/studioApi'), getCourse: jest.fn() }));
jest.mock('../../api/quizAuthoringApi');
jest.mock('../../api/filesApi');
// TipTap needs a real layout; a plain text area stands in for the rich text editor here.
jest.mock('../studio/RichTextEditor', () => ({
  RichTextEditor: ({ label, value, onChange }: { label: string; value: string; onChange: (html: string) => void }) => <textarea aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />,
}));

const api = quizApi as jest.Mocked<typeof quizApi>;

function conflict(currentVersion: number, current: unknown) {
  return new ApiError({ status: 409, code: 'VERSION_CONFLICT', message: 'conflict', problem: { code: 'VERSION_CONFLICT', currentVersion, current } });
}

async function settle() {
  await act(async () => {
    for (let i = 0; i < 8; i += 1) await Promise.resolve();
  });
}

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    await Promise.resolve();
  });
  await settle();
}

/** The course editor with the quiz lesson open. */
async function openQuiz() {
  const view = renderWithProviders(
    <Routes>
      <Route path="/instructor/courses/:id/edit" element={<CourseEditorPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    {
      route: '/instructor/courses/5/edit',
      runSagas: true,
      preloadedState: { categories: { status: 'succeeded', key: '', data: [{ id: 1, title: 'Cooking', titleTh: 'ทำอาหาร', titleVi: 'Nấu ăn', titleTl: 'Pagluluto', parentId: null }], error: null } },
    },
  );
  await settle();
  await screen.findByRole('heading', { level: 1, name: 'Thai cooking' });
  fireEvent.click(screen.getByRole('button', { name: 'Open the outline' }));
  fireEvent.click(screen.getByRole('button', { name: /^Curry check/ }));
  await advance(1000);
  await screen.findByRole('heading', { name: 'Quiz', level: 2 });
  return view;
}

const savedQuiz = (quiz: EditableQuiz) => async (_id: number, request: Parameters<typeof quizApi.updateQuiz>[1], version: number) => {
  const byId = new Map(quiz.questions.map((q) => [q.id, q]));
  const data = { ...quiz, ...request, questions: request.questionIds.map((id) => byId.get(id)).filter((q): q is QuizQuestion => q !== undefined), version: version + 1 };
  return { data, version: version + 1 };
};

beforeEach(() => {
  jest.useFakeTimers();
  jest.resetAllMocks();
  window.sessionStorage.clear();
  jest.mocked(studioApi.getCourse).mockResolvedValue(aCourseWithQuiz(anEditableCourse()));
  api.getQuiz.mockResolvedValue(anEditableQuiz());
  api.listQuestionTags.mockResolvedValue({ items: [{ tag: 'curry', count: 6 }] });
  api.listOverrides.mockResolvedValue({ items: [] });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('quiz settings autosave', () => {
  it('saves the settings a pause after typing stops, with the quiz version, and shows Saved', async () => {
    api.updateQuiz.mockImplementation(savedQuiz(anEditableQuiz()));
    const { store } = await openQuiz();
    expect(api.getQuiz).toHaveBeenCalledWith(40);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Pass mark (%)' }), { target: { value: '70' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Time limit' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Minutes per attempt' }), { target: { value: '45' } });
    expect(screen.getByTestId('save-status')).toHaveTextContent('Unsaved changes');
    expect(screen.getByTestId('quiz-save-status')).toHaveTextContent('Unsaved changes');
    expect(store.getState().studio).toMatchObject({ drafts: { 'quiz:40': { kind: 'quiz', value: { passMarkPercent: 70 } } } });
    await advance(AUTOSAVE_DELAY_MS - 100);
    expect(api.updateQuiz).not.toHaveBeenCalled();
    await advance(200);
    expect(api.updateQuiz).toHaveBeenCalledTimes(1);
    expect(api.updateQuiz).toHaveBeenCalledWith(40, expect.objectContaining({ passMarkPercent: 70, timeLimitSeconds: 45 * 60, questionIds: [101, 102, 103] }), 4);
    expect(screen.getByTestId('save-status')).toHaveTextContent('Saved');
    expect(screen.getByTestId('quiz-save-status')).toHaveTextContent('Saved');
    expect(selectDrafts(store.getState() as Parameters<typeof selectDrafts>[0])).toEqual({});
    expect(screen.getByRole('spinbutton', { name: 'Pass mark (%)' })).toHaveValue(70);
  });

  it('draws N questions from a tag, saying how many the tag has', async () => {
    api.updateQuiz.mockImplementation(savedQuiz(anEditableQuiz()));
    await openQuiz();
    fireEvent.click(await screen.findByRole('button', { name: 'Add random questions' }));
    const draw = screen.getByTestId('draw-0');
    expect(draw).toHaveTextContent('6 questions have this tag');
    fireEvent.change(within(draw).getByRole('spinbutton', { name: 'Questions to draw' }), { target: { value: '8' } });
    expect(draw).toHaveTextContent('Only 6 questions have this tag');
    fireEvent.change(within(draw).getByRole('spinbutton', { name: 'Questions to draw' }), { target: { value: '4' } });
    await advance(AUTOSAVE_DELAY_MS + 10);
    expect(api.updateQuiz).toHaveBeenCalledWith(40, expect.objectContaining({ draws: [{ tag: 'curry', count: 4 }] }), 4);
  });

  it('on a 409 shows both versions; Keep mine sends the settings again over the current version', async () => {
    api.updateQuiz.mockRejectedValueOnce(conflict(7, anEditableQuiz({ passMarkPercent: 90, version: 7 })));
    api.updateQuiz.mockImplementationOnce(savedQuiz(anEditableQuiz()));
    await openQuiz();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Pass mark (%)' }), { target: { value: '60' } });
    await advance(AUTOSAVE_DELAY_MS + 10);
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this meanwhile' });
    expect(within(dialog).getByRole('heading', { name: 'Pass mark (%)' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('theirs-passMarkPercent')).toHaveTextContent('90');
    expect(within(dialog).getByTestId('mine-passMarkPercent')).toHaveTextContent('60');
    // Only what differs: the question order is the same on both sides.
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Pass mark (%)']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await advance(10);
    expect(api.updateQuiz).toHaveBeenLastCalledWith(40, expect.objectContaining({ passMarkPercent: 60 }), 7);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('save-status')).toHaveTextContent('Saved');
  });

  it('Take theirs replaces the author’s settings with the saved ones', async () => {
    api.updateQuiz.mockRejectedValueOnce(conflict(7, anEditableQuiz({ passMarkPercent: 90, version: 7 })));
    const { store } = await openQuiz();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Pass mark (%)' }), { target: { value: '60' } });
    await advance(AUTOSAVE_DELAY_MS + 10);
    fireEvent.click(await screen.findByRole('button', { name: 'Take theirs' }));
    await advance(10);
    expect(screen.getByRole('spinbutton', { name: 'Pass mark (%)' })).toHaveValue(90);
    expect(selectDrafts(store.getState() as Parameters<typeof selectDrafts>[0])).toEqual({});
    expect(api.updateQuiz).toHaveBeenCalledTimes(1);
  });
});

describe('quiz questions', () => {
  it('adds a single-choice question from the type menu, checking it first', async () => {
    const created = { ...anEditableQuiz().questions[0]!, id: 104, prompt: 'Which is spicier?' } as QuizQuestion;
    api.createQuestion.mockResolvedValue(created);
    await openQuiz();
    api.getQuiz.mockResolvedValue(anEditableQuiz({ questions: [...anEditableQuiz().questions, created], version: 5 }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Single choice' }));
    const dialog = screen.getByRole('dialog', { name: 'New question: Single choice' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save question' }));
    expect(within(dialog).getByTestId('question-problems')).toHaveTextContent('Write the question.');
    expect(within(dialog).getByTestId('question-problems')).toHaveTextContent('Every option needs a text.');
    expect(api.createQuestion).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Question' }), { target: { value: 'Which is spicier?' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Option 1' }), { target: { value: 'Jungle curry' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Option 2' }), { target: { value: 'Massaman' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add an option' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Option 3' }), { target: { value: 'Korma' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Option 1 is correct' }));
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Points' }), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Tags' }), { target: { value: 'curry, heat , curry' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save question' }));
    await settle();
    expect(api.createQuestion).toHaveBeenCalledWith(40, {
      type: 'single',
      prompt: 'Which is spicier?',
      points: 3,
      explanation: '',
      image: null,
      tags: ['curry', 'heat'],
      options: [
        { text: 'Jungle curry', correct: true },
        { text: 'Massaman', correct: false },
        { text: 'Korma', correct: false },
      ],
    } satisfies QuestionInput);
    expect(api.getQuiz).toHaveBeenCalledTimes(2);
    await advance(500);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('question-104')).toHaveTextContent('4. Which is spicier?');
    expect(screen.getByRole('heading', { name: 'Questions (4)' })).toBeInTheDocument();
  });

  it('edits a fill-in-the-blanks question: the [[n]] markers make the blanks, sent with the question version', async () => {
    api.updateQuestion.mockImplementation(async (id, question, version) => ({ data: { ...aBlanksQuestion(), ...question, id, version: version + 1 } as QuizQuestion, version: version + 1 }));
    await openQuiz();
    fireEvent.click(screen.getByRole('button', { name: /^Edit Question 2/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit question: Fill in the blanks' });
    expect(within(dialog).getByTestId('blanks-help')).toHaveTextContent('[[1]]');
    expect(within(dialog).queryByRole('textbox', { name: 'Blank 2 #1' })).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Question' }), { target: { value: '<p>Green curry uses [[1]] milk and [[2]] paste.</p>' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save question' }));
    expect(within(dialog).getByTestId('question-problems')).toHaveTextContent('Every blank needs at least one accepted answer.');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Blank 2 #1' }), { target: { value: 'green curry' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add: Blank 2' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Blank 2 #2' }), { target: { value: 'kaeng khiao' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Ignore tone marks and accents' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save question' }));
    await settle();
    expect(api.updateQuestion).toHaveBeenCalledWith(
      102,
      expect.objectContaining({
        type: 'fill_blanks',
        prompt: '<p>Green curry uses [[1]] milk and [[2]] paste.</p>',
        blanks: [{ accepted: ['coconut'] }, { accepted: ['green curry', 'kaeng khiao'] }],
        matching: { ignoreCase: true, ignoreSpaces: false, ignoreDiacritics: true },
      }),
      1,
    );
    expect(api.getQuiz).toHaveBeenCalledTimes(2);
  });

  it('a refused question keeps the dialog open and says why', async () => {
    api.createQuestion.mockRejectedValue(new ApiError({ status: 400, code: 'QUIZ_QUESTION_INVALID', message: 'no key' }));
    await openQuiz();
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'True or false' }));
    const dialog = screen.getByRole('dialog', { name: 'New question: True or false' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Question' }), { target: { value: 'Curry is soup.' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'False' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save question' }));
    await settle();
    expect(api.createQuestion).toHaveBeenCalledWith(40, expect.objectContaining({ type: 'true_false', correct: false }));
    expect(within(dialog).getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New question: True or false' })).toBeInTheDocument();
  });

  it('moves a question down with the keyboard buttons, announces it and autosaves the order', async () => {
    api.updateQuiz.mockImplementation(savedQuiz(anEditableQuiz()));
    await openQuiz();
    const down = screen.getByRole('button', { name: 'Move Question 1 “Which curry is green?” down' });
    act(() => down.focus());
    fireEvent.click(down);
    expect(screen.getByTestId('quiz-announcement')).toHaveTextContent('“Which curry is green?” moved to position 2 of 3');
    const items = within(screen.getByRole('list', { name: 'Questions of the quiz' })).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('Which curry is green?');
    expect(screen.getByRole('button', { name: 'Move Question 2 “Which curry is green?” up' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move Question 1 “Green curry uses [[1]] milk.” up' })).toBeDisabled();
    await advance(AUTOSAVE_DELAY_MS + 10);
    expect(api.updateQuiz).toHaveBeenCalledWith(40, expect.objectContaining({ questionIds: [102, 101, 103] }), 4);
  });

  it('removes a question only after confirming, and saves the quiz without it', async () => {
    api.updateQuiz.mockImplementation(savedQuiz(anEditableQuiz()));
    await openQuiz();
    fireEvent.click(screen.getByRole('button', { name: /^Remove Question 3/ }));
    const confirm = screen.getByRole('dialog', { name: /^Remove Question 3/ });
    expect(confirm).toHaveTextContent('stays in your question bank');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByTestId('question-103')).not.toBeInTheDocument();
    await advance(AUTOSAVE_DELAY_MS + 10);
    expect(api.updateQuiz).toHaveBeenCalledWith(40, expect.objectContaining({ questionIds: [101, 102] }), 4);
  });

  it('imports a CSV file and lists each refused line with its reason', async () => {
    api.importQuestions.mockResolvedValue({ imported: 2, questions: [], version: 5, errors: [{ line: 3, code: 'QUIZ_QUESTION_INVALID', detail: 'no correct option' }] });
    await openQuiz();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = screen.getByRole('dialog', { name: 'Import questions' });
    const file = new File(['type,prompt\nsingle,Hot?'], 'curries.csv', { type: 'text/csv' });
    fireEvent.change(within(dialog).getByTestId('import-file'), { target: { files: [file] } });
    expect(dialog).toHaveTextContent('curries.csv');
    jest.useRealTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const result = await within(dialog).findByTestId('import-result');
    expect(api.importQuestions).toHaveBeenCalledWith(40, 'csv', 'type,prompt\nsingle,Hot?');
    expect(result).toHaveTextContent('2 questions imported');
    expect(result).toHaveTextContent('1 refused');
    expect(result).toHaveTextContent('Line 3');
    expect(result).toHaveTextContent('no correct option');
    expect(api.getQuiz).toHaveBeenCalledTimes(2);
  });

  it('adds questions picked from the bank (searched by words) after the others', async () => {
    api.updateQuiz.mockImplementation(savedQuiz(anEditableQuiz()));
    const fromBank = { ...aBlanksQuestion(), id: 201, prompt: '<p>Name a Thai herb.</p>', tags: ['herbs'] } as QuizQuestion;
    api.listQuestions.mockResolvedValue({ items: [anEditableQuiz().questions[0]!, fromBank], total: 2, page: 1, pageSize: 20 });
    await openQuiz();
    fireEvent.click(screen.getByRole('button', { name: 'Add from the question bank' }));
    const dialog = screen.getByRole('dialog', { name: 'Your question bank' });
    await settle();
    expect(api.listQuestions).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
    expect(within(dialog).getByRole('checkbox', { name: /Which curry is green/ })).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Words in the question' }), { target: { value: 'herb' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await settle();
    expect(api.listQuestions).toHaveBeenLastCalledWith({ search: 'herb', page: 1, pageSize: 20 });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Name a Thai herb/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 1 questions' }));
    await advance(500);
    expect(screen.getByTestId('question-201')).toHaveTextContent('4. Name a Thai herb.');
    await advance(AUTOSAVE_DELAY_MS + 10);
    expect(api.updateQuiz).toHaveBeenCalledWith(40, expect.objectContaining({ questionIds: [101, 102, 103, 201] }), 4);
  });

  it('deletes a question from the bank after asking; the quiz that used it is read again', async () => {
    const herb = { ...aBlanksQuestion(), id: 201, prompt: '<p>Name a Thai herb.</p>', tags: ['herbs'], usedBy: 2 } as QuizQuestion;
    api.listQuestions.mockResolvedValueOnce({ items: [herb], total: 1, page: 1, pageSize: 20 }).mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 });
    api.deleteQuestion.mockResolvedValue(undefined);
    await openQuiz();
    const reads = api.getQuiz.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Add from the question bank' }));
    const dialog = screen.getByRole('dialog', { name: 'Your question bank' });
    await settle();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete “Name a Thai herb.” from your question bank' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('2 quizzes use it');
    expect(api.deleteQuestion).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await settle();
    expect(api.deleteQuestion).toHaveBeenCalledWith(201);
    expect(api.getQuiz.mock.calls.length).toBe(reads + 1);
    expect(api.listQuestions).toHaveBeenCalledTimes(2);
    expect(within(dialog).getByText('Your question bank is empty. Questions you write or import are kept there.')).toBeInTheDocument();
  });

  it('lists, sets and removes a student’s exception', async () => {
    const ann = { username: 'ann', fullName: 'Ann Learner', extraTimeSeconds: 600, extraAttempts: 1, updatedAt: '2026-11-01T00:00:00.000Z' };
    api.listOverrides.mockResolvedValue({ items: [ann] });
    api.saveOverride.mockResolvedValue({ items: [ann, { ...ann, username: 'bo', fullName: 'Bo' }] });
    api.deleteOverride.mockResolvedValue(undefined);
    await openQuiz();
    expect(screen.getByTestId('override-ann')).toHaveTextContent('+10 min, +1 attempts');
    const form = screen.getByRole('form', { name: 'Add or change an exception' });
    fireEvent.change(within(form).getByRole('textbox', { name: "Student's username" }), { target: { value: ' bo ' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Extra minutes' }), { target: { value: '15' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Extra attempts' }), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save exception' }));
    await settle();
    expect(api.saveOverride).toHaveBeenCalledWith(40, { username: 'bo', extraTimeSeconds: 900, extraAttempts: 2 });
    expect(screen.getByTestId('override-bo')).toBeInTheDocument();
    api.listOverrides.mockResolvedValue({ items: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove the exception of ann' }));
    await settle();
    expect(api.deleteOverride).toHaveBeenCalledWith(40, 'ann');
    expect(screen.getByText('No exceptions yet.')).toBeInTheDocument();
  });

  it('adds an essay with an uploaded image (quiz-image folder), grading guidance and fewest words', async () => {
    jest.mocked(filesApi.upload).mockResolvedValue({ nameBySystem: 'dish-1.png' } as Awaited<ReturnType<typeof filesApi.upload>>);
    api.createQuestion.mockResolvedValue({ ...anEditableQuiz().questions[2]!, id: 105 } as QuizQuestion);
    await openQuiz();
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Essay' }));
    const dialog = screen.getByRole('dialog', { name: 'New question: Essay' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Question' }), { target: { value: 'Describe this dish.' } });
    const image = new File(['png'], 'dish.png', { type: 'image/png' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [image] } });
    await settle();
    expect(filesApi.upload).toHaveBeenCalledWith('quiz-image', image, expect.anything());
    expect(within(dialog).getByRole('img', { name: 'Question image' })).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Guidance for grading' }), { target: { value: 'Texture and taste' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Fewest words' }), { target: { value: '80' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save question' }));
    await settle();
    expect(api.createQuestion).toHaveBeenCalledWith(40, expect.objectContaining({ type: 'essay', prompt: 'Describe this dish.', image: 'dish-1.png', guidance: 'Texture and taste', minWords: 80 }));
  });

  it('a question added while a settings edit waits joins that edit, which is saved over the quiz’s new version', async () => {
    const created = { ...anEditableQuiz().questions[0]!, id: 104, prompt: 'Salty?' } as QuizQuestion;
    const withNew = anEditableQuiz({ questions: [...anEditableQuiz().questions, created], version: 5 });
    api.createQuestion.mockResolvedValue(created);
    api.updateQuiz.mockImplementation(savedQuiz(withNew));
    await openQuiz();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Pass mark (%)' }), { target: { value: '55' } });
    api.getQuiz.mockResolvedValue(withNew);
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'True or false' }));
    const dialog = screen.getByRole('dialog', { name: 'New question: True or false' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Question' }), { target: { value: 'Salty?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save question' }));
    await settle();
    await advance(AUTOSAVE_DELAY_MS + 10);
    expect(api.updateQuiz).toHaveBeenCalledTimes(1);
    expect(api.updateQuiz).toHaveBeenCalledWith(40, expect.objectContaining({ passMarkPercent: 55, questionIds: [101, 102, 103, 104] }), 5);
  });

  it('asks before leaving for the student preview while a settings edit is not saved', async () => {
    api.updateQuiz.mockImplementation(() => new Promise(() => undefined));
    await openQuiz();
    expect(screen.getByRole('link', { name: 'Try this quiz as a student' })).toHaveAttribute('href', '/learn/5/31');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Pass mark (%)' }), { target: { value: '75' } });
    fireEvent.click(screen.getByRole('link', { name: 'Try this quiz as a student' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave this page?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await settle();
    expect(screen.getByTestId('location')).toHaveTextContent('/learn/5/31');
  });
});
