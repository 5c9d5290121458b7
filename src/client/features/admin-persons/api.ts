import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page } from '../../../shared/schemas/pagination.ts';
import type {
  PersonActivity,
  PersonDetail,
  PersonMergePreview,
  PersonSummary,
} from '../../../shared/schemas/people.ts';
import { api } from '../../lib/api.ts';

type Query = Record<string, string | number | undefined>;

/** The people list (`GET /api/people`), with the list's search, filters and page. */
export const peopleQuery = (query: Query) =>
  queryOptions({
    queryKey: ['people', 'list', query] as const,
    queryFn: ({ signal }) => api<Page<PersonSummary>>('/api/people', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** One person (`GET /api/people/{id}`); a merged person's id answers the kept person (the API redirects). */
export const personByIdQuery = (id: number) =>
  queryOptions({
    queryKey: ['people', 'one', id] as const,
    queryFn: ({ signal }) => api<PersonDetail>(`/api/people/${id}`, { signal }),
    enabled: id > 0,
  });

/** The person page's time line (`GET /api/people/{id}/activity`). */
export const personActivityQuery = (id: number) =>
  queryOptions({
    queryKey: ['people', 'activity', id] as const,
    queryFn: ({ signal }) => api<PersonActivity>(`/api/people/${id}/activity`, { signal }),
    enabled: id > 0,
  });

/** What merging `from` into `id` would do (`GET /api/people/{id}/merge-preview`): nothing is changed by asking. */
export const mergePreviewQuery = (id: number, from: number) =>
  queryOptions({
    queryKey: ['people', 'merge-preview', id, from] as const,
    queryFn: ({ signal }) => api<PersonMergePreview>(`/api/people/${id}/merge-preview`, { query: { from }, signal }),
    enabled: id > 0 && from > 0,
    // Always asked afresh: the counts are what the merge will move now.
    staleTime: 0,
    gcTime: 0,
  });
