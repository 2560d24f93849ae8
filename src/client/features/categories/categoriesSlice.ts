// Every category, loaded once at start-up (the header's menus, the home page, the catalogue's filter).
import type { Language } from '../../../shared/constants';
import type { Category } from '../../../shared/schemas/catalog';
import * as categoriesApi from '../../api/categoriesApi';
import type { ErrorInfo } from '../../lib/errors';
import { defineRequest, idleRequest, type RequestState } from '../../app/request';

export type CategoriesState = RequestState<Category[]>;
export const initialCategoriesState: CategoriesState = idleRequest<Category[]>();

export const categoriesRequest = defineRequest<void, Category[]>('categories', () => categoriesApi.list());
export const categoriesReducer = categoriesRequest.reducer;
export const categoriesSaga = categoriesRequest.saga;
export const categoriesActions = {
  fetchRequested: () => categoriesRequest.actions.requested({ key: '', arg: undefined }),
};

interface WithCategories {
  categories: CategoriesState;
}
export const selectCategories = (state: WithCategories): Category[] => state.categories.data ?? [];
/** True while a fetch is in flight. */
export const selectCategoriesLoading = (state: WithCategories): boolean => state.categories.status === 'loading';
export const selectCategoriesError = (state: WithCategories): ErrorInfo | null => state.categories.error;

const LOCALIZED_TITLE = { th: 'titleTh', vi: 'titleVi', tl: 'titleTl' } as const satisfies Partial<Record<Language, keyof Category>>;

/** The localized title for th/vi/tl, falling back to `title`; '-' for an absent category. */
export function categoryTitle(category: Category | null | undefined, lang: Language | string): string {
  if (!category) return '-';
  const field = lang in LOCALIZED_TITLE ? LOCALIZED_TITLE[lang as keyof typeof LOCALIZED_TITLE] : null;
  const localized = field ? category[field] : null;
  return localized && localized.trim() !== '' ? localized : category.title;
}
