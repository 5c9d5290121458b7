import { recordAudit, type AuditSource } from '../audit/record-audit.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../time/clock.ts';
import { HttpError } from '../errors.ts';
import { login, type AuthenticatedUser } from './login.ts';

/**
 * A login as the routes offer it: the password check (throttled), and one audit line either way, so every
 * attempt on an account is traceable, refused ones with their status.
 */
export async function logInAudited(
  app: { db: Database; clock: Clock },
  request: AuditSource,
  credentials: { userName: string; password: string; code?: string },
): Promise<AuthenticatedUser> {
  try {
    const user = await login(app.db, { ...credentials, ip: request.ip }, app.clock);
    await recordAudit(app.db, request, { action: 'login', userName: user.userName });
    return user;
  } catch (err) {
    if (err instanceof HttpError)
      await recordAudit(app.db, request, {
        action: 'login-failed',
        detail: { status: err.statusCode },
        userName: credentials.userName,
      });
    throw err;
  }
}
