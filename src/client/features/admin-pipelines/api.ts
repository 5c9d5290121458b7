import type { PipelineResource } from '../../../shared/schemas/pipeline.ts';
import type { FileInfo, HistoryEntry } from '../../../shared/schemas/pipeline-records.ts';
import { listQuery, recordQuery, type ListQueryParams } from '../admin-shared/admin-api.ts';
import { fetchFile } from '../admin-shared/fetch-file.ts';
import { pipelineExportParams } from './export-params.ts';
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

/**
 * Every record the list's search and filters select, as the CSV the server streams (headers and states in `lang`):
 * however many there are, the server holds one batch at a time.
 */
export function fetchPipelineCsv(resource: PipelineResource, query: ListQueryParams, lang: string, separator: string) {
  return fetchFile(`/api/${resource}/export?${pipelineExportParams(resource, query, lang, separator)}`);
}
