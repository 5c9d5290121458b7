import { useMatches } from 'react-router';
import { PIPELINE_CONFIGS, type PipelineConfig } from './pipeline-config.ts';

/** The pipeline a route shows, named in its handle (`{ pipeline: 'contacts' }`). */
export function usePipelineConfig(): PipelineConfig {
  const handle = useMatches()
    .map((m) => m.handle as { pipeline?: PipelineConfig['resource'] } | undefined)
    .findLast((h) => h?.pipeline);
  if (!handle?.pipeline) throw new Error('No pipeline in the route handle');
  return PIPELINE_CONFIGS[handle.pipeline];
}
