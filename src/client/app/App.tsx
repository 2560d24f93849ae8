// The application shell: theme, skip link, live region, error banner above everything, routes, loading overlay. Start-up work
// (language, configuration, user, categories, news) is the start-up saga's (app/rootSaga.ts).
import { useEffect, useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ReferralClicks } from '../features/affiliate';
import { useAppSelector } from '../lib/hooks';
import { selectTheme } from '../features/ui/uiSlice';
import { ErrorBanner } from '../layout/ErrorBanner';
import { LoadingOverlay } from '../layout/LoadingOverlay';
import { NavigatorBridge } from './NavigatorBridge';
import { A11yShell } from './A11yShell';
import { AppRoutes } from './router';
import { ScrollManager } from './ScrollManager';
import { makeTheme } from '../lib/theme';

export function AppShell() {
  return (
    <>
      <A11yShell />
      <NavigatorBridge />
      <ScrollManager />
      <ReferralClicks />
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
