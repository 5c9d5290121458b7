import { and, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Pipeline } from '../../shared/schemas/process.ts';
import type { Database } from '../db/client.ts';
import { people } from '../db/schema/index.ts';
import { RECORD_TABLES } from '../db/record-tables.ts';

/**
 * After records were anonymised (src/server/privacy/anonymise.ts): the people of these records who have no record
 * left that holds personal data are anonymised too (decision 0041): their fields cleared, `anonymised_at` set, so
 * their address is free for whoever writes with it later, who becomes a new person. A person with a record still
 * on file keeps their fields. Call it in the anonymisation's transaction. Answers the people anonymised.
 */
export async function anonymisePeopleOf(
  tx: Database,
  refs: { recordType: Pipeline; id: number }[],
  now: Date,
): Promise<number[]> {
  const personIds = new Set<number>();
  for (const [type, table] of Object.entries(RECORD_TABLES) as [Pipeline, (typeof RECORD_TABLES)[Pipeline]][]) {
    const ids = refs.filter((r) => r.recordType === type).map((r) => r.id);
    if (!ids.length) continue;
    const rows = await tx.select({ personId: table.personId }).from(table).where(inArray(table.id, ids));
    for (const row of rows) personIds.add(row.personId);
  }
  if (!personIds.size) return [];
  const live = (table: (typeof RECORD_TABLES)[Pipeline]) =>
    notExists(
      tx
        .select({ one: sql`1` })
        .from(table)
        .where(and(sql`${table.personId} = ${people.id}`, isNull(table.anonymisedAt))),
    );
  const rows = await tx
    .update(people)
    .set({
      salutation: '',
      firstName: ANONYMISED_PERSON,
      lastName: '',
      email: '',
      phone: '',
      region: '',
      updatedAt: now,
      anonymisedAt: now,
    })
    .where(
      and(inArray(people.id, [...personIds]), isNull(people.anonymisedAt), ...Object.values(RECORD_TABLES).map(live)),
    )
    .returning({ id: people.id });
  return rows.map((r) => r.id);
}

/** The name an anonymised person shows, as their anonymised records do (src/server/privacy/anonymise.ts). */
export const ANONYMISED_PERSON = 'Anonymised';

/**
 * Deletes a person left without any record (their profile deleted, or given another address by staff): a row of
 * personal data with nothing to justify keeping it (decision 0041). A person with a record stays. Call it in the
 * transaction that removed the link.
 */
export async function deletePersonIfUnused(tx: Database, personId: number): Promise<boolean> {
  const unused = Object.values(RECORD_TABLES).map((table) =>
    notExists(
      tx
        .select({ one: sql`1` })
        .from(table)
        .where(sql`${table.personId} = ${people.id}`),
    ),
  );
  const deleted = await tx
    .delete(people)
    .where(and(sql`${people.id} = ${personId}`, ...unused))
    .returning({ id: people.id });
  return deleted.length > 0;
}
