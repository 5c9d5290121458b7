import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { userUpdate } from '../../../shared/schemas/user.ts';
import { revokeTokens } from '../../auth/change-password.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { assertManager } from '../assert-manager.ts';
import { userToApi } from '../to-api.ts';
import { getUser } from './get-user.ts';
import { isUniqueViolation } from '../../db/sql-state.ts';
import { assertEmailFree, assertOtherAdmin, nameTaken, nameTakenError, takenError } from './user-rules.ts';

/**
 * Saves an account. Disabling it, or taking away its ADMIN role, ends its sessions at once. Staff cannot disable
 * or demote themselves, and the last enabled ADMIN stays one.
 */
export async function updateUser(db: Database, input: z.output<typeof userUpdate>, actor: SessionUser) {
  const current = await getUser(db, input.id);
  const demoted = current.role === 'ADMIN' && input.role !== 'ADMIN';
  const disabled = current.enabled && !input.enabled;
  if (input.id === actor.id && (demoted || disabled)) {
    throw conflict('You cannot disable or demote your own account', {
      [disabled ? 'enabled' : 'role']: 'validation.ownAccount',
    });
  }
  if (demoted || (disabled && current.role === 'ADMIN')) {
    await assertOtherAdmin(db, input.id, disabled ? 'enabled' : 'role');
  }
  if (input.userName !== current.userName && (await nameTaken(db, input.userName, input.id))) throw nameTakenError();
  await assertEmailFree(db, input.email, input.id);
  await assertManager(db, input.idManager, 'idManager');
  const { id, ...values } = input;
  try {
    const row = await db.transaction(async (tx) => {
      const [saved] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
      if (demoted || disabled) await revokeTokens(tx, id);
      return saved!;
    });
    return userToApi(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw takenError(err);
    throw err;
  }
}
