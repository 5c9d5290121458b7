import { and, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { firmDay } from '../../shared/firm-time.ts';
import type { PublicJob } from '../../shared/schemas/job.ts';
import { jobs } from '../db/schema/index.ts';

/**
 * The one definition of an open job (docs/product-decisions.md#3-records-and-their-states): displayJob is true and its endApplicationDate, a day
 * in the firm's time zone, has not passed at `at`; the deadline day itself is still open. `isJobOpen` and
 * `jobIsOpen` are the same rule for a row in memory and in a query, both judged on `firmDay(at)`; the query form
 * reads the columns of `jobs` or of its search copy `job_search`.
 */
export function isJobOpen(job: { displayJob: boolean; endApplicationDate: string | null }, at: Date): boolean {
  return job.displayJob && (job.endApplicationDate === null || job.endApplicationDate >= firmDay(at));
}

export function jobIsOpen(at: Date, table: { displayJob: AnyPgColumn; endApplicationDate: AnyPgColumn } = jobs): SQL {
  return and(
    eq(table.displayJob, true),
    or(isNull(table.endApplicationDate), gte(table.endApplicationDate, firmDay(at))),
  )!;
}

/** The columns a visitor may see, plus whether the job is open at `at`. */
export const publicJobColumns = (at: Date) => ({
  id: jobs.id,
  jobRef: jobs.jobRef,
  title: jobs.title,
  descriptionEn: jobs.descriptionEn,
  descriptionFr: jobs.descriptionFr,
  descriptionsNl: jobs.descriptionsNl,
  region: jobs.region,
  education: jobs.education,
  startDate: jobs.startDate,
  endDate: jobs.endDate,
  type: jobs.type,
  technicalSkills: jobs.technicalSkills,
  experience: jobs.experience,
  industry: jobs.industry,
  employmentType: jobs.employmentType,
  workPlaceType: jobs.workPlaceType,
  seniorityLevel: jobs.seniorityLevel,
  startDateUrgent: jobs.startDateUrgent,
  rate: jobs.rate,
  urgentStatus: jobs.urgentStatus,
  endApplicationDate: jobs.endApplicationDate,
  creationDate: jobs.creationDate,
  open: sql<boolean>`(${jobIsOpen(at)})`.mapWith(Boolean),
});

type PublicJobRow = Omit<PublicJob, 'creationDate'> & { creationDate: Date };

export function toPublicJob(row: PublicJobRow): PublicJob {
  return { ...row, creationDate: row.creationDate.toISOString() };
}
