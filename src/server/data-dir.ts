import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Only the account the product runs as may read or write its data folder (issue 26, item 4). */
const PRIVATE_DIR_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;

/**
 * Makes `dir` (DATA_DIR) private: created 0700 when missing, and every folder in it 0700 and every file 0600,
 * whatever an older version or another tool left (PGlite writes its files 0666, whatever the umask). Symbolic
 * links are left as they are (their target is not ours to change). Run at start, before the database opens, and
 * again once it has been migrated (the files the migrations made).
 */
export function secureDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  secure(dir, true);
}

function secure(path: string, isDir: boolean): void {
  const wanted = isDir ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
  if ((lstatSync(path).mode & 0o777) !== wanted) chmodSync(path, wanted);
  if (!isDir) return;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory()) secure(join(path, entry.name), true);
    else if (entry.isFile()) secure(join(path, entry.name), false);
  }
}

/** Whether the embedded database will live in `dataDir` (no DATABASE_URL) or the folder already exists. */
export const dataDirInUse = (dataDir: string, databaseUrl: string | undefined) => !databaseUrl || existsSync(dataDir);
