import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import EN from '../../../../public/assets/i18n/en.json';
import { AUTOSAVE_DELAY_MS } from '../../../shared/constants';
import { ApiError, CLIENT_ERROR_CODES } from '../../api/apiError';
import * as studioApi from '../../api/studioApi';
import { LocationProbe, renderWithProviders } from '../../testing/renderWithProviders';
import CourseEditorPage from './CourseEditorPage';
import { anEditableCourse } from './studioFixtures';

jest.mock('../../api/studioApi', () => ({
  ...jest.requireActual('../../api/studioApi'),
  createLesson: jest.fn(),
  deleteSection: jest.fn(),
  getCourse: jest.fn(),
  updateCourse: jest.fn(),
  updateLesson: jest.fn(),
  putOutline: jest.fn(),
  submitCourse: jest.fn(),
}));

const api = studioApi as jest.Mocked<typeof studioApi>;

function conflict(currentVersion: number, current: unknown) {
  return new ApiError({ status: 409, code: 'VERSION_CONFLICT', message: 'conflict', problem: { code: 'VERSION_CONFLICT', currentVersion, current } });
}

async function renderEditor() {
  const view = renderWithProviders(
    <Routes>
      <Route
        path="/instructor/courses/:id/edit"
        element={
          <>
            <CourseEditorPage />
            <LocationProbe />
          </>
        }
      />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    {
      route: '/instructor/courses/5/edit',
      runSagas: true,
      preloadedState: { categories: { status: 'succeeded', key: '', data: [{ id: 1, title: 'Cooking', titleTh: 'ทำอาหาร', titleVi: 'Nấu ăn', titleTl: 'Pagluluto', parentId: null }], error: null } },
    },
  );
  await act(async () => {
    await Promise.resolve();
  });
  await screen.findByRole('heading', { level: 1, name: 'Thai cooking' });
  return view;
}

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    await Promise.resolve();
  });
  // Let the save's promise chain settle.
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

// hidden: also while a dialog makes the rest of the page inert.
const titleField = () => screen.getByRole('textbox', { name: 'Title', hidden: true });
/** jsdom is a narrow screen: the outline is in a drawer. */
const openOutline = () => fireEvent.click(screen.getByRole('button', { name: 'Open the outline' }));

beforeEach(() => {
  jest.useFakeTimers();
  jest.resetAllMocks();
  window.sessionStorage.clear();
  api.getCourse.mockResolvedValue(anEditableCourse());
});

afterEach(() => {
  jest.useRealTimers();
});

