import { expectSaga } from 'redux-saga-test-plan';
import { ApiError } from '../../api/apiError';
import * as coursesApi from '../../api/coursesApi';
import { rootReducer, type RootState } from '../../app/rootReducer';
import { makeStore } from '../../app/store';
import { rootStateWith } from '../../testing/rootState';
import { selectIsLoading } from '../ui/uiSlice';
import type { CourseListQuery } from '../../../shared/schemas/courses';
import { aCourseSummary, pageOf } from '../../testing/courseFixtures';
import { catalogueQuery, catalogueSearchParams, hasActiveFilters, parseCatalogueParams } from './catalogueParams';
import { catalogueSaga } from './catalogueSaga';
import { catalogueActions } from './catalogueSlice';
import { pageWindow } from '../../components/Pagination';

describe('catalogue URL parameters', () => {
  it('reads the category (?courses=), search and filters', () => {
    const f = parseCatalogueParams(new URLSearchParams('courses=12&search=%20react%20&level=advanced&price=free&language=th&sort=rating&page=3'));
    expect(f).toEqual({ categoryId: 12, search: 'react', level: 'advanced', price: 'free', language: 'th', sort: 'rating', page: 3 });
    expect(catalogueQuery(f)).toEqual({ categoryId: 12, search: 'react', level: 'advanced', price: 'free', language: 'th', sort: 'rating', page: 3, pageSize: 12 });
  });

  it('ignores malformed values', () => {
    const f = parseCatalogueParams(new URLSearchParams('courses=abc&level=expert&price=cheap&language=de&sort=random&page=-2'));
    expect(f).toEqual({ categoryId: null, search: '', level: null, price: null, language: null, sort: 'relevance', page: 1 });
    expect(hasActiveFilters(f)).toBe(false);
  });

  it('writes back only what differs from the defaults', () => {
    const f = parseCatalogueParams(new URLSearchParams('courses=4&sort=relevance&page=1'));
    expect(catalogueSearchParams(f).toString()).toBe('courses=4');
    expect(catalogueSearchParams({ ...f, sort: 'newest', page: 2, search: 'a b' }).toString()).toBe('courses=4&search=a+b&sort=newest&page=2');
    expect(hasActiveFilters(f)).toBe(true);
  });

  it('offers a window of page numbers with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe('loading the catalogue', () => {
  const query = { search: 'react', sort: 'relevance' as const, page: 1, pageSize: 12 };
  afterEach(() => jest.restoreAllMocks());

  /** Runs the catalogue's watcher on the real reducer, dispatching `queries` in turn; the final state. */
  async function loadCatalogue(...queries: CourseListQuery[]) {
    let run = expectSaga(catalogueSaga).withReducer(rootReducer, rootStateWith());
    for (const q of queries) run = run.dispatch(catalogueActions.fetchRequested(q));
    const { storeState } = await run.silentRun(50);
    return storeState as RootState;
  }

  it('loads the page for the query, with no global overlay meanwhile (real store)', async () => {
    const page = pageOf([aCourseSummary()], { total: 30, pageSize: 12 });
    let answer: (value: typeof page) => void = () => undefined;
    const list = jest.spyOn(coursesApi, 'list').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const store = makeStore({ startup: false, preloadedState: { locale: { lang: 'en', country: 999 } } });
    store.injectSaga(catalogueSaga);
    store.dispatch(catalogueActions.fetchRequested(query));
    expect(store.getState().catalogue).toMatchObject({ status: 'loading', key: JSON.stringify(query) });
    expect(selectIsLoading(store.getState())).toBe(false);
    answer(page);
    await new Promise((r) => setTimeout(r, 0));
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith(query);
    expect(store.getState().catalogue).toEqual({ status: 'succeeded', key: JSON.stringify(query), data: page, error: null });
  });

  it('stores the error on failure', async () => {
    jest.spyOn(coursesApi, 'list').mockRejectedValue(new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'bad' }));
    const state = await loadCatalogue(query);
    expect(state.catalogue.status).toBe('failed');
    expect(state.catalogue.data).toBeNull();
    expect(state.catalogue.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'bad', status: 400 });
  });

  it('shows the newest query: the answer to an older one, arriving late, is dropped', async () => {
    const older = pageOf([aCourseSummary({ id: 1, title: 'Older' })]);
    const newer = pageOf([aCourseSummary({ id: 2, title: 'Newer' })]);
    jest
      .spyOn(coursesApi, 'list')
      .mockImplementationOnce(() => new Promise((resolve) => setTimeout(() => resolve(older), 20)))
      .mockResolvedValueOnce(newer);
    const state = await loadCatalogue(query, { ...query, page: 2 });
    expect(state.catalogue).toMatchObject({ status: 'succeeded', key: JSON.stringify({ ...query, page: 2 }), data: newer });
  });
});
