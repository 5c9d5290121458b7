import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { systemClock, type Clock } from '../time/clock.ts';
import { clearFailures, throttleLogin, type LoginAttempt } from './login-throttle.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';

export type AuthenticatedUser = typeof users.$inferSelect;

/**
 * Checks a user name and password from a client address; throttles repeated failures; answers the enabled user.
 * A disabled account is told so, but only to someone who gave its right password (no enumeration of accounts).
 */
export async function login(
  db: Database,
  attempt: LoginAttempt & { password: string },
  clock: Clock = systemClock,
): Promise<AuthenticatedUser> {
  // Counts the attempt as a failure until it succeeds; waits or refuses (429) after repeated failures.
  await throttleLogin(db, attempt, clock);

  const [user] = await db.select().from(users).where(eq(users.userName, attempt.userName));
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), attempt.password);
  if (!user || !ok) throw new HttpError(401, 'Wrong user name or password', undefined, 'BAD_CREDENTIALS');
  await clearFailures(db, attempt);
  if (!user.enabled) throw new HttpError(403, 'This account is disabled', undefined, 'ACCOUNT_DISABLED');
  return user;
}
