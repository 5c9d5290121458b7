import { Outlet } from 'react-router';
import { useAuth } from './auth-context.tsx';
import LoginPage from './LoginPage.tsx';

/** Admin routes show the login page to a visitor who is not logged in; the server enforces the rest. */
export function RequireAdmin() {
  const { isAdmin } = useAuth();
  return isAdmin ? <Outlet /> : <LoginPage />;
}
