import { queryOptions } from '@tanstack/react-query';
import type { BulkActionInput, BulkSummary } from '../../../shared/schemas/bulk.ts';
import type { ApplicationMarks, PersonMarks, Tag, TagInput, TagWithUse } from '../../../shared/schemas/tags.ts';
import { api } from '../../lib/api.ts';
import { adminKeys, useAdminMutation, type AdminResource } from './admin-api.ts';
import { postForFile } from './fetch-file.ts';

/** Tags, ratings and bulk actions (decisions 0054, 0055): what the lists, records, people and search read. */

export const tagsQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.all('tags'), 'list'] as const,
    queryFn: ({ signal }) => api<TagWithUse[]>('/api/tags', { signal }),
    staleTime: 30_000,
  });

export const useSaveTag = () =>
  useAdminMutation(['tags'], ({ id, ...body }: Partial<TagInput> & { id: number | null }) =>
    id === null
      ? api<Tag>('/api/tags', { method: 'POST', body })
      : api<Tag>(`/api/tags/${id}`, { method: 'PATCH', body }),
  );

export const useDeleteTag = () =>
  useAdminMutation(['tags', 'job-applications', 'people'], (id: number) =>
    api<void>(`/api/tags/${id}`, { method: 'DELETE' }),
  );

export const applicationMarksQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.all('tags'), 'application', id] as const,
    queryFn: ({ signal }) => api<ApplicationMarks>(`/api/job-applications/${id}/marks`, { signal }),
  });

export const personMarksQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.all('tags'), 'person', id] as const,
    queryFn: ({ signal }) => api<PersonMarks>(`/api/people/${id}/marks`, { signal }),
  });

export const useSetApplicationTags = (id: number) =>
  useAdminMutation(['tags', 'job-applications'], (tagIds: number[]) =>
    api<ApplicationMarks>(`/api/job-applications/${id}/tags`, { method: 'PUT', body: { tagIds } }),
  );

export const useRateApplication = (id: number) =>
  useAdminMutation(['tags', 'job-applications'], (rating: number | null) =>
    api<ApplicationMarks>(`/api/job-applications/${id}/rating`, { method: 'PUT', body: { rating } }),
  );

export const useSetPersonTags = (id: number) =>
  useAdminMutation(['tags', 'people'], (tagIds: number[]) =>
    api<PersonMarks>(`/api/people/${id}/tags`, { method: 'PUT', body: { tagIds } }),
  );

/** What a bulk action changes, read again after it: every list it may have touched. */
const BULK_TOUCHES: readonly AdminResource[] = [
  'tags',
  'people',
  'job-applications',
  'spontaneous-applications',
  'talent-interviews',
  'contacts',
  'profiles',
  'dashboard',
];

export const useBulkAction = () =>
  useAdminMutation(BULK_TOUCHES, (body: Exclude<BulkActionInput, { action: 'export' }>) =>
    api<BulkSummary>('/api/bulk', { method: 'POST', body }),
  );

/** A bulk export's CSV. */
export const fetchBulkCsv = (body: Extract<BulkActionInput, { action: 'export' }>) => postForFile('/api/bulk', body);
