import type { z } from 'zod';
import type { talentRequest } from '../../shared/schemas/interview.ts';
import type { Database } from '../db/client.ts';
import { talentInterviews } from '../db/schema/index.ts';
import { recordArrival } from './record-arrival.ts';
import type { Language } from '../../shared/constants.ts';
import type { MailService } from '../mail/mail-service.ts';
import { enqueueArrivalMails } from '../mail/enqueue-arrival-mails.ts';
import { recordFormConsents } from '../privacy/consent.ts';
import { linkPerson } from '../people/link-person.ts';
import { linkCompany } from '../companies/link-company.ts';

/** A client asks for a kind of talent: a talent interview of kind TALENT_REQUEST, REQUESTED, with its history. */
export async function requestTalent(
  db: Database,
  mail: MailService,
  { request, lang, at }: { request: z.output<typeof talentRequest>; lang: Language; at: Date },
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const { noticeVersion, ...fields } = request;
    const personId = await linkPerson(tx, { ...fields, lang }, { source: 'form', at });
    // The company named, if any, found or made; the sender becomes its contact (decision 0044).
    const companyId = await linkCompany(tx, { name: fields.client, lang, personId, at });
    const [row] = await tx
      .insert(talentInterviews)
      .values({ ...fields, personId, companyId, kind: 'TALENT_REQUEST', process: 'REQUESTED', lang })
      .returning({ id: talentInterviews.id });
    await recordArrival(tx, 'talent-interviews', row!.id);
    await recordFormConsents(tx, {
      email: fields.email,
      recordType: 'talent-interviews',
      recordId: row!.id,
      lang,
      at,
      noticeVersion,
    });
    await enqueueArrivalMails(tx, mail, {
      kind: 'talent-requests',
      recordId: row!.id,
      lang,
      name: '',
      email: request.email,
      jobTitle: request.talentName,
    });
    return { id: row!.id };
  });
}
