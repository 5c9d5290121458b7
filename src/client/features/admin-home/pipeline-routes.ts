import { adminPath, adminTitleKey, PIPELINE_SCREENS } from '../../../shared/admin-screens.ts';
import type { PipelineResource } from '../../../shared/schemas/pipeline.ts';

/** The admin screen of each pipeline's records, or of one of them. */
export const pipelinePath = (resource: PipelineResource, id?: number) => adminPath(PIPELINE_SCREENS[resource], id);

/** What the dashboard calls a pipeline: its screen's menu label, but "talents" for profiles (not "edit profiles"). */
export const pipelineLabel = (resource: PipelineResource) =>
  resource === 'profiles' ? 'admin.home.talents' : adminTitleKey(PIPELINE_SCREENS[resource]);
