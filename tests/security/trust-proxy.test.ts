import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { createProbeApp, type ProbeApp } from './helpers.ts';
import { probeRoutes } from './probe-routes.ts';

type Database = ProbeApp['database'];
let untrustedPeers = 0;
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/** A probe app (the probe forms, plus a route that answers what the app believes of the client) on `TRUST_PROXY`. */
async function proxied(trustProxy: string | undefined): Promise<ProbeApp> {
  const env: Record<string, string> = { PUBLIC_FORM_RATE_LIMIT: '1' };
  if (trustProxy !== undefined) env.TRUST_PROXY = trustProxy;
  return createProbeApp(
    env,
    async (app) => {
      await probeRoutes({ json: 0 })(app);
      app.get('/public/api/probe-client', async (request) => ({ ip: request.ip, protocol: request.protocol }));
    },
    database,
  );
}

const client = (p: ProbeApp, peer: string, forwardedFor: string) =>
  p.app.inject({
    method: 'GET',
    url: '/public/api/probe-client',
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' },
  });

const submit = (p: ProbeApp, peer: string, forwardedFor: string) =>
  p.app.inject({
    method: 'POST',
    url: '/public/api/probe-json',
    remoteAddress: peer,
    headers: { ...p.xsrf, 'x-forwarded-for': forwardedFor },
    payload: { name: 'Jane' },
  });

/**
 * Each documented form of TRUST_PROXY: the proxy's peer address, and the X-Forwarded-For it sends for two clients
 * (`{c}` stands for the client's address); the app must see the client, not the proxy.
 */
const FORMS: [name: string, value: string, peer: string, forwardedFor: string][] = [
  ['true', 'true', '10.1.0.1', '{c}'],
  ['a hop count of 1', '1', '10.1.0.2', '198.51.100.250, {c}'],
  ['a hop count of 2 (two proxies)', '2', '10.1.0.3', '198.51.100.250, {c}, 10.2.0.1'],
  ['an address', '10.1.0.4', '10.1.0.4', '198.51.100.250, {c}'],
  ['addresses and CIDRs, comma-separated', '10.1.0.99, 10.0.0.0/8 ,192.168.0.0/16', '10.1.0.5', '{c}, 192.168.7.7'],
  ['an IPv6 CIDR', 'fd00::/8', 'fd00::5', '{c}'],
  ['a range name', 'loopback', '127.0.0.1', '{c}'],
];

describe('TRUST_PROXY', () => {
  it.each(FORMS)(
    '%s: request.ip is the client, HSTS is sent, each client has its own rate-limit bucket',
    async (_name, value, peer, forwardedFor) => {
      const p = await proxied(value);
      try {
        const suffix = FORMS.findIndex((f) => f[1] === value) + 1;
        const [a, b] = [`203.0.113.${suffix}`, `203.0.113.${suffix + 100}`];
        const via = (c: string) => forwardedFor.replace('{c}', c);
        const seen = await client(p, peer, via(a));
        expect(seen.json()).toEqual({ ip: a, protocol: 'https' });
        expect(seen.headers['strict-transport-security']).toMatch(/max-age=\d+/);
        expect((await submit(p, peer, via(a))).statusCode).toBe(201);
        expect((await submit(p, peer, via(a))).statusCode).toBe(429);
        expect((await submit(p, peer, via(b))).statusCode).toBe(201);
      } finally {
        await p.close();
      }
    },
  );

  it.each([
    ['unset', undefined],
    ['false', 'false'],
    ['0 hops', '0'],
    ['addresses that are not the peer', '10.9.9.9, 192.168.0.0/16'],
  ])('%s: the forwarded headers of an untrusted peer are ignored', async (_name, value) => {
    const p = await proxied(value);
    try {
      const peer = `198.51.100.${++untrustedPeers}`; // a bucket of its own in the shared database
      const seen = await client(p, peer, '203.0.113.250');
      expect(seen.json()).toEqual({ ip: peer, protocol: 'http' });
      expect(seen.headers['strict-transport-security']).toBeUndefined();
      expect((await submit(p, peer, '203.0.113.251')).statusCode).toBe(201);
      expect((await submit(p, peer, '203.0.113.252')).statusCode).toBe(429);
    } finally {
      await p.close();
    }
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0', 'proxy.example.com', '10.0.0.1,', '-1'])(
    'stops the start with a clear message on %j',
    (value) => {
      const env = { DATA_DIR: '/tmp/hireframe-config-test', JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: value };
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/^TRUST_PROXY must be true, false, a hop count, or proxy addresses/);
    },
  );
});
