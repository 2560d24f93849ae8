import { makeTheme } from './theme';

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** An rgba() (or #rrggbb) colour laid over an opaque #rrggbb background, as #rrggbb. */
function over(colour: string, background: string): string {
  if (colour.startsWith('#')) return colour;
  const m = colour.match(/rgba?\(\s*(\d+)[,\s]+(\d+)[,\s]+(\d+)(?:[,\s/]+([\d.]+))?/);
  if (!m) throw new Error(`Not a colour: ${colour}`);
  const alpha = m[4] === undefined ? 1 : Number(m[4]);
  const bg = [1, 3, 5].map((i) => parseInt(background.slice(i, i + 2), 16));
  return `#${[m[1], m[2], m[3]].map((v, i) => Math.round(Number(v) * alpha + (bg[i] as number) * (1 - alpha)).toString(16).padStart(2, '0')).join('')}`;
}

type Styles = Record<string, unknown>;
const baseline = (mode: 'dark' | 'light') => makeTheme(mode).components?.MuiCssBaseline?.styleOverrides as Styles;

describe.each(['dark', 'light'] as const)('%s theme', (mode) => {
  const { palette } = makeTheme(mode);

  it("the lesson outline's current item (body text on the selected tint) reads at 4.5:1 or more on both surfaces", () => {
    for (const surface of [palette.background.default, palette.background.paper]) {
      const tint = over(palette.action.selected, surface);
      expect(contrast(palette.text.primary, tint)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the skip link reads at 4.5:1 or more and shows only with the focus', () => {
    const styles = baseline(mode);
    const link = styles['.skip-link'] as { background: string; color: string; transform: string };
    expect(contrast(link.color, link.background)).toBeGreaterThanOrEqual(4.5);
    expect(link.transform).not.toBe('none');
    expect(styles['.skip-link:focus']).toEqual({ transform: 'none' });
  });

  it('stills animations and transitions (skeletons, menus) for prefers-reduced-motion', () => {
    const reduced = baseline(mode)['@media (prefers-reduced-motion: reduce)'] as Record<string, Styles>;
    expect(reduced['*, *::before, *::after']).toMatchObject({
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    });
  });

  it('draws no ring on headings and <main> focused by script (tabindex -1)', () => {
    expect(baseline(mode)['[tabindex="-1"]:focus']).toEqual({ outline: 'none' });
  });
});
