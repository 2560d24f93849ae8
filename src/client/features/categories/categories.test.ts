import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../api/apiError';
import * as categoriesApi from '../../api/categoriesApi';
import type { Category } from '../../../shared/schemas/catalog';
import { rootReducer } from '../../app/rootReducer';
import { makeStore } from '../../app/store';
import { aCategory } from '../../test-utils/fixtures';
import { categoriesSaga, fetchCategoriesSaga } from './categoriesSaga';
import {
  categoriesActions,
  categoriesReducer,
  categoryTitle,
  initialCategoriesState,
  selectCategories,
  selectCategoriesError,
  selectCategoriesLoading,
} from './categoriesSlice';

describe('categoriesSlice', () => {
  it('is loading only while a fetch is in flight', () => {
    const requested = categoriesReducer(initialCategoriesState, categoriesActions.fetchRequested());
    expect(selectCategoriesLoading({ categories: requested })).toBe(true);
    const items = [aCategory()];
    const done = categoriesReducer(requested, categoriesActions.fetchSucceeded(items));
    expect(selectCategoriesLoading({ categories: done })).toBe(false);
    expect(selectCategories({ categories: done })).toEqual(items);
    const failed = categoriesReducer(requested, categoriesActions.fetchFailed({ code: 'NETWORK', message: 'x' }));
    expect(selectCategoriesLoading({ categories: failed })).toBe(false);
    expect(selectCategoriesError({ categories: failed })).toEqual({ code: 'NETWORK', message: 'x' });
  });
});

describe('categoryTitle', () => {
  const category = aCategory({ title: 'Design', titleTh: 'ออกแบบ', titleVi: '', titleTl: null });
  it('uses the localized title for th', () => expect(categoryTitle(category, 'th')).toBe('ออกแบบ'));
  it('uses title for en', () => expect(categoryTitle(category, 'en')).toBe('Design'));
  it('falls back to title when the localized one is empty or absent', () => {
    expect(categoryTitle(category, 'vi')).toBe('Design');
    expect(categoryTitle(category, 'tl')).toBe('Design');
  });
  it("shows '-' for an absent category", () => {
    expect(categoryTitle(undefined, 'th')).toBe('-');
    expect(categoryTitle(null, 'en')).toBe('-');
  });
});

describe('fetchCategoriesSaga', () => {
  it('keeps loading true while the call is in flight, then stores the items (real store)', async () => {
    const items = [aCategory(), aCategory({ id: 2, title: 'Music' })];
    let answer: (value: Category[]) => void = () => undefined;
    const list = jest.spyOn(categoriesApi, 'list').mockImplementation(() => new Promise<Category[]>((resolve) => (answer = resolve)));
    const store = makeStore({ startup: false, preloadedState: { locale: { lang: 'en', country: 999 } } });
    store.dispatch(categoriesActions.fetchRequested());
    expect(selectCategoriesLoading(store.getState())).toBe(true);
    answer(items);
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(selectCategoriesLoading(store.getState())).toBe(false);
    expect(selectCategories(store.getState())).toEqual(items);
    list.mockRestore();
  });

  it('puts the fetched items', () => {
    const items = [aCategory()];
    return expectSaga(categoriesSaga)
      .provide([[matchers.call.fn(categoriesApi.list), items]])
      .dispatch(categoriesActions.fetchRequested())
      .put(categoriesActions.fetchSucceeded(items))
      .silentRun(30);
  });

  it('the loading flag is true after the request, before the answer', () => {
    const state = rootReducer(undefined, categoriesActions.fetchRequested());
    expect(selectCategoriesLoading(state)).toBe(true);
  });

  it('stores the error and clears loading on failure', async () => {
    const { storeState } = await expectSaga(fetchCategoriesSaga)
      .withReducer(rootReducer, rootReducer(undefined, categoriesActions.fetchRequested()))
      .provide([[matchers.call.fn(categoriesApi.list), throwError(new ApiError({ status: 0, code: 'NETWORK', message: 'offline' }))]])
      .put(categoriesActions.fetchFailed({ code: 'NETWORK', message: 'offline' }))
      .run();
    expect(storeState.categories.loading).toBe(false);
    expect(storeState.categories.items).toEqual([]);
  });
});
