import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { getUser } from './get-user.ts';
import { assertOtherAdmin } from './user-rules.ts';

/** Staff cannot delete their own account, and the last enabled ADMIN stays. */
export async function deleteUser(db: Database, id: number, actor: SessionUser): Promise<void> {
  if (id === actor.id) throw conflict('You cannot delete your own account', { id: 'validation.ownAccount' });
  const current = await getUser(db, id);
  if (current.role === 'ADMIN' && current.enabled) await assertOtherAdmin(db, id, 'id');
  await db.delete(users).where(eq(users.id, id));
}
