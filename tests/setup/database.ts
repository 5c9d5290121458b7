import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/server/db/client.ts';
import { seedDemo } from '../../src/server/db/seed/demo.ts';
import { ensureAdmin } from '../../src/server/db/seed/ensure-admin.ts';
import { DEMO_ADMIN_PASSWORD } from '../../src/server/config.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite mode: a migrated, seeded data folder that each test file copies. */
    templateDir: string;
    /** PostgreSQL mode: the migrated, seeded database each test file clones with CREATE DATABASE ... TEMPLATE. */
    templateDatabaseUrl: string;
  }
}

async function prepare(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await ensureAdmin(handle.db, 'admin', DEMO_ADMIN_PASSWORD);
  await seedDemo(handle.db);
  await handle.close();
}

/** Builds one migrated, seeded template per test run, instead of migrating from zero for every test. */
export default async function setup(project: TestProject): Promise<() => void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    await prepare(openPostgres(url));
    project.provide('templateDatabaseUrl', url);
    project.provide('templateDir', '');
    return () => undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), 'hireframe-template-'));
  await prepare(await openPglite(join(dir, 'db')));
  project.provide('templateDir', join(dir, 'db'));
  project.provide('templateDatabaseUrl', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
