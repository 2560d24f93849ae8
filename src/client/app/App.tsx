// The application shell: theme, error banner above everything, routes, loading overlay, and the
// start-up fetches the header needs on every page (categories, latest news).
import { useEffect, useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { categoriesActions } from '../features/categories/categoriesSlice';
import { selectLanguage } from '../features/locale/localeSlice';
import { newsActions } from '../features/news/newsSlice';
import { selectTheme } from '../features/ui/uiSlice';
import { ErrorBanner } from '../layout/ErrorBanner';
import { LoadingOverlay } from '../layout/LoadingOverlay';
import { changeLanguage } from './i18n';
import { NavigatorBridge } from './NavigatorBridge';
import { AppRoutes } from './router';
import { ScrollManager } from './ScrollManager';
import { makeTheme } from '../lib/theme';

/** Keeps i18next on the store's language (core's saga also switches it; this covers preloaded state). */
function LanguageSync() {
  const lang = useAppSelector(selectLanguage);
  useEffect(() => {
    void changeLanguage(lang);
  }, [lang]);
  return null;
}

export function AppShell() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(categoriesActions.fetchRequested());
    dispatch(newsActions.latestRequested());
  }, [dispatch]);
  return (
    <>
      <NavigatorBridge />
      <ScrollManager />
      <LanguageSync />
      <ErrorBanner />
      <AppRoutes />
      <LoadingOverlay />
    </>
  );
}

/** Theme from the store (dark by default); <html data-theme> follows for the pre-render background. */
export function AppTheme({ children }: { children: ReactNode }) {
  const mode = useAppSelector(selectTheme);
  const theme = useMemo(() => makeTheme(mode), [mode]);
  useEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
