import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer as buildServerBundle } from '../../scripts/build-server.ts';
import { freePort } from '../../scripts/free-port.ts';
import { ROOT } from '../../src/server/paths.ts';
import { BENCH_SECRET } from './bench-db.ts';

/** Where the server bundle of the benches goes: inside the project, so that it finds package.json and node_modules. */
const BUNDLE_DIR = join(ROOT, 'node_modules/.cache/hireframe-bench');
export const SERVER_BUNDLE = join(BUNDLE_DIR, 'server.js');

/** Builds the server as `npm run build:server` does, into the benches' own folder. */
export async function buildServer(): Promise<string> {
  mkdirSync(BUNDLE_DIR, { recursive: true });
  return buildServerBundle(SERVER_BUNDLE);
}

export interface RunningServer {
  child: ChildProcess;
  baseURL: string;
  /** Milliseconds from spawn to "Hireframe is running". */
  startMs: number;
  stop(): Promise<void>;
}

/**
 * The built server as a child process (production's `node dist/server/server.js`), ready to answer; `build`: another
 * build's bundle, run from its root (bench/lib/before-build.ts).
 */
export async function startBuiltServer(
  env: Record<string, string>,
  build: { bundle: string; root: string } = { bundle: SERVER_BUNDLE, root: ROOT },
): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [build.bundle], {
    cwd: build.root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET: BENCH_SECRET,
      LOG_LEVEL: 'warn',
      PUBLIC_FORM_RATE_LIMIT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<boolean>((resolve) => {
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Hireframe is running at')) resolve(true);
    });
    void exited.then(() => resolve(false));
  });
  if (!ready) throw new Error(`the server did not start:\n${out}`);
  const startMs = performance.now() - started;
  return {
    child,
    baseURL: `http://127.0.0.1:${port}`,
    startMs,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The resident memory of a process, in bytes (Linux). */
export async function rssOf(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}
