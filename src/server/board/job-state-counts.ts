import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { jobApplications } from '../db/schema/index.ts';
import { rowsOf } from '../db/rows.ts';
import { inlineIntArray } from '../db/sql-arrays.ts';

/**
 * How many applications each of these jobs has in each state (issue 28 item 1: the jobs list), from the board's
 * index (job, state, …) alone; a job without any has `{}`.
 */
export async function jobStateCounts(
  db: Pick<Database, 'execute'>,
  jobIds: readonly number[],
): Promise<Map<number, Record<string, number>>> {
  const counts = new Map<number, Record<string, number>>(jobIds.map((id) => [id, {}]));
  if (!jobIds.length) return counts;
  const ids = inlineIntArray(jobIds.map(Number));
  const found = await db.execute(
    sql`select ${jobApplications.jobId} as job, ${jobApplications.process} as state, count(*)::int as n
      from ${jobApplications} where ${jobApplications.jobId} = any(${ids}) group by 1, 2`,
  );
  for (const r of rowsOf<{ job: number; state: string; n: number }>(found)) {
    counts.get(Number(r.job))![r.state] = Number(r.n);
  }
  return counts;
}
