import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

/** The stored account, hash included: callers answer it through `userToApi`. */
export async function getUser(db: Database, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound(`No user ${id}`);
  return row;
}
