// SPA entry: translations first (no flash of keys), then the store, theme and router.
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppShell, AppTheme } from './app/App';
import { initI18n } from './app/i18n';
import { setI18n } from './app/i18nInstance';
import { makeStore } from './app/store';

async function start() {
  const store = makeStore();
  const i18n = await initI18n({ lng: store.getState().locale.lang }).catch((error: unknown) => {
    console.error('Translations did not load', error);
    return null;
  });
  if (i18n) setI18n(i18n);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <Provider store={store}>
      <AppTheme>
        <BrowserRouter>
          <AppShell />
        </BrowserRouter>
      </AppTheme>
    </Provider>,
  );
}

void start();
