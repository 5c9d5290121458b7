import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { freePort } from '../../scripts/free-port.ts';
import { ROOT } from '../../src/server/paths.ts';
import { TEST_SECRET } from '../helpers/test-app.ts';

export interface ServerData {
  /** The environment that points a server at this data. */
  env: Record<string, string>;
  dataDir: string;
  /** PGlite mode: the database folder, to open it directly once the server has stopped. */
  pgliteDir?: string;
  /** PostgreSQL mode: the database's URL. */
  databaseUrl?: string;
  remove(): Promise<void>;
}

/**
 * A fresh copy of the run's seeded template for a server process: a PGlite folder, or on PostgreSQL (DATABASE_URL
 * set for the run) a database cloned from the template.
 */
export async function serverData(): Promise<ServerData> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sec-server-'));
  const templateUrl = inject('templateDatabaseUrl');
  if (!templateUrl) {
    cpSync(inject('templateDir'), join(dataDir, 'db'), { recursive: true });
    return {
      env: { DATA_DIR: dataDir },
      dataDir,
      pgliteDir: join(dataDir, 'db'),
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `hireframe_test_${randomBytes(6).toString('hex')}`;
  const admin = new URL(templateUrl);
  admin.pathname = '/postgres';
  await adminQuery(admin.toString(), `CREATE DATABASE "${name}" TEMPLATE "${new URL(templateUrl).pathname.slice(1)}"`);
  const url = new URL(templateUrl);
  url.pathname = '/' + name;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    dataDir,
    databaseUrl: url.toString(),
    remove: async () => {
      await adminQuery(admin.toString(), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface ServerProcess {
  child: ChildProcess;
  baseURL: string;
  port: number;
  /** Everything the process wrote, for the failure message. */
  output(): string;
  /** Resolves with the exit code (or the signal) once the process has ended. */
  exited: Promise<number | string>;
  /** Whether the process has not ended yet. */
  running(): boolean;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

/**
 * The real server, built as production runs it (tests/setup/server-bundle.ts), as a child process on `data`, on a
 * port of its own; resolves once it prints that it is running. It runs PGlite's WebAssembly on V8's baseline
 * compiler only (`--liftoff-only`): these processes live seconds, and optimising the database's hot functions
 * cost more than it saved (a start took 2.7 CPU-seconds instead of 3.6; tests/reliability 42 instead of 53).
 */
export async function startServer(
  data: ServerData,
  env: Record<string, string> = {},
  port?: number,
): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, ['--liftoff-only', inject('serverBundle')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(chosen),
      JWT_SECRET: TEST_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_FORM_RATE_LIMIT: '0',
      ...data.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const started = await Promise.race([
    new Promise<boolean>((resolve) => {
      const check = () => out.includes('Hireframe is running at') && resolve(true);
      child.stdout.on('data', check);
      check();
    }),
    exited.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 60_000).unref()),
  ]);
  if (!started) {
    child.kill('SIGKILL');
    throw new Error(`the server did not start:\n${out}`);
  }
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    port: chosen,
    baseURL: `http://127.0.0.1:${chosen}`,
    output: () => out,
    exited,
    running,
    async stop(signal = 'SIGTERM') {
      if (running()) child.kill(signal);
      return exited;
    },
  };
}
