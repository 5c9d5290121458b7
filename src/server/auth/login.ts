import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { HttpError } from '../errors.ts';
import { systemClock, type Clock } from '../time/clock.ts';
import { clearFailures, throttleLogin, type LoginAttempt } from './login-throttle.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';
import { checkSecondFactor } from './two-factor.ts';

export type AuthenticatedUser = typeof users.$inferSelect;

/**
 * Checks a user name and password from a client address; throttles repeated failures; answers the enabled user.
 * A disabled account gets the answer of a wrong password whatever the password (issue 44 item 20): telling it apart
 * to the right one confirmed a guessed password, which works again the day the account is enabled; its attempts
 * count as failures. An expired password is told so to someone who typed it right. A password an admin reset works
 * for one login, within 24 hours of the reset. With two-factor sign-in on, a code (or a recovery code) is needed too.
 */
export async function login(
  db: Database,
  attempt: LoginAttempt & { password: string; code?: string },
  clock: Clock = systemClock,
): Promise<AuthenticatedUser> {
  // Counts the attempt as a failure until it succeeds; waits or refuses (429) after repeated failures.
  await throttleLogin(db, attempt, clock);

  const [user] = await db.select().from(users).where(eq(users.userName, attempt.userName));
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), attempt.password);
  if (!user || !ok || !user.enabled)
    throw new HttpError(401, 'Wrong user name or password', undefined, 'BAD_CREDENTIALS');
  const now = clock.now();
  // An expired password stays a failure (counted); said apart only to someone who typed it right.
  if (user.passwordExpiresAt && user.passwordExpiresAt <= now) throw passwordExpired();
  // Two-factor sign-in (docs/decisions/0076): until the code is right the attempt stays a counted failure, so the
  // login throttle bounds guesses at the code as it does at the password.
  if (user.totpEnabledAt) {
    if (!attempt.code) throw new HttpError(401, 'Enter the code of your authenticator app', undefined, 'TOTP_REQUIRED');
    if (!(await checkSecondFactor(db, user, attempt.code, clock))) {
      throw new HttpError(401, 'This code is not right', { code: 'validation.totpWrong' }, 'TOTP_WRONG');
    }
  }
  await clearFailures(db, attempt, now);
  if (user.mustChangePassword) await spendTemporaryPassword(db, user.id, now);
  return user;
}

function passwordExpired(): HttpError {
  return new HttpError(
    401,
    'This password has expired: ask an administrator for a new one',
    undefined,
    'PASSWORD_EXPIRED',
  );
}

/**
 * An admin-reset password opens one session: its first login ends it for every later login (the session it opened
 * may only change the password). Two logins at once: one wins, the other is told the password has expired.
 */
async function spendTemporaryPassword(db: Database, id: number, now: Date): Promise<void> {
  const spent = await db
    .update(users)
    .set({ passwordExpiresAt: now })
    .where(and(eq(users.id, id), gt(users.passwordExpiresAt, now)))
    .returning({ id: users.id });
  if (!spent.length) throw passwordExpired();
}
