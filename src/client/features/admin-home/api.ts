import { queryOptions } from '@tanstack/react-query';
import type { Dashboard } from '../../../shared/schemas/dashboard.ts';
import { api } from '../../lib/api.ts';
import { adminKeys } from '../admin-shared/admin-api.ts';

/** Where each pipeline stands; a change of state elsewhere invalidates it by this key. */
export const dashboardQuery = () =>
  queryOptions({ queryKey: adminKeys.all('dashboard'), queryFn: () => api<Dashboard>('/api/dashboard') });
