import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppOptions } from '../../src/server/app.ts';
import { DEMO_ADMIN_PASSWORD, loadConfig, type Config } from '../../src/server/config.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import type { Clock } from '../../src/server/time/clock.ts';
import { createTestDatabase } from './test-database.ts';

export const ADMIN = { username: 'admin', password: DEMO_ADMIN_PASSWORD };
export const TEST_SECRET = 'test-secret-that-is-at-least-32-bytes-long!';

export interface TestApp {
  app: App;
  database: DatabaseHandle & { dataDir: string };
  config: Config;
  /** Headers that pass the XSRF check (cookie pair + header), as the browser client sends them. */
  xsrf: Record<string, string>;
  /** Logs in and answers the token. */
  login(username?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** What a test may change besides the environment: the clock (the system clock by default), the logger (none). */
export interface TestAppOptions {
  clock?: Clock;
  logger?: AppOptions['logger'];
  /** A database to share with other apps (several app processes on one database); a fresh copy by default. */
  database?: DatabaseHandle & { dataDir: string };
  /** A fresh database with the demo seed (tests/helpers/test-database.ts); without by default. */
  demo?: boolean;
}

/** The real app, built on a fresh test database (without the demo unless `options.demo`), with test configuration plus `env`. */
export async function buildTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const database = options.database ?? (await createTestDatabase({ demo: options.demo }));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    JWT_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // The retention job runs only in the tests about it: at start it would anonymise other tests' old records.
    RETENTION_CRON: 'off',
    // Likewise the follow-ups' morning mail: only its own tests schedule it.
    FOLLOW_UP_MAIL_CRON: 'off',
    JOB_ALERT_CRON: 'off',
    // The CV text extraction too (it would start the queue in every test): on in the tests about it.
    CV_TEXT_POLL_SECONDS: '0',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    closeDatabase: false,
    logger: options.logger ?? false,
    clock: options.clock,
  });
  return { app, database, config };
}

/** The real app, in-process, on a fresh test database (without the demo unless `options.demo`). */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const { app, database, config } = await buildTestApp(env, options);
  await app.ready();
  const xsrf = await xsrfHeaders(app);
  const login = (username = ADMIN.username, password = ADMIN.password) => tokenFor(app, username, password, xsrf);
  return {
    app,
    database,
    config,
    xsrf,
    login,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Logs `username` in through the API (POST /api/token, as the login page does) and answers the session's token. */
export async function tokenFor(
  app: App,
  username = ADMIN.username,
  password = ADMIN.password,
  xsrf?: Record<string, string>,
): Promise<string> {
  const headers = xsrf ?? (await xsrfHeaders(app));
  const res = await app.inject({ method: 'POST', url: '/api/token', headers, payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.body;
}

/** Reads the XSRF cookies a first GET sets, and answers the headers a later unsafe request needs. */
export async function xsrfHeaders(app: App): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  const cookies = res.cookies as { name: string; value: string }[];
  const token = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!token) throw new Error('no XSRF-TOKEN cookie');
  return {
    cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    'x-xsrf-token': token,
  };
}

export function json<T = unknown>(res: LightMyRequestResponse): T {
  return res.json<T>();
}
