import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../../shared/schemas/auth.ts';
import { api } from '../../lib/api.ts';
import { useHydrated } from '../../lib/hydrated.ts';
import { loginNotice, session } from '../../lib/storage.ts';
import { loadPageOfTheApp } from '../../lib/start-on-intent.ts';

interface Auth {
  /** docs/spec/product-spec.md#4-states-and-transitions: true when isAdmin is stored at load, or after a successful login. */
  isAdmin: boolean;
  userName: string | null;
  login: (username: string, password: string, code?: string) => Promise<CurrentUser>;
  logout: () => Promise<void>;
}

const AuthContext = createContext<Auth | null>(null);

/**
 * The session is read from local storage, which the server does not have: a server-rendered page is first a
 * visitor's (it must match its HTML) and shows the stored session once hydrated.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [signedIn, setSignedIn] = useState<string | null>(null);
  const isAdmin = signedIn !== null || (hydrated && session.isAdmin());
  const userName = signedIn ?? (hydrated ? session.userName() : null);
  const queryClient = useQueryClient();

  const login = useCallback(
    async (username: string, password: string, code?: string) => {
      const token = await api<string>('/api/token', {
        method: 'POST',
        body: { username, password, ...(code ? { code } : {}) },
      });
      session.save(token, username);
      const user = await api<CurrentUser>('/api/me');
      session.save(token, user.userName);
      // Known at once, so that a user who must change their password sees only that form (RequireAdmin).
      queryClient.setQueryData(['me'], user);
      setSignedIn(user.userName);
      return user;
    },
    [queryClient],
  );

  /** docs/spec/product-spec.md#4-states-and-transitions: logout clears local storage (but the language) and hard-navigates to /login. */
  const logout = useCallback(async () => {
    try {
      await api('/api/logout', { method: 'POST' });
    } catch {
      // The session may have ended already; the client forgets it all the same.
    } finally {
      session.clear();
      // Leaving on purpose: no "your session has ended" on the login page, even if it had.
      loginNotice.take();
      loadPageOfTheApp('/login');
    }
  }, []);

  const value = useMemo(() => ({ isAdmin, userName, login, logout }), [isAdmin, userName, login, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthProvider');
  return auth;
}
