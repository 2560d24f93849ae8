// The profile photo in Chromium as the demo student: a real PNG/JPEG goes through the 'uploading'
// overlay to the header avatar and the server's /api/Auth/Me; a text file and a file over 5 MB are
// refused in the browser with their translated, dismissible banner and no request to /api/Files.
import type { BrowserContext, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { freshPagePerTest, screenshot } from './support/browser';
import { DEMO_STUDENT, exact, getMe, logInThroughUi, sessionToken, tr, trackProblems } from './support/helpers';

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

// The project's testTimeout is a global-only Jest option (ignored inside `projects`), so it is set here.
jest.setTimeout(60_000);

let context: BrowserContext;
let page: Page;

freshPagePerTest((current) => {
  ({ context, page } = current);
});

/** A real picture: a gradient square with a disc, encoded by sharp. */
async function makeImage(format: 'png' | 'jpeg', hue: number): Promise<Buffer> {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="hsl(${hue},80%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},80%,35%)"/>
      </linearGradient></defs>
      <rect width="320" height="320" fill="url(#g)"/><circle cx="160" cy="130" r="70" fill="#fff" opacity="0.85"/>
    </svg>`,
  );
  const img = sharp(svg);
  return format === 'png' ? img.png().toBuffer() : img.jpeg({ quality: 85 }).toBuffer();
}

const headerAvatar = () => page.getByRole('button', { name: tr('th', 'HEADER.PROFILE_MENU') }).locator('img');
const photoInput = () => page.locator('input[type="file"][name="profileImage"]');

/**
 * Chooses `file` and checks the whole flow: the request held until the 'uploading' overlay is seen,
 * then the new name in the header avatar and in /api/Auth/Me.
 */
async function uploadAndCheck(file: { name: string; mimeType: string; buffer: Buffer }, shot?: string): Promise<string> {
  const before = await headerAvatar().getAttribute('src');
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const requestHeld = new Promise<void>((resolve) => (held = resolve));
  const hold = async (route: Route) => {
    held();
    await released;
    await route.continue();
  };
  const isFiles = (url: URL) => url.pathname.startsWith('/api/Files');
  await page.route(isFiles, hold);

  const uploaded = page.waitForResponse((res) => new URL(res.url()).pathname.startsWith('/api/Files') && res.request().method() === 'POST');
  const profileSaved = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/Customers/ProfileImage' && res.request().method() === 'PUT');
  await photoInput().setInputFiles(file);
  await requestHeld;

  const overlay = page.locator('[data-testid="photo-uploading"]');
  await overlay.filter({ hasText: tr('th', 'STUDENT.PROFILE.UPLOADING') }).waitFor();
  expect(await photoInput().isDisabled()).toBe(true);
  // The global loading overlay covers the page meanwhile.
  await page.locator('[data-testid="loading-overlay"]').waitFor();
  if (shot) await screenshot(page, shot);
  release();

  const uploadResponse = await uploaded;
  expect(uploadResponse.status()).toBe(201);
  const { nameBySystem, folder } = (await uploadResponse.json()) as { nameBySystem: string; folder: string };
  expect(folder).toBe('customer-profile-image');
  expect(nameBySystem).toBeTruthy();
  expect((await profileSaved).status()).toBe(200);
  await page.unroute(isFiles, hold);

  await overlay.waitFor({ state: 'detached' });
  await page.locator('[data-testid="loading-overlay"]').waitFor({ state: 'detached' });
  const expected = `/storage/customer-profile-image/${nameBySystem}`;
  await page.waitForFunction(
    (src) => {
      const img = document.querySelector<HTMLImageElement>('header button[aria-haspopup] img');
      return img !== null && new URL(img.src).pathname === src && img.complete && img.naturalWidth > 0;
    },
    expected,
  );
  const after = await headerAvatar().getAttribute('src');
  expect(after).not.toBe(before);
  expect(new URL(after as string, 'http://x').pathname).toBe(expected);
  // The profile header's large photo follows too.
  await page.locator(`img[alt="${tr('th', 'ACCOUNT.PHOTO_ALT', { username: DEMO_STUDENT.username })}"][src$="${nameBySystem}"]`).waitFor();

  const token = await sessionToken(context);
  const me = await getMe(token as string);
  expect(me.status).toBe(200);
  expect(me.body.profileImage).toBe(nameBySystem);
  return nameBySystem;
}

test('the demo student changes the photo with a real PNG and then a JPEG', async () => {
  const problems = await trackProblems(page);
  await logInThroughUi(page, DEMO_STUDENT, '/student/dashboard');
  await page.getByRole('heading', { level: 1, name: exact(tr('th', 'ACCOUNT.GREETING', { username: DEMO_STUDENT.username })) }).waitFor();
  await headerAvatar().waitFor();
  await page.waitForLoadState('networkidle');
  await screenshot(page, 'student-dashboard');

  const png = await uploadAndCheck({ name: 'me.png', mimeType: 'image/png', buffer: await makeImage('png', 210) }, 'photo-uploading');
  await screenshot(page, 'student-dashboard-new-photo');
  const jpeg = await uploadAndCheck({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await makeImage('jpeg', 20) });
  expect(jpeg).not.toBe(png);

  // The stored photo is served as an image.
  const res = await page.request.get(`/storage/customer-profile-image/${jpeg}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^image\//);

  // After a reload the header still shows the new photo (read from the server).
  await page.reload();
  await page.waitForFunction((name) => {
    const img = document.querySelector<HTMLImageElement>('header button[aria-haspopup] img');
    return img !== null && img.src.endsWith(`/storage/customer-profile-image/${name}`);
  }, jpeg);
  expect(await problems.all()).toEqual([]);
});

