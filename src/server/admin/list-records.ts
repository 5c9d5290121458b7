import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { FIRM_TIME_ZONE } from '../../shared/constants.ts';
import type { ListQuery } from '../../shared/schemas/list-query.ts';
import { COUNT_CAP, SEARCH_COUNT_CAP, type Page } from '../../shared/schemas/pagination.ts';
import type { Database } from '../db/client.ts';
import { badRequest } from '../errors.ts';
import { rowsOf } from '../db/rows.ts';
import { inlineIntArray } from '../db/sql-arrays.ts';

/** How one admin list searches, filters and sorts its table. */
export interface ListSpec<T extends PgTable> {
  table: T;
  /** The fields a list may be sorted by, by their API names. */
  sortable: Record<string, Column | SQL>;
  /** The sortable fields that may be null (their keyset conditions then name the nulls). */
  nullable?: readonly string[];
  defaultSort: string;
  /** What `q` is looked for in (case-insensitive, anywhere in the text). */
  searchable: (Column | SQL)[];
  /**
   * Instead of `searchable`: the ids that match `q` (given as a LIKE pattern), read from another table (the jobs:
   * their narrow copy job_search, whose rows are a tenth of a job's; docs/decisions/0026, addendum of issue 26).
   * `row`: only that row's id (a test of one row, as the window of searchedPage needs, rather than every match).
   */
  searchedIn?: (pattern: string, query: ListQuery, row?: Column) => SQL;
  /**
   * With `searchedIn`: the ids of one page of a search, in the list's order, read in that other table alone, when it
   * holds the sort's column (undefined when it does not): the matches are then sorted in its small rows.
   */
  searchedPage?: (pattern: string, query: ListQuery, page: SearchedPageOf) => SQL | undefined;
  /**
   * The sort fields whose order follows the searched text (a last name sorted and searched): a search sorted by one
   * of them is looked for in a window of the sort's first rows, since its matches may lie at one end of the order.
   */
  textSorts?: readonly string[];
  createdColumn: Column;
  /** The record's state and the states it may be in, for pipelines. */
  process?: { column: Column; states: readonly string[] };
  idColumn: Column;
  /** The tag and rating filters (job applications, docs/decisions/0054): the condition of each. */
  marks?: { tag: (tagId: number) => SQL; rating: (min: number) => SQL };
  /** The records' knock-out mark and source, where they have them (docs/decisions/0062). */
  knockedOut?: Column;
  source?: Column;
}

/** Which page searchedPage reads: the sort, the last row of the page before (its sort value and id), how many. */
export interface SearchedPageOf {
  field: string;
  direction: 'asc' | 'desc';
  after?: { value: string; id: number };
  limit: number;
  offset: number;
  /** Only among the first `window` rows of the sort's order (past `after`): a dense search fills its page there. */
  window?: number;
}

/** `q` as a LIKE pattern that matches itself literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

/**
 * How a search of `searchedIn` is written. `set`: the set of its ids (`id = any(array(...))`), which the planner
 * reads by the primary key and sorts; `join` (`id in (...)`): the planner may walk the sort's index and test each row,
 * which suits a wide search; `row`: a test of each row by its id, for a few rows already chosen.
 */
type SearchedAs = 'join' | 'set' | 'row';

export function whereOf<T extends PgTable>(
  spec: ListSpec<T>,
  query: ListQuery,
  extra: SQL[],
  { asSet = false, searchedAs = asSet ? 'set' : 'join' }: { asSet?: boolean; searchedAs?: SearchedAs } = {},
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [...extra];
  if (query.q) {
    const pattern = likePattern(query.q);
    if (!spec.searchedIn) conditions.push(or(...spec.searchable.map((c) => ilike(c, pattern))));
    else if (searchedAs === 'row') conditions.push(sql`exists (${spec.searchedIn(pattern, query, spec.idColumn)})`);
    else if (searchedAs === 'set')
      conditions.push(sql`${spec.idColumn} = any(array(${spec.searchedIn(pattern, query)}))`);
    else conditions.push(sql`${spec.idColumn} in (${spec.searchedIn(pattern, query)})`);
  }
  if (query.process) {
    const wanted = query.process.split(',').map((s) => s.trim());
    if (!spec.process || wanted.some((s) => !spec.process!.states.includes(s))) {
      throw badRequest('Unknown state', { process: 'validation.invalid' });
    }
    conditions.push(inArray(spec.process.column, wanted));
  }
  if (query.knockedOut !== undefined) {
    if (!spec.knockedOut) throw badRequest('This list has no knock-out mark', { knockedOut: 'validation.invalid' });
    conditions.push(eq(spec.knockedOut, query.knockedOut === 'true'));
  }
  if (query.source !== undefined) {
    if (!spec.source) throw badRequest('This list has no source', { source: 'validation.invalid' });
    conditions.push(eq(spec.source, query.source.trim().toLowerCase()));
  }
  for (const field of ['tag', 'rating'] as const) {
    const value = query[field];
    if (value === undefined) continue;
    if (!spec.marks) throw badRequest(`This list has no ${field} filter`, { [field]: 'validation.invalid' });
    conditions.push(spec.marks[field](value));
  }
  // The days are the firm's: a record received at 00:30 in Brussels belongs to that day, not to the UTC one before.
  const dayStart = (day: string, plus: number) =>
    sql`(${day}::date + ${plus}::int)::timestamp at time zone ${FIRM_TIME_ZONE}`;
  if (query.from) conditions.push(sql`${spec.createdColumn} >= ${dayStart(query.from, 0)}`);
  if (query.to) conditions.push(sql`${spec.createdColumn} < ${dayStart(query.to, 1)}`);
  return and(...conditions);
}

