import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { managers, users } from '../db/schema.ts';
import { firmDetails } from './firm.ts';

/**
 * Who is told of a new record: the manager in charge (the job's or the profile's), else every enabled ADMIN
 * account's manager address, else the firm's own address, so that a new record is never told to no one.
 */
export async function staffRecipients(tx: Database, managerId: number | null | undefined): Promise<string[]> {
  if (managerId) {
    const [manager] = await tx.select({ email: managers.email }).from(managers).where(eq(managers.id, managerId));
    if (manager?.email) return [manager.email];
  }
  const admins = await tx
    .selectDistinct({ email: managers.email })
    .from(users)
    .innerJoin(managers, eq(users.idManager, managers.id))
    .where(and(eq(users.role, 'ADMIN'), eq(users.enabled, true)));
  const emails = admins.map((a) => a.email).filter(Boolean);
  return emails.length > 0 ? emails : [firmDetails().email];
}
