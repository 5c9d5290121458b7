import { DEFAULT_LANGUAGE, type Language } from '../../shared/constants.ts';
import { processChange } from '../../shared/schemas/pipeline.ts';
import { ENDED_CANDIDATE_STATES, canMove, type Pipeline } from '../../shared/schemas/process.ts';
import { changeProcess } from '../admin/change-process.ts';
import type { Database } from '../db/client.ts';
import { conflict, notFound } from '../errors.ts';
import { enqueueMails } from '../mail/enqueue-mails.ts';
import type { MailService } from '../mail/mail-service.ts';
import { countMailTo, MY_DATA_LINK_WINDOW_MS } from '../mail/recipient-limit.ts';
import { currentPoolConsent, poolConsentExpiry, recordConsent } from './consent.ts';
import { findPersonRecords, normalizeEmail } from './person.ts';
import { myDataUrl, newMyDataToken } from './self-service-link.ts';
import { emailHash, isSuppressed } from './suppression.ts';

const WITHDRAWABLE: readonly Pipeline[] = ['job-applications', 'spontaneous-applications', 'profiles'];

/** What the "My data" page shows: the person's records and their states, and their pool consent. */
export async function loadMyData(db: Database, email: string, now: Date) {
  const records = await findPersonRecords(db, { email });
  const pool = await currentPoolConsent(db, email, now);
  return {
    email,
    records: records.map((r) => ({
      recordType: r.recordType,
      id: r.id,
      about: r.about,
      process: r.process,
      creationDate: r.creationDate.toISOString(),
      canWithdraw: WITHDRAWABLE.includes(r.recordType) && canMove(r.recordType, r.process, 'WITHDRAWN'),
    })),
    poolConsent: pool
      ? { inForce: pool.inForce, action: pool.event.action, expiresAt: pool.event.expiresAt?.toISOString() ?? null }
      : null,
  };
}

/** The person withdraws one of their applications: it moves to WITHDRAWN, written in its history. */
export async function withdrawApplication(
  db: Database,
  mail: MailService,
  email: string,
  ref: { recordType: Pipeline; id: number },
) {
  const own = (await findPersonRecords(db, { email })).find(
    (r) => r.recordType === ref.recordType && r.id === ref.id && r.email === normalizeEmail(email),
  );
  // Someone else's record answers exactly like no record: nothing is revealed.
  if (!own || !WITHDRAWABLE.includes(ref.recordType)) throw notFound('No such application');
  if (ENDED_CANDIDATE_STATES.includes(own.process as never)) throw conflict('This application has already ended');
  await changeProcess(db, {
    resource: ref.recordType as 'job-applications',
    id: ref.id,
    change: processChange.parse({ process: 'WITHDRAWN', comment: 'Withdrawn by the candidate (My data page)' }),
    changedBy: 'self-service',
    mail,
  });
}

/** Renews (for another `poolMonths`) or withdraws the person's talent-pool consent. */
export async function changePoolConsent(
  db: Database,
  input: { email: string; action: 'renewed' | 'withdrawn'; poolMonths: number; lang: Language; now: Date },
) {
  const current = await currentPoolConsent(db, input.email, input.now);
  if (!current) throw notFound('You have no talent-pool consent');
  if (input.action === 'renewed' && current.event.action === 'withdrawn') {
    throw conflict('This consent was withdrawn; join the talent pool again to give it anew');
  }
  const event = await recordConsent(db, {
    email: input.email,
    recordType: current.event.recordType as Pipeline,
    recordId: current.event.recordId,
    purpose: 'talent_pool',
    action: input.action,
    noticeVersion: current.event.noticeVersion,
    lang: input.lang,
    source: 'self_service',
    at: input.now,
    expiresAt: input.action === 'renewed' ? poolConsentExpiry(input.now, input.poolMonths) : null,
  });
  return { action: event.action, expiresAt: event.expiresAt?.toISOString() ?? null };
}

/**
 * "Send me my link": mails a fresh link to the address when it is known and not erased; otherwise nothing. It runs
 * after the answer (src/server/plugins/my-data-link.ts), which is the same whatever the address, in content and in
 * time. One link mail per address per 10 minutes: asking again sends nothing (docs/decisions/0036).
 */
export async function sendMyDataLink(
  db: Database,
  mail: MailService,
  input: { email: string; lang: Language; now: Date },
): Promise<void> {
  const email = normalizeEmail(input.email);
  if (await isSuppressed(db, email)) return;
  const [newest] = await findPersonRecords(db, { email });
  if (!newest || newest.email !== email) return;
  const links = mail.config.myDataLinks;
  await db.transaction(async (tx) => {
    if ((await countMailTo(tx, 'my-data-link', email, input.now, MY_DATA_LINK_WINDOW_MS)) > 1) return;
    await enqueueMails(tx, mail, [
      {
        key: `my-data-link:${emailHash(email)}:${input.now.toISOString()}`,
        template: 'my-data-link',
        to: email,
        lang: input.lang ?? DEFAULT_LANGUAGE,
        data: { myDataLink: myDataUrl(newMyDataToken(links, email, input.now)), days: links.days },
        recordType: newest.recordType,
        recordId: newest.id,
        unsolicited: true,
      },
    ]);
  });
}
