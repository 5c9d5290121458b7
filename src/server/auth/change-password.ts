import { eq, sql } from 'drizzle-orm';
import type { ChangePassword } from '../../shared/schemas/auth.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { badRequest } from '../errors.ts';
import { systemClock, type Clock } from '../time/clock.ts';
import { clearFailures, throttleLogin } from './login-throttle.ts';
import { assertPasswordAllowed } from './password-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/**
 * Changes the user's own password; every token issued before stops working. Answers the new token version. The
 * current password is checked behind the login throttle (same counters): a stolen session cannot guess it fast.
 */
export async function changePassword(
  db: Database,
  {
    session,
    change: input,
    clock = systemClock,
  }: { session: { id: number; userName: string; ip: string }; change: ChangePassword; clock?: Clock },
): Promise<number> {
  assertPasswordAllowed(input.newPassword, 'newPassword');
  const attempt = { userName: session.userName, ip: session.ip };
  await throttleLogin(db, attempt, clock);
  const [user] = await db.select().from(users).where(eq(users.id, session.id));
  if (!user || !(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw badRequest('The current password is wrong', { oldPassword: 'validation.wrongPassword' });
  }
  await clearFailures(db, attempt, clock.now());
  const [updated] = await db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.newPassword),
      tokenVersion: sql`${users.tokenVersion} + 1`,
      // The user's own password: no longer a temporary one from an admin's reset.
      mustChangePassword: false,
      passwordExpiresAt: null,
    })
    .where(eq(users.id, session.id))
    .returning({ tokenVersion: users.tokenVersion });
  return updated!.tokenVersion;
}

/** Ends every token of the user (logout, reset, disabling). */
export async function revokeTokens(db: Database, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}
