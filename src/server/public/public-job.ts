import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { PublicJob } from '../../shared/schemas/job.ts';
import { jobs } from '../db/schema.ts';

/** Decisions, section 3: a job is public while displayJob is true and its endApplicationDate has not passed. */
export const jobIsOpen = and(
  eq(jobs.displayJob, true),
  or(isNull(jobs.endApplicationDate), gte(jobs.endApplicationDate, sql`current_date`)),
)!;

/** The columns a visitor may see, plus whether the job is still open. */
export const publicJobColumns = {
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
  open: sql<boolean>`(${jobIsOpen})`.mapWith(Boolean),
};

type PublicJobRow = Omit<PublicJob, 'creationDate'> & { creationDate: Date };

export function toPublicJob(row: PublicJobRow): PublicJob {
  return { ...row, creationDate: row.creationDate.toISOString() };
}