describe('CourseEditorPage autosave', () => {
  it('saves a typed title after the pause, with the course version, and shows Saved', async () => {
    api.updateCourse.mockImplementation(async (_id, fields, version) => ({ data: anEditableCourse({ ...fields, version: version + 1 }), version: version + 1 }));
    const { store } = await renderEditor();
    fireEvent.change(titleField(), { target: { value: 'Thai cooking at home' } });
    expect(screen.getByTestId('save-status')).toHaveTextContent('Unsaved changes');
    expect(store.getState().studio).toMatchObject({ drafts: { course: { value: { title: 'Thai cooking at home' } } } });
    expect(JSON.parse(window.sessionStorage.getItem('academy.studio.drafts.5') ?? '{}').course.value.title).toBe('Thai cooking at home');
    await advance(AUTOSAVE_DELAY_MS - 100);
    expect(api.updateCourse).not.toHaveBeenCalled();
    await advance(200);
    expect(api.updateCourse).toHaveBeenCalledWith(5, expect.objectContaining({ title: 'Thai cooking at home' }), 3);
    expect(screen.getByTestId('save-status')).toHaveTextContent('Saved');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thai cooking at home');
    expect(window.sessionStorage.getItem('academy.studio.drafts.5')).toBeNull();
  });

  it('on a 409 shows both versions; Keep mine sends the text again over the current version', async () => {
    api.updateCourse.mockRejectedValueOnce(conflict(7, { ...anEditableCourse({ title: 'Thai food by Somchai', version: 7 }) }));
    api.updateCourse.mockImplementationOnce(async (_id, fields) => ({ data: anEditableCourse({ ...fields, version: 8 }), version: 8 }));
    await renderEditor();
    fireEvent.change(titleField(), { target: { value: 'My Thai kitchen' } });
    await advance(AUTOSAVE_DELAY_MS + 10);
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this meanwhile' });
    expect(within(dialog).getByTestId('theirs-title')).toHaveTextContent('Thai food by Somchai');
    expect(within(dialog).getByTestId('mine-title')).toHaveTextContent('My Thai kitchen');
    expect(titleField()).toHaveValue('My Thai kitchen');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await advance(10);
    expect(api.updateCourse).toHaveBeenLastCalledWith(5, expect.objectContaining({ title: 'My Thai kitchen' }), 7);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(titleField()).toHaveValue('My Thai kitchen');
    expect(screen.getByTestId('save-status')).toHaveTextContent('Saved');
  });

  it('a 409 caused only by a newer outline (fields unchanged on the server) is resent without asking', async () => {
    api.updateCourse.mockRejectedValueOnce(conflict(4, anEditableCourse({ version: 4, sections: [] })));
    api.updateCourse.mockImplementationOnce(async (_id, fields) => ({ data: anEditableCourse({ ...fields, version: 5 }), version: 5 }));
    await renderEditor();
    fireEvent.change(titleField(), { target: { value: 'Thai cooking, step by step' } });
    await advance(AUTOSAVE_DELAY_MS + 10);
    expect(api.updateCourse).toHaveBeenCalledTimes(2);
    expect(api.updateCourse).toHaveBeenLastCalledWith(5, expect.objectContaining({ title: 'Thai cooking, step by step' }), 4);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('save-status')).toHaveTextContent('Saved');
  });

  it('Take theirs replaces the local edit with the saved version', async () => {
    api.updateCourse.mockRejectedValueOnce(conflict(7, anEditableCourse({ title: 'Thai food by Somchai', version: 7 })));
    const { store } = await renderEditor();
    fireEvent.change(titleField(), { target: { value: 'My Thai kitchen' } });
    await advance(AUTOSAVE_DELAY_MS + 10);
    fireEvent.click(await screen.findByRole('button', { name: 'Take theirs' }));
    await advance(10);
    expect(titleField()).toHaveValue('Thai food by Somchai');
    expect(store.getState().studio).toMatchObject({ drafts: {}, course: { data: { version: 7 } } });
  });

  it('offline: keeps the text, says so, and saves when the browser is back online', async () => {
    api.updateCourse.mockRejectedValueOnce(new ApiError({ status: 0, code: CLIENT_ERROR_CODES.NETWORK, message: 'Failed to fetch' }));
    api.updateCourse.mockImplementationOnce(async (_id, fields) => ({ data: anEditableCourse({ ...fields, version: 4 }), version: 4 }));
    await renderEditor();
    fireEvent.change(titleField(), { target: { value: 'Written on the train' } });
    await advance(AUTOSAVE_DELAY_MS + 10);
    expect(screen.getByTestId('save-status')).toHaveTextContent('Offline — will save when back');
    expect(titleField()).toHaveValue('Written on the train');
    expect(api.updateCourse).toHaveBeenCalledTimes(1);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await advance(10);
    expect(api.updateCourse).toHaveBeenCalledTimes(2);
    expect(api.updateCourse).toHaveBeenLastCalledWith(5, expect.objectContaining({ title: 'Written on the train' }), 3);
    expect(screen.getByTestId('save-status')).toHaveTextContent('Saved');
  });

  it('a refused save says why and keeps the text; Retry sends it again', async () => {
    api.updateCourse.mockRejectedValueOnce(new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'bad' }));
    api.updateCourse.mockImplementationOnce(async (_id, fields) => ({ data: anEditableCourse({ ...fields, version: 4 }), version: 4 }));
    await renderEditor();
    fireEvent.change(titleField(), { target: { value: 'Kept after a refusal' } });
    await advance(AUTOSAVE_DELAY_MS + 10);
    expect(screen.getByTestId('save-status')).toHaveTextContent(`Couldn't save, retry — ${EN.ERRORS.VALIDATION_FAILED}`);
    expect(titleField()).toHaveValue('Kept after a refusal');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await advance(10);
    expect(api.updateCourse).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('save-status')).toHaveTextContent('Saved');
  });

  it('restores an unsaved edit left in the tab by a reload, and saves it', async () => {
    window.sessionStorage.setItem('academy.studio.drafts.5', JSON.stringify({ course: { kind: 'course', value: { ...anEditableCourse(), sections: undefined, title: 'Typed before reload' } } }));
    api.updateCourse.mockImplementation(async (_id, fields) => ({ data: anEditableCourse({ ...fields, version: 4 }), version: 4 }));
    await renderEditor();
    expect(titleField()).toHaveValue('Typed before reload');
    await advance(AUTOSAVE_DELAY_MS + 10);
    expect(api.updateCourse).toHaveBeenCalledWith(5, expect.objectContaining({ title: 'Typed before reload' }), 3);
  });
});

