import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JobSearchPage, PublicJob, PublicJobDetail } from '../../../shared/schemas/job.ts';
import { alertRequestOf, type JobAlertForm } from '../../../shared/schemas/job-alert.ts';
import { api } from '../../lib/api.ts';
import type { JobFilters } from './search-params.ts';

export const JOBS_PAGE_SIZE = 10;

export function useJobSearch(filters: JobFilters, page: number) {
  return useQuery({
    queryKey: ['public', 'jobs', filters, page],
    queryFn: ({ signal }) =>
      api<JobSearchPage>('/public/api/jobs', { query: { ...filters, page, size: JOBS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useJob(id: number) {
  return useQuery({
    queryKey: ['public', 'job', id],
    queryFn: () => api<PublicJobDetail>(`/public/api/job/${id}`),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** A job's description in `lang`, else in another language it has. */
export const jobDescriptions = (job: PublicJob) => ({
  en: job.descriptionEn,
  fr: job.descriptionFr,
  nl: job.descriptionsNl,
});

/** "Get these jobs by e-mail": 202 whatever the address (docs/decisions/0061). */
export function requestJobAlert(values: JobAlertForm): Promise<void> {
  return api<void>('/public/api/job-alerts', { method: 'POST', body: alertRequestOf(values) });
}
