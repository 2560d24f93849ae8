import * as categoriesApi from '../api/categoriesApi';
import * as configApi from '../api/configApi';
import * as newsApi from '../api/newsApi';
import { selectCategories } from '../features/categories/categoriesSlice';
import { selectRuntimeConfig } from '../features/config/configSlice';
import { selectLatestNews } from '../features/news/newsSlice';
import { aCategory, aNewsItem } from '../testing/fixtures';
import { makeStore } from './store';

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('the start-up saga', () => {
  afterEach(() => jest.restoreAllMocks());

  it('applies the stored language to <html lang>, loads the configuration, categories and the region\'s news once each', async () => {
    document.documentElement.lang = 'th';
    const config = jest.spyOn(configApi, 'getRuntimeConfig').mockResolvedValue({ chatWidgetUrl: null, storageBaseUrl: '/storage', firebase: null } as never);
    const categories = jest.spyOn(categoriesApi, 'list').mockResolvedValue([aCategory()]);
    const news = jest.spyOn(newsApi, 'list').mockResolvedValue([aNewsItem({ ctlCountryId: 138 })]);
    window.localStorage.setItem('country', '138');
    try {
      const store = makeStore({ preloadedState: { locale: { lang: 'tl', country: 138 } } });
      await flush();
      await flush();
      expect(document.documentElement.lang).toBe('tl');
      expect(config).toHaveBeenCalledTimes(1);
      expect(categories).toHaveBeenCalledTimes(1);
      expect(news).toHaveBeenCalledTimes(1);
      expect(news).toHaveBeenCalledWith(138);
      const state = store.getState();
      expect(selectRuntimeConfig(state)).toMatchObject({ storageBaseUrl: '/storage' });
      expect(selectCategories(state)).toHaveLength(1);
      expect(selectLatestNews(state)).toHaveLength(1);
    } finally {
      window.localStorage.clear();
    }
  });
});
