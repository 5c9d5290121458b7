import type { z } from 'zod';
import type { Language } from '../../shared/constants.ts';
import type { spontaneousApplicationForm } from '../../shared/schemas/application.ts';
import type { Database } from '../db/client.ts';
import { spontaneousApplications } from '../db/schema/index.ts';
import type { Upload } from '../files/validate-parts.ts';
import { storeFile } from '../files/stored-file.ts';
import { recordArrival } from './record-arrival.ts';
import type { MailService } from '../mail/mail-service.ts';
import { enqueueArrivalMails } from '../mail/enqueue-arrival-mails.ts';
import { recordFormConsents } from '../privacy/consent.ts';
import { linkPerson } from '../people/link-person.ts';
import { sourceOf } from '../../shared/schemas/source.ts';

/**
 * A spontaneous application with its CV, first history row and consents, stored whole or not at all; its source is
 * what the visitor's browser kept of their arrival (docs/decisions/0062).
 */
export async function sendSpontaneousApplication(
  db: Database,
  mail: MailService,
  input: {
    form: z.output<typeof spontaneousApplicationForm>;
    cv: Upload;
    lang: Language;
    at: Date;
    poolMonths: number;
  },
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const { noticeVersion, poolConsent, source, ...fields } = input.form;
    const cvFileId = await storeFile(tx, input.cv);
    const personId = await linkPerson(tx, { ...fields, lang: input.lang }, { source: 'form', at: input.at });
    const [row] = await tx
      .insert(spontaneousApplications)
      .values({ ...fields, personId, cvFileId, lang: input.lang, process: 'NEW', ...sourceOf(source) })
      .returning({ id: spontaneousApplications.id });
    await recordArrival(tx, 'spontaneous-applications', row!.id);
    await recordFormConsents(tx, {
      email: fields.email,
      recordType: 'spontaneous-applications',
      recordId: row!.id,
      lang: input.lang,
      at: input.at,
      noticeVersion,
      poolConsent,
      poolMonths: input.poolMonths,
    });
    await enqueueArrivalMails(tx, mail, {
      kind: 'spontaneous-applications',
      recordId: row!.id,
      lang: input.lang,
      name: `${input.form.firstName} ${input.form.lastName}`,
      email: input.form.email,
      jobTitle: input.form.post,
      salutation: input.form.salutation,
    });
    return { id: row!.id };
  });
}
