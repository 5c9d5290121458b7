import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, PGLITE_EXTENSIONS, type DatabaseHandle } from '../../src/server/db/client.ts';
import { seedDemo } from '../../src/server/seed/demo.ts';
import { ensureAdmin } from '../../src/server/seed/ensure-admin.ts';
import { DEMO_ADMIN_PASSWORD } from '../../src/server/config.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite mode: a migrated, seeded data folder that the tests' server processes copy. */
    templateDir: string;
    /** PGlite mode: the same folder as a tar file (`dumpDataDir`), that each test file loads into memory. */
    templateDump: string;
    /** PostgreSQL mode: the migrated, seeded database each test file clones with CREATE DATABASE ... TEMPLATE. */
    templateDatabaseUrl: string;
    /** PGlite mode: the template before the demo seed (migrated, with the `admin` account only), as a tar file. */
    emptyTemplateDump: string;
    /** PostgreSQL mode: the template before the demo seed, cloned likewise. */
    emptyTemplateDatabaseUrl: string;
  }
}

/** Migrates and adds the first ADMIN account, as a first start does: the empty template, without the demo. */
async function prepareEmpty(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await ensureAdmin(handle.db, 'admin', DEMO_ADMIN_PASSWORD);
  await handle.close();
}

async function seed(handle: DatabaseHandle): Promise<void> {
  await seedDemo(handle.db);
  await handle.close();
}

interface Template {
  templateDir: string;
  templateDump: string;
  templateDatabaseUrl: string;
  emptyTemplateDump: string;
  emptyTemplateDatabaseUrl: string;
  remove(): void;
}

/**
 * The api and e2e projects both name this setup, and Vitest runs it once per project, each time in a fresh module
 * instance: the template is kept on the main process's globalThis so that a run builds it once (creating a PGlite
 * folder is the costly part), and removed when the last project is done with it.
 */
const SHARED = Symbol.for('hireframe.testTemplate');
type Shared = { template: Promise<Template>; users: number };
const store = globalThis as typeof globalThis & { [SHARED]?: Shared };

async function buildTemplate(): Promise<Template> {
  const url = process.env.DATABASE_URL;
  if (url) {
    // The empty template is a copy of the database taken between the migrations and the seed.
    const emptyUrl = new URL(url);
    emptyUrl.pathname = `${emptyUrl.pathname}_empty`;
    await prepareEmpty(openPostgres(url));
    const admin = new URL(url);
    admin.pathname = '/postgres';
    const name = new URL(url).pathname.slice(1);
    await runAdmin(admin.toString(), `DROP DATABASE IF EXISTS "${name}_empty" WITH (FORCE)`);
    await runAdmin(admin.toString(), `CREATE DATABASE "${name}_empty" TEMPLATE "${name}"`);
    await seed(openPostgres(url));
    return {
      templateDir: '',
      templateDump: '',
      templateDatabaseUrl: url,
      emptyTemplateDump: '',
      emptyTemplateDatabaseUrl: emptyUrl.toString(),
      remove: () => undefined,
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'hireframe-template-'));
  await prepareEmpty(await openPglite(join(dir, 'db')));
  await dump(join(dir, 'db'), join(dir, 'empty.tar'));
  await seed(await openPglite(join(dir, 'db')));
  await dump(join(dir, 'db'), join(dir, 'db.tar'));
  return {
    templateDir: join(dir, 'db'),
    templateDump: join(dir, 'db.tar'),
    templateDatabaseUrl: '',
    emptyTemplateDump: join(dir, 'empty.tar'),
    emptyTemplateDatabaseUrl: '',
    remove: () => rmSync(dir, { recursive: true, force: true }),
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

/**
 * The data folder as a tar file. A test file's database is this, loaded into memory: a third of the time a copy of
 * the folder took to open, queries about twice as fast, and no 40 MB written to disk per file. It is trimmed for the
 * ~80 opens of a run, in memory so that the folder the child servers copy stays as production has it: without the
 * template0 and template1 databases (nothing in a test creates a database) and their 700 files, with 16 MB of
 * shared buffers (PostgreSQL clears the default 128 MB at every start), and one WAL segment: an open took 0.44
 * CPU-seconds instead of 0.7.
 */
async function dump(folder: string, file: string): Promise<void> {
  const source = await PGlite.create(folder, { extensions: PGLITE_EXTENSIONS });
  const full = await source.dumpDataDir('none');
  await source.close();
  const client = await PGlite.create('memory://', {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: full,
    // Old WAL segments are removed at the checkpoint, not kept for reuse.
    startParams: [...PGlite.defaultStartParams, '-c', 'wal_recycle=off', '-c', 'min_wal_size=32MB'],
  });
  await client.exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
  await client.exec('DROP DATABASE template0');
  await client.exec('DROP DATABASE template1');
  await client.exec(`ALTER SYSTEM SET shared_buffers = '16MB'`);
  await client.exec('CHECKPOINT');
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
}

/** Builds one migrated, seeded template per test run, instead of migrating from zero for every test. */
export default async function setup(project: TestProject): Promise<() => void> {
  const shared = (store[SHARED] ??= { template: buildTemplate(), users: 0 });
  shared.users += 1;
  const template = await shared.template;
  project.provide('templateDir', template.templateDir);
  project.provide('templateDump', template.templateDump);
  project.provide('templateDatabaseUrl', template.templateDatabaseUrl);
  project.provide('emptyTemplateDump', template.emptyTemplateDump);
  project.provide('emptyTemplateDatabaseUrl', template.emptyTemplateDatabaseUrl);
  return () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete store[SHARED];
    template.remove();
  };
}