interface Sort {
  field: string;
  direction: 'asc' | 'desc';
  column: Column | SQL;
}

export function sortOf<T extends PgTable>(spec: ListSpec<T>, sort: string | undefined): Sort {
  const [field, direction] = (sort ?? spec.defaultSort).split(':') as [string, 'asc' | 'desc'];
  const column = Object.hasOwn(spec.sortable, field) ? spec.sortable[field] : undefined;
  if (!column) throw badRequest(`A list cannot be sorted by ${field}`, { sort: 'validation.invalid' });
  return { field, direction, column };
}

/** The id breaks ties, so that a page never repeats or skips a record. */
export const orderOf = <T extends PgTable>(spec: ListSpec<T>, { direction, column }: Sort): SQL[] =>
  direction === 'asc' ? [asc(column), asc(spec.idColumn)] : [desc(column), desc(spec.idColumn)];

/**
 * A cursor names the last row of a page: the sort it was read in, that row's sort value (as PostgreSQL writes it,
 * microseconds and all) and its id. It is opaque to clients: base64url of that JSON.
 */
type Cursor = [field: string, direction: string, value: string | null, id: number];

export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(text: string, sort: Sort): Cursor {
  const refused = () => badRequest('This cursor is not one of this list', { after: 'validation.invalid' });
  let cursor: unknown;
  try {
    cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw refused();
  }
  if (
    !Array.isArray(cursor) ||
    cursor.length !== 4 ||
    cursor[0] !== sort.field ||
    cursor[1] !== sort.direction ||
    !(typeof cursor[2] === 'string' || cursor[2] === null) ||
    !Number.isSafeInteger(cursor[3])
  )
    throw refused();
  return cursor as Cursor;
}

/**
 * The rows after the cursor's, in the list's order: a row comparison that the (sort column, id) index answers by
 * seeking, however deep the page. Nulls come last going up and first going down, as PostgreSQL sorts them.
 */
function afterCursor<T extends PgTable>(spec: ListSpec<T>, sort: Sort, [, , value, id]: Cursor): SQL {
  const col = sort.column;
  const key = spec.idColumn;
  const up = sort.direction === 'asc';
  const nullable = spec.nullable?.includes(sort.field) ?? false;
  if (value === null) {
    if (!nullable) throw badRequest('This cursor is not one of this list', { after: 'validation.invalid' });
    return up
      ? sql`(${col} is null and ${key} > ${id}::int)`
      : sql`((${col} is null and ${key} < ${id}::int) or ${col} is not null)`;
  }
  const seek = up ? sql`(${col}, ${key}) > (${value}, ${id}::int)` : sql`(${col}, ${key}) < (${value}, ${id}::int)`;
  return up && nullable ? sql`(${seek} or ${col} is null)` : seek;
}

/** Throws the 400 a list answers for this query (an unknown state or sort field) without reading anything. */
export function checkListQuery<T extends PgTable>(spec: ListSpec<T>, query: ListQuery): void {
  sortOf(spec, query.sort);
  whereOf(spec, query, []);
}

/** The page's rows (one more than asked, to know whether another page follows), as listRecords reads them. */
export function pageQuery<T extends PgTable>(
  db: Database,
  spec: ListSpec<T>,
  query: ListQuery,
  extra: SQL[] = [],
  options: { asSet?: boolean; searchedAs?: SearchedAs } = {},
) {
  const sort = sortOf(spec, query.sort);
  const seek = query.after ? afterCursor(spec, sort, decodeCursor(query.after, sort)) : undefined;
  const table = spec.table as PgTable;
  return db
    .select({ ...getTableColumns(table), cursorValue: sql<string | null>`(${sort.column})::text` })
    .from(table)
    .where(and(whereOf(spec, query, extra, options), seek))
    .orderBy(...orderOf(spec, sort))
    .limit(query.size + 1)
    .offset(seek ? 0 : (query.page - 1) * query.size);
}

