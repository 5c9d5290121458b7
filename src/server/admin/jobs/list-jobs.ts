import { eq, type SQL } from 'drizzle-orm';
import type { JobListQuery } from '../../../shared/schemas/list-query.ts';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { listRecords } from '../list-records.ts';
import { LIST_SPECS } from '../list-specs.ts';
import { jobToApi } from '../to-api.ts';
import { jobStateCounts } from '../../board/job-state-counts.ts';

function jobFilters(query: JobListQuery): SQL[] {
  const filters: SQL[] = [];
  // With a search, these two are read in the jobs' search copy with the text (LIST_SPECS.jobs.searchedIn).
  if (query.displayJob && !query.q) filters.push(eq(jobs.displayJob, query.displayJob === 'true'));
  if (query.urgentStatus && !query.q) filters.push(eq(jobs.urgentStatus, query.urgentStatus === 'true'));
  if (query.manager) filters.push(eq(jobs.managerId, query.manager));
  return filters;
}

/**
 * The admin list of jobs: the common list query plus the job filters, each row open or not at `at` and with its
 * applications per state (issue 28 item 1); `scope`: the user's charge (src/server/policies/).
 */
export async function listJobs(db: Database, query: JobListQuery, at: Date, scope: SQL[] = []) {
  const result = await listRecords(db, LIST_SPECS.jobs, query, [...scope, ...jobFilters(query)]);
  const counts = await jobStateCounts(
    db,
    result.items.map((row) => row.id),
  );
  return {
    ...result,
    items: result.items.map((row) => ({ ...jobToApi(row, at), stateCounts: counts.get(row.id) ?? {} })),
  };
}
