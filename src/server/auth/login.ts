import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { clearFailures, delayFor, failuresFor, recordFailure, REFUSE_AFTER } from './login-throttle.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';

export type AuthenticatedUser = typeof users.$inferSelect;

/** Checks a user name and password; throttles repeated failures for the account; answers the enabled user. */
export async function login(db: Database, userName: string, password: string): Promise<AuthenticatedUser> {
  const failures = await failuresFor(db, userName);
  if (failures.count >= REFUSE_AFTER) {
    throw new HttpError(429, `Too many failed logins, try again in ${Math.ceil(failures.retryAfterS / 60)} minutes`);
  }
  const delay = delayFor(failures.count);
  if (delay) await sleep(delay);

  const [user] = await db.select().from(users).where(eq(users.userName, userName));
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !ok || !user.enabled) {
    await recordFailure(db, userName);
    throw new HttpError(401, 'Wrong user name or password', undefined, 'BAD_CREDENTIALS');
  }
  await clearFailures(db, userName);
  return user;
}
