import { buildApp, type App } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed/demo.ts';
import { ensureAdmin } from './db/seed/ensure-admin.ts';

/** Opens and migrates the database, creates the first admin and demo content when asked, and builds the app. */
export async function startApp(config: Config): Promise<{ app: App; createdAdmin: boolean }> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const createdAdmin = await ensureAdmin(database.db, config.adminUserName, config.adminPassword);
    if (config.seedDemo) await seedDemo(database.db);
    const app = await buildApp({ config, database });
    return { app, createdAdmin };
  } catch (err) {
    await database.close();
    throw err;
  }
}