/** How many records match, counted up to `cap` + 1 only. */
function cappedCount<T extends PgTable>(db: Database, spec: ListSpec<T>, where: SQL | undefined, cap = COUNT_CAP) {
  const matching = db
    .select({ one: sql`1` })
    .from(spec.table as PgTable)
    .where(where)
    .limit(cap + 1)
    .as('capped');
  return db.select({ total: count() }).from(matching);
}

/** How many rows, in the list's order, a search sorted by the text it searches looks at first (see searchedPage). */
export const SEARCH_WINDOW = 2_000;
/**
 * The same window in a searched copy (narrowPage): its rows are wide (the jobs' copy holds their text vectors), each
 * one a page read, so 2,000 of them cost about 8 ms where 500 cost 1.6 ms (100,000 jobs, PostgreSQL 15); 500 rows still
 * hold a page of 25 for a search matching one row in twenty, spread evenly, and a sparser search is sorted whole.
 */
export const COPY_WINDOW = 500;

/**
 * A search's page read among the first SEARCH_WINDOW rows of the list's order only (past the cursor, and filtered):
 * their ids are read along the sort's index, and each of those rows is then tested. Its rows are the page whenever
 * the window holds the whole page and the row after it; otherwise (matches sparse at that end) it says nothing.
 */
function windowPage<T extends PgTable>(db: Database, spec: ListSpec<T>, query: ListQuery, extra: SQL[]) {
  const sort = sortOf(spec, query.sort);
  const seek = query.after ? afterCursor(spec, sort, decodeCursor(query.after, sort)) : undefined;
  const where = and(whereOf(spec, { ...query, q: undefined }, extra), seek) ?? sql`true`;
  const window = sql`select ${spec.idColumn} from ${spec.table} where ${where}
    order by ${sql.join(orderOf(spec, sort), sql`, `)} limit ${SEARCH_WINDOW}`;
  // The page after a cursor starts at the window's first row.
  const inWindow = { ...query, after: undefined, page: seek ? 1 : query.page };
  return pageQuery(db, spec, inWindow, [...extra, sql`${spec.idColumn} = any(array(${window}))`], {
    searchedAs: 'row',
  });
}

/**
 * A search is counted up to SEARCH_COUNT_CAP + 1 matches (each one a text read and tested: counting the tens of
 * thousands of a wide search took longer than its page, decision 0043). When it matches SEARCH_COUNT_CAP records or
 * fewer, its matches are read whole (from the search index) and sorted, with index scans off for that one query:
 * PostgreSQL would otherwise walk the sort's index, expecting the matches spread evenly along it, which they are not
 * when the search and the sort read the same column ("peeters" sorted by last name: the walk passes every name before
 * P first, a second on a million rows). A wider search is walked along the sort's index, where its matches are dense
 * enough to fill a page at once, except when sorted by the text it searches: its matches may then all lie at one
 * end of the index ("java" by title), so its page is sorted in the searched table when that holds the sort
 * (narrowPage), or else first looked for in a window of the sort's first rows, and read whole and sorted when that
 * window does not hold it (issue 26, item 23).
 */
async function searchedPage<T extends PgTable>(db: Database, spec: ListSpec<T>, query: ListQuery, extra: SQL[]) {
  const cap = SEARCH_COUNT_CAP;
  const counting = cappedCount(db, spec, whereOf(spec, query, extra), cap);
  const bySearchedText = spec.textSorts?.includes(sortOf(spec, query.sort).field) ?? false;
  if (bySearchedText) {
    const narrow = narrowPage(db, spec, query, extra);
    if (narrow) return Promise.all([narrow, counting]);
    const [rows, counted] = await Promise.all([windowPage(db, spec, query, extra), counting]);
    if (rows.length > query.size) return [rows, counted] as const;
    return [await wholeSearchSorted(db, spec, query, extra), counted] as const;
  }
  const counted = await counting;
  if ((counted[0]?.total ?? 0) > cap) return [await pageQuery(db, spec, query, extra), counted] as const;
  return [await wholeSearchSorted(db, spec, query, extra), counted] as const;
}

