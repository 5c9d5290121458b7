import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { MAX_UPLOAD_BYTES } from '../../src/shared/constants.ts';
import { ADMIN, buildTestApp, xsrfHeaders } from '../helpers/test-app.ts';

// Small values, so that the test is quick (the defaults are checked on their own below). The idle timeout also
// runs while a handler works without sending: 1 s leaves the login's password hash room on a loaded machine.
const IDLE_MS = 1000;
const REQUEST_MS = 5000;

let app: Awaited<ReturnType<typeof buildTestApp>>['app'];
let close: () => Promise<void>;
let port = 0;
let xsrf: Record<string, string>;
beforeAll(async () => {
  const built = await buildTestApp({ IDLE_TIMEOUT_MS: String(IDLE_MS), REQUEST_TIMEOUT_MS: String(REQUEST_MS) });
  app = built.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
  xsrf = await xsrfHeaders(app);
  close = async () => {
    await app.close();
    await built.database.close();
  };
});
afterAll(() => close?.());

/** A raw connection, so that the body can be sent as slowly as a test needs; answers what came back and when. */
function open(): { socket: Socket; ended: Promise<{ ms: number; answer: string }> } {
  const started = performance.now();
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  const ended = new Promise<{ ms: number; answer: string }>((resolve) =>
    socket.on('close', () => resolve({ ms: performance.now() - started, answer })),
  );
  return { socket, ended };
}

function head(length: number, { withXsrf = true, connection = 'close' } = {}): string {
  const token = withXsrf ? `Cookie: ${xsrf.cookie}\r\nX-XSRF-TOKEN: ${xsrf['x-xsrf-token']}\r\n` : '';
  return (
    `POST /api/token HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n` +
    `${token}Connection: ${connection}\r\n\r\n`
  );
}

const connections = () => new Promise<number>((resolve) => app.server.getConnections((_e, n) => resolve(n)));

describe('connection and request timeouts', () => {
  it('cut a connection whose request body stalls, within the idle timeout', async () => {
    const stalled = Array.from({ length: 20 }, () => open());
    for (const { socket } of stalled) socket.write(head(100) + '{"username":');
    const ends = await Promise.all(stalled.map((s) => s.ended));
    for (const { ms } of ends) {
      expect(ms).toBeGreaterThanOrEqual(IDLE_MS - 50);
      expect(ms).toBeLessThan(IDLE_MS + 2000);
    }
    expect(await connections()).toBe(0);
  });

  // Issue 26, item 11: answered at once (403, no XSRF header), the stalled body was then held for the keep-alive
  // timeout (72 s) instead of the idle timeout.
  it.each(['close', 'keep-alive'])(
    'cut a stalled body within the idle timeout after the server has answered (Connection: %s)',
    async (connection) => {
      const stalled = Array.from({ length: 5 }, () => open());
      for (const { socket } of stalled) socket.write(head(100, { withXsrf: false, connection }) + '{"username":');
      const ends = await Promise.all(stalled.map((s) => s.ended));
      for (const { ms, answer } of ends) {
        expect(answer).toMatch(/^HTTP\/1\.1 403/);
        expect(ms).toBeLessThan(IDLE_MS + 2000);
      }
      expect(await connections()).toBe(0);
    },
    20_000,
  );

  it('bound the total time of a request whose body trickles in without ever being idle', async () => {
    const { socket, ended } = open();
    socket.write(head(10_000));
    const trickle = setInterval(() => socket.writable && socket.write('x'), IDLE_MS / 4);
    try {
      const { ms, answer } = await ended;
      expect(ms).toBeGreaterThanOrEqual(REQUEST_MS - 100);
      expect(ms).toBeLessThan(REQUEST_MS + 2500);
      // Node answers 408 when it can still write to the client.
      if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      clearInterval(trickle);
    }
  });

  it('let a slow upload that keeps sending finish, though it takes many idle timeouts', async () => {
    const body = Buffer.from(JSON.stringify({ ...ADMIN, padding: 'p'.repeat(40_000) }));
    const { socket, ended } = open();
    socket.write(head(body.length));
    const chunks = 8;
    const size = Math.ceil(body.length / chunks);
    for (let i = 0; i < chunks; i++) {
      await sleep(IDLE_MS * 0.4);
      socket.write(body.subarray(i * size, (i + 1) * size));
    }
    const { ms, answer } = await ended;
    expect(ms).toBeGreaterThan(IDLE_MS * 3);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer.split('\r\n\r\n')[1]!.split('.')).toHaveLength(3);
  });
});

describe('the default timeouts', () => {
  it('cut an idle connection within 30 s, and leave a 10 MB upload at 256 kbit/s room to finish', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/hireframe-config-test', JWT_SECRET: 'x'.repeat(32) });
    expect(config.idleTimeoutMs).toBeLessThanOrEqual(30_000);
    expect(config.requestTimeoutMs).toBeGreaterThan(((MAX_UPLOAD_BYTES * 8) / 256_000) * 1000);
  });

  it('cannot be turned off', () => {
    const env = { DATA_DIR: '/tmp/hireframe-config-test', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ ...env, IDLE_TIMEOUT_MS: '0' })).toThrow(/^IDLE_TIMEOUT_MS must be a number/);
    expect(() => loadConfig({ ...env, REQUEST_TIMEOUT_MS: '0' })).toThrow(/^REQUEST_TIMEOUT_MS must be a number/);
    expect(() => loadConfig({ ...env, IDLE_TIMEOUT_MS: '9000', REQUEST_TIMEOUT_MS: '5000' })).toThrow(
      /IDLE_TIMEOUT_MS/,
    );
  });
});
