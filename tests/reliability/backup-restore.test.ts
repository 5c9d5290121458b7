import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '../security/helpers.ts';
import { applicant, HttpClient } from './http-client.ts';
import { adminQuery, serverData, startServer, type ServerData, type ServerProcess } from './server-process.ts';

/**
 * The README's "Backup and restore" commands, run as written: a backup taken, a change made after it, the backup
 * restored, and the server started on it shows the data of the backup and not the later change.
 */
let data: ServerData;
let server: ServerProcess | undefined;
const work = mkdtempSync(join(tmpdir(), 'sec-backup-'));
const cleanups: (() => Promise<void>)[] = [];
beforeAll(async () => {
  data = await serverData();
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  for (const c of cleanups) await c();
  await data?.remove();
  rmSync(work, { recursive: true, force: true });
});

const sh = (file: string, args: string[]) => execFileSync(file, args, { stdio: 'pipe' }).toString();

async function applyOnce(s: ServerProcess, i: number): Promise<{ id: number; cv: Buffer }> {
  const client = await new HttpClient(s.baseURL).init();
  const cv = pdfBytes(`backup-${i}-${randomBytes(4).toString('hex')}`, 100_000);
  const res = await client.apply(await client.firstOpenJob(), cv, `cv-${i}.pdf`, applicant(i));
  expect(res.status).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, cv };
}

async function expectState(s: ServerProcess, kept: { id: number; cv: Buffer }, gone: { id: number }) {
  const client = await new HttpClient(s.baseURL).init();
  const token = await client.login();
  const res = await client.get(`/api/job-applications/${kept.id}`, token);
  expect(res.status).toBe(200);
  const { fileId } = (await res.json()) as { fileId: string };
  expect((await client.download(fileId, token)).equals(kept.cv)).toBe(true);
  expect((await client.get(`/api/job-applications/${gone.id}`, token)).status).toBe(404);
}

describe('backup and restore, as the README says', () => {
  it('restores the data of the backup, CVs included', async () => {
    server = await startServer(data);
    const before = await applyOnce(server, 1);

    const backup = join(work, data.pgliteDir ? 'hireframe-backup.tar.gz' : 'hireframe.dump');
    if (data.pgliteDir) {
      // PGlite: the server stopped, the data folder archived.
      await server.stop('SIGTERM');
      sh('tar', ['-czf', backup, '-C', data.dataDir, '.']);
      server = await startServer(data);
    } else {
      // PostgreSQL: pg_dump while the server runs (a consistent snapshot).
      sh('pg_dump', ['--format=custom', `--file=${backup}`, data.databaseUrl!]);
    }
    const after = await applyOnce(server, 2);
    await server.stop('SIGTERM');

    if (data.pgliteDir) {
      rmSync(data.dataDir, { recursive: true, force: true });
      mkdirSync(data.dataDir, { recursive: true });
      sh('tar', ['-xzf', backup, '-C', data.dataDir]);
      server = await startServer(data);
    } else {
      const restored = new URL(data.databaseUrl!);
      restored.pathname = `/hireframe_test_restored_${randomBytes(4).toString('hex')}`;
      const admin = new URL(data.databaseUrl!);
      admin.pathname = '/postgres';
      await adminQuery(admin.toString(), `CREATE DATABASE "${restored.pathname.slice(1)}"`);
      cleanups.push(() =>
        adminQuery(admin.toString(), `DROP DATABASE IF EXISTS "${restored.pathname.slice(1)}" WITH (FORCE)`),
      );
      sh('pg_restore', ['--no-owner', `--dbname=${restored.toString()}`, backup]);
      server = await startServer(data, { DATABASE_URL: restored.toString() });
    }
    await expectState(server, before, after);
  }, 120_000);
});
