import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { profileUpdate } from '../../../shared/schemas/profile.ts';
import type { Database } from '../../db/client.ts';
import { profiles, storedFiles } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { Upload } from '../../files/validate-parts.ts';
import { storeFile } from '../../files/stored-file.ts';
import { assertManager } from '../assert-manager.ts';
import { getPipelineRecord } from '../get-record.ts';
import { assertPublishable } from './assert-publishable.ts';
import { linkPerson, personEmail } from '../../people/link-person.ts';
import { deletePersonIfUnused } from '../../people/people-lifecycle.ts';

/**
 * Saves the profile; a new CV replaces the old one, which is deleted in the same transaction. A profile given
 * another e-mail belongs to the person of that address from then on (made or found as staff's, decision 0041), and
 * its former person goes if they have no other record;
 * the person's own fields are edited on the person, not through one of their records.
 */
export async function updateProfile(
  db: Database,
  input: z.output<typeof profileUpdate>,
  cv: Upload | undefined,
  at: Date,
) {
  const { id, ...values } = input;
  await assertManager(db, values.managerId, 'managerId');
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        process: profiles.process,
        cvFileId: profiles.cvFileId,
        email: profiles.email,
        personId: profiles.personId,
      })
      .from(profiles)
      .where(eq(profiles.id, id))
      .for('update');
    if (!current) throw notFound(`No profile ${id}`);
    assertPublishable(values.display, current.process);
    const cvFileId = cv ? await storeFile(tx, cv) : current.cvFileId;
    const personId =
      personEmail(values.email) === personEmail(current.email)
        ? current.personId
        : await linkPerson(tx, values, { source: 'staff', at });
    await tx
      .update(profiles)
      .set({ ...values, cvFileId, personId })
      .where(eq(profiles.id, id));
    if (personId !== current.personId) await deletePersonIfUnused(tx, current.personId);
    if (cv && current.cvFileId) await tx.delete(storedFiles).where(eq(storedFiles.id, current.cvFileId));
  });
  return getPipelineRecord(db, 'profiles', id);
}
