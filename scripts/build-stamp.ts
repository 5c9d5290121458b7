import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * What each half of the build is made from. A change of content (not of dates: a checkout or a copy touches
 * every file) in any of these means that half is out of date. The lock file stands for the dependencies.
 */
export const BUILD_PARTS = {
  client: {
    inputs: ['src/client', 'src/shared', 'vite.config.ts', 'postcss.config.cjs', 'tsconfig.json', 'package-lock.json'],
    // Read by the client build (README): another value is another build.
    env: ['VITE_APP_VERSION', 'VITE_CACHE_BUSTING'],
    output: 'dist/client/index.html',
    script: 'build:client',
  },
  server: {
    inputs: ['src/server', 'src/shared', 'package.json', 'package-lock.json'],
    env: [],
    output: 'dist/server/server.js',
    script: 'build:server',
  },
} as const;
export type BuildPart = keyof typeof BUILD_PARTS;

/** Beside the two outputs, not inside dist/client, which the server serves to anyone. */
export const STAMP_FILE = 'dist/.build-inputs.json';

function listFiles(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => join(path, name))
    .filter((name) => statSync(join(root, name)).isFile());
}

/** A hash of the names and contents of a part's inputs, and of the environment variables it reads. */
export function inputsHash(root: string, part: BuildPart, env: NodeJS.ProcessEnv = process.env): string {
  const { inputs, env: names } = BUILD_PARTS[part];
  const hash = createHash('sha256');
  const files = inputs.flatMap((input) => listFiles(root, input)).sort();
  for (const file of files) {
    hash.update(`${relative(root, join(root, file))}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  for (const name of names) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}

function readStamp(root: string): Partial<Record<BuildPart, string>> {
  try {
    return JSON.parse(readFileSync(join(root, STAMP_FILE), 'utf8')) as Partial<Record<BuildPart, string>>;
  } catch {
    return {};
  }
}

/** The parts whose output is missing or was built from other inputs than the current ones, with their hashes. */
export function staleParts(root: string, env: NodeJS.ProcessEnv = process.env): { part: BuildPart; hash: string }[] {
  const stamp = readStamp(root);
  return (Object.keys(BUILD_PARTS) as BuildPart[])
    .map((part) => ({ part, hash: inputsHash(root, part, env) }))
    .filter(({ part, hash }) => stamp[part] !== hash || !existsSync(join(root, BUILD_PARTS[part].output)));
}

/** Records that a part was built from inputs with this hash. */
export function recordBuild(root: string, part: BuildPart, hash: string): void {
  writeFileSync(join(root, STAMP_FILE), `${JSON.stringify({ ...readStamp(root), [part]: hash }, null, 2)}\n`);
}
