import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { jobToApi } from '../to-api.ts';

/** A job as staff see it, with whether it is open at `at`. */
export async function getJob(db: Database, id: number, at: Date) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw notFound(`No job ${id}`);
  return jobToApi(row, at);
}
