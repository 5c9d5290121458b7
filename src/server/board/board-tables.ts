import { sql, type SQL } from 'drizzle-orm';
import type { BoardResource } from '../../shared/schemas/board.ts';
import { jobApplications, spontaneousApplications } from '../db/schema/index.ts';
import { likePattern } from '../admin/list-records.ts';

/** What differs between the two boards' tables: the CV's column, the duplicate's, the job that scopes a board. */
export const BOARD_TABLES = {
  'job-applications': {
    table: jobApplications,
    file: jobApplications.fileId,
    duplicateOf: sql<number | null>`${jobApplications.duplicateOfId}`,
    job: jobApplications.jobId,
  },
  'spontaneous-applications': {
    table: spontaneousApplications,
    file: spontaneousApplications.cvFileId,
    duplicateOf: sql<number | null>`null::int`,
    job: null,
  },
} as const;

export type BoardTable = (typeof BOARD_TABLES)[BoardResource];

/** The rows of one board: a job's applications, or every spontaneous application. */
export function boardOf(resource: BoardResource, jobId: number | null): SQL {
  const b = BOARD_TABLES[resource];
  return b.job ? sql`${b.job} = ${jobId}` : sql`true`;
}

/** The board's text filter: in the name, the e-mail or the phone, any case. */
export function textFilter(resource: BoardResource, q: string | undefined): SQL | null {
  if (!q) return null;
  const t = BOARD_TABLES[resource].table;
  return sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || ${t.phone}) ilike ${likePattern(q)}`;
}
