import { eq } from 'drizzle-orm';
import type { PublicJob } from '../../shared/schemas/job.ts';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { publicJobColumns, toPublicJob } from './public-job.ts';

/**
 * A job as a visitor sees it. A job past its deadline still shows (with `open` false, so the page says it is
 * closed); a job taken off the site (displayJob false) does not exist for visitors.
 */
export async function findPublicJob(db: Database, id: number, at: Date): Promise<PublicJob | undefined> {
  const [row] = await db
    .select({ ...publicJobColumns(at), displayJob: jobs.displayJob })
    .from(jobs)
    .where(eq(jobs.id, id));
  if (!row || !row.displayJob) return undefined;
  const { displayJob: _displayJob, ...job } = row;
  return toPublicJob(job);
}

export async function getPublicJob(db: Database, id: number, at: Date): Promise<PublicJob> {
  const job = await findPublicJob(db, id, at);
  if (!job) throw notFound('This job does not exist or is no longer published');
  return job;
}
