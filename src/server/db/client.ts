import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pgliteByteaCodec } from './bytea-codec.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `work` with sequential scans off (enable_seqscan), for queries whose plans must all come from an index (the
   * public job search, docs/decisions/0025): on PostgreSQL on connections opened so, one round trip per query; on
   * PGlite in a transaction that sets it.
   */
  withoutSeqScans<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** Plain SQL on the same connection(s) as `db`, for libraries that bring their own SQL (the mail queue). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * LISTENs on `channel`: `onNotify` gets each notification's payload; `onGap(connected)` says when notifications
   * may have been missed (false: the listening connection is lost; true: it is back). Answers the unsubscribe.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onGap?: (connected: boolean) => void,
  ): Promise<() => Promise<void>>;
  /**
   * Takes the lock named `name` across every process on this database, without waiting: undefined when another
   * holds it. Held until `release` or until its connection is lost (`lost` then resolves; PostgreSQL has let it go,
   * and another process may take it). A session-level advisory lock on a connection of its own on PostgreSQL; on
   * PGlite, whose database one process opens, a name held in this handle.
   */
  tryLock(name: string): Promise<HeldLock | undefined>;
}

export interface HeldLock {
  /** Resolves when the lock is no longer held (its connection lost, or released). */
  lost: Promise<void>;
  release(): Promise<void>;
}

/** A PostgreSQL server when `databaseUrl` is set, otherwise PGlite (embedded PostgreSQL) in `dataDir/db`. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(join(options.dataDir, 'db'));
}

/**
 * The extensions the migrations create, which PGlite loads with each database: pg_trgm, the trigram indexes of the
 * admin lists' search (migration 0006, docs/decisions/0026); btree_gin, the filters in the public job search's GIN
 * index (migration 0011, docs/decisions/0025); unaccent, the back-office search's accent folding (docs/decisions/0050).
 */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin, unaccent };

/**
 * PGlite in the folder `dir`, or in memory for `memory://`; `loadDataDir`: a data folder dumped by `dumpDataDir`
 * to start from (the tests' copies of their template).
 */
export async function openPglite(dir: string, options: { loadDataDir?: Blob } = {}): Promise<DatabaseHandle> {
  // PGlite creates its own folder but not the ones above it (DATA_DIR is new when JWT_SECRET is set).
  if (!dir.includes('://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    ...pgliteByteaCodec,
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: options.loadDataDir,
  });
  const db = drizzlePglite(client, { schema });
  const held = new Set<string>();
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    withoutSeqScans: (work) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return work(tx);
      }),
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      // Without values the text may hold several statements (BEGIN; ...; COMMIT;): only exec runs those. On
      // error the one connection must not stay inside a failed transaction, or every later query would fail.
      try {
        const results = await client.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      } catch (err) {
        await client.exec('ROLLBACK').catch(() => undefined);
        throw err;
      }
    },
    // One connection: a notification arrives with the result of the statement that committed it.
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    tryLock: async (name) => {
      if (held.has(name)) return undefined;
      held.add(name);
      let end!: () => void;
      const lost = new Promise<void>((resolve) => (end = resolve));
      return {
        lost,
        release: async () => {
          held.delete(name);
          end();
        },
      };
    },
  };
}

export function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // A few connections of its own for withoutSeqScans: a SET LOCAL would cost three more round trips per search
  // (begin, set, commit), each a wait for the server on a busy machine. JIT off too: a plan whose only path is a
  // disabled scan is priced 10^10, and PostgreSQL would compile it (tens of ms) although it reads a few rows.
  const indexOnly = new pg.Pool({
    connectionString: url,
    max: 4,
    connectionTimeoutMillis: 5000,
    options: '-c enable_seqscan=off -c jit=off',
  });
  // An idle client losing its server is reported here; the next query gets a fresh connection.
  pool.on('error', () => undefined);
  indexOnly.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  const indexOnlyDb = drizzlePg(indexOnly, { schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await Promise.all([pool.end(), indexOnly.end()]);
    },
    withoutSeqScans: (work) => work(indexOnlyDb),
    executeSql: (text, values) => pool.query(text, values),
    listen: (channel, onNotify, onGap) => listenPostgres(url, channel, onNotify, onGap),
    tryLock: (name) => lockPostgres(url, name),
  };
}

/**
 * A session-level advisory lock (`pg_try_advisory_lock`) on a connection of its own: PostgreSQL lets it go when
 * the session ends, so a process killed or cut off from the database frees it for another.
 */
async function lockPostgres(url: string, name: string): Promise<HeldLock | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
  let gone!: () => void;
  const lost = new Promise<void>((resolve) => (gone = resolve));
  client.on('error', () => gone());
  client.on('end', () => gone());
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [
      name,
    ]);
    if (rows[0]?.locked) return { lost, release: () => client.end().catch(() => undefined) };
  } catch (err) {
    await client.end().catch(() => undefined);
    throw err;
  }
  await client.end().catch(() => undefined);
  return undefined;
}

/** How long a lost listening connection waits before it tries again. */
const RELISTEN_MS = 1000;

/**
 * A dedicated connection (a pooled one would be handed to queries) LISTENing on `channel`, reopened after
 * RELISTEN_MS whenever it is lost; `onGap` reports the loss and the return. Rejects if the first connection fails.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onGap: (connected: boolean) => void = () => undefined,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    next.on('notification', (message) => onNotify(message.payload ?? ''));
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => undefined);
      onGap(false);
      if (!stopped) retry = setTimeout(() => void reconnect(), RELISTEN_MS);
    };
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (err) {
      lost();
      throw err;
    }
  };
  const reconnect = async () => {
    if (stopped) return;
    try {
      await connect();
      onGap(true);
    } catch {
      // lost() has planned the next try.
    }
  };
  try {
    await connect();
  } catch (err) {
    stopped = true;
    clearTimeout(retry);
    throw err;
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}
