import { combineReducers, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { authReducer } from '../features/auth/authSlice';
import { catalogueReducer } from '../features/catalogue/catalogueSlice';
import { categoriesReducer } from '../features/categories/categoriesSlice';
import { certificatesReducer } from '../features/certificates/certificatesSlice';
import { configReducer } from '../features/config/configSlice';
import { enrollmentsReducer } from '../features/dashboard/enrollmentsSlice';
import { localeReducer } from '../features/locale/localeSlice';
import { newsReducer } from '../features/news/newsSlice';
import { uiReducer } from '../features/ui/uiSlice';
import { wishlistReducer } from '../features/wishlist/wishlistSlice';

// The slices every page may read; others (app/request.ts definitions, the course page's and the lesson
// player's slices: lib/useSaga.ts useSlice) are injected by the page that uses them.
const staticReducers = {
  auth: authReducer,
  categories: categoriesReducer,
  news: newsReducer,
  locale: localeReducer,
  ui: uiReducer,
  config: configReducer,
  catalogue: catalogueReducer,
  certificates: certificatesReducer,
  wishlist: wishlistReducer,
  enrollments: enrollmentsReducer,
};

type StaticState = { [K in keyof typeof staticReducers]: ReturnType<(typeof staticReducers)[K]> };
/** The static slices, and those injected later (absent until then). */
export type RootState = StaticState & Partial<Record<string, unknown>>;

// A plain combineReducers over a map that grows (RTK's combineSlices does the same, with selector
// proxies this app does not use, in what /home loads).
const reducers: Record<string, Reducer> = { ...staticReducers };
let combined = combineReducers(reducers);

export const rootReducer = Object.assign((state: RootState | Partial<RootState> | undefined, action: UnknownAction) => combined(state, action) as RootState, {
  /** Adds `reducer` under `name`; a name already taken keeps its reducer. The state appears with the next action. */
  inject(name: string, reducer: Reducer): void {
    if (!reducers[name]) {
      reducers[name] = reducer;
      combined = combineReducers(reducers);
    }
  },
});
