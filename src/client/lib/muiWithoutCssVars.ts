// Stand-in for MUI's CSS-variables theme builder and provider (styles/createThemeWithVars.js and
// styles/ThemeProviderWithVars.js), which webpack.config.ts substitutes when @mui/material's createTheme
// and ThemeProvider import them. The app's theme (lib/theme.ts) never sets `cssVariables` nor
// `colorSchemes`, so MUI only takes its plain-theme path and these are never called; leaving them out
// of the bundle saves about 7 KB gzip on every page. Jest runs the real modules.
function cssVariablesAreNotBundled(): never {
  throw new Error('MUI CSS variables (cssVariables / colorSchemes) are left out of this build: see webpack.config.ts');
}

/** createThemeWithVars */
export default cssVariablesAreNotBundled;
/** ThemeProviderWithVars's CssVarsProvider */
export const CssVarsProvider = cssVariablesAreNotBundled;
