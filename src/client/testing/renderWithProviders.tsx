// Component-test helper: a real store (makeStore, sagas off unless asked), the MUI theme, a
// MemoryRouter and i18next initialised synchronously with the English resources.
import { render, type RenderOptions } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import en from '../../../public/assets/i18n/en.json';
import { makeStore, type AppStore, type RootState } from '../app/store';
import './lazySlices';
import { makeTheme } from '../lib/theme';

/** i18next with the bundled English translations, ready synchronously. */
export function initTestI18n(): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: false,
      resources: { en: { translation: en } },
      interpolation: { escapeValue: false },
      initAsync: false,
      react: { useSuspense: false },
    });
  }
  return i18next;
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  route?: string;
  runSagas?: boolean;
}

/** Shows the router's current location (for redirect assertions). */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</div>;
}

export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store, route = '/', runSagas = false, ...options }: RenderWithProvidersOptions = {},
) {
  initTestI18n();
  const theStore =
    store ??
    makeStore({
      preloadedState: { locale: { lang: 'en', country: 999 }, ...preloadedState },
      runSagas,
      startup: false,
    });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={theStore}>
        <ThemeProvider theme={makeTheme('dark')}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </ThemeProvider>
      </Provider>
    );
  }
  return { store: theStore, ...render(ui, { wrapper: Wrapper, ...options }) };
}
