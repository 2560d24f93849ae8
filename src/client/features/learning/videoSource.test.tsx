// The lesson video's signed address expires after minutes: a player open for a while reads the lesson
// again for a new address when the browser can no longer load the old one.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import * as coursesApi from '../../api/coursesApi';
import * as lessonsApi from '../../api/lessonsApi';
import { aCustomer } from '../../testing/fixtures';
import { aCourseDetail, anEnrolledViewer, aLesson } from '../../testing/courseFixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { initialAuthState } from '../auth/authSlice';
import { EXPIRED_SOURCE_GRACE_MS, signedUrlExpired } from './LessonContent';
import LessonPlayer from './LessonPlayer';

jest.mock('../../api/coursesApi');
jest.mock('../../api/lessonsApi');
const getCourse = jest.mocked(coursesApi.get);
const getLesson = jest.mocked(lessonsApi.get);
const savePosition = jest.mocked(lessonsApi.savePosition);

const START = 1_800_000_000_000;
let now = START;
const signed = (expiresAt: number, sig = 'abc') => `/storage/course-video/v.mp4?expires=${Math.floor(expiresAt / 1000)}&customer=me&signature=${sig}`;
const videoLesson = (videoUrl: string) => aLesson({ id: 101, title: 'Welcome', kind: 'video', videoUrl, position: 0 });

function renderPlayer() {
  return renderWithProviders(
    <Routes>
      <Route path="/learn/:courseIdOrSlug/:lessonId" element={<LessonPlayer />} />
    </Routes>,
    {
      route: '/learn/react-fundamentals/101',
      runSagas: true,
      preloadedState: { auth: { ...initialAuthState, status: 'success', user: aCustomer(), initialized: true } },
    },
  );
}

beforeEach(() => {
  jest.resetAllMocks();
  now = START;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  getCourse.mockResolvedValue(aCourseDetail({ viewer: anEnrolledViewer() }));
  savePosition.mockResolvedValue({ lessonId: 101, position: 0, watchedPercent: 0 });
});
afterEach(() => jest.restoreAllMocks());

describe('signedUrlExpired', () => {
  it('reads the expiry of a signed address; other addresses never expire', () => {
    expect(signedUrlExpired(signed(START - 1000), START)).toBe(true);
    expect(signedUrlExpired(signed(START + 60_000), START)).toBe(false);
    expect(signedUrlExpired('/storage/course-video/v.mp4', START)).toBe(false);
    expect(signedUrlExpired('https://cdn.example.com/v.mp4?expires=abc', START)).toBe(false);
    expect(signedUrlExpired(null, START)).toBe(false);
  });
});

describe('the player and an expired video address', () => {
  it('reads the lesson again for a new address once the old one has expired, and plays the new one', async () => {
    const fresh = signed(START + 20 * 60_000, 'new');
    getLesson.mockResolvedValueOnce(videoLesson(signed(START + 10 * 60_000))).mockResolvedValueOnce(videoLesson(fresh));
    renderPlayer();
    const video = await screen.findByTestId('lesson-video');
    now = START + 11 * 60_000;
    fireEvent.error(video);
    await waitFor(() => expect(getLesson).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByTestId('lesson-video')).toHaveAttribute('src', fresh));
  });

  it('does not ask again while the address is valid (the file itself failed)', async () => {
    getLesson.mockResolvedValue(videoLesson(signed(START + 10 * 60_000)));
    renderPlayer();
    const video = await screen.findByTestId('lesson-video');
    now = START + 5 * 60_000;
    fireEvent.error(video);
    await new Promise((r) => setTimeout(r, 50));
    expect(getLesson).toHaveBeenCalledTimes(1);
  });

  it('waits a grace time after opening, so that a wrong clock cannot loop reloads', async () => {
    // Expired by this browser's clock from the start.
    getLesson.mockResolvedValue(videoLesson(signed(START - 60_000)));
    renderPlayer();
    const video = await screen.findByTestId('lesson-video');
    now = START + EXPIRED_SOURCE_GRACE_MS - 1000;
    fireEvent.error(video);
    await new Promise((r) => setTimeout(r, 50));
    expect(getLesson).toHaveBeenCalledTimes(1);
    now = START + EXPIRED_SOURCE_GRACE_MS;
    fireEvent.error(video);
    await waitFor(() => expect(getLesson).toHaveBeenCalledTimes(2));
  });
});
