import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ApiError } from '../../api/apiError';
import * as coursesApi from '../../api/coursesApi';
import * as lessonsApi from '../../api/lessonsApi';
import * as quizApi from '../../api/quizApi';
import { aLessonQuiz, aResult, anAttempt } from '../quiz/quizFixtures';
import { aCustomer } from '../../testing/fixtures';
import { aCompletion, aCourseDetail, anEnrolledViewer, aLesson } from '../../testing/courseFixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { initialAuthState } from '../auth/authSlice';
import LessonPlayer from './LessonPlayer';

jest.mock('../../api/coursesApi');
jest.mock('../../api/lessonsApi');
jest.mock('../../api/quizApi');
const getCourse = jest.mocked(coursesApi.get);
const getLesson = jest.mocked(lessonsApi.get);
const complete = jest.mocked(lessonsApi.complete);
const savePosition = jest.mocked(lessonsApi.savePosition);

function renderPlayer(lessonId = 102) {
  return renderWithProviders(
    <Routes>
      <Route path="/learn/:courseIdOrSlug/:lessonId" element={<LessonPlayer />} />
    </Routes>,
    {
      route: `/learn/react-fundamentals/${lessonId}`,
      runSagas: true,
      preloadedState: { auth: { ...initialAuthState, status: 'success', user: aCustomer({ points: 110, completedLessons: 8, completedCourses: 1 }), initialized: true } },
    },
  );
}

beforeEach(() => {
  jest.resetAllMocks();
  getCourse.mockResolvedValue(aCourseDetail({ viewer: anEnrolledViewer() }));
  savePosition.mockResolvedValue({ lessonId: 101, position: 0, watchedPercent: 0 });
});

