import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's root: the nearest folder above this file with a package.json (works from src/ and dist/). */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = resolve(dir, '..');
    if (parent === dir) throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

export const ROOT = findRoot();
export const MIGRATIONS_DIR = join(ROOT, 'src/server/db/migrations');
/** The built client; HIREFRAME_CLIENT_DIR points tests at another build. */
export const CLIENT_DIR = process.env.HIREFRAME_CLIENT_DIR ?? join(ROOT, 'dist/client');
/** The server-rendering entry of the client (`vite build --ssr`); HIREFRAME_SSR_DIR points tests at another build. */
export const SSR_DIR = process.env.HIREFRAME_SSR_DIR ?? join(ROOT, 'dist/ssr');
export const I18N_DIR = join(ROOT, 'src/shared/i18n');
export const APP_CONFIG_FILE = join(ROOT, 'config/app_config.json');
