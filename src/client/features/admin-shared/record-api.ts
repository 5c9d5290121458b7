import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PipelineResource, ProcessChange } from '../../../shared/schemas/pipeline.ts';
import { api } from '../../lib/api.ts';
import { adminKeys } from './admin-api.ts';

type Detail = Record<string, unknown>;

/** The fields staff write on a pipeline record (PATCH); the answer is the record as it now stands. */
export function usePatchRecord(resource: PipelineResource, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      api<Detail>(`/api/${resource}/${id}`, { method: 'PATCH', body: values }),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.record(resource, id), saved),
  });
}

/** A change of state: the record as it now stands, and its list and the dashboard counts fetched again. */
export function useChangeProcess(resource: PipelineResource, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProcessChange) =>
      api<Detail>(`/api/${resource}/${id}/process`, { method: 'PUT', body: change }),
    onSuccess: async (record) => {
      queryClient.setQueryData(adminKeys.record(resource, id), record);
      await queryClient.invalidateQueries({ queryKey: [...adminKeys.all(resource), 'list'] });
      await queryClient.invalidateQueries({ queryKey: adminKeys.all('dashboard') });
    },
  });
}
