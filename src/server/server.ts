import { ConfigError, DEMO_ADMIN_PASSWORD, loadConfig, type Config } from './config.ts';
import { startApp } from './start.ts';

/** Listens on PORT and closes gracefully (requests in flight finish) on SIGTERM or SIGINT. */
async function main(): Promise<void> {
  // What the process creates is its own alone (DATA_DIR, issue 26); PGlite's files are fixed by startApp.
  process.umask(0o077);
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const { app, createdAdmin } = await startApp(config);
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal} received, closing`);
      app.close().then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'close failed');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`\nHireframe is running at http://${shownHost}:${port}`);
  console.log(`Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`);
  if (createdAdmin || config.adminPassword === DEMO_ADMIN_PASSWORD) {
    const password = config.adminPassword === DEMO_ADMIN_PASSWORD ? DEMO_ADMIN_PASSWORD : '(ADMIN_PASSWORD)';
    console.log(`Admin login: ${config.adminUserName} / ${password}\n`);
  }
}

main().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  console.error(`Hireframe could not start: ${message}`);
  process.exit(1);
});
