import type { RecordScope, Role } from '../../shared/constants.ts';

/** The user a request's token names, as the domain code is given it (plugins/auth.ts reads it from the token). */
export interface SessionUser {
  id: number;
  userName: string;
  role: Role;
  idManager: number | null;
  /** Which records a MANAGER sees (docs/decisions/0046), read from the account at every request. */
  recordScope: RecordScope;
  /** An admin reset the password: only the password change is allowed until it is made. */
  mustChangePassword: boolean;
  /** An ADMIN requires two-factor sign-in and the account has none: only setting it up is allowed until done. */
  twoFactorSetupRequired: boolean;
  /** When the session of the request's token began (seconds): a token renewed or replaced keeps it. */
  sessionStart: number;
}
