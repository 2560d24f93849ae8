// The self-hosted Thai font's files (@fontsource/noto-sans-thai, Thai subset only, regular and bold): webpack
// emits each as an asset of its own (media/…woff2) and this module, reached only by thaiFontFaces.ts's lazy
// chunk, holds their URLs. Kept apart so the tests can stand in for it (jest has no import.meta).
export const THAI_FONT_FILES = [
  { weight: '400', url: new URL('@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff2', import.meta.url).href },
  { weight: '700', url: new URL('@fontsource/noto-sans-thai/files/noto-sans-thai-thai-700-normal.woff2', import.meta.url).href },
] as const;
