import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles, stateHistory, storedFiles } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

/** The profile goes with its CV and its history; interviews booked with it stay, without the link. */
export async function deleteProfile(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(profiles).where(eq(profiles.id, id)).returning({ cvFileId: profiles.cvFileId });
    if (!deleted) throw notFound(`No profile ${id}`);
    if (deleted.cvFileId) await tx.delete(storedFiles).where(eq(storedFiles.id, deleted.cvFileId));
    await tx.delete(stateHistory).where(and(eq(stateHistory.recordType, 'profiles'), eq(stateHistory.recordId, id)));
  });
}
