import { expectSaga } from 'redux-saga-test-plan';
import { ApiError } from '../../api/apiError';
import * as categoriesApi from '../../api/categoriesApi';
import type { Category } from '../../../shared/schemas/catalog';
import { rootReducer } from '../../app/rootReducer';
import { makeStore } from '../../app/store';
import { aCategory } from '../../testing/fixtures';
import { categoriesActions, categoriesSaga, categoryTitle, selectCategories, selectCategoriesError, selectCategoriesLoading } from './categoriesSlice';

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

describe('loading the categories', () => {
  it('is loading while the call is in flight, then holds the items (real store)', async () => {
    const items = [aCategory(), aCategory({ id: 2, title: 'Music' })];
    let answer: (value: Category[]) => void = () => undefined;
    const list = jest.spyOn(categoriesApi, 'list').mockImplementation(() => new Promise<Category[]>((resolve) => (answer = resolve)));
    const store = makeStore({ startup: false, preloadedState: { locale: { lang: 'en', country: 999 } } });
    expect(selectCategoriesLoading(store.getState())).toBe(false);
    store.dispatch(categoriesActions.fetchRequested());
    expect(selectCategoriesLoading(store.getState())).toBe(true);
    answer(items);
    await new Promise((r) => setTimeout(r, 0));
    expect(selectCategoriesLoading(store.getState())).toBe(false);
    expect(selectCategories(store.getState())).toEqual(items);
    expect(list).toHaveBeenCalledTimes(1);
    list.mockRestore();
  });

  it('keeps the error, no items and no loading flag on failure', async () => {
    const list = jest.spyOn(categoriesApi, 'list').mockRejectedValue(new ApiError({ status: 0, code: 'NETWORK', message: 'offline' }));
    const { storeState } = await expectSaga(categoriesSaga).withReducer(rootReducer).dispatch(categoriesActions.fetchRequested()).silentRun(30);
    list.mockRestore();
    expect(selectCategoriesLoading(storeState)).toBe(false);
    expect(selectCategories(storeState)).toEqual([]);
    expect(selectCategoriesError(storeState)).toMatchObject({ code: 'NETWORK', message: 'offline' });
  });
});
