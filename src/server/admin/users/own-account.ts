import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/sql-state.ts';
import { notFound } from '../../errors.ts';
import { twoFactorRequired } from '../../auth/two-factor.ts';
import { assertEmailFree, emailTakenError } from './user-rules.ts';

/** What the user menu shows of the logged-in user's account: the address and the second factor. */
export async function getOwnAccount(db: Database, userId: number) {
  const [row] = await db
    .select({ email: users.email, totpEnabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  return { email: row.email, twoFactor: Boolean(row.totpEnabledAt), twoFactorRequired: await twoFactorRequired(db) };
}

/** The user sets their own address (unique among users, as an ADMIN's edit). */
export async function setOwnEmail(db: Database, userId: number, email: string | null) {
  await assertEmailFree(db, email, userId);
  try {
    await db.update(users).set({ email }).where(eq(users.id, userId));
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTakenError();
    throw err;
  }
  return getOwnAccount(db, userId);
}
