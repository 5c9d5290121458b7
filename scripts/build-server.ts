/**
 * The server bundle that production runs (`node dist/server/server.js`): src/server/server.ts and the code it imports
 * in one ES module, packages left to node_modules. `npm run build:server` writes it to dist/server; the benches and
 * the tests that start the server as a process build the same bundle into a folder of their own.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../src/server/paths.ts';

/** Where `npm run build:server` writes it, and `npm start` runs it from. */
const DIST_BUNDLE = join(ROOT, 'dist/server/server.js');

/**
 * Builds the bundle to `outfile`. It must lie inside the project: the bundle finds the project's root (package.json)
 * and node_modules by walking up from where it is.
 */
export async function buildServer(outfile: string, options: { sourcemap?: boolean } = {}): Promise<string> {
  await build({
    entryPoints: [join(ROOT, 'src/server/server.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    sourcemap: options.sourcemap ?? false,
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer(DIST_BUNDLE, { sourcemap: true });
}
