import { sourceOf } from '../../shared/schemas/source.ts';
import type { z } from 'zod';
import type { Language } from '../../shared/constants.ts';
import type { profileForm } from '../../shared/schemas/profile.ts';
import type { Database } from '../db/client.ts';
import { profiles } from '../db/schema/index.ts';
import type { Upload } from '../files/validate-parts.ts';
import { storeFile } from '../files/stored-file.ts';
import { recordArrival } from './record-arrival.ts';
import type { MailService } from '../mail/mail-service.ts';
import { enqueueArrivalMails } from '../mail/enqueue-arrival-mails.ts';
import { recordFormConsents } from '../privacy/consent.ts';
import { linkPerson } from '../people/link-person.ts';

const DESCRIPTION_COLUMN = { en: 'descriptionEn', fr: 'descriptionFr', nl: 'descriptionNl' } as const;

/**
 * A candidate joins the talent pool: an unpublished profile in process NEW, with its CV and first history row, in
 * one transaction. The post sought becomes the profile's title; the candidate's own description goes into the
 * description of the language they wrote it in; a current title, when given, is kept in the notes for staff. The
 * pool consent the form requires is stored with it.
 */
export async function joinTalentPool(
  db: Database,
  mail: MailService,
  input: { form: z.output<typeof profileForm>; cv: Upload; lang: Language; at: Date; poolMonths: number },
): Promise<{ id: number }> {
  const { form } = input;
  return db.transaction(async (tx) => {
    const cvFileId = await storeFile(tx, input.cv);
    const personId = await linkPerson(tx, { ...form, lang: input.lang }, { source: 'form', at: input.at });
    const [row] = await tx
      .insert(profiles)
      .values({
        personId,
        salutation: form.salutation,
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email,
        phone: form.phone,
        availability: form.availability,
        contractType: form.contractType,
        workingTime: form.workingTime,
        experience: form.experience,
        profileTitle: form.postTitle,
        ...sourceOf(form.source),
        technologies: form.technicalSkills,
        [DESCRIPTION_COLUMN[input.lang]]: form.description,
        notes: form.profileTitle ? `Current title: ${form.profileTitle}` : '',
        display: false,
        lang: input.lang,
        process: 'NEW',
        cvFileId,
      })
      .returning({ id: profiles.id });
    await recordArrival(tx, 'profiles', row!.id);
    await recordFormConsents(tx, {
      email: form.email,
      recordType: 'profiles',
      recordId: row!.id,
      lang: input.lang,
      at: input.at,
      noticeVersion: form.noticeVersion,
      poolConsent: form.poolConsent,
      poolMonths: input.poolMonths,
    });
    await enqueueArrivalMails(tx, mail, {
      kind: 'profiles',
      recordId: row!.id,
      lang: input.lang,
      name: `${form.firstName} ${form.lastName}`,
      email: form.email,
      jobTitle: form.postTitle,
      salutation: form.salutation,
    });
    return { id: row!.id };
  });
}