describe('LessonPlayer', () => {
  it('shows a download for an attachment lesson and a notice for a quiz lesson, without crashing', async () => {
    getLesson.mockResolvedValue(aLesson({ kind: 'attachment', body: '<p>Read the sheet.</p>', attachmentUrl: '/storage/lesson-attachment/a.pdf?expires=1', attachment: { fileName: 'sheet.pdf', size: 10, contentType: 'application/pdf' } }));
    const { unmount } = renderPlayer();
    expect(await screen.findByRole('link', { name: 'Download sheet.pdf' })).toHaveAttribute('href', '/storage/lesson-attachment/a.pdf?expires=1');
    expect(screen.getByText('Read the sheet.')).toBeInTheDocument();
    unmount();
    getLesson.mockResolvedValue(aLesson({ kind: 'quiz', body: '' }));
    renderPlayer();
    expect(await screen.findByTestId('lesson-quiz')).toHaveTextContent('The quiz of this lesson is not available yet.');
  });

  it('holds the progress bar\'s place while the course loads, so the lesson below does not move when it comes', async () => {
    let arrive: (course: ReturnType<typeof aCourseDetail>) => void = () => {};
    getCourse.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    getLesson.mockResolvedValue(aLesson({ body: '<p>Hello.</p>' }));
    renderPlayer();
    expect(await screen.findByTestId('player-progress-skeleton')).toBeInTheDocument();
    expect(screen.queryByTestId('player-progress')).not.toBeInTheDocument();
    await act(async () => arrive(aCourseDetail({ viewer: anEnrolledViewer() })));
    expect(await screen.findByTestId('player-progress')).toBeInTheDocument();
    expect(screen.queryByTestId('player-progress-skeleton')).not.toBeInTheDocument();
  });

  it("shows a text lesson's (server-sanitised) HTML, with previous and next", async () => {
    getLesson.mockResolvedValue(aLesson({ body: '<h2>Components</h2><p>A component is a function.</p><p>Keep components <strong>small</strong>.</p><ul><li>One job</li></ul>' }));
    renderPlayer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Components and JSX' })).toBeInTheDocument();
    expect(getLesson).toHaveBeenCalledWith(102);
    expect(getCourse).toHaveBeenCalledWith('react-fundamentals');
    // The body is markup: headings, paragraphs, emphasis and lists render as such.
    const text = screen.getByTestId('lesson-text');
    expect(screen.getByRole('heading', { level: 2, name: 'Components' })).toBeInTheDocument();
    expect(text.querySelectorAll('p')).toHaveLength(2);
    expect(text.querySelector('strong')).toHaveTextContent('small');
    expect(text.querySelector('ul > li')).toHaveTextContent('One job');
    expect(screen.getByRole('link', { name: 'Previous lesson' })).toHaveAttribute('href', '/learn/react-fundamentals/101');
    expect(screen.getByRole('link', { name: 'Next lesson' })).toHaveAttribute('href', '/learn/react-fundamentals/103');
    expect(screen.getByRole('link', { name: 'Components and JSX' })).toHaveAttribute('aria-current', 'page');
  });

  it("marks a Tagalog course's text with lang=\"tl\" in the English UI, and leaves an English course's to the page", async () => {
    getCourse.mockResolvedValue(aCourseDetail({ language: 'tl', title: 'Batayan ng React', viewer: anEnrolledViewer() }));
    getLesson.mockResolvedValue(aLesson({ title: 'Mga component', body: '<p>Ang component ay isang function.</p>' }));
    const { unmount } = renderPlayer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mga component' })).toHaveAttribute('lang', 'tl');
    expect(screen.getByTestId('lesson-text')).toHaveAttribute('lang', 'tl');
    expect(screen.getByText('Batayan ng React')).toHaveAttribute('lang', 'tl');
    // The outline's lesson names are the author's; its own words (the section list's labels) stay the page's.
    expect(screen.getByText('Welcome')).toHaveAttribute('lang', 'tl');
    expect(screen.getByRole('navigation', { name: 'Course outline' })).not.toHaveAttribute('lang');
    unmount();
    getCourse.mockResolvedValue(aCourseDetail({ language: 'en', viewer: anEnrolledViewer() }));
    getLesson.mockResolvedValue(aLesson());
    renderPlayer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Components and JSX' })).not.toHaveAttribute('lang');
    expect(screen.getByTestId('lesson-text')).not.toHaveAttribute('lang');
  });

  it('marks the lesson complete: the progress bar moves and the counters update', async () => {
    getLesson.mockResolvedValue(aLesson());
    complete.mockResolvedValue(aCompletion({ points: 120, customerCompletedLessons: 9 }));
    const { store } = renderPlayer();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as complete' }));
    expect(complete).toHaveBeenCalledWith(102);
    expect(await screen.findByRole('button', { name: 'Completed' })).toBeDisabled();
    expect(screen.getByTestId('player-progress')).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByTestId('player-progress-text')).toHaveTextContent('1 of 3 lessons completed (33%)');
    expect(screen.getByText('Lesson complete! +10 points')).toBeInTheDocument();
    expect(store.getState().auth.user).toMatchObject({ points: 120, completedLessons: 9 });
  });

  it('celebrates the completed course with a link to the certificate', async () => {
    getLesson.mockResolvedValue(aLesson({ id: 103, title: 'Summary', prevLessonId: 102, nextLessonId: null }));
    complete.mockResolvedValue(aCompletion({ lessonId: 103, courseCompleted: true, certificateCode: 'ACAD-9', completedLessons: 3, pointsAwarded: 110 }));
    renderPlayer(103);
    expect(screen.queryByRole('link', { name: 'Next lesson' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByTestId('course-complete')).toHaveTextContent('Congratulations, you have completed the course!');
    expect(screen.getByRole('link', { name: 'View my certificate' })).toHaveAttribute('href', '/certificates/ACAD-9');
  });

  it('resumes a video at the saved position and saves it on pause', async () => {
    getLesson.mockResolvedValue(aLesson({ id: 101, title: 'Welcome', kind: 'video', videoUrl: '/storage/course-video/intro.webm', position: 30, prevLessonId: null, nextLessonId: 102 }));
    renderPlayer(101);
    const video = (await screen.findByTestId('lesson-video')) as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/storage/course-video/intro.webm');
    expect(video).toHaveAttribute('controls');
    expect(screen.getByText('Resumed where you left off (0:30)')).toBeInTheDocument();
    let current = 0;
    Object.defineProperty(video, 'duration', { configurable: true, get: () => 120 });
    Object.defineProperty(video, 'currentTime', { configurable: true, get: () => current, set: (v: number) => (current = v) });
    fireEvent.loadedMetadata(video);
    expect(current).toBe(30);
    current = 47.6;
    fireEvent.pause(video);
    await waitFor(() => expect(savePosition).toHaveBeenCalledWith(101, 47, { keepalive: false }));
  });

  it('counts a text lesson\'s reading time down before it can be marked complete', async () => {
    jest.useFakeTimers();
    try {
      getLesson.mockResolvedValue(aLesson({ engagement: { rule: 'read', requiredSeconds: 30, secondsLeft: 3, watchedPercent: 0, requiredPercent: 0 } }));
      renderPlayer();
      const button = await screen.findByRole('button', { name: 'Mark as complete' });
      expect(button).toBeDisabled();
      expect(screen.getByTestId('engagement-hint')).toHaveTextContent('You can mark this lesson complete in 3 s');
      act(() => {
        jest.advanceTimersByTime(1000);
      });
      expect(screen.getByTestId('engagement-hint')).toHaveTextContent('in 2 s');
      act(() => {
        jest.advanceTimersByTime(2000);
      });
      expect(screen.queryByTestId('engagement-hint')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Mark as complete' })).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows how much of a video is watched, and enables completion once the server counts enough", async () => {
    getLesson.mockResolvedValue(
      aLesson({ id: 101, title: 'Welcome', kind: 'video', videoUrl: '/storage/course-video/intro.webm', engagement: { rule: 'watch', requiredSeconds: 0, secondsLeft: 0, watchedPercent: 40, requiredPercent: 90 } }),
    );
    savePosition.mockResolvedValue({ lessonId: 101, position: 110, watchedPercent: 92 });
    renderPlayer(101);
    const video = (await screen.findByTestId('lesson-video')) as HTMLVideoElement;
    expect(screen.getByRole('button', { name: 'Mark as complete' })).toBeDisabled();
    expect(screen.getByTestId('engagement-hint')).toHaveTextContent('Watched 40% of the video; 90% completes the lesson');
    Object.defineProperty(video, 'currentTime', { configurable: true, get: () => 110 });
    fireEvent.pause(video);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark as complete' })).toBeEnabled());
    expect(screen.queryByTestId('engagement-hint')).not.toBeInTheDocument();
  });

  it('reports where playback was before a seek and where it went, so the jump is not counted as watched', async () => {
    getLesson.mockResolvedValue(aLesson({ id: 101, kind: 'video', videoUrl: '/storage/course-video/intro.webm', position: 0 }));
    renderPlayer(101);
    const video = (await screen.findByTestId('lesson-video')) as HTMLVideoElement;
    let current = 0;
    let seeking = false;
    Object.defineProperty(video, 'currentTime', { configurable: true, get: () => current });
    Object.defineProperty(video, 'seeking', { configurable: true, get: () => seeking });
    fireEvent.play(video);
    current = 8.4;
    fireEvent.timeUpdate(video);
    seeking = true;
    current = 200;
    fireEvent.seeking(video);
    seeking = false;
    fireEvent.seeked(video);
    await waitFor(() => expect(savePosition).toHaveBeenCalledTimes(3));
    expect(savePosition.mock.calls.map((c) => c[1])).toEqual([0, 8, 200]);
  });

  it('shows a refused completion with what is missing, translated', async () => {
    const lesson = aLesson({ id: 101, kind: 'video', videoUrl: '/storage/course-video/intro.webm', engagement: { rule: 'watch', requiredSeconds: 0, secondsLeft: 0, watchedPercent: 95, requiredPercent: 90 } });
    getLesson.mockResolvedValueOnce(lesson).mockResolvedValueOnce({ ...lesson, engagement: { ...lesson.engagement!, watchedPercent: 42 } });
    complete.mockRejectedValue(new ApiError({ status: 409, code: 'LESSON_NOT_ENGAGED', message: 'x' }));
    renderPlayer(101);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByTestId('complete-error')).toHaveTextContent('Not yet: watch at least 90% of the video first (you have watched 42%).');
    expect(screen.getByRole('button', { name: 'Mark as complete' })).toBeDisabled();
  });

  it('a quiz lesson shows its quiz (loaded on demand) instead of "mark complete"; a passing attempt reads the lesson and the course again and links the certificate', async () => {
    const quizLesson = aLesson({ id: 103, title: 'Final quiz', kind: 'quiz', body: '<p>Ten questions.</p>', prevLessonId: 102, nextLessonId: null, engagement: { rule: 'pass', requiredSeconds: 0, secondsLeft: 0, watchedPercent: 0, requiredPercent: 80 }, quiz: aLessonQuiz() });
    const attempt = anAttempt({ lessonId: 103, courseId: 7 });
    const passed = anAttempt({ lessonId: 103, courseId: 7, status: 'submitted', answers: { '11': 'a' }, result: aResult({ scorePercent: 100, passed: true }) });
    getLesson.mockResolvedValueOnce(quizLesson).mockResolvedValue({
      ...quizLesson,
      isCompleted: true,
      engagement: null,
      quiz: aLessonQuiz({ attemptsUsed: 1, attemptsLeft: 2, gradePercent: 100, passed: true, attempts: [{ id: 70, number: 1, status: 'submitted', scorePercent: 100, passed: true, startedAt: passed.startedAt, submittedAt: passed.startedAt }] }),
    });
    getCourse
      .mockResolvedValueOnce(aCourseDetail({ viewer: anEnrolledViewer() }))
      .mockResolvedValue(
        aCourseDetail({
          viewer: anEnrolledViewer({ completedLessons: 3, certificateCode: 'ACAD-77' }),
          sections: aCourseDetail().sections.map((section) => ({ ...section, lessons: section.lessons.map((l) => ({ ...l, isCompleted: true })) })),
        }),
      );
    jest.mocked(quizApi.startAttempt).mockResolvedValue(attempt);
    jest.mocked(quizApi.saveAnswers).mockResolvedValue({ attemptId: 70, answers: {}, savedAt: new Date().toISOString(), deadline: null });
    jest.mocked(quizApi.submitAttempt).mockResolvedValue(passed);
    renderPlayer(103);

    expect(await screen.findByTestId('quiz-intro')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).not.toBeInTheDocument();
    expect(screen.getByTestId('quiz-lesson-state')).toHaveTextContent('Pass the quiz (80% or more) to complete this lesson');
    fireEvent.click(screen.getByRole('button', { name: 'Start the quiz' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'useState' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit now' }));

    expect(await screen.findByTestId('quiz-lesson-complete')).toBeInTheDocument();
    expect(quizApi.startAttempt).toHaveBeenCalledWith(5, expect.anything());
    expect(quizApi.submitAttempt).toHaveBeenCalledWith(70);
    // The lesson and the course are read again: the lesson is complete, the progress full, the certificate linked.
    await waitFor(() => expect(screen.getByTestId('player-progress')).toHaveAttribute('aria-valuenow', '100'));
    expect(getLesson).toHaveBeenCalledTimes(2);
    expect(getCourse).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('quiz-lesson-state')).toHaveTextContent('Completed');
    expect(await screen.findByRole('link', { name: 'View my certificate' })).toHaveAttribute('href', '/certificates/ACAD-77');
  });

  it('explains a locked lesson', async () => {
    getLesson.mockRejectedValue(new ApiError({ status: 403, code: 'LESSON_LOCKED', message: 'x' }));
    renderPlayer();
    expect(await screen.findByText('This lesson is locked')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to the course' })).toHaveAttribute('href', '/courses/react-fundamentals');
  });
});
