import { eq } from 'drizzle-orm';
import { LANGUAGES, type Language } from '../../shared/constants.ts';
import type { Actor } from '../../shared/policy.ts';
import { translate } from '../catalogs.ts';
import type { Database } from '../db/client.ts';
import { jobs, outboxMails } from '../db/schema/index.ts';
import { conflict, HttpError, notFound } from '../errors.ts';
import { enqueueMails } from '../mail/enqueue-mails.ts';
import { siteUrl } from '../mail/firm.ts';
import type { MailService } from '../mail/mail-service.ts';
import { escapeHtml } from '../mail/template-html.ts';
import { fill } from '../mail/texts.ts';
import { isSuppressed } from '../privacy/suppression.ts';
import { isJobOpen } from '../public/public-job.ts';
import { matchablePerson } from './add-to-pipeline.ts';

export const ALREADY_INVITED = 'ALREADY_INVITED';

/** The outbox key of the one invitation a person gets to a job: writing it twice writes one mail. */
export const inviteKey = (jobId: number, personId: number) => `matching:invite:${jobId}:${personId}`;

/** The job's public page, in the reader's language, marked as coming from an invitation. */
export const jobLink = (jobId: number, lang: Language) =>
  `${siteUrl()}/jobs/${jobId}?lang=${lang}&utm_source=matching&utm_medium=email`;

/**
 * Staff invite a suggested person to apply to a job (issue 32 item 1): one mail, in the person's language, with
 * the job's public link, through the outbox (a staff-written mail, so it shows on the person's time line). Once:
 * the outbox key is the job and the person, and a second invitation answers 409 `ALREADY_INVITED`. Refused (409)
 * for a person without an address or whose address is on the suppression list, and for a job visitors cannot
 * apply to (unpublished or past its deadline): the link would lead nowhere.
 */
export async function inviteToApply(
  db: Database,
  mail: MailService,
  actor: Actor & { userName: string },
  input: { jobId: number; personId: number; at: Date },
): Promise<{ outboxId: number }> {
  const [job] = await db
    .select({ id: jobs.id, title: jobs.title, displayJob: jobs.displayJob, end: jobs.endApplicationDate })
    .from(jobs)
    .where(eq(jobs.id, input.jobId));
  if (!job) throw notFound(`No job ${input.jobId}`);
  const person = await matchablePerson(db, actor, input.personId);
  const key = inviteKey(job.id, person.id);
  const [sent] = await db.select({ id: outboxMails.id }).from(outboxMails).where(eq(outboxMails.idempotencyKey, key));
  if (sent) {
    throw new HttpError(
      409,
      'This person was already invited to apply to this job',
      { personId: 'matching.errors.alreadyInvited' },
      ALREADY_INVITED,
    );
  }
  if (!isJobOpen({ displayJob: job.displayJob, endApplicationDate: job.end }, input.at)) {
    throw conflict('This job is not open to applications: the invitation would lead nowhere', {
      jobId: 'matching.errors.jobClosed',
    });
  }
  if (!person.email) throw conflict('This person has no e-mail address', { personId: 'matching.errors.noEmail' });
  if (await isSuppressed(db, person.email)) {
    throw conflict('This address is on the suppression list', { personId: 'matching.errors.suppressed' });
  }
  const lang: Language = (LANGUAGES as readonly string[]).includes(person.lang) ? (person.lang as Language) : 'en';
  const link = jobLink(job.id, lang);
  const values = { name: `${person.firstName} ${person.lastName}`.trim(), title: job.title };
  const words = (key: string) => fill(translate(lang, `matching.invite.${key}`), values);
  const paragraphs = [words('greeting'), words('body')];
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(words('cta'))}</a></p>`,
    `<p>${escapeHtml(words('signoff'))}</p>`,
  ].join('');
  const text = [...paragraphs, `${words('cta')}: ${link}`, words('signoff')].join('\n\n');
  await db.transaction(async (tx) => {
    await enqueueMails(tx, mail, [
      {
        key,
        template: 'written',
        to: person.email,
        lang,
        data: { subject: words('subject'), html, preview: paragraphs.join(' ').slice(0, 200), text, link },
        recordType: 'jobs',
        recordId: job.id,
        personId: person.id,
        sentBy: actor.userName,
      },
    ]);
  });
  const [row] = await db.select({ id: outboxMails.id }).from(outboxMails).where(eq(outboxMails.idempotencyKey, key));
  if (!row) throw conflict('The mail was not written: the address is on the suppression list');
  return { outboxId: row.id };
}
