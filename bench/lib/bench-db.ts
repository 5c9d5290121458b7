import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/server/db/client.ts';

export const POSTGRES_SERVER = process.env.BENCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432';
export const BENCH_SECRET = 'bench-secret-that-is-at-least-32-bytes-long';

export interface BenchDatabase {
  kind: 'postgres' | 'pglite';
  handle: DatabaseHandle;
  dataDir: string;
  /** PostgreSQL: the bench database's URL. */
  url?: string;
  /** A BENCH_DB database: kept after the run, its rows possibly already there. */
  kept?: boolean;
  drop(): Promise<void>;
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${POSTGRES_SERVER}/postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Whether the PostgreSQL server of the benches answers. */
export async function postgresAvailable(): Promise<boolean> {
  try {
    await adminQuery('select 1');
    return true;
  } catch {
    return false;
  }
}

/** An empty, migrated database: a `bench_<random>` database on PostgreSQL, or PGlite in a temporary folder. */
export async function benchDatabase(
  kind: 'postgres' | 'pglite',
  options: { name?: string } = {},
): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sec-bench-'));
  if (kind === 'pglite') {
    const handle = await openPglite(join(dataDir, 'db'));
    await handle.migrate();
    return {
      kind,
      handle,
      dataDir,
      drop: async () => {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  // BENCH_DB: a database of that name, made if missing and kept after the run (its rows are reused by the next one).
  const kept = options.name ?? process.env.BENCH_DB;
  const name = kept ?? `bench_${randomBytes(6).toString('hex')}`;
  if (kept) {
    if (!/^[a-z_][a-z0-9_]*$/.test(kept)) throw new Error(`BENCH_DB: not a database name: ${kept}`);
    await adminQuery(`CREATE DATABASE "${name}"`).catch((err: { code?: string }) => {
      if (err.code !== '42P04') throw err; // it exists already
    });
  } else await adminQuery(`CREATE DATABASE "${name}"`);
  const url = `${POSTGRES_SERVER}/${name}`;
  const handle = openPostgres(url);
  await handle.migrate();
  return {
    kind,
    handle,
    dataDir,
    url,
    kept: Boolean(kept),
    drop: async () => {
      await handle.close();
      if (!kept) await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The real app, in-process, on a bench database; `env` adds or overrides configuration. */
export async function benchApp(db: BenchDatabase, env: Record<string, string> = {}): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: db.dataDir,
    JWT_SECRET: BENCH_SECRET,
    LOG_LEVEL: 'silent',
    ...(db.url ? { DATABASE_URL: db.url } : {}),
    ...env,
  });
  const app = await buildApp({ config, database: db.handle, closeDatabase: false, logger: false });
  await app.ready();
  return app;
}

/**
 * Drops the matching queue's backlog of a bench corpus written in bulk (migration 0034's triggers mark every job,
 * person and record written as to be matched): left there, the bench app's queue would compute the matching of
 * 100,000 jobs or 300,000 people during the timings of lists that have nothing to do with it. A firm's records are
 * matched one at a time as they are written; the matching's own figures are bench/matching.ts's.
 */
export async function clearMatchingBacklog(db: BenchDatabase): Promise<void> {
  await db.handle.executeSql('delete from match_dirty');
}
