import type { z } from 'zod';
import type { Language } from '../../shared/constants.ts';
import type { spontaneousApplicationForm } from '../../shared/schemas/application.ts';
import type { Database } from '../db/client.ts';
import { spontaneousApplications } from '../db/schema.ts';
import type { Upload } from '../files/read-multipart.ts';
import { storeFile } from '../files/store-file.ts';
import { recordArrival } from './record-arrival.ts';

/** A spontaneous application with its CV and first history row, stored whole or not at all. */
export async function sendSpontaneousApplication(
  db: Database,
  input: { form: z.output<typeof spontaneousApplicationForm>; cv: Upload; lang: Language },
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const cvFileId = await storeFile(tx, input.cv);
    const [row] = await tx
      .insert(spontaneousApplications)
      .values({ ...input.form, cvFileId, lang: input.lang, process: 'NEW' })
      .returning({ id: spontaneousApplications.id });
    await recordArrival(tx, 'spontaneous-applications', row!.id);
    return { id: row!.id };
  });
}
