import { z } from 'zod';
import { PIPELINE_DESCRIPTORS, type Pipeline } from '../pipelines/index.ts';

/** The pipeline records as the admin API answers them (their descriptors'), with what a record view adds. */

/** One row of a record's state history; `changedBy` null means it came from the website. */
const historyEntry = z.object({
  id: z.number(),
  fromState: z.string().nullable(),
  toState: z.string(),
  comment: z.string(),
  /** The interview slot the move set (a RESCHEDULED interview: its new slot). */
  slotDate: z.string().nullable(),
  slotTime: z.string().nullable(),
  /** A step that is no change of state (an interview scheduled, moved, cancelled, slots offered or picked). */
  event: z.string().nullable().default(null),
  changedBy: z.string().nullable(),
  changedAt: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** A stored file as a record lists it; the bytes come from `GET /api/files/{id}`. */
const fileInfo = z.object({ id: z.string(), fileName: z.string(), mimeType: z.string(), size: z.number() });
export type FileInfo = z.infer<typeof fileInfo>;

/** The comment of the history row an erasure writes when it ends an open record; the back-office translates it. */
export const ERASED_COMMENT = '[erased]';

/**
 * Each pipeline's record as the admin API answers it: its descriptor's `record` (src/shared/pipelines/,
 * docs/decisions/0042), one schema for the server's answers and the client's types.
 */
export const PIPELINE_RECORDS = Object.fromEntries(
  Object.entries(PIPELINE_DESCRIPTORS).map(([pipeline, d]) => [pipeline, d.record]),
) as { [P in Pipeline]: (typeof PIPELINE_DESCRIPTORS)[P]['record'] };

/** A record of the pipeline, as the admin API answers it. */
export type PipelineRecordOf<P extends Pipeline> = z.infer<(typeof PIPELINE_DESCRIPTORS)[P]['record']>;
/** A profile as staff see it: every field, its candidate process, and its CV (`attachement`, `pathFile`). */
export type ProfileRecord = PipelineRecordOf<'profiles'>;

/** What a record view shows besides the record: its files and its history, oldest first. */
export const recordExtras = {
  files: z.array(fileInfo),
  history: z.array(historyEntry),
  /** The job applied to, or the profile an interview was booked with, when there is one. */
  related: z.object({ id: z.number(), label: z.string() }).nullable(),
};
