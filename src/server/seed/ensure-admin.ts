import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/** On a start with no users, creates the ADMIN account from ADMIN_USERNAME / ADMIN_PASSWORD. Answers whether it did. */
export async function ensureAdmin(db: Database, userName: string, password: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if (row && row.n > 0) return false;
  await db
    .insert(users)
    .values({ userName, passwordHash: await hashPassword(password), role: 'ADMIN' })
    .onConflictDoNothing();
  return true;
}
