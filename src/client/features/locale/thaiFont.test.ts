// The Thai web font is registered only when Thai text is on the page: the UI in Thai, or an element marked
// lang="th" added (or switched to Thai) in another UI language; its faces swap in and cover Thai only.
import { waitFor } from '@testing-library/react';
import { THAI_WEB_FONT } from '../../lib/theme';
import { applyThaiFont, resetThaiFontForTests } from './thaiFont';

jest.mock('./thaiFontFiles', () => ({
  THAI_FONT_FILES: [
    { weight: '400', url: '/media/noto-sans-thai-thai-400-normal.woff2' },
    { weight: '700', url: '/media/noto-sans-thai-thai-700-normal.woff2' },
  ],
}));

class FakeFontFace {
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {}
}

const added: FakeFontFace[] = [];
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(() => {
  Object.defineProperty(globalThis, 'FontFace', { value: FakeFontFace, configurable: true });
  Object.defineProperty(document, 'fonts', { value: { add: (face: FakeFontFace) => added.push(face) }, configurable: true });
});
afterAll(() => {
  delete (globalThis as { FontFace?: unknown }).FontFace;
  delete (document as { fonts?: unknown }).fonts;
});
beforeEach(() => {
  resetThaiFontForTests();
  added.length = 0;
  document.body.innerHTML = '<main><p>Hello</p></main>';
  document.documentElement.lang = 'th'; // index.html's, before the stored language is applied: not Thai text
});

describe('the Thai web font', () => {
  it('is registered at once for the Thai UI: regular and bold, Thai characters only, swapped in', async () => {
    applyThaiFont('th');
    await waitFor(() => expect(added).toHaveLength(2));
    expect(added.map((f) => [f.family, f.descriptors.weight, f.descriptors.display])).toEqual([
      [THAI_WEB_FONT, '400', 'swap'],
      [THAI_WEB_FONT, '700', 'swap'],
    ]);
    expect(added[0]!.source).toBe("url(/media/noto-sans-thai-thai-400-normal.woff2) format('woff2')");
    expect(added[0]!.descriptors.unicodeRange).toContain('U+0E01-0E5B');
    expect(added[0]!.descriptors.unicodeRange).not.toMatch(/U\+0000|U\+0020/);
    applyThaiFont('th');
    await flush();
    expect(added).toHaveLength(2);
  });

  it('is not registered for another UI language without Thai content, nor for content in other languages', async () => {
    applyThaiFont('en');
    const p = document.createElement('p');
    p.lang = 'vi';
    p.textContent = 'Lập trình';
    document.body.append(p);
    await flush();
    await flush();
    expect(added).toHaveLength(0);
  });

  it('in another UI language, is registered once content marked Thai is added', async () => {
    applyThaiFont('en');
    await flush();
    expect(added).toHaveLength(0);
    const card = document.createElement('article');
    card.innerHTML = '<h3 lang="th">วิเคราะห์ข้อมูลด้วย Python</h3>';
    document.querySelector('main')!.append(card);
    await waitFor(() => expect(added).toHaveLength(2));
  });

  it('in another UI language, is registered when an element on the page switches to Thai, or is there already', async () => {
    applyThaiFont('vi');
    await flush();
    document.querySelector('p')!.setAttribute('lang', 'th');
    await waitFor(() => expect(added).toHaveLength(2));

    resetThaiFontForTests();
    added.length = 0;
    document.body.innerHTML = '<ul><li lang="th">ไทย</li></ul>';
    applyThaiFont('tl');
    await waitFor(() => expect(added).toHaveLength(2));
  });
});
