import type { PipelineResource } from '../../../shared/schemas/pipeline.ts';
import type { FileInfo, HistoryEntry } from '../../../shared/schemas/pipeline-records.ts';
import { fetchAll, listQuery, recordQuery, type ListQueryParams } from '../admin-shared/admin-api.ts';
import type { PipelineRow } from './pipeline-columns.tsx';

export type PipelineRecord = Record<string, unknown> & {
  id: number;
  firstName: string;
  lastName: string;
  process: string;
  files: FileInfo[];
  history: HistoryEntry[];
  related: { id: number; label: string } | null;
};

/** One page of a pipeline's records. */
export const pipelineListQuery = (resource: PipelineResource, query: ListQueryParams) =>
  listQuery<PipelineRow>(resource, query);

/** One record with its files, history and what it is about. */
export const pipelineRecordQuery = (resource: PipelineResource, id: number) =>
  recordQuery<PipelineRecord>(resource, id);

/** Every record the list's filters select, for the CSV export. */
export const fetchPipelineRows = (resource: PipelineResource, query: ListQueryParams) =>
  fetchAll<PipelineRow>(resource, { ...query, page: undefined, size: undefined });
