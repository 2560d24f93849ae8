// makeStore is shared by the app (index.tsx) and the tests, so both run the same reducers and sagas.
import { configureStore } from '@reduxjs/toolkit';
import type { Reducer } from 'redux';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { readInitialLocale } from '../features/locale/localeStorage';
import { readStoredTheme } from '../features/ui/uiSlice';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';
import { categoriesSaga } from '../features/categories/categoriesSlice';
import { newsSaga } from '../features/news/newsSlice';

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
  // Feature sagas that only lazily loaded pages need start with those pages (lib/useSaga.ts, app/request.ts),
  // once per store; the request sagas of the start-up data run from the start.
  const started = new Set<Saga>();
  const injectable = Object.assign(store, {
    injectSaga(saga: Saga): void {
      if (runSagas && !started.has(saga)) {
        started.add(saga);
        sagaMiddleware.run(saga);
      }
    },
    /** Adds a slice's reducer under `name` (the same reducer again is a no-op). */
    injectReducer(name: string, reducer: Reducer): void {
      rootReducer.inject(name, reducer);
    },
  });
  if (runSagas) {
    injectable.injectSaga(categoriesSaga);
    injectable.injectSaga(newsSaga);
    sagaMiddleware.run(rootSaga, { startup });
  }
  return injectable;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
