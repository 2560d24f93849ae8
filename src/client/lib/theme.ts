// MUI theme: dark by default, light kept as an option. Indigo/cyan accents on a deep
// navy background, rounded surfaces, system fonts with good Thai and Vietnamese coverage (and, for Thai text only, a self-hosted Thai font).
import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from '../../shared/constants';

/**
 * The self-hosted Noto Sans Thai (features/locale/thaiFont.ts registers it, only when Thai text is on the page),
 * under a name of its own so a locally installed Noto Sans Thai (which has Latin letters too) never takes
 * over Latin text. It comes before the system fonts: its faces cover only the Thai characters (unicode-range),
 * so Latin and Vietnamese text falls through to them, while Thai text gets it instead of whichever system
 * font happens to have Thai (or none); until it is registered the name matches nothing and the stack is as before.
 */
export const THAI_WEB_FONT = 'Academy Noto Sans Thai';

const FONT_STACK = [
  'Inter',
  `"${THAI_WEB_FONT}"`,
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans Thai"',
  '"Leelawadee UI"',
  'Tahoma',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const BRAND = {
  primary: '#7c8cff',
  secondary: '#22d3ee',
  gradient: 'linear-gradient(135deg, #7c8cff 0%, #22d3ee 100%)',
  heroDark: 'radial-gradient(1200px 500px at 10% -10%, rgba(124,140,255,0.25), transparent 60%), radial-gradient(900px 400px at 100% 0%, rgba(34,211,238,0.18), transparent 60%)',
  heroLight: 'radial-gradient(1200px 500px at 10% -10%, rgba(124,140,255,0.18), transparent 60%), radial-gradient(900px 400px at 100% 0%, rgba(34,211,238,0.14), transparent 60%)',
} as const;

export function makeTheme(mode: ThemeMode = 'dark'): Theme {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: { main: dark ? BRAND.primary : '#4f5bd5', contrastText: dark ? '#0b1020' : '#ffffff' },
      secondary: { main: dark ? BRAND.secondary : '#0891b2' },
      error: { main: dark ? '#f87171' : '#dc2626' },
      warning: { main: '#fbbf24' },
      success: { main: dark ? '#34d399' : '#059669' },
      background: dark ? { default: '#0b1020', paper: '#121933' } : { default: '#f6f7fb', paper: '#ffffff' },
      text: dark ? { primary: '#e8ecf6', secondary: '#a3acc9' } : { primary: '#111827', secondary: '#4b5563' },
      divider: dark ? 'rgba(163,172,201,0.16)' : 'rgba(17,24,39,0.12)',
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontWeight: 800, letterSpacing: '-0.02em' },
      h2: { fontWeight: 800, letterSpacing: '-0.02em' },
      h3: { fontWeight: 700, letterSpacing: '-0.01em' },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased' },
          'a:focus-visible, button:focus-visible': { outline: `2px solid ${BRAND.secondary}`, outlineOffset: 2 },
          '::selection': { background: 'rgba(124,140,255,0.35)' },
          // Headings and <main> focused after a page change or by the skip link are not controls: no ring.
          '[tabindex="-1"]:focus': { outline: 'none' },
          // The skip link (app/PageFocus.tsx): off screen until it has the focus.
          '.skip-link': {
            position: 'fixed',
            left: 8,
            top: 8,
            zIndex: 2000,
            padding: '10px 16px',
            borderRadius: 10,
            fontWeight: 700,
            textDecoration: 'none',
            background: dark ? BRAND.primary : '#4f5bd5',
            color: dark ? '#0b1020' : '#ffffff',
            transform: 'translateY(-200%)',
          },
          '.skip-link:focus': { transform: 'none' },
          // Room at the bottom of the page for the chat launcher (features/chat marks <html>), so it
          // covers no content at the end of a page, and focused controls scroll clear of it.
          'html[data-chat-launcher]': { scrollPaddingBottom: 88 },
          'html[data-chat-launcher] body': { paddingBottom: 80 },
          // Skeletons, spinners, menus and transitions stand still for those who ask for less motion.
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              transitionDelay: '0s !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 10, paddingInline: 18 } },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: {
        styleOverrides: {
          root: {
            border: `1px solid ${dark ? 'rgba(163,172,201,0.14)' : 'rgba(17,24,39,0.08)'}`,
            backgroundImage: 'none',
          },
        },
      },
      MuiAppBar: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
}
