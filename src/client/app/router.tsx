import { createBrowserRouter, Navigate } from 'react-router';
import { adminRoutes } from './admin-routes.tsx';
import { PublicLayout } from './layout/PublicLayout.tsx';
import { publicRoutes } from './public-routes.tsx';
import { RouteError } from './layout/RouteError.tsx';

/** Every route of spec section 2, each loaded on demand; any unknown path goes to the root. */
export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [...publicRoutes, ...adminRoutes, { path: '*', element: <Navigate to="/" replace /> }],
  },
]);
