import { eq } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The language a user chose for their mails (null: the firm's default). */
export async function getMailLanguage(db: Database, userId: number): Promise<{ language: Language | null }> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return { language: row?.language ?? null };
}

/** A user sets the language of their own mails from the user menu (docs/decisions/0036). */
export async function setMailLanguage(
  db: Database,
  userId: number,
  language: Language | null,
): Promise<{ language: Language | null }> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
  return { language };
}
