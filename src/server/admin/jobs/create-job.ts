import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { assertManager } from '../assert-manager.ts';
import { jobToApi } from '../to-api.ts';
import { jobColumns, type JobInput } from './job-columns.ts';

export async function createJob(db: Database, input: JobInput, at: Date) {
  await assertManager(db, input.manager, 'manager');
  const [row] = await db.insert(jobs).values(jobColumns(input)).returning();
  return jobToApi(row!, at);
}
