import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '../../../shared/constants';
import type { Category } from '../../../shared/schemas/catalog';
import type { ErrorInfo } from '../../app/errors';

export interface CategoriesState {
  items: Category[];
  /** True while a fetch is in flight (spec section 4). */
  loading: boolean;
  error: ErrorInfo | null;
}

export const initialCategoriesState: CategoriesState = { items: [], loading: false, error: null };

const categoriesSlice = createSlice({
  name: 'categories',
  initialState: initialCategoriesState,
  reducers: {
    fetchRequested(state) {
      state.loading = true;
      state.error = null;
    },
    fetchSucceeded(state, action: PayloadAction<Category[]>) {
      state.items = action.payload;
      state.loading = false;
    },
    fetchFailed(state, action: PayloadAction<ErrorInfo>) {
      state.loading = false;
      state.error = action.payload;
    },
  },
});

export const categoriesActions = categoriesSlice.actions;
export const categoriesReducer = categoriesSlice.reducer;

interface WithCategories {
  categories: CategoriesState;
}
export const selectCategories = (state: WithCategories): Category[] => state.categories.items;
export const selectCategoriesLoading = (state: WithCategories): boolean => state.categories.loading;
export const selectCategoriesError = (state: WithCategories): ErrorInfo | null => state.categories.error;

const LOCALIZED_TITLE = { th: 'titleTh', vi: 'titleVi', tl: 'titleTl' } as const satisfies Partial<Record<Language, keyof Category>>;

/** Spec section 3: the localized title for th/vi/tl, falling back to `title`; '-' for an absent category. */
export function categoryTitle(category: Category | null | undefined, lang: Language | string): string {
  if (!category) return '-';
  const field = lang in LOCALIZED_TITLE ? LOCALIZED_TITLE[lang as keyof typeof LOCALIZED_TITLE] : null;
  const localized = field ? category[field] : null;
  return localized && localized.trim() !== '' ? localized : category.title;
}
