import type { z } from 'zod';
import type { contactForm, contactWithAttachmentForm } from '../../shared/schemas/contact.ts';
import type { Database } from '../db/client.ts';
import { contacts } from '../db/schema/index.ts';
import type { Upload } from '../files/validate-parts.ts';
import { storeFile } from '../files/stored-file.ts';
import { recordArrival } from './record-arrival.ts';
import type { Language } from '../../shared/constants.ts';
import type { MailService } from '../mail/mail-service.ts';
import { enqueueArrivalMails } from '../mail/enqueue-arrival-mails.ts';
import { recordFormConsents } from '../privacy/consent.ts';
import { linkPerson } from '../people/link-person.ts';

type ContactInput =
  | { form: z.output<typeof contactForm>; file?: undefined }
  | { form: z.output<typeof contactWithAttachmentForm>; file: Upload };

/**
 * A contact message, with its attachment when there is one, its first history row and the notice it was sent
 * under, in one transaction.
 */
export async function sendContact(
  db: Database,
  mail: MailService,
  input: ContactInput & { lang: Language; at: Date },
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const { noticeVersion, ...fields } = input.form;
    const fileId = input.file ? await storeFile(tx, input.file) : null;
    const personId = await linkPerson(tx, { ...fields, lang: input.lang }, { source: 'form', at: input.at });
    const [row] = await tx
      .insert(contacts)
      .values({ ...fields, personId, fileId, process: 'NEW', lang: input.lang })
      .returning({ id: contacts.id });
    await recordArrival(tx, 'contacts', row!.id);
    await recordFormConsents(tx, {
      email: fields.email,
      recordType: 'contacts',
      recordId: row!.id,
      lang: input.lang,
      at: input.at,
      noticeVersion,
    });
    await enqueueArrivalMails(tx, mail, {
      kind: 'contacts',
      recordId: row!.id,
      lang: input.lang,
      name: `${input.form.firstName} ${input.form.lastName}`,
      email: input.form.email,
      hasCv: fileId !== null,
    });
    return { id: row!.id };
  });
}
