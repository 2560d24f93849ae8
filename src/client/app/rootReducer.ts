import { combineSlices } from '@reduxjs/toolkit';
import { authReducer } from '../features/auth/authSlice';
import { catalogueReducer } from '../features/catalogue/catalogueSlice';
import { categoriesReducer } from '../features/categories/categoriesSlice';
import { certificatesReducer } from '../features/certificates/certificatesSlice';
import { configReducer } from '../features/config/configSlice';
import { courseReducer } from '../features/course/courseSlice';
import { enrollmentsReducer } from '../features/dashboard/enrollmentsSlice';
import { learningReducer } from '../features/learning/learningSlice';
import { localeReducer } from '../features/locale/localeSlice';
import { newsReducer } from '../features/news/newsSlice';
import { uiReducer } from '../features/ui/uiSlice';
import { wishlistReducer } from '../features/wishlist/wishlistSlice';

// The slices every page may read; others (app/request.ts definitions) are injected by the page that uses them.
export const rootReducer = combineSlices({
  auth: authReducer,
  categories: categoriesReducer,
  news: newsReducer,
  locale: localeReducer,
  ui: uiReducer,
  config: configReducer,
  catalogue: catalogueReducer,
  course: courseReducer,
  learning: learningReducer,
  certificates: certificatesReducer,
  wishlist: wishlistReducer,
  enrollments: enrollmentsReducer,
}).withLazyLoadedSlices<Record<string, unknown>>();

export type RootState = ReturnType<typeof rootReducer>;