describe('CourseEditorPage outline', () => {
  it('on a wide screen sits beside the editor, without a drawer', async () => {
    const wide = (media: string) => ({ matches: true, media, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false });
    Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: wide });
    try {
      await renderEditor();
      expect(screen.queryByRole('button', { name: 'Open the outline' })).not.toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Course outline' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Move “Welcome” down' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Title' })).toBeInTheDocument();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('Move down sends the new order with the course version and announces the result', async () => {
    api.putOutline.mockResolvedValue({ data: anEditableCourse({ version: 4 }), version: 4 });
    const { store } = await renderEditor();
    openOutline();
    fireEvent.click(screen.getByRole('button', { name: 'Move “Welcome” down' }));
    expect(screen.getByTestId('outline-announcement')).toHaveTextContent('Lesson “Welcome” moved to position 2 of 2 in “Basics”');
    await advance(10);
    expect(api.putOutline).toHaveBeenCalledWith(5, { sections: [{ id: 1, lessonIds: [12, 11] }, { id: 2, lessonIds: [21] }] }, 3);
    expect(store.getState().studio).toMatchObject({ course: { data: { version: 4 } }, outline: { pending: false } });
  });

  it('a lesson moved down past the end of its section goes to the next one; a failure puts it back with a message', async () => {
    api.putOutline.mockRejectedValue(new ApiError({ status: 400, code: 'OUTLINE_INVALID', message: 'bad' }));
    const { store } = await renderEditor();
    openOutline();
    fireEvent.click(screen.getByRole('button', { name: 'Move “Knives” down' }));
    expect(screen.getByTestId('outline-announcement')).toHaveTextContent('Lesson “Knives” moved to position 1 of 2 in “Curries”');
    await advance(10);
    expect(api.putOutline).toHaveBeenCalledWith(5, { sections: [{ id: 1, lessonIds: [11] }, { id: 2, lessonIds: [12, 21] }] }, 3);
    expect(screen.getByText(/The new order could not be saved/)).toBeInTheDocument();
    expect(within(screen.getByTestId('section-1')).getByText('Knives')).toBeInTheDocument();
    expect(store.getState().studio).toMatchObject({ outline: { pending: false } });
  });

  it('shows what the server says is missing when submitting', async () => {
    api.submitCourse.mockRejectedValue(
      new ApiError({ status: 422, code: 'COURSE_INCOMPLETE', message: 'not ready', fieldErrors: [{ path: 'prices.USD', message: 'A price in USD is needed' }, { path: 'section:2.lessons', message: 'x' }] }),
    );
    await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await advance(10);
    const list = screen.getByTestId('missing-list');
    expect(list).toHaveTextContent('A price in US dollars');
    expect(list).toHaveTextContent('“Curries” has no lesson');
  });
});

