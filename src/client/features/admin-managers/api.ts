import type { Manager } from '../../../shared/schemas/manager.ts';
import { api } from '../../lib/api.ts';
import { listQuery, useAdminMutation, type ListQueryParams } from '../admin-shared/admin-api.ts';

export const managersQuery = (query: ListQueryParams) => listQuery<Manager>('managers', query);

/** Adds a manager, or updates the one with this id (spec section 7 names both calls). */
export const useSaveManager = () =>
  useAdminMutation(['managers'], ({ id, values }: { id: number | null; values: Omit<Manager, 'id'> }) =>
    id
      ? api('/api/updateManager', { method: 'POST', body: { ...values, id } })
      : api('/api/postManager', { method: 'POST', body: values }),
  );

export const useDeleteManager = () =>
  useAdminMutation(['managers'], (id: number) => api(`/api/delete/manager/${id}`, { method: 'DELETE' }));
