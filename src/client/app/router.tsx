import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PublicLayout } from './layout/PublicLayout.tsx';
import { publicRoutes } from './public-routes.tsx';
import { RouteError } from './layout/RouteError.tsx';
import { keyHistoryEntry } from '../lib/scroll.ts';

const ROOT_ID = 'root';
let adminPatched = false;

/**
 * Every route of docs/spec/product-spec.md#2-screens-and-routes, each loaded on demand; any unknown path goes to the root. The admin routes (with
 * their guard and the login form it shows) are discovered on the first visit to a path no public route takes,
 * so that the first load of the public site carries none of them.
 */
keyHistoryEntry();
export const router = createBrowserRouter(
  [
    {
      id: ROOT_ID,
      element: <PublicLayout />,
      // Nothing while the first page's module loads: showing the header and footer early moved the footer when
      // the page came (layout shift) and did not paint sooner.
      HydrateFallback: () => null,
      errorElement: <RouteError />,
      children: [...publicRoutes, { path: '*', element: <Navigate to="/" replace /> }],
    } satisfies RouteObject,
  ],
  {
    async patchRoutesOnNavigation({ matches, patch }) {
      const onlyTheCatchAll = matches.every((m) => m.route.id === ROOT_ID || m.route.path === '*');
      if (adminPatched || !onlyTheCatchAll) return;
      const { adminRoutes } = await import('./admin-routes.tsx');
      if (adminPatched) return;
      adminPatched = true;
      patch(ROOT_ID, adminRoutes);
    },
  },
);
