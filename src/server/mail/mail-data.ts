import { eq, inArray } from 'drizzle-orm';
import type { Language } from '../../shared/constants.ts';
import type { Database } from '../db/client.ts';
import { jobAlerts, jobs } from '../db/schema/index.ts';
import { alertJob } from '../job-alerts/alert-job.ts';
import type { MailData } from './catalog.tsx';
import { siteUrl } from './firm.ts';

/** A mail's data as it is rendered (sent or shown), or why it is not sent any more. */
export type DataAtSend = { data: MailData } | { cancelled: string };

/**
 * The data an outbox mail is rendered with, read when it is sent or shown rather than copied into every mail when it
 * is written. A job alert's mail (docs/decisions/0061) is written with its jobs' ids only (a run writes tens of
 * thousands at once); its jobs' titles and links are read here, in the mail's language. It is not sent when its alert
 * is gone since (unsubscribed, erased), and a job deleted since is left out (the mail is not sent if none is left).
 * Every other mail's data is as written.
 */
export async function mailDataAtSend(
  db: Database,
  mail: { template: string; lang: string; data: MailData; recordType: string | null; recordId: number | null },
): Promise<DataAtSend> {
  const ids = mail.data.jobIds;
  if (mail.template !== 'job-alert' || !Array.isArray(ids)) return { data: mail.data };
  if (mail.recordType === 'job-alerts' && mail.recordId !== null) {
    const [alert] = await db.select({ id: jobAlerts.id }).from(jobAlerts).where(eq(jobAlerts.id, mail.recordId));
    if (!alert) return { cancelled: 'Cancelled: the job alert was removed (unsubscribed or erased)' };
  }
  const jobIds = ids.filter((id): id is number => typeof id === 'number');
  const rows = jobIds.length
    ? await db
        .select({ id: jobs.id, title: jobs.title, region: jobs.region, type: jobs.type, rate: jobs.rate })
        .from(jobs)
        .where(inArray(jobs.id, jobIds))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const listed = jobIds.flatMap((id) => {
    const job = byId.get(id);
    return job ? [alertJob(job, mail.lang as Language, siteUrl())] : [];
  });
  if (listed.length === 0) return { cancelled: 'Cancelled: the jobs of this alert mail were deleted' };
  return { data: { ...mail.data, jobs: listed } };
}
