import type { JobAlertAdminItem } from '../../../shared/schemas/job-alert.ts';
import { api } from '../../lib/api.ts';
import { listQuery, useAdminDelete, type ListQueryParams } from '../admin-shared/admin-api.ts';

export const jobAlertsQuery = (query: ListQueryParams) => listQuery<JobAlertAdminItem>('job-alerts', query);

export const useRemoveJobAlert = () =>
  useAdminDelete('job-alerts', (id: number) => api(`/api/job-alerts/${id}`, { method: 'DELETE' }));
