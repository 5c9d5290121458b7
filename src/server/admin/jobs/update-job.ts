import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { jobUpdate } from '../../../shared/schemas/job.ts';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { assertManager } from '../assert-manager.ts';
import { jobToApi } from '../to-api.ts';
import { jobColumns } from './job-columns.ts';

export async function updateJob(db: Database, input: z.output<typeof jobUpdate>, at: Date) {
  const { id, ...values } = input;
  await assertManager(db, values.manager, 'manager');
  const [row] = await db.update(jobs).set(jobColumns(values)).where(eq(jobs.id, id)).returning();
  if (!row) throw notFound(`No job ${id}`);
  return jobToApi(row, at);
}
