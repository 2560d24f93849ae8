// News the article and list pages load, in the reader's language (?lang): one item by its slug, and the
// items of a region.
import type { CountryId, Language } from '../../../shared/constants';
import type { NewsItem } from '../../../shared/schemas/catalog';
import * as newsApi from '../../api/newsApi';
import { defineRequest } from '../../app/request';

export const newsArticleRequest = /* @__PURE__ */ defineRequest<{ slug: string; lang: Language }, NewsItem>('news/article', ({ slug, lang }) => newsApi.getBySlug(slug, lang));

/** Newest first; the server filters on ?countryId= and the list is filtered again here. */
export const regionNewsRequest = /* @__PURE__ */ defineRequest<{ country: CountryId; lang: Language }, NewsItem[]>('news/region', async ({ country, lang }) =>
  (await newsApi.listForReader(country, lang)).filter((item) => item.ctlCountryId === country),
);
