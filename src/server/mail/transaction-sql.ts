import type { Database } from '../db/client.ts';

type Executor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
type Queryable = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * The connection of a Drizzle transaction, in the form pg-boss takes (`send(..., { db })`), so that the queue job
 * is inserted in the same transaction as the record and its outbox row. Drizzle keeps that connection on the
 * transaction's session (a pg PoolClient, or PGlite's transaction object); both answer `query(text, values)`.
 */
export function transactionSql(tx: Pick<Database, 'insert'>): Executor {
  const client = (tx as unknown as { session?: { client?: Queryable } }).session?.client;
  if (!client || typeof client.query !== 'function') {
    throw new Error('The transaction has no connection to give the mail queue (Drizzle changed its session?)');
  }
  return { executeSql: (text, values) => client.query(text, values) };
}
