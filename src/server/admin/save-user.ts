import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { userInput, userUpdate } from '../../shared/schemas/user.ts';
import { revokeTokens } from '../auth/change-password.ts';
import { assertPasswordAllowed } from '../auth/password-policy.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { conflict, notFound } from '../errors.ts';
import type { SessionUser } from '../plugins/auth.ts';
import { assertManager } from './assert-manager.ts';
import { userToApi } from './to-api.ts';

const taken = () => conflict('This user name is already taken', { userName: 'validation.userNameTaken' });

/** PostgreSQL's unique violation, however the driver wraps it. */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

async function nameTaken(db: Database, userName: string, exceptId = 0): Promise<boolean> {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.userName}) = lower(${userName})`, ne(users.id, exceptId)));
  return Boolean(found);
}

export async function getUser(db: Database, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound(`No user ${id}`);
  return row;
}

export async function createUser(db: Database, input: z.output<typeof userInput>) {
  assertPasswordAllowed(input.password, 'password');
  if (await nameTaken(db, input.userName)) throw taken();
  await assertManager(db, input.idManager, 'idManager');
  const { password, ...values } = input;
  try {
    const [row] = await db
      .insert(users)
      .values({ ...values, passwordHash: await hashPassword(password) })
      .returning();
    return userToApi(row!);
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

/** Some enabled ADMIN other than this user must remain, or nobody could manage accounts any more. */
async function assertOtherAdmin(db: Database, userId: number, field: string): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.enabled, true), ne(users.id, userId)));
  if (!row?.n) throw conflict('At least one enabled administrator must remain', { [field]: 'validation.lastAdmin' });
}

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
  if (input.userName !== current.userName && (await nameTaken(db, input.userName, input.id))) throw taken();
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
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

export async function deleteUser(db: Database, id: number, actor: SessionUser): Promise<void> {
  if (id === actor.id) throw conflict('You cannot delete your own account', { id: 'validation.ownAccount' });
  const current = await getUser(db, id);
  if (current.role === 'ADMIN' && current.enabled) await assertOtherAdmin(db, id, 'id');
  await db.delete(users).where(eq(users.id, id));
}
