import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../api/apiError';
import * as newsApi from '../../api/newsApi';
import { rootReducer } from '../../app/rootReducer';
import { aNewsItem } from '../../testing/fixtures';
import type { NewsItem } from '../../../shared/schemas/catalog';
import { readStoredCountry } from '../locale/localeStorage';
import { newsActions, newsSaga, selectLatestNews, selectLatestNewsItem, selectNewsError, selectNewsLoading } from './newsSlice';

const global1 = aNewsItem({ id: 1, slug: 'g1', ctlCountryId: 999 });
const thai1 = aNewsItem({ id: 2, slug: 't1', ctlCountryId: 174 });
const global2 = aNewsItem({ id: 3, slug: 'g2', ctlCountryId: 999 });
const viet1 = aNewsItem({ id: 4, slug: 'v1', ctlCountryId: 193 });
const all = [global1, thai1, global2, viet1];

/** Runs the news saga on the real reducer with `list` answering `answer`; the final state. */
async function latestNews(answer: NewsItem[] | Error, storedCountry?: number | null) {
  const providers: Parameters<ReturnType<typeof expectSaga>['provide']>[0] = [
    [matchers.call.fn(newsApi.list), answer instanceof Error ? throwError(answer) : answer],
  ];
  if (storedCountry !== undefined) providers.push([matchers.call.fn(readStoredCountry), storedCountry]);
  const { storeState } = await expectSaga(newsSaga).withReducer(rootReducer).provide(providers).dispatch(newsActions.latestRequested()).silentRun(30);
  return storeState as ReturnType<typeof rootReducer>;
}

describe('the latest news', () => {
  it('keeps only the stored country, asking the server for that country', async () => {
    const state = await latestNews(all, 174);
    expect(selectLatestNews(state)).toEqual([thai1]);
    expect(selectLatestNewsItem(state)).toEqual(thai1);
    expect(selectNewsLoading(state)).toBe(false);
  });

  it('uses 999 (Global) when no country is stored', async () => {
    expect(selectLatestNews(await latestNews(all, null))).toEqual([global1, global2]);
  });

  it('reads the country from local storage', async () => {
    window.localStorage.setItem('country', '193');
    try {
      expect(selectLatestNews(await latestNews(all))).toEqual([viet1]);
    } finally {
      window.localStorage.clear();
    }
  });

  it('keeps the error on failure, with no item', async () => {
    const state = await latestNews(new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'boom' }), null);
    expect(selectNewsError(state)).toMatchObject({ code: 'INTERNAL_ERROR', message: 'boom' });
    expect(selectLatestNewsItem(state)).toBeUndefined();
    expect(selectNewsLoading(state)).toBe(false);
  });
});
