import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Language } from '../../shared/constants.ts';
import type { jobApplicationForm } from '../../shared/schemas/application.ts';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { jobApplications, jobs, managers } from '../db/schema/index.ts';
import { HttpError, notFound } from '../errors.ts';
import type { Upload } from '../files/validate-parts.ts';
import { storeFile } from '../files/stored-file.ts';
import { publicJobColumns } from './public-job.ts';
import { recordArrival } from './record-arrival.ts';
import type { MailService } from '../mail/mail-service.ts';
import { enqueueArrivalMails } from '../mail/enqueue-arrival-mails.ts';
import { recordFormConsents } from '../privacy/consent.ts';
import { linkPerson } from '../people/link-person.ts';
import { sourceOf } from '../../shared/schemas/source.ts';
import { checkAnswers } from '../screening/check-answers.ts';
import { questionsOf } from '../screening/questions.ts';

export const JOB_CLOSED = 'JOB_CLOSED';

/**
 * A visitor applies to an open job: the application, its CV, its first history row and its consents are stored in
 * one transaction, so nothing is half-saved. A second application of the same e-mail to the same job is a new
 * record flagged as a duplicate of the first: never refused, never merged (decision 0030). Its answers to the
 * job's screening questions are checked first and stored with it, an answer the job marks flags it (knockedOut);
 * its source is what the visitor's browser kept of their arrival (docs/decisions/0062).
 */
export async function applyToJob(
  db: Database,
  mail: MailService,
  input: {
    jobId: number;
    form: z.output<typeof jobApplicationForm>;
    cv: Upload;
    lang: Language;
    at: Date;
    /** How long a talent-pool consent ticked with it lasts (RETENTION_POOL_MONTHS). */
    poolMonths: number;
    /** The answers come from a plain HTML form, as text (docs/decisions/0038). */
    postedAnswers?: boolean;
  },
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const job = await openJob(tx, input.jobId, input.at);
    const { noticeVersion, poolConsent, answers, source, ...fields } = input.form;
    // Checked before anything is written: a refused answer leaves no application and no CV behind.
    const screening = checkAnswers(await questionsOf(tx, job.id), answers, input.postedAnswers);
    const fileId = await storeFile(tx, input.cv);
    const duplicateOfId = await earlierApplication(tx, job.id, fields.email);
    const personId = await linkPerson(tx, { ...fields, lang: input.lang }, { source: 'form', at: input.at });
    const [row] = await tx
      .insert(jobApplications)
      .values({
        ...fields,
        personId,
        jobId: job.id,
        jobTitle: job.title,
        fileId,
        lang: input.lang,
        process: 'NEW',
        duplicateOfId,
        answers: screening.answers,
        knockedOut: screening.knockedOut,
        ...sourceOf(source),
      })
      .returning({ id: jobApplications.id });
    await recordArrival(tx, 'job-applications', row!.id);
    await recordFormConsents(tx, {
      email: fields.email,
      recordType: 'job-applications',
      recordId: row!.id,
      lang: input.lang,
      at: input.at,
      noticeVersion,
      poolConsent,
      poolMonths: input.poolMonths,
    });
    await enqueueArrivalMails(tx, mail, {
      kind: 'job-applications',
      recordId: row!.id,
      lang: input.lang,
      name: `${input.form.firstName} ${input.form.lastName}`,
      email: input.form.email,
      jobTitle: job.title,
      managerId: job.managerId,
      managerEmail: job.managerEmail,
    });
    return { id: row!.id };
  });
}

/** The first application of this e-mail to this job still on record (not anonymised), if any. */
async function earlierApplication(db: Pick<Database, 'select'>, jobId: number, email: string) {
  const [first] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(
      and(eq(jobApplications.jobId, jobId), eq(jobApplications.email, email), isNull(jobApplications.anonymisedAt)),
    )
    .orderBy(asc(jobApplications.id))
    .limit(1);
  return first?.id ?? null;
}

/**
 * The job a visitor may apply to. A hidden job does not exist for visitors, as its GET says (get-public-job.ts):
 * 404; one past its deadline is closed: 409. The honeypot's answer goes through this check too, so a bot is
 * answered exactly as a person would be.
 */
export async function openJob(db: Pick<Database, 'select'>, jobId: number, at: Date) {
  const [job] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      displayJob: jobs.displayJob,
      open: publicJobColumns(at).open,
      managerId: jobs.managerId,
      managerEmail: managers.email,
    })
    .from(jobs)
    .leftJoin(managers, eq(managers.id, jobs.managerId))
    .where(eq(jobs.id, jobId));
  if (!job || !job.displayJob) throw notFound('This job does not exist or is no longer published');
  if (!job.open) throw new HttpError(409, 'Applications for this job are closed', undefined, JOB_CLOSED);
  return job;
}
