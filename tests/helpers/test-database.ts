import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/server/db/client.ts';

/** The templates' dumps, each read once per worker (its files share modules). */
const templateDumps = new Map<string, Blob>();
function loadTemplateDump(file: string): Blob {
  let blob = templateDumps.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)]);
    templateDumps.set(file, blob);
  }
  return blob;
}

export interface TestDatabaseOptions {
  /**
   * Whether the database holds the demo seed ("Northwind Talent": its managers, jobs, profiles, records). By
   * default it holds none: migrated, with the `admin` account only, and a test makes its own data
   * (tests/helpers/factories.ts). Only tests of the demo itself, or of the pages that show it, ask for it.
   */
  demo?: boolean;
}

/**
 * A fresh database for one test file, from the run's template (with or without the demo: `options.demo`): on
 * PGlite the template's dump loaded into memory (tests/setup/database.ts), on PostgreSQL a database cloned with
 * CREATE DATABASE ... TEMPLATE and dropped afterwards. `dataDir` is an empty folder of its own for the app's
 * DATA_DIR.
 */
export async function createTestDatabase(
  options: TestDatabaseOptions = {},
): Promise<DatabaseHandle & { dataDir: string }> {
  const demo = options.demo ?? false;
  const templateUrl = inject(demo ? 'templateDatabaseUrl' : 'emptyTemplateDatabaseUrl');
  if (templateUrl) {
    const name = `hireframe_test_${randomBytes(6).toString('hex')}`;
    const template = new URL(templateUrl).pathname.slice(1);
    const admin = new URL(templateUrl);
    admin.pathname = '/postgres';
    await runAdmin(admin.toString(), `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    const url = new URL(templateUrl);
    url.pathname = '/' + name;
    const handle = openPostgres(url.toString());
    return {
      ...handle,
      dataDir: mkdtempSync(join(tmpdir(), 'hireframe-data-')),
      close: async () => {
        await handle.close();
        await runAdmin(admin.toString(), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'hireframe-data-'));
  const handle = await openPglite('memory://', {
    loadDataDir: loadTemplateDump(inject(demo ? 'templateDump' : 'emptyTemplateDump')),
  });
  return {
    ...handle,
    dataDir,
    close: async () => {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function runAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
