import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailSuppressions } from '../db/schema/index.ts';
import { normalizeEmail } from './person.ts';

/** The suppression list's key of an address: SHA-256 (hex) of the normalized address, never the address. */
export function emailHash(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex');
}

/** Puts an erased person's address on the list: no mail goes to it again, their links stop working. */
export async function suppressEmail(tx: Database, email: string): Promise<void> {
  await tx
    .insert(mailSuppressions)
    .values({ emailHash: emailHash(email) })
    .onConflictDoNothing();
}

/**
 * Takes an address off the list (an ADMIN, when an erased person comes back and writes again): mails go to it
 * again. Answers whether it was on the list.
 */
export async function unsuppressEmail(db: Database, email: string): Promise<boolean> {
  const removed = await db
    .delete(mailSuppressions)
    .where(eq(mailSuppressions.emailHash, emailHash(email)))
    .returning({ hash: mailSuppressions.emailHash });
  return removed.length > 0;
}

export async function isSuppressed(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: mailSuppressions.emailHash })
    .from(mailSuppressions)
    .where(eq(mailSuppressions.emailHash, emailHash(email)));
  return row !== undefined;
}

/** Which of these addresses are on the list (one query for a batch of mails). */
export async function suppressedOf(db: Database, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const byHash = new Map(emails.map((e) => [emailHash(e), e]));
  const rows = await db
    .select({ hash: mailSuppressions.emailHash })
    .from(mailSuppressions)
    .where(inArray(mailSuppressions.emailHash, [...byHash.keys()]));
  return new Set(rows.map((r) => byHash.get(r.hash)!));
}
