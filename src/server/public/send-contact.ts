import type { z } from 'zod';
import type { contactForm, contactWithAttachmentForm } from '../../shared/schemas/contact.ts';
import type { Database } from '../db/client.ts';
import { contacts } from '../db/schema.ts';
import type { Upload } from '../files/read-multipart.ts';
import { storeFile } from '../files/store-file.ts';
import { recordArrival } from './record-arrival.ts';

type ContactInput =
  | { form: z.output<typeof contactForm>; file?: undefined }
  | { form: z.output<typeof contactWithAttachmentForm>; file: Upload };

/** A contact message, with its attachment when there is one, and its first history row, in one transaction. */
export async function sendContact(db: Database, input: ContactInput): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const fileId = input.file ? await storeFile(tx, input.file) : null;
    const [row] = await tx
      .insert(contacts)
      .values({ ...input.form, fileId, process: 'NEW' })
      .returning({ id: contacts.id });
    await recordArrival(tx, 'contacts', row!.id);
    return { id: row!.id };
  });
}
