import type { z } from 'zod';
import type { profileCreate } from '../../../shared/schemas/profile.ts';
import type { Database } from '../../db/client.ts';
import { profiles, stateHistory } from '../../db/schema/index.ts';
import type { Upload } from '../../files/validate-parts.ts';
import { storeFile } from '../../files/stored-file.ts';
import { assertManager } from '../assert-manager.ts';
import { getPipelineRecord } from '../get-record.ts';
import { assertPublishable } from './assert-publishable.ts';
import { linkPerson } from '../../people/link-person.ts';

interface NewProfile {
  input: z.output<typeof profileCreate>;
  cv: Upload | undefined;
  /** The staff member's user name, written in the first history row. */
  createdBy: string;
  at: Date;
}

/** A profile and its CV, saved together with its person (made or found by e-mail); its history starts in the state staff chose. */
export async function createProfile(db: Database, { input, cv, createdBy, at }: NewProfile) {
  assertPublishable(input.display, input.process);
  await assertManager(db, input.managerId, 'managerId');
  const id = await db.transaction(async (tx) => {
    const cvFileId = cv ? await storeFile(tx, cv) : null;
    // Staff typed the consultant's fields: they are the person's, and no public form overwrites them (0041).
    const personId = await linkPerson(tx, input, { source: 'staff', at });
    const [row] = await tx
      .insert(profiles)
      .values({ ...input, personId, cvFileId })
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
