import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { HttpClient } from './http-client.ts';
import { adminQuery, startServer, type ServerProcess } from './server-process.ts';

const SERVER = 'postgres://postgres@127.0.0.1:5432';
const name = `hireframe_test_mail_${randomBytes(5).toString('hex')}`;
const reachable = await adminQuery(`${SERVER}/postgres`, 'select 1').then(
  () => true,
  () => false,
);
const servers: ServerProcess[] = [];
let sink: SmtpSink | undefined;
let dataDir = '';
beforeAll(async () => {
  if (!reachable) return;
  await adminQuery(`${SERVER}/postgres`, `CREATE DATABASE "${name}"`);
  dataDir = mkdtempSync(join(tmpdir(), 'sec-mail-two-'));
});
afterAll(async () => {
  for (const s of servers) await s.stop('SIGKILL');
  await sink?.close();
  if (!reachable) return;
  await adminQuery(`${SERVER}/postgres`, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!reachable)('two app processes on one PostgreSQL', () => {
  // Two server processes start (migrations, demo seed) before anything is sent: on a loaded machine that alone took
  // most of two minutes.
  it('send each mail once', async () => {
    sink = await startSmtpSink();
    const data = { env: { DATA_DIR: dataDir, DATABASE_URL: `${SERVER}/${name}` }, dataDir, remove: async () => {} };
    const env = { SMTP_URL: sink.url, MAIL_POLL_SECONDS: '0.5', MAIL_RETRY_DELAY_SECONDS: '1' };
    servers.push(await startServer(data, env));
    servers.push(await startServer(data, env));
    const clients = await Promise.all(servers.map((s) => new HttpClient(s.baseURL).init()));
    const COUNT = 20;
    for (let i = 0; i < COUNT; i++) {
      const res = await fetch(`${clients[i % 2]!.baseURL}/public/api/contact?lang=en`, {
        method: 'POST',
        headers: {
          ...(clients[i % 2] as unknown as { xsrf: Record<string, string> }).xsrf,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          firstName: 'Two',
          lastName: `Process ${i}`,
          email: `two.${i}@example.com`,
          phone: '+32470123456',
          message: 'Hello',
          website: '',
        }),
      });
      expect(res.status).toBe(201);
    }
    const all = Array.from({ length: COUNT }, (_, i) => `two.${i}@example.com`);
    await sink.waitFor(() => all.every((a) => sink!.to(a).length >= 1), 120_000);
    await new Promise((r) => setTimeout(r, 3000));
    for (const a of all) expect(sink.to(a), a).toHaveLength(1);
  }, 300_000);
});
