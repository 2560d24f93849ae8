import { API_ROUTES, apiPath, fileUploadPath, queryString } from './apiPaths';
import { SOCIAL_API_ROUTES } from './socialApiPaths';

describe('apiPaths: the one home of API paths', () => {
  it('queryString: the values in their order, form-encoded, without undefined, null or empty ones', () => {
    expect(queryString({})).toBe('');
    expect(queryString()).toBe('');
    expect(queryString({ a: undefined, b: null, c: '' })).toBe('');
    expect(queryString({ page: 2, pageSize: 12 })).toBe('?page=2&pageSize=12');
    expect(queryString({ pageSize: 12, page: 2 })).toBe('?pageSize=12&page=2');
    expect(queryString({ page: 0, free: false })).toBe('?page=0&free=false');
    expect(queryString({ search: 'a b&c=d/é', x: undefined })).toBe('?search=a+b%26c%3Dd%2F%C3%A9');
  });

  it('apiPath fills each :param URI-encoded and appends the query', () => {
    expect(apiPath(API_ROUTES.lesson, { id: 7 })).toBe('/Lessons/7');
    expect(apiPath(API_ROUTES.lessonPosition, { id: 7 })).toBe('/Lessons/7/Position');
    expect(apiPath(API_ROUTES.course, { idOrSlug: 'a b/c' })).toBe('/Courses/a%20b%2Fc');
    expect(apiPath(SOCIAL_API_ROUTES.customersSocialRevoke, { provider: 'Google' })).toBe('/Customers/Social/Google/Revoke');
    expect(apiPath(API_ROUTES.courseReviews, { id: 3 }, { page: 2, pageSize: undefined })).toBe('/Courses/3/Reviews?page=2');
    expect(apiPath(API_ROUTES.posts, null, { kind: 'blog', page: undefined })).toBe('/Posts?kind=blog');
    expect(apiPath(API_ROUTES.news, null, { countryId: undefined })).toBe('/AnalysisAndNews');
    expect(apiPath(API_ROUTES.categories)).toBe('/Categories');
  });

  it('apiPath takes exactly the params of the pattern (npm run typecheck fails on an unused @ts-expect-error)', () => {
    const typeErrors = () => {
      // @ts-expect-error: '/Lessons/:id' needs its id
      apiPath(API_ROUTES.lesson);
      // @ts-expect-error: a misspelt param name
      apiPath(API_ROUTES.wishlistItem, { id: 1 });
      // @ts-expect-error: a param too many
      apiPath(API_ROUTES.lessonPosition, { id: 1, position: 2 });
      // @ts-expect-error: a pattern without params takes none
      apiPath(API_ROUTES.categories, { id: 1 });
    };
    expect(typeErrors).toBeInstanceOf(Function);
  });

  it('the upload keeps the call table spelling: POST /Files/?folder=', () => {
    expect(fileUploadPath('customer-profile-image')).toBe('/Files/?folder=customer-profile-image');
    expect(apiPath(API_ROUTES.files, null, { nameBySystem: 'a.png' })).toBe('/Files?nameBySystem=a.png');
  });

  it('every pattern is a Fastify path: a leading slash, :params of word characters, words (hyphenated as in Resend-Activation), no query', () => {
    for (const pattern of [...Object.values(API_ROUTES), ...Object.values(SOCIAL_API_ROUTES)]) expect(pattern).toMatch(/^(\/(:\w+|[A-Za-z]+(-[A-Za-z]+)*))+$/);
  });
});
