import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PipelineResource, ProcessChange } from '../../shared/schemas/pipeline.ts';
import type { Pipeline } from '../../shared/schemas/process.ts';
import type { Database } from '../db/client.ts';
import {
  contacts,
  jobApplications,
  jobs,
  profiles,
  spontaneousApplications,
  talentInterviews,
} from '../db/schema/index.ts';
import { plain, profilesToApi } from './to-api.ts';

export type PipelineTable = PgTable & { id: PgColumn; process: PgColumn; anonymisedAt: PgColumn };
type Db = Pick<Database, 'select'>;

/** What differs between the records that move through a pipeline. */
export interface PipelineDef<T extends PipelineTable = PipelineTable> {
  pipeline: Pipeline;
  table: T;
  /** What staff call the record in messages. */
  noun: string;
  /** The ids of the files the record owns. */
  fileIds(row: T['$inferSelect']): (string | null)[];
  /** The record as the API answers it. */
  toApi(db: Db, row: T['$inferSelect']): Promise<Record<string, unknown>>;
  /** The job applied to, or the profile an interview is with. */
  related?(db: Db, row: T['$inferSelect']): Promise<{ id: number; label: string } | null>;
  /** The fields a change of state writes on the record besides `process`. */
  fieldsOnChange(change: ProcessChange): Record<string, unknown>;
}

/** The interview slot a change of state sets, which its history row names; null when it sets none. */
export function slotOfChange(change: ProcessChange): { slotDate: string; slotTime: string | null } | null {
  if (change.process === 'RESCHEDULED' && change.rescheduledBookedDate)
    return { slotDate: change.rescheduledBookedDate, slotTime: change.rescheduledBookedTime };
  if (change.process === 'INTERVIEW' && change.bookedDate)
    return { slotDate: change.bookedDate, slotTime: change.bookedTime };
  return null;
}

const def = <T extends PipelineTable>(d: PipelineDef<T>) => d;
/** One reason for a no go: written when the record goes to NO_GO, cleared when it moves on. */
const noGo = (c: ProcessChange) => ({ noGoComment: c.process === 'NO_GO' ? c.noGoComment : '' });

export const PIPELINE_DEFS: Record<PipelineResource, PipelineDef> = {
  'job-applications': def({
    pipeline: 'job-applications',
    table: jobApplications,
    noun: 'job application',
    fileIds: (row) => [row.fileId],
    toApi: async (_db, row) => plain(row),
    related: async (db, row) => {
      if (!row.jobId) return null;
      const [job] = await db.select().from(jobs).where(eq(jobs.id, row.jobId));
      return job ? { id: job.id, label: [job.jobRef, job.title].filter(Boolean).join(' – ') } : null;
    },
    fieldsOnChange: noGo,
  }),
  'spontaneous-applications': def({
    pipeline: 'spontaneous-applications',
    table: spontaneousApplications,
    noun: 'spontaneous application',
    fileIds: (row) => [row.cvFileId],
    toApi: async (_db, row) => plain(row),
    fieldsOnChange: noGo,
  }),
  profiles: def({
    pipeline: 'profiles',
    table: profiles,
    noun: 'profile',
    fileIds: (row) => [row.cvFileId],
    toApi: async (db, row) => (await profilesToApi(db, [row]))[0]!,
    fieldsOnChange: (c) => ({
      ...noGo(c),
      ...(c.process === 'INTERVIEW' && c.bookedDate ? { bookedDate: c.bookedDate, bookedTime: c.bookedTime } : {}),
      ...(c.process === 'OFFER' && c.offer ? { offer: c.offer } : {}),
    }),
  }),
  'talent-interviews': def({
    pipeline: 'talent-interviews',
    table: talentInterviews,
    noun: 'talent interview',
    fileIds: () => [],
    toApi: async (_db, row) => plain(row),
    related: async (db, row) => {
      if (!row.profileId) return null;
      const [p] = await db.select().from(profiles).where(eq(profiles.id, row.profileId));
      return p
        ? { id: p.id, label: `${p.firstName} ${p.lastName}${p.profileTitle ? ' – ' + p.profileTitle : ''}` }
        : null;
    },
    fieldsOnChange: (c) =>
      c.process === 'RESCHEDULED'
        ? { rescheduledBookedDate: c.rescheduledBookedDate, rescheduledBookedTime: c.rescheduledBookedTime }
        : {},
  }),
  contacts: def({
    pipeline: 'contacts',
    table: contacts,
    noun: 'contact',
    fileIds: (row) => [row.fileId],
    toApi: async (_db, row) => plain(row),
    fieldsOnChange: () => ({}),
  }),
};
