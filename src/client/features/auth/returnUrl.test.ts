import { safeReturnUrl } from './returnUrl';
import { DEFAULT_RETURN_URL } from '../../app/paths';

describe('safeReturnUrl', () => {
  it.each(['/student/dashboard', '/courses?courses=3', '/analysis-and-news/slug#top'])('keeps the relative path %s', (url) => {
    expect(safeReturnUrl(url)).toBe(url);
  });

  it.each([
    undefined,
    null,
    '',
    'student/dashboard',
    '//evil.test',
    '//evil.test/path',
    '/\\evil.test',
    '/a\\b',
    'https://evil.test',
    'javascript:alert(1)',
    '/\t/evil.test',
    '/\n/evil.test',
  ])('refuses %p and uses the default', (url) => {
    expect(safeReturnUrl(url)).toBe(DEFAULT_RETURN_URL);
  });
});
