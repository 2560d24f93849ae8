// The UI feature (error banner, loading counter, theme) as other parts of the SPA see it.
export { selectErrorBanner, selectIsLoading, selectTheme, uiActions } from './uiSlice';
export { callTracked } from './callTracked';
