import { spaPagePatterns } from '../shared/areaRoutes';

/**
 * A route pattern as a regular expression, by react-router's matchPath rules: `:name` is one
 * non-empty segment (`:name?` and `segment?` may be absent), a trailing `*` takes the rest of the
 * path, trailing slashes are ignored and letters match in any case.
 */
export function compileRoutePattern(pattern: string): RegExp {
  let source = `^${pattern
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:[\w-]+(\?)?/g, (_, optional?: string) => (optional ? '/?([^\\/]+)?' : '/([^\\/]+)'))
    .replace(/\/([\w-]+)\?(\/|$)/g, '(/$1)?$2')}`;
  if (pattern.endsWith('*')) source += pattern === '*' || pattern === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  else source += '\\/*$';
  return new RegExp(source, 'i');
}

/**
 * The path as the SPA's router sees it: each segment percent-decoded, an encoded '/' kept encoded so
 * it stays inside its segment; a malformed escape leaves its segment as it is.
 */
function decodePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

const PAGES = spaPagePatterns().map(compileRoutePattern);

/** True when the SPA has a page at this path (a query is ignored); false when it would show its 404 page. */
export function isSpaPage(url: string): boolean {
  const pathname = decodePath(url.split(/[?#]/, 1)[0] ?? '');
  return PAGES.some((page) => page.test(pathname));
}
