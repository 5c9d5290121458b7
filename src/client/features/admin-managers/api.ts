import { queryOptions } from '@tanstack/react-query';
import type { Manager, ManagerRecords } from '../../../shared/schemas/manager.ts';
import { api } from '../../lib/api.ts';
import {
  adminKeys,
  listQuery,
  recordQuery,
  useAdminDelete,
  useAdminMutation,
  type ListQueryParams,
} from '../admin-shared/admin-api.ts';

export const managersQuery = (query: ListQueryParams) => listQuery<Manager>('managers', query);

/** One manager with their photo (the list's rows have none): the edit window's. */
export const managerQuery = (id: number | null) => recordQuery<Manager>('managers', id);

/** Adds a manager, or updates the one with this id (docs/spec/product-spec.md#7-the-calls-it-makes names both calls). */
export const useSaveManager = () =>
  useAdminMutation(['managers'], ({ id, values }: { id: number | null; values: Omit<Manager, 'id'> }) =>
    id
      ? api('/api/updateManager', { method: 'POST', body: { ...values, id } })
      : api('/api/postManager', { method: 'POST', body: values }),
  );

/** What a manager is in charge of (jobs, profiles, users), asked before deleting them. */
export const managerRecordsQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.record('managers', id), 'records'],
    queryFn: ({ signal }) => api<ManagerRecords>(`/api/managers/${id}/records`, { signal }),
    staleTime: 0,
  });

/** Deletes a manager; their jobs and profiles go to `handTo` in the same call, so those lists are read again. */
export const useDeleteManager = () =>
  useAdminDelete(
    'managers',
    ({ id, handTo }: { id: number; handTo?: string | null }) =>
      api(`/api/delete/manager/${id}`, { method: 'DELETE', query: { handTo: handTo ?? undefined } }),
    ['jobs', 'profiles'],
  );
