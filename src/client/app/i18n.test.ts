// The translations' backend with its parts: the core file at start, a part with the lazy code that asks for
// it, the parts wanted so far in a language switched to, and a part asked for while a switch is under way.
// The network is stubbed (files served from memory, each answer released by the test when it says so).
import type { i18n as I18n } from 'i18next';
import type * as I18nModule from './i18n';

type Tree = Record<string, unknown>;
const FILES: Record<string, Tree> = {
  'th.json': { HOME: { TITLE: 'หน้าแรก' }, ADMIN: { MENU: { PEOPLE: 'ผู้ใช้' } } },
  'th.staff.json': { ADMIN: { SAVE: 'บันทึก' }, STUDIO: { CANCEL: 'ยกเลิก' } },
  'en.json': { HOME: { TITLE: 'Home' }, ADMIN: { MENU: { PEOPLE: 'People' } } },
  'en.staff.json': { ADMIN: { SAVE: 'Save' }, STUDIO: { CANCEL: 'Cancel' } },
  'vi.json': { HOME: { TITLE: 'Trang chủ' }, ADMIN: { MENU: { PEOPLE: 'Mọi người' } } },
  'vi.staff.json': { ADMIN: { SAVE: 'Lưu' }, STUDIO: { CANCEL: 'Hủy' } },
};

/** Every request, in order; an answer waits while its file is held. */
const requested: string[] = [];
const held = new Map<string, () => void>();
const holding = new Set<string>();
let failing = new Set<string>();

function serve(url: string): Promise<Response> {
  const file = url.replace('/assets/i18n/', '');
  requested.push(file);
  // jsdom has no Response: the part of one the backend reads.
  const answer = () => {
    const status = failing.has(file) ? 503 : 200;
    return { ok: status === 200, status, json: () => Promise.resolve(JSON.parse(JSON.stringify(FILES[file]))) } as Response;
  };
  if (!holding.has(file)) return Promise.resolve(answer());
  return new Promise((resolve) => held.set(file, () => resolve(answer())));
}

function release(file: string) {
  holding.delete(file);
  held.get(file)?.();
  held.delete(file);
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fresh i18next and i18n module (their state is per page load), initialised in `lng`. */
async function start(lng: 'th' | 'en') {
  let modules: { i18next: I18n; i18n: typeof I18nModule } | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = { i18next: (await import('i18next')).default, i18n: await import('./i18n') };
  });
  const { i18next, i18n } = modules!;
  await i18n.initI18n({ lng });
  const adminPage = i18n.withTranslations(['staff'], () => Promise.resolve({ default: 'AdminArea' }));
  return { i18next, adminPage };
}

beforeEach(() => {
  requested.length = 0;
  held.clear();
  holding.clear();
  failing = new Set();
  global.fetch = jest.fn((input: RequestInfo | URL) => serve(String(input))) as typeof fetch;
});

describe('translations in parts', () => {
  it('a page starts with the core file alone; a lazy screen that asks for a part resolves with its texts, fetched once', async () => {
    const { i18next, adminPage } = await start('th');
    expect(requested).toEqual(['th.json']);
    expect(i18next.t('HOME.TITLE')).toBe('หน้าแรก');
    expect(i18next.t('ADMIN.MENU.PEOPLE')).toBe('ผู้ใช้');
    expect(i18next.t('ADMIN.SAVE')).toBe('ADMIN.SAVE');

    await expect(adminPage()).resolves.toEqual({ default: 'AdminArea' });
    expect(i18next.t('ADMIN.SAVE')).toBe('บันทึก');
    expect(i18next.t('STUDIO.CANCEL')).toBe('ยกเลิก');
    expect(i18next.t('ADMIN.MENU.PEOPLE')).toBe('ผู้ใช้'); // merged into the section, not replacing it
    await adminPage();
    expect(requested).toEqual(['th.json', 'th.staff.json']);
  });

  it('a language switched to brings the parts wanted so far, in one go', async () => {
    const { i18next, adminPage } = await start('th');
    await adminPage();
    await i18next.changeLanguage('en');
    expect(requested.slice(2).sort()).toEqual(['en.json', 'en.staff.json']);
    expect(i18next.t('ADMIN.SAVE')).toBe('Save');
    expect(i18next.t('ADMIN.MENU.PEOPLE')).toBe('People');
    expect(i18next.t('HOME.TITLE')).toBe('Home');
  });

  it('a part file that does not arrive fails the screen (as a chunk would), and the next attempt fetches it again', async () => {
    const { i18next, adminPage } = await start('en');
    failing = new Set(['en.staff.json']);
    await expect(adminPage()).rejects.toThrow('HTTP 503');
    expect(i18next.t('ADMIN.SAVE')).toBe('ADMIN.SAVE');
    failing = new Set();
    await expect(adminPage()).resolves.toEqual({ default: 'AdminArea' });
    expect(i18next.t('ADMIN.SAVE')).toBe('Save');
    expect(requested).toEqual(['en.json', 'en.staff.json', 'en.staff.json']);
  });

  it('a part asked for while a language switch is under way is in both languages when the switch lands', async () => {
    const { i18next, adminPage } = await start('th');
    holding.add('en.json');
    const switching = i18next.changeLanguage('en');
    await flush();
    expect(requested).toEqual(['th.json', 'en.json']);
    // The page still shows Thai: the screen gets the Thai part at once.
    await expect(adminPage()).resolves.toEqual({ default: 'AdminArea' });
    expect(i18next.t('ADMIN.SAVE')).toBe('บันทึก');
    release('en.json');
    await switching;
    expect(i18next.language).toBe('en');
    expect(i18next.t('ADMIN.SAVE')).toBe('Save');
    expect(i18next.t('HOME.TITLE')).toBe('Home');
    expect(requested).toEqual(['th.json', 'en.json', 'th.staff.json', 'en.staff.json']);
  });

  it('with bundled translations (tests) a part costs no request', async () => {
    let modules: { i18n: typeof I18nModule } | undefined;
    await jest.isolateModulesAsync(async () => {
      modules = { i18n: await import('./i18n') };
    });
    await modules!.i18n.initI18n({ lng: 'en', resources: { en: { translation: FILES['en.json']! } } });
    await expect(modules!.i18n.withTranslations(['staff'], () => Promise.resolve(1))()).resolves.toBe(1);
    expect(requested).toEqual([]);
  });
});
