import { and, asc, count, desc, ilike, inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { FIRM_TIME_ZONE } from '../../shared/constants.ts';
import type { ListQuery } from '../../shared/schemas/list-query.ts';
import type { Page } from '../../shared/schemas/pagination.ts';
import type { Database } from '../db/client.ts';
import { badRequest } from '../errors.ts';

/** How one admin list searches, filters and sorts its table. */
export interface ListSpec<T extends PgTable> {
  table: T;
  /** The fields a list may be sorted by, by their API names. */
  sortable: Record<string, Column | SQL>;
  defaultSort: string;
  /** What `q` is looked for in (case-insensitive, anywhere in the text). */
  searchable: (Column | SQL)[];
  createdColumn: Column;
  /** The record's state and the states it may be in, for pipelines. */
  process?: { column: Column; states: readonly string[] };
  idColumn: Column;
}

/** `q` as a LIKE pattern that matches itself literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

function whereOf<T extends PgTable>(spec: ListSpec<T>, query: ListQuery, extra: SQL[]): SQL | undefined {
  const conditions: (SQL | undefined)[] = [...extra];
  if (query.q) conditions.push(or(...spec.searchable.map((c) => ilike(c, likePattern(query.q!)))));
  if (query.process) {
    const wanted = query.process.split(',').map((s) => s.trim());
    if (!spec.process || wanted.some((s) => !spec.process!.states.includes(s))) {
      throw badRequest('Unknown state', { process: 'validation.invalid' });
    }
    conditions.push(inArray(spec.process.column, wanted));
  }
  // The days are the firm's: a record received at 00:30 in Brussels belongs to that day, not to the UTC one before.
  const dayStart = (day: string, plus: number) =>
    sql`(${day}::date + ${plus}::int)::timestamp at time zone ${FIRM_TIME_ZONE}`;
  if (query.from) conditions.push(sql`${spec.createdColumn} >= ${dayStart(query.from, 0)}`);
  if (query.to) conditions.push(sql`${spec.createdColumn} < ${dayStart(query.to, 1)}`);
  return and(...conditions);
}

function orderOf<T extends PgTable>(spec: ListSpec<T>, sort: string | undefined): SQL[] {
  const [field, direction] = (sort ?? spec.defaultSort).split(':') as [string, 'asc' | 'desc'];
  const column = Object.hasOwn(spec.sortable, field) ? spec.sortable[field] : undefined;
  if (!column) throw badRequest(`A list cannot be sorted by ${field}`, { sort: 'validation.invalid' });
  // The id breaks ties, so that a page never repeats or skips a record.
  return direction === 'asc' ? [asc(column), asc(spec.idColumn)] : [desc(column), desc(spec.idColumn)];
}

/** One page of a table, searched, filtered and sorted as the query asks; the rows as the table stores them. */
export async function listRecords<T extends PgTable>(
  db: Database,
  spec: ListSpec<T>,
  query: ListQuery,
  extra: SQL[] = [],
): Promise<Page<T['$inferSelect']>> {
  const where = whereOf(spec, query, extra);
  const table = spec.table as PgTable;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(...orderOf(spec, query.sort))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { items: rows, total: counted?.total ?? 0, page: query.page, size: query.size };
}
