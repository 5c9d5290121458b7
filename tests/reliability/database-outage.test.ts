import { createServer, connect, type Server, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openPostgres, type DatabaseHandle } from '../../src/server/db/client.ts';
import { TEST_SECRET } from '../helpers/test-app.ts';
import { serverData, type ServerData } from './server-process.ts';

/** A TCP proxy in front of PostgreSQL that can be cut (every connection dropped, port closed) and restored. */
class CuttableProxy {
  private server: Server | undefined;
  private sockets = new Set<Socket>();
  constructor(
    private readonly target: { host: string; port: number },
    readonly port = 0,
  ) {}

  async open(): Promise<number> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    const address = this.server.address();
    (this as { port: number }).port = typeof address === 'object' && address ? address.port : 0;
    return this.port;
  }

  async cut(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server?.close(() => resolve()));
    for (const s of this.sockets) s.destroy();
    await closed;
  }
}

const postgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!postgres)('PostgreSQL going away (DATABASE_URL runs only)', () => {
  let data: ServerData;
  let proxy: CuttableProxy;
  let handle: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    data = await serverData();
    const url = new URL(data.databaseUrl!);
    proxy = new CuttableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.port = String(await proxy.open());
    url.hostname = '127.0.0.1';
    handle = openPostgres(url.toString());
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: data.dataDir,
      DATABASE_URL: url.toString(),
      JWT_SECRET: TEST_SECRET,
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({ config, database: handle, closeDatabase: false, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await proxy?.cut().catch(() => undefined);
    await data?.remove();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('answers 503 with a clear message while it is gone, and recovers when it is back', async () => {
    expect((await get('/public/api/jobs')).statusCode).toBe(200);
    expect((await get('/api/health')).statusCode).toBe(200);

    await proxy.cut();
    // The cached public answers (plugins/public-cache.ts) stop being served once the app sees its LISTEN
    // connection go, an event that comes a moment after the cut.
    await sleep(200);
    for (const url of ['/public/api/jobs', '/api/health', '/public/api/jobs?keyword=java']) {
      const started = performance.now();
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(503);
      const { error } = res.json<{ error: { code: string; message: string } }>();
      expect(error.code).toBe('UNAVAILABLE');
      expect(error.message).toMatch(/temporarily unavailable|does not answer/i);
      expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres/i);
      expect(performance.now() - started).toBeLessThan(6_000);
    }

    await proxy.open();
    // The pool replaces its dropped connections on the next queries.
    let status = 0;
    for (let i = 0; i < 20 && status !== 200; i++) {
      status = (await get('/public/api/jobs')).statusCode;
      if (status !== 200) await sleep(250);
    }
    expect(status).toBe(200);
    expect((await get('/api/health')).statusCode).toBe(200);
  }, 60_000);
});
