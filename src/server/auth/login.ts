import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import type { Clock } from '../time/clock.ts';
import { clearFailures, throttleLogin } from './login-throttle.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';

export type AuthenticatedUser = typeof users.$inferSelect;

/** Checks a user name and password; throttles repeated failures for the account; answers the enabled user. */
export async function login(
  db: Database,
  { userName, password }: { userName: string; password: string },
  clock: Clock,
): Promise<AuthenticatedUser> {
  // Counts the attempt as a failure until it succeeds; waits or refuses (429) after repeated failures.
  await throttleLogin(db, userName, clock);

  const [user] = await db.select().from(users).where(eq(users.userName, userName));
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !ok || !user.enabled) {
    throw new HttpError(401, 'Wrong user name or password', undefined, 'BAD_CREDENTIALS');
  }
  await clearFailures(db, userName);
  return user;
}
