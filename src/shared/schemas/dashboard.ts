import { z } from 'zod';
import { PIPELINE_RESOURCES } from './pipeline.ts';

/** The admin home: each pipeline's records by state, the newest records waiting for staff, applications a week. */
export const dashboard = z.object({
  counts: z.record(z.enum(PIPELINE_RESOURCES), z.record(z.string(), z.number())),
  waiting: z.array(
    z.object({
      resource: z.enum(PIPELINE_RESOURCES),
      id: z.number(),
      name: z.string(),
      /** The job, post, title or request the record is about. */
      about: z.string(),
      process: z.string(),
      creationDate: z.string(),
    }),
  ),
  applicationsPerWeek: z.array(
    z.object({
      /** Monday of the week, yyyy-mm-dd (UTC). */
      week: z.string(),
      jobApplications: z.number(),
      spontaneousApplications: z.number(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboard>;

export const CHART_WEEKS = 16;
