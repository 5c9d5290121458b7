import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/server/db/client.ts';
import { MIGRATIONS_DIR } from '../../src/server/paths.ts';

/**
 * What a test of one migration needs (the people and companies migrations' tests): the migrations before it, an
 * empty database of its own, and drizzle's migrator for either kind of database.
 */

/**
 * The migrations before the one `isTarget` names by its tag, as drizzle reads them: a copy of the folder with a
 * journal that stops before it. Found by name, whatever its number (migrations are renumbered when branches merge).
 */
export function migrationsBefore(isTarget: (tag: string) => boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'hireframe-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => isTarget(e.tag));
  if (at <= 0) throw new Error(`No migration before the one looked for (found at ${at})`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** An empty database of its own: PGlite in memory, or a new database on the run's PostgreSQL server, and its drop. */
export async function emptyDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<unknown> }> {
  const templateUrl = inject('templateDatabaseUrl');
  if (!templateUrl) return { handle: await openPglite('memory://'), drop: async () => undefined };
  const name = `hireframe_test_${randomBytes(6).toString('hex')}`;
  const admin = new URL(templateUrl);
  admin.pathname = '/postgres';
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(templateUrl);
  url.pathname = '/' + name;
  return {
    handle: openPostgres(url.toString()),
    drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** Runs the migrations of `migrationsFolder` on the database, whichever kind it is. */
export async function migrate(handle: DatabaseHandle, migrationsFolder: string): Promise<void> {
  if (handle.kind === 'pglite') await migratePglite(handle.db as never, { migrationsFolder });
  else await migratePg(handle.db as never, { migrationsFolder });
}
