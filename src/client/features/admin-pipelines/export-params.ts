import { PIPELINE_DESCRIPTORS } from '../../../shared/pipelines/index.ts';
import type { PipelineResource } from '../../../shared/schemas/pipeline.ts';

/** What the list's query and its export's have in common besides the list's own filters. */
const COMMON = ['q', 'process', 'from', 'to', 'sort'] as const;

/**
 * The query of a pipeline's CSV export (`GET /api/{resource}/export`): the list's search, state, dates and sort, and
 * every filter its descriptor gives its list (`list.filters`: the tag, rating, knock-out mark, source), so that the
 * CSV holds what the list shows; not its paging.
 */
export function pipelineExportParams(
  resource: PipelineResource,
  query: Record<string, string | number | undefined>,
  lang: string,
  separator: string,
): URLSearchParams {
  const params = new URLSearchParams({ lang, separator });
  for (const key of [...COMMON, ...PIPELINE_DESCRIPTORS[resource].list.filters])
    if (query[key] !== undefined && query[key] !== '') params.set(key, String(query[key]));
  return params;
}
