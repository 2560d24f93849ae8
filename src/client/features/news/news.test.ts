import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../api/apiError';
import * as newsApi from '../../api/newsApi';
import { rootReducer } from '../../app/rootReducer';
import { aNewsItem } from '../../test-utils/fixtures';
import { readStoredCountry } from '../locale/localeStorage';
import { fetchLatestNewsSaga, newsSaga } from './newsSaga';
import { initialNewsState, newsActions, newsReducer, selectLatestNews, selectLatestNewsItem, selectNewsLoading } from './newsSlice';

const global1 = aNewsItem({ id: 1, slug: 'g1', ctlCountryId: 999 });
const thai1 = aNewsItem({ id: 2, slug: 't1', ctlCountryId: 174 });
const global2 = aNewsItem({ id: 3, slug: 'g2', ctlCountryId: 999 });
const viet1 = aNewsItem({ id: 4, slug: 'v1', ctlCountryId: 193 });
const all = [global1, thai1, global2, viet1];

describe('newsSlice', () => {
  it('tracks loading and exposes the first item', () => {
    const requested = newsReducer(initialNewsState, newsActions.latestRequested());
    expect(selectNewsLoading({ news: requested })).toBe(true);
    const loaded = newsReducer(requested, newsActions.latestLoaded([thai1, global1]));
    expect(selectNewsLoading({ news: loaded })).toBe(false);
    expect(selectLatestNews({ news: loaded })).toEqual([thai1, global1]);
    expect(selectLatestNewsItem({ news: loaded })).toEqual(thai1);
    expect(selectLatestNewsItem({ news: initialNewsState })).toBeUndefined();
    const failed = newsReducer(requested, newsActions.latestFailed({ code: 'NETWORK', message: 'x' }));
    expect(failed).toEqual({ latest: [], loading: false, error: { code: 'NETWORK', message: 'x' } });
  });
});

describe('fetchLatestNewsSaga', () => {
  it('keeps only the stored country', async () => {
    const { storeState } = await expectSaga(fetchLatestNewsSaga)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(newsApi.list), all],
        [matchers.call.fn(readStoredCountry), 174],
      ])
      .put(newsActions.latestLoaded([thai1]))
      .run();
    expect(selectLatestNewsItem(storeState)).toEqual(thai1);
  });

  it('uses 999 (Global) when no country is stored', () =>
    expectSaga(fetchLatestNewsSaga)
      .provide([
        [matchers.call.fn(newsApi.list), all],
        [matchers.call.fn(readStoredCountry), null],
      ])
      .put(newsActions.latestLoaded([global1, global2]))
      .run());

  it('reads the country from local storage (no provider for it)', () => {
    window.localStorage.setItem('country', '193');
    return expectSaga(fetchLatestNewsSaga)
      .provide([[matchers.call.fn(newsApi.list), all]])
      .put(newsActions.latestLoaded([viet1]))
      .run()
      .finally(() => window.localStorage.clear());
  });

  it('stores the error on failure', () =>
    expectSaga(newsSaga)
      .provide([[matchers.call.fn(newsApi.list), throwError(new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'boom' }))]])
      .dispatch(newsActions.latestRequested())
      .put(newsActions.latestFailed({ code: 'INTERNAL_ERROR', message: 'boom' }))
      .silentRun(30));
});
