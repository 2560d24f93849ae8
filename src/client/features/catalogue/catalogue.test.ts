import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../api/apiError';
import * as coursesApi from '../../api/coursesApi';
import { rootReducer } from '../../app/rootReducer';
import { aCourseSummary, pageOf } from '../../testing/courseFixtures';
import { catalogueQuery, catalogueSearchParams, hasActiveFilters, parseCatalogueParams } from './catalogueParams';
import { fetchCatalogueSaga } from './catalogueSaga';
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

describe('fetchCatalogueSaga', () => {
  const query = { search: 'react', sort: 'relevance' as const, page: 1, pageSize: 12 };

  it('loads the page for the query (no global overlay)', async () => {
    const page = pageOf([aCourseSummary()], { total: 30, pageSize: 12 });
    const { storeState } = await expectSaga(fetchCatalogueSaga, catalogueActions.fetchRequested(query))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(coursesApi.list), page]])
      .call(coursesApi.list, query)
      .put(catalogueActions.fetchSucceeded(page))
      .run();
    expect(storeState.catalogue).toMatchObject({ status: 'loaded', total: 30, items: page.items });
    expect(storeState.ui.loadingCount).toBe(0);
  });

  it('stores the error on failure', async () => {
    const error = new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'bad' });
    const { storeState } = await expectSaga(fetchCatalogueSaga, catalogueActions.fetchRequested(query))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(coursesApi.list), throwError(error)]])
      .put(catalogueActions.fetchFailed({ code: 'VALIDATION_FAILED', message: 'bad' }))
      .run();
    expect(storeState.catalogue.status).toBe('failed');
    expect(storeState.catalogue.items).toEqual([]);
  });
});
