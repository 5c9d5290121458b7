import { eq } from 'drizzle-orm';
import type { PublicJobDetail } from '../../shared/schemas/job.ts';
import { publicQuestionsOf } from '../screening/questions.ts';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { publicJobColumns, toPublicJob } from './public-job.ts';

/**
 * A job as a visitor sees it. A job past its deadline still shows (with `open` false, so the page says it is
 * closed); a job taken off the site (displayJob false) does not exist for visitors. It carries the questions its
 * apply form asks, without their knock-out answers (docs/decisions/0062).
 */
export async function findPublicJob(db: Database, id: number, at: Date): Promise<PublicJobDetail | undefined> {
  const [row] = await db
    .select({ ...publicJobColumns(at), displayJob: jobs.displayJob })
    .from(jobs)
    .where(eq(jobs.id, id));
  if (!row || !row.displayJob) return undefined;
  const { displayJob: _displayJob, ...job } = row;
  return { ...toPublicJob(job), questions: await publicQuestionsOf(db, id) };
}

export async function getPublicJob(db: Database, id: number, at: Date): Promise<PublicJobDetail> {
  const job = await findPublicJob(db, id, at);
  if (!job) throw notFound('This job does not exist or is no longer published');
  return job;
}
