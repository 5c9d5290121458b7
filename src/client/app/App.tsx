import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-context.tsx';
import { getAppConfig, subscribeAppConfig } from '../lib/config.ts';
import { cssVariablesResolver, themeFor } from './theme.ts';

const primaryColor = () => getAppConfig().brand?.primaryColor ?? null;

/**
 * `serverRendered`: the answers come with the page, errors included, and a page shows an error it came with (a
 * job that is not there) as the server did, rather than asking again as it mounts (see `App`'s `onHydrated`).
 */
export const createQueryClient = (serverRendered = false) =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false, retryOnMount: !serverRendered },
    },
  });

// Not needed for the first paint: loaded beside the page rather than in the entry.
const Feedback = lazy(() => import('./layout/Feedback.tsx'));

/** The app around its router: the browser's (start.tsx) or the server's (entry-server.tsx). */
export function App({
  queryClient,
  onHydrated,
  children,
}: {
  queryClient: QueryClient;
  /** Called once the first render is on the page (for a server-rendered page: hydrated). */
  onHydrated?: () => void;
  children: ReactNode;
}) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  // The firm's colour from the configuration the page came with (the server rendered it the same: no flash).
  const color = useSyncExternalStore(subscribeAppConfig, primaryColor, primaryColor);
  return (
    <MantineProvider theme={themeFor(color)} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          {children}
          <Suspense fallback={null}>
            <Feedback />
          </Suspense>
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
