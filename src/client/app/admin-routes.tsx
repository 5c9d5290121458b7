import type { RouteObject } from 'react-router';
import { RequireAdmin } from '../features/auth/RequireAdmin.tsx';
import { page, type RouteHandle } from './lazy.ts';

const h = (titleKey: string): RouteHandle => ({ titleKey });

/**
 * Admin-area routes of spec section 2. Each screen is its own chunk, loaded only after the guard lets the user in,
 * so a visitor never downloads admin code.
 */
export const adminRoutes: RouteObject[] = [
  {
    element: <RequireAdmin />,
    children: [
      {
        lazy: page(() => import('../features/admin-shell/AdminLayout.tsx')),
        children: [
          {
            path: 'home',
            lazy: page(() => import('../features/admin-home/AdminHomePage.tsx')),
            handle: h('admin.menu.home'),
          },
        ],
      },
    ],
  },
];
