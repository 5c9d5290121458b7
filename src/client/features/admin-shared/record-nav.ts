import type { QueryClient } from '@tanstack/react-query';
import type { Page } from '../../../shared/schemas/pagination.ts';
import { listQuery, type AdminResource, type ListQueryParams } from './admin-api.ts';

/**
 * Where a record page was opened from (issue 28 item 7): an ordered source of records (a list's page; a board's
 * column, search results), carried in the history entry's state so that the record page offers the previous and
 * the next record of that source, and its way back. A window of the source is loaded at a time; its kind's loader
 * reads the window before or after (a list's previous or next page) when the user walks past an end.
 */
export interface RecordNavSource {
  /** Which loader reads the windows around this one (NAV_LOADERS). */
  kind: string;
  /** The source's own address (a list with its search, filters, sort and page): the back link returns there. */
  from: string;
  /** The addresses of the window's records, in the source's order. */
  items: string[];
  /** The place of `items[0]` in the whole source (0 for the first record). */
  offset: number;
  /** How many records the source has, when it is known exactly. */
  total?: number;
  /** What the kind's loader needs to read the neighbouring windows (a list: its resource, query, page, cursor). */
  cursor?: unknown;
}

export type NavDirection = 'before' | 'after';

/** Reads the window before or after `source`, or null at the source's end. */
type NavLoader = (
  source: RecordNavSource,
  direction: NavDirection,
  client: QueryClient,
) => Promise<RecordNavSource | null>;

const STATE_KEY = 'recordNav';

/** The history state to navigate with, for the record page to know its source. */
export const recordNavState = (source: RecordNavSource) => ({ [STATE_KEY]: source });

/** The source a history entry's state carries, if it carries a sound one. */
export function readRecordNav(state: unknown): RecordNavSource | null {
  const source = (state as Record<string, unknown> | null)?.[STATE_KEY] as RecordNavSource | undefined;
  return source && typeof source.kind === 'string' && Array.isArray(source.items) && typeof source.from === 'string'
    ? source
    : null;
}

// --- Lists ------------------------------------------------------------------------------------------------------

interface ListCursor {
  resource: AdminResource;
  /** The record's address but its id: `/jobsApplications/`. */
  base: string;
  /** The list's query, page and `after` included. */
  query: ListQueryParams;
  /** The cursor of the page after this one (the list's `next`), null on the last page. */
  next: string | null;
}

/** A list's page as a source: its rows in the order shown, and how to read the pages around it. */
export function listNavSource(
  resource: AdminResource,
  /** The record's address but its id: `/jobsApplications/`. */
  base: string,
  query: ListQueryParams,
  page: Page<{ id: number }>,
  from: string,
): RecordNavSource {
  const cursor: ListCursor = { resource, base, query, next: page.next ?? null };
  return {
    kind: 'list',
    from,
    items: page.items.map((r) => `${base}${r.id}`),
    offset: (page.page - 1) * page.size,
    total: page.totalCapped ? undefined : page.total,
    cursor,
  };
}

const listLoader: NavLoader = async (source, direction, client) => {
  const c = source.cursor as ListCursor;
  const page = Number(c.query.page ?? 1);
  const size = Number(c.query.size ?? source.items.length);
  if (direction === 'before' && page <= 1) return null;
  if (direction === 'after' && (!c.next || (source.total !== undefined && page * size >= source.total))) return null;
  // The next page by seeking after the last row, as the list reads it; the one before by its number.
  const query =
    direction === 'after'
      ? { ...c.query, page: page + 1, after: c.next! }
      : { ...c.query, page: page - 1, after: undefined };
  const data = await client.fetchQuery(listQuery<{ id: number }>(c.resource, query));
  if (!data.items.length) return null;
  // Its address: the list's, at that page (its `after` cursor is the list's own).
  const params = new URLSearchParams(source.from.split('?')[1] ?? '');
  params.set('page', String(page + (direction === 'after' ? 1 : -1)));
  if (query.after) params.set('after', String(query.after));
  else params.delete('after');
  if (params.get('page') === '1') params.delete('page');
  const from = `${source.from.split('?')[0]}${params.size ? `?${params.toString()}` : ''}`;
  return listNavSource(c.resource, c.base, query, data, from);
};

/** The loaders by kind: a board or the search results add theirs here. */
const NAV_LOADERS: Readonly<Record<string, NavLoader>> = { list: listLoader };

export function loadAdjacent(source: RecordNavSource, direction: NavDirection, client: QueryClient) {
  const loader = NAV_LOADERS[source.kind];
  return loader ? loader(source, direction, client) : Promise.resolve(null);
}
