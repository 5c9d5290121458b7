import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { revokeTokens } from '../auth/change-password.ts';
import { clearAccountFailures } from '../auth/login-throttle.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { systemClock, type Clock } from '../time/clock.ts';

// No 0/O, 1/l/I: the password is read off a screen and typed in by hand.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random password of 16 characters (about 93 bits). */
export function generatePassword(length = 16): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** An admin-reset password must be used within this time (then an admin resets it again). */
const TEMPORARY_PASSWORD_MS = 24 * 3600 * 1000;

/**
 * Gives the user a new random password, ends all their sessions, and answers the password (shown once). The
 * password is temporary: it opens one session, within 24 hours, in which the user must choose their own.
 */
export async function resetPassword(db: Database, id: number, clock: Clock = systemClock): Promise<string> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const passwordExpiresAt = new Date(clock.now().getTime() + TEMPORARY_PASSWORD_MS);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true, passwordExpiresAt })
      .where(eq(users.id, id))
      .returning({ userName: users.userName });
    if (!updated) throw notFound(`No user ${id}`);
    await revokeTokens(tx, id);
    // A user locked out by failed logins can use the new password at once.
    await clearAccountFailures(tx, updated.userName);
  });
  return password;
}
