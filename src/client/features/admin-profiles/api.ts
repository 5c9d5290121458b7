import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FileInfo, HistoryEntry, ProfileRecord } from '../../../shared/schemas/pipeline-records.ts';
import { api, upload } from '../../lib/api.ts';
import { adminKeys, listQuery, recordQuery, useAdminDelete, type ListQueryParams } from '../admin-shared/admin-api.ts';

export type ProfileDetail = ProfileRecord & { files: FileInfo[]; history: HistoryEntry[] };

export const profilesQuery = (query: ListQueryParams) => listQuery<ProfileRecord>('profiles', query);
export const profileQuery = (id: number | null) => recordQuery<ProfileDetail>('profiles', id);

interface SaveProfile {
  /** The profile being edited; null for a new one. */
  id: number | null;
  /** The `profile` JSON part and the CV (`fileCv`), sent together as docs/spec/product-spec.md#7-the-calls-it-makes has it. */
  body: FormData;
  onProgress: (percent: number) => void;
}

/** Adds or updates a profile with its CV; the answer is the profile as it now stands. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, onProgress }: SaveProfile) =>
      upload<ProfileRecord>(id ? '/api/profile' : '/api/postProfile', body, onProgress, id ? 'PUT' : 'POST'),
    onSuccess: (saved, { id }) => {
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all('profiles'), 'list'] });
      if (id) queryClient.setQueryData(adminKeys.record('profiles', id), saved);
    },
  });
}

export const useDeleteProfile = () =>
  useAdminDelete('profiles', (id: number) => api(`/api/profile/${id}`, { method: 'DELETE' }));
