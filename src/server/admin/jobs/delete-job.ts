import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

/** Applications to a deleted job stay, with the job title they were sent for. */
export async function deleteJob(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id });
  if (!deleted.length) throw notFound(`No job ${id}`);
}
