import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchResult } from '../../../shared/schemas/search.ts';
import { api } from '../../lib/api.ts';

export interface SearchParams {
  q: string;
  kind?: string;
  state?: string;
  /** A tag's id (decision 0054). */
  tag?: string;
  page: number;
  size: number;
}

/** The back-office search (`GET /api/search`, issue 28 item 3), asked only once there are words to find. */
export const searchQueryOptions = (query: SearchParams) =>
  queryOptions({
    queryKey: ['search', query] as const,
    queryFn: ({ signal }) => api<SearchResult>('/api/search', { query: { ...query }, signal }),
    enabled: query.q.trim() !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
