import { queryOptions } from '@tanstack/react-query';
import { adminPath, PIPELINE_SCREENS } from '../../../shared/admin-screens.ts';
import type {
  FollowUp,
  FollowUpAssignee,
  FollowUpInput,
  FollowUpList,
  FollowUpPatch,
  FollowUpQuery,
} from '../../../shared/schemas/follow-up.ts';
import { api } from '../../lib/api.ts';
import { adminKeys, useAdminMutation } from './admin-api.ts';

/** Follow-ups that match `query` (GET /api/follow-ups); every change to one reads them again. */
export const followUpsQuery = (query: FollowUpQuery) =>
  queryOptions({
    queryKey: [...adminKeys.all('follow-ups'), 'list', query] as const,
    queryFn: ({ signal }) =>
      api<FollowUpList>('/api/follow-ups', { query: query as Record<string, string | number>, signal }),
  });

/** The staff a follow-up may be given to. */
export const followUpAssigneesQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.all('follow-ups'), 'assignees'] as const,
    queryFn: ({ signal }) => api<FollowUpAssignee[]>('/api/follow-ups/assignees', { signal }),
    staleTime: 60_000,
  });

export const useCreateFollowUp = () =>
  useAdminMutation(['follow-ups'], (body: FollowUpInput) => api<FollowUp>('/api/follow-ups', { method: 'POST', body }));

export const useUpdateFollowUp = () =>
  useAdminMutation(['follow-ups'], ({ id, ...body }: FollowUpPatch & { id: number }) =>
    api<FollowUp>(`/api/follow-ups/${id}`, { method: 'PATCH', body }),
  );

/** Where a follow-up's record or person opens: the record's page, or the person's (`/crudPeople/{id}`). */
export function followUpSubjectPath(f: Pick<FollowUp, 'recordType' | 'recordId' | 'personId'>): string {
  if (f.recordType && f.recordId !== null) return adminPath(PIPELINE_SCREENS[f.recordType], f.recordId);
  return `/crudPeople/${f.personId}`;
}
