import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type App } from '../../src/server/app.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { TEST_SECRET, xsrfHeaders, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A JWT made by hand: any header, any payload, signed with HMAC-SHA256 (or another hash) under any key. */
export function forgeToken(
  payload: Record<string, unknown>,
  options: { key?: string; header?: Record<string, unknown>; hash?: 'sha256' | 'sha384' | 'sha512' } = {},
): string {
  const header = options.header ?? { alg: 'HS256', typ: 'JWT' };
  const data = `${b64(header)}.${b64(payload)}`;
  const signature = createHmac(options.hash ?? 'sha256', options.key ?? TEST_SECRET)
    .update(data)
    .digest('base64url');
  return `${data}.${signature}`;
}

export const nowS = () => Math.floor(Date.now() / 1000);

/** Adds a user straight into the database and answers its id. */
export async function createUser(
  t: Pick<TestApp, 'app'>,
  role: 'ADMIN' | 'MANAGER',
  password = 'a-good-password',
): Promise<{ id: number; userName: string; password: string }> {
  const userName = `${role.toLowerCase()}-${randomBytes(4).toString('hex')}`;
  const [row] = await t.app.db
    .insert(users)
    .values({ userName, passwordHash: await hashPassword(password), role })
    .returning({ id: users.id });
  return { id: row!.id, userName, password };
}

export interface ProbeApp {
  app: App;
  database: DatabaseHandle & { dataDir: string };
  xsrf: Record<string, string>;
  close(): Promise<void>;
}

/**
 * The real app, like createTestApp, with extra routes registered before it is ready (so that the plugins' onRoute
 * hooks see them): probes for behaviour that every route of a kind shares.
 */
export async function createProbeApp(
  env: Record<string, string>,
  extra: (app: FastifyInstance) => Promise<void> | void,
  database?: DatabaseHandle & { dataDir: string },
  options: { demo?: boolean } = {},
): Promise<ProbeApp> {
  const db = database ?? (await createTestDatabase(options));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: db.dataDir,
    JWT_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RETENTION_CRON: 'off',
    FOLLOW_UP_MAIL_CRON: 'off',
    CV_TEXT_POLL_SECONDS: '0',
    ...env,
  });
  const app = await buildApp({ config, database: db, closeDatabase: false, logger: false });
  await app.register(async (child) => extra(child));
  await app.ready();
  return {
    app,
    database: db,
    xsrf: await xsrfHeaders(app),
    close: async () => {
      await app.close();
      if (!database) await db.close();
    },
  };
}

/** A small valid PDF whose bytes carry `marker`, so that each upload is distinct. */
export function pdfBytes(marker = randomBytes(8).toString('hex'), padTo = 0): Buffer {
  const body = `%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% ${marker}\n`;
  const trailer = 'trailer\n<< /Root 1 0 R >>\n%%EOF\n';
  const pad = Math.max(0, padTo - body.length - trailer.length);
  return Buffer.concat([Buffer.from(body), Buffer.alloc(pad, 0x20), Buffer.from(trailer)]);
}

export { multipart } from '../helpers/multipart.ts';
