import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';

/** What creating and updating an account share: the unique user name and the last administrator. */
export const nameTakenError = () =>
  conflict('This user name is already taken', { userName: 'validation.userNameTaken' });

export async function nameTaken(db: Database, userName: string, exceptId = 0): Promise<boolean> {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.userName}) = lower(${userName})`, ne(users.id, exceptId)));
  return Boolean(found);
}

/** Some enabled ADMIN other than this user must remain, or nobody could manage accounts any more. */
export async function assertOtherAdmin(db: Database, userId: number, field: string): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.enabled, true), ne(users.id, userId)));
  if (!row?.n) throw conflict('At least one enabled administrator must remain', { [field]: 'validation.lastAdmin' });
}

export const emailTakenError = () =>
  conflict('This e-mail address is already used by another account', { email: 'validation.emailTaken' });

/** An account's address is unique among users, case aside (users_email_idx holds it between two requests). */
export async function assertEmailFree(db: Database, email: string | null | undefined, exceptId = 0): Promise<void> {
  if (!email) return;
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, exceptId)));
  if (found) throw emailTakenError();
}

/** A unique violation of a user row: the address's index, else the name's. */
export function takenError(err: unknown): Error {
  return String((err as { cause?: { constraint?: unknown } }).cause?.constraint ?? err).includes('users_email_idx')
    ? emailTakenError()
    : nameTakenError();
}
