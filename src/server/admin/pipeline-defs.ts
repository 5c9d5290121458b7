import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PipelineResource, ProcessChange } from '../../shared/schemas/pipeline.ts';
import { editedFields, fieldsOfChange, fieldsOnChange } from '../../shared/pipelines/descriptor.ts';
import { PIPELINE_DESCRIPTORS } from '../../shared/pipelines/index.ts';
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

type PipelineTable = PgTable & { id: PgColumn; process: PgColumn; anonymisedAt: PgColumn };
type Db = Pick<Database, 'select'>;

/**
 * What only the server knows of a pipeline's records, keyed by its resource (the rest is its descriptor's,
 * src/shared/pipelines/: docs/decisions/0042): its table, the files a record owns, the related record.
 */
export interface PipelineDef<T extends PipelineTable = PipelineTable> {
  table: T;
  /** What staff call the record in messages. */
  noun: string;
  /** The ids of the files the record owns. */
  fileIds(row: T['$inferSelect']): (string | null)[];
  /** The record as the API answers it. */
  toApi(db: Db, row: T['$inferSelect']): Promise<Record<string, unknown>>;
  /** The job applied to, or the profile an interview is with. */
  related?(db: Db, row: T['$inferSelect']): Promise<{ id: number; label: string } | null>;
}

/**
 * The interview slot a change of state sets, which its history row names: the date and time among the fields the
 * change writes (its descriptor's needs and writes: a talent's interview, a rescheduled booking); null when none.
 */
export function slotOfChange(
  resource: PipelineResource,
  change: ProcessChange,
): { slotDate: string; slotTime: string | null } | null {
  const d = PIPELINE_DESCRIPTORS[resource];
  const kinds = new Map(editedFields(d).map((f) => [f.key, f.kind]));
  const group = fieldsOfChange(d, change.process);
  const date = group.find((k) => kinds.get(k) === 'date');
  const time = group.find((k) => kinds.get(k) === 'time');
  const slotDate = date ? change[date] : undefined;
  if (typeof slotDate !== 'string' || !slotDate) return null;
  const slotTime = time ? change[time] : null;
  return { slotDate, slotTime: typeof slotTime === 'string' && slotTime ? slotTime : null };
}

/** What a change of state writes on the record besides `process`, as its descriptor says. */
export const writtenOnChange = (resource: PipelineResource, change: ProcessChange) =>
  fieldsOnChange(PIPELINE_DESCRIPTORS[resource], change);

const def = <T extends PipelineTable>(d: PipelineDef<T>) => d;

export const PIPELINE_DEFS: Record<PipelineResource, PipelineDef> = {
  'job-applications': def({
    table: jobApplications,
    noun: 'job application',
    fileIds: (row) => [row.fileId],
    toApi: async (_db, row) => plain(row),
    related: async (db, row) => {
      if (!row.jobId) return null;
      const [job] = await db.select().from(jobs).where(eq(jobs.id, row.jobId));
      return job ? { id: job.id, label: [job.jobRef, job.title].filter(Boolean).join(' – ') } : null;
    },
  }),
  'spontaneous-applications': def({
    table: spontaneousApplications,
    noun: 'spontaneous application',
    fileIds: (row) => [row.cvFileId],
    toApi: async (_db, row) => plain(row),
  }),
  profiles: def({
    table: profiles,
    noun: 'profile',
    fileIds: (row) => [row.cvFileId],
    toApi: async (db, row) => (await profilesToApi(db, [row]))[0]!,
  }),
  'talent-interviews': def({
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
  }),
  contacts: def({
    table: contacts,
    noun: 'contact',
    fileIds: (row) => [row.fileId],
    toApi: async (_db, row) => plain(row),
  }),
};