describe('CourseEditorPage lessons and leaving', () => {
  it('edits a text lesson in context and autosaves it with the lesson version', async () => {
    api.updateLesson.mockImplementation(async (id, fields, version) => ({ data: { ...anEditableCourse().sections[0]!.lessons[0]!, ...fields, id, version: version + 1 }, version: version + 1 }));
    await renderEditor();
    openOutline();
    fireEvent.click(screen.getByRole('button', { name: /^Welcome/ }));
    await advance(1000);
    expect(screen.getByRole('heading', { name: 'Lesson: Text' })).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Lesson content formatting' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
    // Names start with the visible text a speech user would say (label in name): "H2", "1.".
    expect(screen.getByRole('button', { name: 'H2 Heading' })).toHaveTextContent('H2');
    expect(screen.getByRole('button', { name: '1. Numbered list' })).toHaveTextContent('1.');
    fireEvent.change(titleField(), { target: { value: 'Welcome to the kitchen' } });
    await advance(AUTOSAVE_DELAY_MS + 10);
    expect(api.updateLesson).toHaveBeenCalledWith(11, expect.objectContaining({ title: 'Welcome to the kitchen', body: '<p>Hello</p>' }), 1);
    expect(screen.getByTestId('save-status')).toHaveTextContent('Saved');
  });

  it('a video lesson takes a YouTube link through the video upload field and autosaves it with the lesson', async () => {
    api.updateLesson.mockImplementation(async (id, fields, version) => ({ data: { ...anEditableCourse().sections[1]!.lessons[0]!, ...fields, id, version: version + 1 }, version: version + 1 }));
    await renderEditor();
    openOutline();
    fireEvent.click(screen.getByRole('button', { name: /^Green curry/ }));
    await advance(1000);
    expect(screen.getByRole('heading', { name: 'Lesson: Video' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: EN.VIDEO_UPLOAD.LINK_LABEL }), { target: { value: 'https://www.youtube.com/watch?v=abc123' } });
    fireEvent.click(screen.getByRole('button', { name: EN.VIDEO_UPLOAD.LINK_USE }));
    await advance(AUTOSAVE_DELAY_MS + 10);
    expect(api.updateLesson).toHaveBeenCalledWith(21, expect.objectContaining({ video: { source: 'youtube', ref: 'https://www.youtube.com/watch?v=abc123' } }), 1);
  });

  it('adds a lesson of a chosen kind to a section and opens it; deletes a section only after confirming', async () => {
    api.createLesson.mockResolvedValue({ ...anEditableCourse().sections[0]!.lessons[0]!, id: 13, title: 'Sticky rice', kind: 'attachment', version: 1 });
    api.deleteSection.mockResolvedValue(undefined);
    const { store } = await renderEditor();
    openOutline();
    fireEvent.click(screen.getByRole('button', { name: 'Add lesson to “Basics”' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Attachment' }));
    const dialog = screen.getByRole('dialog', { name: 'New lesson (Attachment)' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Lesson title' }), { target: { value: 'Sticky rice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await advance(1000);
    expect(api.createLesson).toHaveBeenCalledWith(1, { title: 'Sticky rice', kind: 'attachment' });
    expect(screen.getByRole('heading', { name: 'Lesson: Attachment', hidden: true })).toBeInTheDocument();
    await advance(1000); // the drawer's closing transition
    expect(screen.getByRole('heading', { name: 'Lesson: Attachment' })).toBeInTheDocument();
    openOutline();
    fireEvent.click(screen.getByRole('button', { name: 'Delete section “Curries”' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete section “Curries”' });
    expect(confirm).toHaveTextContent('Its lessons (1) are deleted with it.');
    expect(api.deleteSection).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await advance(10);
    expect(api.deleteSection).toHaveBeenCalledWith(2);
    expect(store.getState().studio).toMatchObject({ course: { data: { sections: [{ id: 1 }] } } });
  });

  it('shows the review state at the top: the admin’s reason for a rejection', async () => {
    api.getCourse.mockResolvedValue(anEditableCourse({ status: 'rejected', review: { state: 'rejected', reason: 'The videos have no sound.', submittedAt: '2026-11-02T00:00:00.000Z' } }));
    await renderEditor();
    expect(screen.getByText('Not approved:').parentElement).toHaveTextContent('Not approved: The videos have no sound.');
    expect(screen.getByTestId('status-chip')).toHaveTextContent('Rejected');
  });

  it('asks before leaving while an edit is not saved; Stay keeps the page and the text', async () => {
    api.updateCourse.mockImplementation(() => new Promise(() => undefined));
    await renderEditor();
    fireEvent.change(titleField(), { target: { value: 'Half typed' } });
    fireEvent.click(screen.getByRole('link', { name: 'Preview as a student' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave this page?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await advance(1000);
    expect(screen.getAllByTestId('location')[0]).toHaveTextContent('/instructor/courses/5/edit');
    expect(titleField()).toHaveValue('Half typed');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Preview as a student' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Leave this page?' })).getByRole('button', { name: 'Leave' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/instructor/courses/5/preview');
  });
});
