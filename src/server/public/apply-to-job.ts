import { eq } from 'drizzle-orm';
import type { Language } from '../../shared/constants.ts';
import type { jobApplicationForm } from '../../shared/schemas/application.ts';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { jobApplications, jobs, managers } from '../db/schema.ts';
import { HttpError, notFound } from '../errors.ts';
import type { Upload } from '../files/read-multipart.ts';
import { storeFile } from '../files/store-file.ts';
import { publicJobColumns } from './public-job.ts';
import { recordArrival } from './record-arrival.ts';
import type { MailService } from '../mail/mail-service.ts';
import { enqueueArrivalMails } from '../mail/enqueue-arrival-mails.ts';

export const JOB_CLOSED = 'JOB_CLOSED';

/**
 * A visitor applies to an open job: the application, its CV and its first history row are stored in one
 * transaction, so nothing is half-saved. A job that is hidden or past its deadline is refused with 409.
 */
export async function applyToJob(
  db: Database,
  mail: MailService,
  input: { jobId: number; form: z.output<typeof jobApplicationForm>; cv: Upload; lang: Language },
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({
        id: jobs.id,
        title: jobs.title,
        managerId: jobs.managerId,
        managerEmail: managers.email,
        open: publicJobColumns.open,
      })
      .from(jobs)
      .leftJoin(managers, eq(managers.id, jobs.managerId))
      .where(eq(jobs.id, input.jobId));
    if (!job) throw notFound('This job does not exist');
    if (!job.open) throw new HttpError(409, 'Applications for this job are closed', undefined, JOB_CLOSED);

    const fileId = await storeFile(tx, input.cv);
    const [row] = await tx
      .insert(jobApplications)
      .values({ ...input.form, jobId: job.id, jobTitle: job.title, fileId, lang: input.lang, process: 'NEW' })
      .returning({ id: jobApplications.id });
    await recordArrival(tx, 'job-applications', row!.id);
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
