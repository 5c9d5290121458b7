import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../../shared/schemas/pagination.ts';
import type { PipelineResource } from '../../../shared/schemas/pipeline.ts';
import { api } from '../../lib/api.ts';

export type ListQueryParams = Record<string, string | number | undefined>;

/** What the admin screens read, by the path of its calls (`/api/{resource}`). */
export type AdminResource =
  | PipelineResource
  | 'jobs'
  | 'services'
  | 'managers'
  | 'users'
  | 'audit-log'
  | 'dashboard'
  | 'outbox'
  | 'companies'
  | 'follow-ups'
  | 'tags'
  | 'job-alerts'
  | 'people';

/**
 * Query keys start with the resource, so that invalidating `adminKeys.all(resource)` refreshes its lists and its
 * records alike (TanStack matches keys by prefix).
 */
export const adminKeys = {
  all: (resource: AdminResource) => [resource] as const,
  list: (resource: AdminResource, query: ListQueryParams) => [resource, 'list', query] as const,
  record: (resource: AdminResource, id: number | null) => [resource, 'record', id] as const,
};

/** One page of an admin list; the previous page stays shown while the next one loads. */
export const listQuery = <T>(resource: AdminResource, query: ListQueryParams) =>
  queryOptions({
    queryKey: adminKeys.list(resource, query),
    queryFn: ({ signal }) => api<Page<T>>(`/api/${resource}`, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** One record (`GET /api/{resource}/{id}`); nothing is fetched while there is no id (a new record). */
export const recordQuery = <T>(resource: AdminResource, id: number | null) =>
  queryOptions({
    queryKey: adminKeys.record(resource, id),
    queryFn: ({ signal }) => api<T>(`/api/${resource}/${id}`, { signal }),
    enabled: id !== null,
  });

/**
 * A change on the server, after which the resources it touches are fetched again; `mutateAsync` resolves once
 * they are, and throws the ApiError of a refusal (its field errors go to the form).
 */
export function useAdminMutation<V, R>(
  invalidates: readonly AdminResource[],
  mutationFn: (variables: V) => Promise<R>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(invalidates.map((resource) => queryClient.invalidateQueries({ queryKey: adminKeys.all(resource) }))),
  });
}

/**
 * Deletes a record by id: the resource's lists and the other records are read again, but not the deleted record's
 * own query (a page still showing it would fetch a 404, and wait out its retries, before it can move on).
 */
export function useAdminDelete<V extends number | { id: number }>(
  resource: AdminResource,
  mutationFn: (variables: V) => Promise<unknown>,
  /** Other resources the deletion changes (a manager's jobs and profiles handed to another one). */
  alsoChanges: readonly AdminResource[] = [],
) {
  const queryClient = useQueryClient();
  const deleted = (key: readonly unknown[], id: number) => key[0] === resource && key[1] === 'record' && key[2] === id;
  return useMutation({
    mutationFn,
    onSuccess: (_data, variables) => {
      const id = typeof variables === 'number' ? variables : variables.id;
      return Promise.all(
        [resource, ...alsoChanges].map((r) =>
          queryClient.invalidateQueries({ queryKey: adminKeys.all(r), predicate: (q) => !deleted(q.queryKey, id) }),
        ),
      );
    },
  });
}

/** Every record of a list, page by page (CSV export, select options). */
export async function fetchAll<T>(resource: AdminResource, query: ListQueryParams = {}, limit = 10_000): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; items.length < limit; page++) {
    const result = await api<Page<T>>(`/api/${resource}`, { query: { ...query, page, size: 100 } });
    items.push(...result.items);
    if (items.length >= result.total || result.items.length === 0) break;
  }
  return items;
}