test('a text file and a file over 5 MB show their banners above the header, without any upload', async () => {
  await logInThroughUi(page, DEMO_STUDENT, '/student/dashboard');
  await headerAvatar().waitFor();
  const filesRequests: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/Files')) filesRequests.push(`${req.method()} ${req.url()}`);
  });
  const avatarBefore = await headerAvatar().getAttribute('src');
  const banner = page.getByRole('alert');
  const header = page.locator('[data-testid="site-header"]');

  // A text file.
  await photoInput().setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture\n') });
  const invalid = banner.filter({ hasText: tr('th', 'STUDENT.PROFILE.ERROR_INVALID_FILE') });
  await invalid.waitFor();
  expect((await page.locator('[data-testid="error-banner-text"]').textContent())?.trim()).toBe(tr('th', 'STUDENT.PROFILE.ERROR_INVALID_FILE'));
  const bannerBox = await invalid.boundingBox();
  const headerBox = await header.boundingBox();
  expect(bannerBox).not.toBeNull();
  expect(headerBox).not.toBeNull();
  expect((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0)).toBeLessThanOrEqual((headerBox?.y ?? 0) + 1);
  await screenshot(page, 'photo-error-invalid-file');
  await invalid.getByRole('button', { name: tr('th', 'COMMON.DISMISS') }).click();
  await invalid.waitFor({ state: 'detached' });

  // A picture over 5 MB (its content type is an image; its size is not allowed).
  const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1024, 0);
  (await makeImage('jpeg', 90)).copy(big);
  await photoInput().setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: big });
  const tooLarge = banner.filter({ hasText: tr('th', 'STUDENT.PROFILE.ERROR_FILE_TOO_LARGE') });
  await tooLarge.waitFor();
  expect((await page.locator('[data-testid="error-banner-text"]').textContent())?.trim()).toBe(tr('th', 'STUDENT.PROFILE.ERROR_FILE_TOO_LARGE'));
  await screenshot(page, 'photo-error-too-large');
  await tooLarge.getByRole('button', { name: tr('th', 'COMMON.DISMISS') }).click();
  await tooLarge.waitFor({ state: 'detached' });

  expect(filesRequests).toEqual([]);
  expect(await page.locator('[data-testid="photo-uploading"]').count()).toBe(0);
  expect(await headerAvatar().getAttribute('src')).toBe(avatarBefore);
});
