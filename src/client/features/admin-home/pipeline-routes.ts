import type { PipelineResource } from '../../../shared/schemas/pipeline.ts';

/** The admin screen of each pipeline (docs/spec/product-spec.md#2-screens-and-routes names, spelling included). */
export const PIPELINE_PATHS: Record<PipelineResource, string> = {
  'job-applications': '/jobsApplications',
  'spontaneous-applications': '/spontanousApplications',
  'talent-interviews': '/talentsInterviews',
  contacts: '/contactsAdmin',
  profiles: '/crudProfile',
};

export const PIPELINE_LABELS: Record<PipelineResource, string> = {
  'job-applications': 'admin.menu.jobsApplications',
  'spontaneous-applications': 'admin.menu.spontanousApplications',
  'talent-interviews': 'admin.menu.talentsInterviews',
  contacts: 'admin.menu.contactsAdmin',
  profiles: 'admin.home.talents',
};
