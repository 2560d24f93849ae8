// The lazy chunk of the Thai web font (thaiFont.ts imports it only for Thai text): one FontFace per weight,
// registered under the theme's Thai family. A registered face is fetched by the browser only when Thai
// characters (its unicode-range) are drawn in a weight it serves; text shows in a system font until then
// (display: swap).
import { THAI_WEB_FONT } from '../../lib/theme';
import { THAI_FONT_FILES } from './thaiFontFiles';

/** The Thai block and the marks Thai text uses (the Thai subset's range): Latin text never asks for the font. */
export const THAI_UNICODE_RANGE = 'U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D,U+25CC';

export function addThaiFontFaces(fonts: FontFaceSet = document.fonts): FontFace[] {
  return THAI_FONT_FILES.map(({ weight, url }) => {
    const face = new FontFace(THAI_WEB_FONT, `url(${url}) format('woff2')`, { weight, style: 'normal', display: 'swap', unicodeRange: THAI_UNICODE_RANGE });
    fonts.add(face);
    return face;
  });
}
