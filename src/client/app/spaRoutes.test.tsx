// The server answers 404 for a path that matches none of the shared route table's page patterns
// (src/shared/spaRoutes.ts), so that table must list exactly the pages the router mounts.
import { screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createRoutesFromChildren, matchRoutes, Route, Routes, type RouteObject } from 'react-router-dom';
import { spaPagePatterns } from '../../shared/areaRoutes';
import AuthAccountPage from '../features/account/AuthAccountPage';
import { renderWithProviders } from '../testing/renderWithProviders';
import { adminRoutes } from './areas/AdminArea';
import { instructorRoutes } from './areas/InstructorArea';
import { studentRoutes } from './areas/StudentArea';
import { AUTH_PAGES, ROUTES } from './paths';
import { AppRoutes } from './router';

/** The account areas' route modules: the router mounts each at `{area}/*`, and the area routes its pages itself. */
const AREA_ROUTES: Record<string, () => ReactNode> = { [ROUTES.student]: studentRoutes, [ROUTES.instructor]: instructorRoutes, [ROUTES.admin]: adminRoutes };
const mountedAreas: string[] = [];

/** The router's routes with each area's own routes composed under its prefix, as the descendant <Routes> match them. */
function withAreas(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    if (route.index || !route.path?.endsWith('/*')) return route;
    const area = route.path.slice(0, -2);
    const areaRoutes = AREA_ROUTES[area];
    if (!areaRoutes) return route;
    mountedAreas.push(area);
    return { ...route, path: area, children: createRoutesFromChildren(areaRoutes()) };
  });
}

const routes = withAreas(createRoutesFromChildren((AppRoutes() as ReactElement<{ children: ReactNode }>).props.children));

/** Full patterns of the router's pages: every route with an element, but for the catch-all 404s; index routes count as their parent. */
function routerPagePatterns(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const full = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.element && route.path !== '*' && (route.index || route.path !== undefined) ? [full || '/'] : [];
    return [...own, ...routerPagePatterns(route.children ?? [], full)];
  });
}

const NOT_FOUND = 'the 404 page';

/**
 * The auth area's catch-all is AuthAccountPage, which routes some pages itself (inside its lazy chunk)
 * and shows the 404 page for any other: true when it shows a page for /auth/{page}.
 */
function authChunkHasPage(page: string): boolean {
  const view = renderWithProviders(
    <Routes>
      <Route path={`${ROUTES.auth}/*`} element={<AuthAccountPage notFound={<p>{NOT_FOUND}</p>} />} />
    </Routes>,
    { route: `/${ROUTES.auth}/${page}` },
  );
  const shown = screen.queryByText(NOT_FOUND) === null;
  view.unmount();
  return shown;
}

/** True when the router shows a page at the path, false when it shows its 404 page. */
function routerHasPage(pathname: string): boolean {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  if (!leaf) return false;
  if (leaf.route.path !== '*') return true;
  return pathname.startsWith(`/${ROUTES.auth}/`) && authChunkHasPage(leaf.params['*'] ?? '');
}

describe('the shared route table', () => {
  it('composes every account area the router mounts', () => {
    expect(mountedAreas.sort()).toEqual(Object.keys(AREA_ROUTES).sort());
  });

  it('lists every page the router mounts, and nothing else', () => {
    const authChunk = Object.values(AUTH_PAGES)
      .filter((page) => !routerPagePatterns(routes).includes(`/${ROUTES.auth}/${page}`) && authChunkHasPage(page))
      .map((page) => `/${ROUTES.auth}/${page}`);
    expect(authChunk.length).toBeGreaterThan(0);
    const mounted = [...new Set([...routerPagePatterns(routes), ...authChunk])].sort();
    expect([...spaPagePatterns()].sort()).toEqual(mounted);
  });

  it('every pattern, with its parameters filled in, shows a page; one more segment shows the 404 page', () => {
    for (const pattern of spaPagePatterns()) {
      const sample = pattern.replace(/:[\w-]+/g, 'x-1');
      expect({ sample, page: routerHasPage(sample) }).toEqual({ sample, page: true });
      expect({ sample, page: routerHasPage(`${sample.replace(/\/$/, '')}/x/y/z`) }).toEqual({ sample, page: false });
    }
    expect(routerHasPage('/no-such-page')).toBe(false);
    expect(routerHasPage('/auth/login')).toBe(false);
  });
});
