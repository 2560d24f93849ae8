// News the article page loads: one item by its slug, and the other items of its region.
import type { CountryId } from '../../../shared/constants';
import type { NewsItem } from '../../../shared/schemas/catalog';
import * as newsApi from '../../api/newsApi';
import { defineRequest } from '../../app/request';

export const newsArticleRequest = /* @__PURE__ */ defineRequest<string, NewsItem>('news/article', (slug) => newsApi.getBySlug(slug));

/** Newest first; the server filters on ?countryId= and the list is filtered again here. */
export const regionNewsRequest = /* @__PURE__ */ defineRequest<CountryId, NewsItem[]>('news/region', async (country) =>
  (await newsApi.list(country)).filter((item) => item.ctlCountryId === country),
);
