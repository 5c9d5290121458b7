import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { profileUpdate } from '../../../shared/schemas/profile.ts';
import type { Database } from '../../db/client.ts';
import { profiles, storedFiles } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { Upload } from '../../files/read-multipart.ts';
import { storeFile } from '../../files/stored-file.ts';
import { assertManager } from '../assert-manager.ts';
import { getPipelineRecord } from '../get-record.ts';
import { assertPublishable } from './assert-publishable.ts';

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
