import type { z } from 'zod';
import type { talentRequest } from '../../shared/schemas/interview.ts';
import type { Database } from '../db/client.ts';
import { talentInterviews } from '../db/schema.ts';
import { recordArrival } from './record-arrival.ts';
import type { Language } from '../../shared/constants.ts';
import type { MailService } from '../mail/mail-service.ts';
import { enqueueArrivalMails } from '../mail/enqueue-arrival-mails.ts';

/** A client asks for a kind of talent: a talent interview of kind TALENT_REQUEST, REQUESTED, with its history. */
export async function requestTalent(
  db: Database,
  mail: MailService,
  { request, lang }: { request: z.output<typeof talentRequest>; lang: Language },
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(talentInterviews)
      .values({ ...request, kind: 'TALENT_REQUEST', process: 'REQUESTED', lang })
      .returning({ id: talentInterviews.id });
    await recordArrival(tx, 'talent-interviews', row!.id);
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
