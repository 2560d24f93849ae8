import { safeReturnUrl, validReturnUrl } from './returnUrl';

describe('safeReturnUrl', () => {
  it.each(['/student/dashboard', '/courses?courses=3', '/analysis-and-news/slug#top'])('keeps the relative path %s', (url) => {
    expect(validReturnUrl(url)).toBe(url);
    expect(safeReturnUrl(url, 'admin')).toBe(url);
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
  ])('refuses %p and uses the landing page of the role', (url) => {
    expect(validReturnUrl(url)).toBeNull();
    expect(safeReturnUrl(url, 'student')).toBe('/student/dashboard');
    expect(safeReturnUrl(url, 'instructor')).toBe('/instructor/dashboard');
    expect(safeReturnUrl(url, 'admin')).toBe('/admin');
  });
});
