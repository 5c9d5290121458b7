import type { Service } from '../../../shared/schemas/service.ts';
import { api } from '../../lib/api.ts';
import {
  listQuery,
  recordQuery,
  useAdminDelete,
  useAdminMutation,
  type ListQueryParams,
} from '../admin-shared/admin-api.ts';
import type { ServiceValues } from './ServiceForm.tsx';

export const servicesQuery = (query: ListQueryParams) => listQuery<Service>('services', query);
export const serviceQuery = (id: number | null) => recordQuery<Service>('services', id);

/** Adds a service, or updates the one with this id. */
export const useSaveService = () =>
  useAdminMutation(['services'], ({ id, values }: { id: number | null; values: ServiceValues }) =>
    id
      ? api('/api/updateService', { method: 'PUT', body: { ...values, id } })
      : api('/api/services', { method: 'POST', body: values }),
  );

export const useDeleteService = () =>
  useAdminDelete('services', (id: number) => api(`/api/service/${id}`, { method: 'DELETE' }));
