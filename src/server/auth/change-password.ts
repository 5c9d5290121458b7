import { eq, sql } from 'drizzle-orm';
import type { ChangePassword } from '../../shared/schemas/auth.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { badRequest } from '../errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** Changes the user's own password; every token issued before stops working. Answers the new token version. */
export async function changePassword(db: Database, userId: number, input: ChangePassword): Promise<number> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw badRequest('The current password is wrong', { oldPassword: 'validation.wrongPassword' });
  }
  const [updated] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
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
