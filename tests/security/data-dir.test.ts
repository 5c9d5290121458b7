import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { startApp } from '../../src/server/start.ts';

const root = mkdtempSync(join(tmpdir(), 'hireframe-data-dir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every path under `dir` (itself included) whose mode is not 0700 for a folder or 0600 for a file. */
function open(dir: string): string[] {
  const wrong: string[] = [];
  const check = (path: string) => {
    const s = statSync(path);
    const mode = s.mode & 0o777;
    if (mode !== (s.isDirectory() ? 0o700 : 0o600)) wrong.push(`${path.slice(dir.length) || '/'} ${mode.toString(8)}`);
  };
  check(dir);
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) check(join(dir, name));
  return wrong;
}

/** Starts the product on DATA_DIR=`dir` (PGlite, a generated JWT secret), as `npm start` does, and stops it. */
async function startAndStop(dir: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    SEED_DEMO: 'false',
    RETENTION_CRON: 'off',
    FOLLOW_UP_MAIL_CRON: 'off',
  });
  const { app } = await startApp(config);
  await app.close();
}

// Issue 26, item 4: 969 of 1,188 files under DATA_DIR/db were 0666 and the folder 0755.
describe('the data folder is private to the account the product runs as', () => {
  const dir = join(root, 'data');

  it('a new folder: 0700, the database files and the generated JWT secret 0600', async () => {
    await startAndStop(dir);
    expect(readdirSync(join(dir, 'db')).length).toBeGreaterThan(5);
    expect(statSync(join(dir, 'jwt-secret')).isFile()).toBe(true);
    expect(open(dir)).toEqual([]);
  }, 120_000);

  it('an existing folder left readable and writable by everyone is fixed at start', async () => {
    const walk = (path: string, dirMode: number, fileMode: number) => {
      for (const entry of readdirSync(path, { withFileTypes: true })) {
        const p = join(path, entry.name);
        if (entry.isDirectory()) walk(p, dirMode, fileMode);
        chmodSync(p, entry.isDirectory() ? dirMode : fileMode);
      }
    };
    walk(dir, 0o777, 0o666);
    chmodSync(dir, 0o755);
    chmodSync(join(dir, 'jwt-secret'), 0o644);
    writeFileSync(join(dir, 'notes.txt'), 'left by an older version', { mode: 0o666 });
    chmodSync(join(dir, 'notes.txt'), 0o666);
    expect(open(dir).length).toBeGreaterThan(100);
    await startAndStop(dir);
    expect(open(dir)).toEqual([]);
  }, 120_000);
});
