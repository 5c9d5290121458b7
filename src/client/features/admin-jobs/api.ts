import type { Job } from '../../../shared/schemas/job.ts';
import { api } from '../../lib/api.ts';
import {
  listQuery,
  recordQuery,
  useAdminDelete,
  useAdminMutation,
  type ListQueryParams,
} from '../admin-shared/admin-api.ts';
import type { JobValues } from './JobForm.tsx';

/** A job of the admin list: with its applications per state (issue 28 item 1). */
export type JobListItem = Job & { stateCounts?: Record<string, number> };

export const jobsQuery = (query: ListQueryParams) => listQuery<JobListItem>('jobs', query);
export const jobQuery = (id: number | null) => recordQuery<Job>('jobs', id);

/** Adds a job, or updates the one with this id (docs/spec/product-spec.md#7-the-calls-it-makes names both calls). */
export const useSaveJob = () =>
  useAdminMutation(['jobs'], ({ id, values }: { id: number | null; values: JobValues }) =>
    id
      ? api('/api/job/edit', { method: 'PUT', body: { ...values, id } })
      : api('/api/job/add', { method: 'POST', body: values }),
  );

export const useDeleteJob = () =>
  useAdminDelete('jobs', (id: number) => api(`/api/deleteJob/${id}`, { method: 'DELETE' }));
