import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/build-server.ts';
import { ROOT } from '../../src/server/paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server bundle as production runs it, built from the sources for this run (tests/reliability). */
    serverBundle: string;
  }
}

/**
 * The tests that start the server as a process start it as production does, from the bundle `npm run build:server`
 * makes, built here from the sources once per run (never a stale dist/): it starts in 1.6 s against 2.3 s for the
 * sources through tsx, with a CPU-second less. The folder lies inside the project, where the bundle finds
 * package.json and node_modules.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const parent = join(ROOT, 'node_modules/.cache');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'hireframe-test-server-'));
  project.provide('serverBundle', await buildServer(join(dir, 'server.js')));
  return () => rmSync(dir, { recursive: true, force: true });
}
