// makeStore is shared by the app (index.tsx) and the tests, so both run the same reducers and sagas.
import { configureStore } from '@reduxjs/toolkit';
import type { Reducer } from 'redux';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { readInitialLocale } from '../features/locale/localeStorage';
import { readStoredTheme } from '../features/ui/uiSlice';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';

export type { RootState } from './rootReducer';

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>;
  /** Values sagas read with getContext. */
  sagaContext?: Record<string, unknown>;
  /** false: no saga at all (component tests that only dispatch and read). Default true. */
  runSagas?: boolean;
  /** false: watchers only, without the start-up flow (config, current user, chat). Default true. */
  startup?: boolean;
}

export function makeStore({ preloadedState = {}, sagaContext = {}, runSagas = true, startup = true }: MakeStoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware({ context: sagaContext });
  const locale = preloadedState.locale ?? readInitialLocale();
  const ui = preloadedState.ui ?? { error: null, loadingCount: 0, theme: readStoredTheme() };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { ...preloadedState, locale, ui },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  if (runSagas) sagaMiddleware.run(rootSaga, { startup });
  // Feature sagas that only lazily loaded pages need start with those pages (app/useSaga.ts), once per store.
  const started = new Set<Saga>();
  return Object.assign(store, {
    injectSaga(saga: Saga): void {
      if (runSagas && !started.has(saga)) {
        started.add(saga);
        sagaMiddleware.run(saga);
      }
    },
    /** Adds a slice's reducer under `name` (the same reducer again is a no-op). */
    injectReducer(name: string, reducer: Reducer): void {
      rootReducer.inject({ reducerPath: name, reducer });
    },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
