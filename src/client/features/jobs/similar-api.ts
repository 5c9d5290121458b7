import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../../shared/constants.ts';
import type { SimilarJob } from '../../../shared/schemas/matching.ts';
import { api } from '../../lib/api.ts';

/** The public side of matching: nothing of the back-office's code reaches a visitor's page. */
/** `GET /public/api/job/{id}/similar`: server rendered with the job's page (its query runs during the render). */
export const similarJobsQuery = (jobId: number, lang: Language) =>
  queryOptions({
    queryKey: ['public', 'job', jobId, 'similar', lang],
    queryFn: ({ signal }) =>
      api<{ items: SimilarJob[] }>(`/public/api/job/${jobId}/similar`, { query: { lang }, signal }),
    enabled: Number.isInteger(jobId) && jobId > 0,
    retry: false,
  });
