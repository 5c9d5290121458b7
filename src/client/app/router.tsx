import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { completeCatalog } from '../lib/i18n.ts';
import { PublicLayout } from './layout/PublicLayout.tsx';
import { publicRoutes } from './public-routes.tsx';
import { RouteError } from './layout/RouteError.tsx';

const ROOT_ID = 'root';
const CATCH_ALL = '*';

/**
 * Every public route of docs/spec/product-spec.md#2-screens-and-routes, each loaded on demand; any unknown path goes
 * to the root. The server renders these (src/client/entry-server.tsx); the admin routes are not among them.
 */
export const appRoutes: RouteObject[] = [
  {
    id: ROOT_ID,
    element: <PublicLayout />,
    // Nothing while the first page's module loads: showing the header and footer early moved the footer when
    // the page came (layout shift) and did not paint sooner.
    HydrateFallback: () => null,
    errorElement: <RouteError />,
    children: [...publicRoutes, { path: CATCH_ALL, element: <Navigate to="/" replace /> }],
  } satisfies RouteObject,
];

/** True when only the root and the catch-all take this path: an admin path, or an unknown one. */
export const onlyTheCatchAll = (matches: { route: RouteObject }[]) =>
  matches.every((m) => m.route.id === ROOT_ID || m.route.path === CATCH_ALL);

/**
 * The browser's router. The admin routes (with their guard and the login form it shows) are discovered on the first
 * visit to a path no public route takes, so that the first load of the public site carries none of them; they wait
 * for the whole translation catalog, of which a server-rendered page carries only the public part.
 */
export function createAppRouter(routes: RouteObject[]) {
  let adminPatched = false;
  return createBrowserRouter(routes, {
    async patchRoutesOnNavigation({ matches, patch }) {
      if (adminPatched || !onlyTheCatchAll(matches)) return;
      const [{ adminRoutes }] = await Promise.all([import('./admin-routes.tsx'), completeCatalog()]);
      if (adminPatched) return;
      adminPatched = true;
      patch(ROOT_ID, adminRoutes);
    },
  });
}
