import { contacts } from './contacts.ts';
import { jobApplications } from './job-applications.ts';
import { profiles } from './profiles.ts';
import { spontaneousApplications } from './spontaneous-applications.ts';
import { talentInterviews } from './talent-interviews.ts';

/** Every pipeline's descriptor, by the path of its admin calls (`/api/{resource}`); docs/decisions/0042. */
export const PIPELINE_DESCRIPTORS = {
  'job-applications': jobApplications,
  'spontaneous-applications': spontaneousApplications,
  profiles,
  'talent-interviews': talentInterviews,
  contacts,
} as const;
export type Pipeline = keyof typeof PIPELINE_DESCRIPTORS;
