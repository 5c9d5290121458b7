import { sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, customType, doublePrecision, index, text, timestamp } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const createdAt = () => timestamp('creation_date', { withTimezone: true }).notNull().defaultNow();

/**
 * The text an admin list's `q` is looked for in: its columns joined by line breaks, which `q` cannot hold (no
 * control characters), so that a match in the joined text is a match in one column. The same expression is the
 * trigram index of the table and the list's search (src/server/admin/list-specs.ts), so that ILIKE uses the index.
 */
export const searchText = (...columns: (AnyPgColumn | [AnyPgColumn, AnyPgColumn])[]): SQL =>
  sql.join(
    columns.map((c) => (Array.isArray(c) ? sql`${c[0]} || ' ' || ${c[1]}` : sql`${c}`)),
    sql.raw(` || E'\\n' || `),
  );
/** The trigram index of a list's search text (pg_trgm, docs/decisions/0026). */
export const trigram = (name: string, text: SQL) => index(name).using('gin', sql`(${text}) gin_trgm_ops`);
/** A btree index for a list sorted by `column`, its id breaking ties as the list's order does. */
export const sortIndex = (name: string, column: AnyPgColumn | SQL, id: AnyPgColumn) => index(name).on(column, id);

/** Set when the retention job or an erasure replaced the record's personal fields (docs/decisions/0030). */
export const anonymisedAt = () => timestamp('anonymised_at', { withTimezone: true });
export const pipelineFields = () => ({
  process: text('process').notNull(),
  comment: text('comment').notNull().default(''),
  noGoComment: text('no_go_comment').notNull().default(''),
  notes: text('notes').notNull().default(''),
  creationDate: createdAt(),
  anonymisedAt: anonymisedAt(),
});

/**
 * An application's place on its board (issue 28 item 1, docs/decisions/0053): its order within its state's column
 * (lowest first; a new application comes first, as its position is minus its arrival's epoch), and since when it
 * is in its state (set by migration 0024's trigger on every change of `process`).
 */
export const boardFields = () => ({
  boardPosition: doublePrecision('board_position')
    .notNull()
    .default(sql`(-extract(epoch from now()))`),
  stateChangedAt: timestamp('state_changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where a record came from (issue 31 item 4, docs/decisions/0062): utm_source or the referring site or "direct",
 * with utm_medium and utm_campaign; staff may correct it. Records older than the tracking say "unknown".
 */
export const sourceFields = () => ({
  source: text('source').notNull().default('unknown'),
  sourceMedium: text('source_medium').notNull().default(''),
  sourceCampaign: text('source_campaign').notNull().default(''),
});
