import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../shared/schemas/auth.ts';
import { api } from '../../lib/api.ts';
import { useAuth } from './auth-context.tsx';

/** The logged-in user as the server sees it now (role, manager); an ended session sends the user to /login. */
export function useCurrentUser() {
  const { isAdmin } = useAuth();
  return useQuery({
    queryKey: ['me'],
    queryFn: () => api<CurrentUser>('/api/me'),
    enabled: isAdmin,
    staleTime: 60_000,
  });
}
