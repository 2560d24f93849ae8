// Protected lesson media in Chromium against the real API, as the demo student (enrolled in React
// Fundamentals): the player loads the paid lesson's video through a short-lived signed URL that is
// cached privately, the free preview's video plays and seeks through one too, and the same file
// without its signature is refused.
import type { Page } from 'playwright-core';
import type { CourseDetail } from '../../src/shared/schemas/courses';
import { baseUrl, freshPagePerTest, screenshot } from './support/browser';
import { DEMO_STUDENT, getJson, logInThroughUi, trackProblems, type PageProblems } from './support/helpers';

// The project's testTimeout is a global-only Jest option (ignored inside `projects`), so it is set here.
jest.setTimeout(120_000);

const COURSE = 'react-fundamentals';
const SIGNED = /^\/storage\/course-video\/[0-9a-f-]{36}\.(mp4|webm)\?expires=\d+&customer=[\w-]+&signature=[\w-]{43}$/;

let page: Page;
let problems: PageProblems;

freshPagePerTest(async (current) => {
  ({ page } = current);
  problems = await trackProblems(page);
});

/** Opens a lesson in the player and answers the video element's URL and the first answer the browser got for it. */
async function openVideoLesson(lessonId: number) {
  const media = page.waitForResponse((res) => new URL(res.url()).pathname.startsWith('/storage/course-video/'));
  await page.goto(`/learn/${COURSE}/${lessonId}`);
  const video = page.getByTestId('lesson-video');
  await video.waitFor();
  const src = (await video.getAttribute('src')) ?? '';
  return { src, response: await media };
}

/** The player's <video> state: how far it loaded, where it is, and its error code if any. */
const videoState = () =>
  page.evaluate(() => {
    const v = document.querySelector('[data-testid="lesson-video"]') as HTMLVideoElement | null;
    return v ? { readyState: v.readyState, duration: v.duration, currentTime: v.currentTime, error: v.error?.code ?? null } : null;
  });

it('the player loads lesson videos through signed URLs; the bare file is refused', async () => {
  await logInThroughUi(page, DEMO_STUDENT, '/student/dashboard');
  const course = await getJson<CourseDetail>(`/api/Courses/${COURSE}`);
  const videos = course.sections.flatMap((s) => s.lessons).filter((l) => l.kind === 'video');
  const paid = videos.find((l) => !l.isPreview)!;
  const preview = videos.find((l) => l.isPreview)!;
  expect(paid && preview).toBeTruthy();

  // The paid lesson: a signed URL of this student's, answered (206 or 200) and cached privately.
  const opened = await openVideoLesson(paid.id);
  expect(opened.src).toMatch(SIGNED);
  expect([200, 206]).toContain(opened.response.status());
  expect(opened.response.headers()['cache-control']).toMatch(/^private, max-age=\d+$/);
  expect(opened.response.headers()['content-type']).toBe('video/mp4');
  await screenshot(page, 'media-1-paid-lesson');

  // Without the signature the same file is refused.
  const bare = await fetch(`${baseUrl()}${opened.src.split('?')[0]}`);
  expect(bare.status).toBe(403);
  expect(((await bare.json()) as { code: string }).code).toBe('MEDIA_URL_INVALID');

  // The free preview (WebM, which every Chromium decodes): its metadata loads and it seeks, range by range.
  const previewOpened = await openVideoLesson(preview.id);
  expect(previewOpened.src).toMatch(SIGNED);
  await page.waitForFunction(() => ((document.querySelector('[data-testid="lesson-video"]') as HTMLVideoElement | null)?.readyState ?? 0) >= 1);
  const loaded = await videoState();
  expect(loaded?.error).toBeNull();
  expect(loaded!.duration).toBeGreaterThan(3);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const v = document.querySelector('[data-testid="lesson-video"]') as HTMLVideoElement;
        v.addEventListener('seeked', () => resolve(), { once: true });
        v.currentTime = 3;
      }),
  );
  const seeked = await videoState();
  expect(seeked?.error).toBeNull();
  expect(seeked!.currentTime).toBeGreaterThanOrEqual(2.9);

  expect(await problems.all()).toEqual([]);
});
