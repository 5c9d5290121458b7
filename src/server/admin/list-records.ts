import { and, asc, count, desc, getTableColumns, ilike, inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { FIRM_TIME_ZONE } from '../../shared/constants.ts';
import type { ListQuery } from '../../shared/schemas/list-query.ts';
import { COUNT_CAP, SEARCH_COUNT_CAP, type Page } from '../../shared/schemas/pagination.ts';
import type { Database } from '../db/client.ts';
import { badRequest } from '../errors.ts';

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
   */
  searchedIn?: (pattern: string, query: ListQuery) => SQL;
  /**
   * The sort fields whose order follows the searched text (a last name sorted and searched): a search sorted by one
   * of them is walked along the sort's index only past COUNT_CAP matches, since they may lie at one end of it.
   */
  textSorts?: readonly string[];
  createdColumn: Column;
  /** The record's state and the states it may be in, for pipelines. */
  process?: { column: Column; states: readonly string[] };
  idColumn: Column;
  /** The tag and rating filters (job applications, docs/decisions/0054): the condition of each. */
  marks?: { tag: (tagId: number) => SQL; rating: (min: number) => SQL };
}

/** `q` as a LIKE pattern that matches itself literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

/**
 * `asSet`: a search of `searchedIn` as the set of its ids (`id = any(array(...))`), which the planner reads by the
 * primary key and sorts; as `id in (...)` it may walk the sort's index and test each row, which suits a wide search.
 */
export function whereOf<T extends PgTable>(
  spec: ListSpec<T>,
  query: ListQuery,
  extra: SQL[],
  { asSet = false }: { asSet?: boolean } = {},
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [...extra];
  if (query.q) {
    const pattern = likePattern(query.q);
    if (!spec.searchedIn) conditions.push(or(...spec.searchable.map((c) => ilike(c, pattern))));
    else if (asSet) conditions.push(sql`${spec.idColumn} = any(array(${spec.searchedIn(pattern, query)}))`);
    else conditions.push(sql`${spec.idColumn} in (${spec.searchedIn(pattern, query)})`);
  }
  if (query.process) {
    const wanted = query.process.split(',').map((s) => s.trim());
    if (!spec.process || wanted.some((s) => !spec.process!.states.includes(s))) {
      throw badRequest('Unknown state', { process: 'validation.invalid' });
    }
    conditions.push(inArray(spec.process.column, wanted));
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
  options: { asSet?: boolean } = {},
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

/**
 * A search is counted first, up to SEARCH_COUNT_CAP + 1 matches (each one a text read and tested: counting the
 * tens of thousands of a wide search took longer than its page, decision 0043). When it matches SEARCH_COUNT_CAP
 * records or fewer, its matches are read whole (from the search index) and sorted, with index scans off for that
 * one query: PostgreSQL would otherwise walk the sort's index, expecting the matches spread evenly along it, which
 * they are not when the search and the sort read the same column ("peeters" sorted by last name: the walk passes
 * every name before P first, a second on a million rows). A wider search is walked along the sort's index, where
 * its matches are dense enough to fill a page at once.
 */
async function searchedPage<T extends PgTable>(db: Database, spec: ListSpec<T>, query: ListQuery, extra: SQL[]) {
  // Sorted by a text it searches ("java" by title, "peeters" by last name), a search's matches may all lie at one end
  // of the sort's index: it is counted up to COUNT_CAP, as before decision 0043, to know whether to walk that index.
  const bySearchedText = spec.textSorts?.includes(sortOf(spec, query.sort).field) ?? false;
  const cap = bySearchedText ? COUNT_CAP : SEARCH_COUNT_CAP;
  const counted = await cappedCount(db, spec, whereOf(spec, query, extra), cap);
  if ((counted[0]?.total ?? 0) > cap) return [await pageQuery(db, spec, query, extra), counted] as const;
  // A search in another table: its ids as a set, read by the primary key (index scans stay on for that).
  if (spec.searchedIn) return [await pageQuery(db, spec, query, extra, { asSet: true }), counted] as const;
  return [await withIndexScansOff(db, (tx) => pageQuery(tx, spec, query, extra)), counted] as const;
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
