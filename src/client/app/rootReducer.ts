import { combineReducers } from '@reduxjs/toolkit';
import { authReducer } from '../features/auth/authSlice';
import { categoriesReducer } from '../features/categories/categoriesSlice';
import { configReducer } from '../features/config/configSlice';
import { localeReducer } from '../features/locale/localeSlice';
import { newsReducer } from '../features/news/newsSlice';
import { uiReducer } from '../features/ui/uiSlice';

export const rootReducer = combineReducers({
  auth: authReducer,
  categories: categoriesReducer,
  news: newsReducer,
  locale: localeReducer,
  ui: uiReducer,
  config: configReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
