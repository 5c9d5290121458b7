import { useQueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import type { CurrentUser } from '../../../shared/schemas/auth.ts';
import { useAuth } from './auth-context.tsx';
import { ChangePasswordModal } from './ChangePasswordModal.tsx';
import LoginPage from './LoginPage.tsx';
import { useCurrentUser } from './use-current-user.ts';

/**
 * Admin routes show the login page to a visitor who is not logged in, and only the change-password form to a user
 * whose password an admin reset (docs/decisions/0035); the server enforces the rest.
 */
export function RequireAdmin() {
  const { isAdmin } = useAuth();
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  if (!isAdmin) return <LoginPage />;
  if (me.data?.mustChangePassword) {
    const changed = () =>
      queryClient.setQueryData<CurrentUser>(['me'], (user) => user && { ...user, mustChangePassword: false });
    return <ChangePasswordModal opened forced onClose={changed} />;
  }
  return <Outlet />;
}