/** Every match of a search read (from its index) and sorted: the plan for a narrow search, or a sparse one. */
function wholeSearchSorted<T extends PgTable>(db: Database, spec: ListSpec<T>, query: ListQuery, extra: SQL[]) {
  const narrow = narrowPage(db, spec, query, extra);
  if (narrow) return narrow;
  // A search in another table: its ids as a set, read by the primary key (index scans stay on for that).
  if (spec.searchedIn) return pageQuery(db, spec, query, extra, { asSet: true });
  return withIndexScansOff(db, (tx) => pageQuery(tx, spec, query, extra));
}

/**
 * A search's page whose matches are sorted in the table it searches (searchedPage), then only that page's rows read:
 * when every condition is the search's own (no filter on the list's table, no charge). The page is first looked for
 * among the first COPY_WINDOW rows of the sort's order (a dense search, "developer" by title, fills it there without
 * testing its thousands of matches); when that window does not hold it, every match is tested and sorted.
 */
function narrowPage<T extends PgTable>(db: Database, spec: ListSpec<T>, query: ListQuery, extra: SQL[]) {
  if (!spec.searchedPage || !query.q || extra.length > 0 || query.process || query.from || query.to) return undefined;
  const sort = sortOf(spec, query.sort);
  const cursor = query.after ? decodeCursor(query.after, sort) : undefined;
  if (cursor && cursor[2] === null) return undefined;
  const of: SearchedPageOf = {
    field: sort.field,
    direction: sort.direction,
    after: cursor ? { value: cursor[2]!, id: cursor[3] } : undefined,
    limit: query.size + 1,
    offset: cursor ? 0 : (query.page - 1) * query.size,
  };
  const pattern = likePattern(query.q);
  const windowed = spec.searchedPage(pattern, query, { ...of, window: COPY_WINDOW + of.offset });
  const whole = spec.searchedPage(pattern, query, of);
  if (!windowed || !whole) return undefined;
  const onePage = { ...query, q: undefined, after: undefined, page: 1 };
  return (async () => {
    let ids = await pageIds(db, windowed);
    // Every match, read by the search's own index and sorted (not by walking the sort's index, which would pass
    // every row before the matches: "java" by title passes half the jobs).
    if (ids.length < of.limit) ids = await withIndexScansOff(db, (tx) => pageIds(tx, whole));
    return pageQuery(db, spec, onePage, [sql`${spec.idColumn} = any(${inlineIntArray(ids)})`]);
  })();
}

/** The ids a searchedPage query answers, in its order. */
async function pageIds(db: Database, ids: SQL): Promise<number[]> {
  return rowsOf<Record<string, unknown>>(await db.execute(ids)).map((r) => Number(Object.values(r)[0]));
}

/** Runs `work` in a transaction whose plans read no index in its order (bitmap scans, which read a set, stay on). */
export const withIndexScansOff = <R>(db: Database, work: (tx: Database) => Promise<R>) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_indexscan = off`);
    return work(tx);
  });

/**
 * One page of a table, searched, filtered and sorted as the query asks; the rows as the table stores them.
 * `after` (the `next` of the page before) reads the next page by seeking rather than skipping, so a page a million
 * rows deep is as fast as the first; without it, `page` skips rows as before. The total is exact up to COUNT_CAP
 * (SEARCH_COUNT_CAP for a search); past that it stops counting and says so (`totalCapped`), since counting a
 * million rows takes longer than the page.
 */
export async function listRecords<T extends PgTable>(
  db: Database,
  spec: ListSpec<T>,
  query: ListQuery,
  extra: SQL[] = [],
  /** `count: false`: no total needed, for a reader that only walks the pages (the CSV export); a search counts. */
  { count: counting = true }: { count?: boolean } = {},
): Promise<Page<T['$inferSelect']>> {
  const sort = sortOf(spec, query.sort);
  const [rows, [counted]] = query.q
    ? await searchedPage(db, spec, query, extra)
    : await Promise.all([
        pageQuery(db, spec, query, extra),
        counting ? cappedCount(db, spec, whereOf(spec, query, extra)) : [{ total: 0 }],
      ]);
  const cap = query.q ? SEARCH_COUNT_CAP : COUNT_CAP;
  const total = Math.min(counted?.total ?? 0, cap);
  const items = rows.slice(0, query.size).map(({ cursorValue, ...row }) => ({ row, cursorValue }));
  const last = items.at(-1);
  const next =
    rows.length > query.size && last
      ? encodeCursor([sort.field, sort.direction, last.cursorValue, Number((last.row as { id: unknown }).id)])
      : null;
  return {
    items: items.map((i) => i.row as T['$inferSelect']),
    total,
    totalCapped: (counted?.total ?? 0) > cap,
    page: query.page,
    size: query.size,
    next,
  };
}
