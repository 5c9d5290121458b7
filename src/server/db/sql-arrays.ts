import { sql, type SQL } from 'drizzle-orm';

/**
 * Lists sent to PostgreSQL as one array, the same way on PGlite and postgres.js. Drizzle's `sql` spreads a JS array
 * into one parameter per element, which caps a list's length and changes the statement with it, so a list goes as
 * PostgreSQL's array literal (`{1,2,3}`) cast to its type. One rule for every such list in the server.
 */

type ArrayType = 'int' | 'bigint' | 'text' | 'timestamptz';

function literal(values: readonly (number | string | null)[]): string {
  return `{${values.map(element).join(',')}}`;
}

function element(value: number | string | null): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`Not a finite number in an SQL array: ${value}`);
    return String(value);
  }
  // Quoted, its quotes and backslashes escaped: any text, "NULL" and commas included, stays one element.
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** One bound parameter holding the list (however long), cast to `type[]`; null elements stay null. */
export function arrayParam(values: readonly (number | string | null)[], type: ArrayType): SQL {
  return sql`${literal(values)}::${sql.raw(type)}[]`;
}

export const intArray = (values: readonly number[]): SQL => arrayParam(values, 'int');

export const textArray = (values: readonly string[]): SQL => arrayParam(values, 'text');

/**
 * Integers written into the statement itself, for a list the planner should see (a page's ids, whose estimate a bound
 * parameter would hide). Only integers are accepted, so nothing but digits reaches the text.
 */
export function inlineIntArray(values: readonly number[]): SQL {
  for (const v of values) if (!Number.isSafeInteger(v)) throw new TypeError(`Not an integer id: ${v}`);
  return sql.raw(`'${literal(values)}'::int[]`);
}
