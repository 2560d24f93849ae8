// SPA entry (the composition root): the API client's token getter, translations first (no flash of keys),
// then the store, theme and router.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { configureApiClient } from './api/apiClient';
import { AppShell, AppTheme } from './app/App';
import { initI18n } from './app/i18n';
import { setI18n } from './lib/i18nInstance';
import { makeStore } from './app/store';
import { authActions, getAccessToken } from './features/auth';

async function start() {
  // The API layer knows nothing of the session: it reads the token through this getter (set before the
  // store starts its sagas), and tells the store when the server refused it.
  const started: { store?: ReturnType<typeof makeStore> } = {};
  configureApiClient({ getAccessToken, onSessionRejected: (code) => started.store?.dispatch(authActions.sessionRejected({ code })) });
  const store = makeStore();
  started.store = store;
  const i18n = await initI18n({ lng: store.getState().locale.lang }).catch((error: unknown) => {
    console.error('Translations did not load', error);
    return null;
  });
  if (i18n) setI18n(i18n);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // A transition: React renders the first screen in slices of a few milliseconds, yielding to the browser
  // between them, instead of in one task that blocks a slow phone for hundreds of milliseconds.
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <Provider store={store}>
        <AppTheme>
          <BrowserRouter>
            <AppShell />
          </BrowserRouter>
        </AppTheme>
      </Provider>,
    );
  });
}

void start();
