import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { jobInput, jobUpdate } from '../../shared/schemas/job.ts';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { assertManager } from './assert-manager.ts';
import { jobToApi } from './to-api.ts';

type JobInput = z.output<typeof jobInput>;

/** The spec's `manager` is stored as `managerId`. */
function toColumns({ manager, ...rest }: JobInput) {
  return { ...rest, managerId: manager };
}

export async function getJob(db: Database, id: number) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw notFound(`No job ${id}`);
  return jobToApi(row);
}

export async function createJob(db: Database, input: JobInput) {
  await assertManager(db, input.manager, 'manager');
  const [row] = await db.insert(jobs).values(toColumns(input)).returning();
  return jobToApi(row!);
}

export async function updateJob(db: Database, input: z.output<typeof jobUpdate>) {
  const { id, ...values } = input;
  await assertManager(db, values.manager, 'manager');
  const [row] = await db.update(jobs).set(toColumns(values)).where(eq(jobs.id, id)).returning();
  if (!row) throw notFound(`No job ${id}`);
  return jobToApi(row);
}

/** Applications to a deleted job stay, with the job title they were sent for. */
export async function deleteJob(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id });
  if (!deleted.length) throw notFound(`No job ${id}`);
}
