import type { DataTableSortStatus } from 'mantine-datatable';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '../../../shared/constants.ts';
import type { ListQueryParams } from './admin-api.ts';

export interface ListState {
  q: string;
  process: string[];
  from: string | null;
  to: string | null;
  sort: DataTableSortStatus;
  page: number;
  /** The cursor `page` was reached by (the `next` of the page before): read by seeking, however deep. */
  after: string | null;
  size: number;
  /** The list's own filters (shown/hidden, manager...), by query name. */
  filters: Record<string, string>;
}

export type ListChange = Partial<Omit<ListState, 'filters'>> & { filters?: Record<string, string | null> };

const positive = (v: string | null, fallback: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * A list's search, filters, sort and page, kept in the URL's search params: a reload, a shared link or the back
 * button shows the same list. Any change but a page change goes back to page 1.
 */
const NO_FILTERS: readonly string[] = [];

export function useListParams(defaultSort: string, filterNames: readonly string[] = NO_FILTERS) {
  const [params, setParams] = useSearchParams();
  // The list's own address: a change that comes late (a debounced search) after the user went elsewhere, while this
  // page is still mounted during the next one's loading, must not rewrite that other page's address.
  const { pathname } = useLocation();

  const state = useMemo<ListState>(() => {
    const [column, direction] = (params.get('sort') ?? defaultSort).split(':');
    return {
      q: params.get('q') ?? '',
      process: (params.get('process') ?? '').split(',').filter(Boolean),
      from: params.get('from'),
      to: params.get('to'),
      sort: { columnAccessor: column ?? '', direction: direction === 'asc' ? 'asc' : 'desc' },
      page: positive(params.get('page'), 1),
      after: params.get('after'),
      size: positive(params.get('size'), DEFAULT_PAGE_SIZE),
      filters: Object.fromEntries(filterNames.flatMap((n) => (params.get(n) ? [[n, params.get(n)!]] : []))),
    };
  }, [params, defaultSort, filterNames]);

  const change = useCallback(
    (patch: ListChange) =>
      window.location.pathname === pathname &&
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const set = (key: string, value: string | null | undefined) =>
            value ? next.set(key, value) : next.delete(key);
          if (patch.q !== undefined) set('q', patch.q.trim());
          if (patch.process !== undefined) set('process', patch.process.join(','));
          if (patch.from !== undefined) set('from', patch.from);
          if (patch.to !== undefined) set('to', patch.to);
          if (patch.sort) set('sort', `${String(patch.sort.columnAccessor)}:${patch.sort.direction}`);
          if (patch.size !== undefined) set('size', String(patch.size));
          for (const [k, v] of Object.entries(patch.filters ?? {})) set(k, v);
          set('page', patch.page && patch.page > 1 ? String(patch.page) : null);
          set('after', patch.page && patch.page > 1 ? patch.after : null);
          return next;
        },
        { replace: true },
      ),
    [setParams, pathname],
  );

  /** The list query of docs/product-decisions.md#4-the-api, as the API takes it. */
  const query = useMemo<ListQueryParams>(
    () => ({
      q: state.q || undefined,
      process: state.process.join(',') || undefined,
      from: state.from ?? undefined,
      to: state.to ?? undefined,
      sort: `${String(state.sort.columnAccessor)}:${state.sort.direction}`,
      page: state.page,
      after: state.after ?? undefined,
      size: state.size,
      ...state.filters,
    }),
    [state],
  );

  return { state, change, query };
}

/**
 * The table keeps the current direction when another column is clicked (a list sorted newest first would sort
 * names Z to A): the first click on a column sorts it ascending, the next ones toggle.
 */
export function firstClickAscending(current: DataTableSortStatus, next: DataTableSortStatus): DataTableSortStatus {
  return next.columnAccessor === current.columnAccessor ? next : { ...next, direction: 'asc' };
}
