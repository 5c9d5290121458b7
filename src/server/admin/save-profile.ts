import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { profileCreate, profileUpdate } from '../../shared/schemas/profile.ts';
import type { Database } from '../db/client.ts';
import { profiles, stateHistory, storedFiles } from '../db/schema.ts';
import { badRequest, notFound } from '../errors.ts';
import type { Upload } from '../files/read-multipart.ts';
import { storeFile } from '../files/store-file.ts';
import { assertManager } from './assert-manager.ts';
import { getPipelineRecord } from './get-record.ts';

/** docs/product-decisions.md#3-records-and-their-states: only a HIRED talent is published. */
function assertPublishable(display: boolean, process: string): void {
  if (display && process !== 'HIRED') {
    throw badRequest('Only a hired talent can be published', { display: 'validation.displayNeedsHired' });
  }
}

/** A profile and its CV, saved together; its history starts in the state staff chose. */
export async function createProfile(
  db: Database,
  input: z.output<typeof profileCreate>,
  cv: Upload | undefined,
  createdBy: string,
) {
  assertPublishable(input.display, input.process);
  await assertManager(db, input.managerId, 'managerId');
  const id = await db.transaction(async (tx) => {
    const cvFileId = cv ? await storeFile(tx, cv) : null;
    const [row] = await tx
      .insert(profiles)
      .values({ ...input, cvFileId })
      .returning({ id: profiles.id });
    await tx.insert(stateHistory).values({
      recordType: 'profiles',
      recordId: row!.id,
      fromState: null,
      toState: input.process,
      changedBy: createdBy,
    });
    return row!.id;
  });
  return getPipelineRecord(db, 'profiles', id);
}

/** Saves the profile; a new CV replaces the old one, which is deleted in the same transaction. */
export async function updateProfile(db: Database, input: z.output<typeof profileUpdate>, cv: Upload | undefined) {
  const { id, ...values } = input;
  await assertManager(db, values.managerId, 'managerId');
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ process: profiles.process, cvFileId: profiles.cvFileId })
      .from(profiles)
      .where(eq(profiles.id, id))
      .for('update');
    if (!current) throw notFound(`No profile ${id}`);
    assertPublishable(values.display, current.process);
    const cvFileId = cv ? await storeFile(tx, cv) : current.cvFileId;
    await tx
      .update(profiles)
      .set({ ...values, cvFileId })
      .where(eq(profiles.id, id));
    if (cv && current.cvFileId) await tx.delete(storedFiles).where(eq(storedFiles.id, current.cvFileId));
  });
  return getPipelineRecord(db, 'profiles', id);
}

/** The profile goes with its CV and its history; interviews booked with it stay, without the link. */
export async function deleteProfile(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(profiles).where(eq(profiles.id, id)).returning({ cvFileId: profiles.cvFileId });
    if (!deleted) throw notFound(`No profile ${id}`);
    if (deleted.cvFileId) await tx.delete(storedFiles).where(eq(storedFiles.id, deleted.cvFileId));
    await tx.delete(stateHistory).where(and(eq(stateHistory.recordType, 'profiles'), eq(stateHistory.recordId, id)));
  });
}
