import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { AuthProvider } from '../features/auth/auth-context.tsx';
import { router } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

// Not needed for the first paint: loaded beside the page rather than in the entry.
const Feedback = lazy(() => import('./layout/Feedback.tsx'));

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
          <Suspense fallback={null}>
            <Feedback />
          </Suspense>
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
