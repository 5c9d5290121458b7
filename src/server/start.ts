import { buildApp, type App } from './app.ts';
import type { Config } from './config.ts';
import { dataDirInUse, secureDataDir } from './data-dir.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './seed/demo.ts';
import { ensureAdmin } from './seed/ensure-admin.ts';

/** Opens and migrates the database, creates the first admin and demo content when asked, and builds the app. */
export async function startApp(config: Config): Promise<{ app: App; createdAdmin: boolean }> {
  // DATA_DIR is private (0700, its files 0600), fixed at each start on a folder an older version left open.
  const privateDataDir = dataDirInUse(config.dataDir, config.databaseUrl);
  if (privateDataDir) secureDataDir(config.dataDir);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    // The files PGlite wrote in opening and migrating (0666 whatever the umask); later ones are inside a 0700 folder.
    if (privateDataDir) secureDataDir(config.dataDir);
    const createdAdmin = await ensureAdmin(database.db, config.adminUserName, config.adminPassword);
    if (config.seedDemo) await seedDemo(database.db);
    const app = await buildApp({ config, database });
    return { app, createdAdmin };
  } catch (err) {
    await database.close();
    throw err;
  }
}
