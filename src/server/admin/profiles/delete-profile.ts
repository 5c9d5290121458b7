import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles, stateHistory, storedFiles } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { deletePersonIfUnused } from '../../people/people-lifecycle.ts';

/**
 * The profile goes with its CV and its history, and its person when they have no other record (decision 0041);
 * interviews booked with it stay, without the link.
 */
export async function deleteProfile(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(profiles)
      .where(eq(profiles.id, id))
      .returning({ cvFileId: profiles.cvFileId, personId: profiles.personId });
    if (!deleted) throw notFound(`No profile ${id}`);
    await deletePersonIfUnused(tx, deleted.personId);
    if (deleted.cvFileId) await tx.delete(storedFiles).where(eq(storedFiles.id, deleted.cvFileId));
    await tx.delete(stateHistory).where(and(eq(stateHistory.recordType, 'profiles'), eq(stateHistory.recordId, id)));
  });
}
