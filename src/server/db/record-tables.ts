import type { PgTable } from 'drizzle-orm/pg-core';
import type { Pipeline } from '../../shared/schemas/process.ts';
import { contacts, jobApplications, profiles, spontaneousApplications, talentInterviews } from './schema/index.ts';

/** The table of each pipeline's records, by the pipeline's API name. */
export const RECORD_TABLES = {
  'job-applications': jobApplications,
  'spontaneous-applications': spontaneousApplications,
  profiles,
  'talent-interviews': talentInterviews,
  contacts,
} as const satisfies Record<Pipeline, PgTable>;
