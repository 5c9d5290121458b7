import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '../../../shared/schemas/pagination.ts';
import { api } from '../../lib/api.ts';

export type ListQueryParams = Record<string, string | number | undefined>;

/** One page of an admin list; the previous page stays shown while the next one loads. */
export function useAdminList<T>(path: string, query: ListQueryParams) {
  return useQuery({
    queryKey: [path, query],
    queryFn: ({ signal }) => api<Page<T>>(path, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every record of a list, page by page (CSV export, select options). */
export async function fetchAll<T>(path: string, query: ListQueryParams = {}, limit = 10_000): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; items.length < limit; page++) {
    const result = await api<Page<T>>(path, { query: { ...query, page, size: 100 } });
    items.push(...result.items);
    if (items.length >= result.total || result.items.length === 0) break;
  }
  return items;
}

export function useAdminRecord<T>(path: string | null) {
  return useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => api<T>(path!, { signal }),
    enabled: path !== null,
  });
}
