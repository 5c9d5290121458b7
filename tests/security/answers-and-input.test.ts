import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, createTestApp, xsrfHeaders, type TestApp } from '../helpers/test-app.ts';
import { pdfBytes } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LEGACY_CONTRACT: 'true' });
});
afterAll(() => t.close());

describe('answers that carry a token', () => {
  it('are never stored by a cache: POST and legacy GET /api/token, PUT /api/changePassword', async () => {
    const { username, password } = ADMIN;
    const token = await t.app.inject({ method: 'POST', url: '/api/token', headers: t.xsrf, payload: ADMIN });
    const legacy = await t.app.inject({ method: 'GET', url: `/api/token?username=${username}&password=${password}` });
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/changePassword',
      headers: { ...t.xsrf, authorization: token.body },
      payload: { userName: username, oldPassword: password, newPassword: password, confirmPassword: password },
    });
    for (const res of [token, legacy, changed]) {
      expect(res.statusCode).toBe(200);
      expect(res.body.split('.')).toHaveLength(3);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const refused = await t.app.inject({ method: 'POST', url: '/api/token', headers: t.xsrf, payload: {} });
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('the admin search `q`', () => {
  it.each(['%00', '%01', 'a%1Bb', '%7F'])('refuses the control character in %s before the database', async (q) => {
    const authorization = await t.login();
    for (const url of [`/api/job-applications?q=${q}`, `/api/jobs?q=${q}`, `/api/audit-log?q=${q}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization } });
      expect(res.statusCode, url).toBe(400);
      // Named by the schema: the database's own refusal (error-handler.ts) names no field.
      expect(res.json(), url).toMatchObject({ error: { fields: { q: 'validation.invalidText' } } });
    }
  });
});

describe('a client that aborts an upload', () => {
  it('is logged at info, not as a server error', async () => {
    const logs: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(JSON.parse(String(chunk)) as { level: number; msg: string });
        done();
      },
    });
    const { app, database } = await buildTestApp({}, { logger: { level: 'info', stream } });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const xsrf = await xsrfHeaders(app);
      const { port } = app.server.address() as { port: number };
      await abortedUpload(port, xsrf);
      await expect.poll(() => logs.some((l) => l.msg === 'client aborted the request'), { timeout: 5000 }).toBe(true);
      expect(logs.filter((l) => l.level >= 50)).toEqual([]);
      expect(logs.find((l) => l.msg === 'client aborted the request')!.level).toBe(30);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

/** Sends half of a CV upload on a raw socket, then closes it, as a browser does when the visitor cancels. */
function abortedUpload(port: number, xsrf: Record<string, string>): Promise<void> {
  const boundary = 'hireframe-abort';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="application"\r\n\r\n{"firstName":"Jan"}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    pdfBytes('aborted', 200_000),
  ]);
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /public/api/job/1/apply HTTP/1.1\r\nHost: localhost\r\n' +
          `Cookie: ${xsrf.cookie}\r\nX-XSRF-TOKEN: ${xsrf['x-xsrf-token']}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length * 2}\r\n\r\n`,
      );
      socket.write(body.subarray(0, 100_000), () => setTimeout(() => (socket.destroy(), resolve()), 200));
    });
    socket.on('error', reject);
  });
}
