import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index.ts';
import type { RegisteredRoute } from '../../src/server/plugins/error-handler.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, multipart, pdfBytes } from './helpers.ts';

let t: TestApp;
let fuzzer: { id: number };
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_FORM_RATE_LIMIT: '0', LEGACY_CONTRACT: 'true' });
  fuzzer = await createUser(t, 'ADMIN');
});
afterAll(() => t.close());

/** A fresh token of the fuzzing admin, re-enabled: a route may have ended its session (logout, disable). */
async function token(): Promise<string> {
  const [user] = await t.app.db
    .update(users)
    .set({ enabled: true, role: 'ADMIN' })
    .where(eq(users.id, fuzzer.id))
    .returning();
  return t.app.signToken(user!);
}

const NASTY = [
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\ud800',
  'x\udfffy',
  '\u202e\u2066',
  'x'.repeat(100_000),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../../etc/passwd',
];
const WRONG_TYPES: unknown[] = [null, 0, -1, 1e308, true, [], [1, 2], {}, { $ne: null }, ['x'.repeat(1000)]];

/** The bodies every route gets: wrong shapes, pollution keys, and each field of its schema set to bad values. */
function jsonBodies(route: RegisteredRoute): string[] {
  const bodies = [
    'null',
    '[]',
    '"text"',
    '123',
    '{}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}',
    JSON.stringify(Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]))),
  ];
  for (const field of route.bodyFields) {
    for (const value of [...NASTY, ...WRONG_TYPES]) bodies.push(JSON.stringify({ [field]: value }));
    bodies.push(`{"${field}":{"__proto__":{"polluted":true}}}`);
  }
  if (route.bodyFields.length) {
    bodies.push(JSON.stringify(Object.fromEntries(route.bodyFields.map((f) => [f, '\u0000']))));
    bodies.push(JSON.stringify(Object.fromEntries(route.bodyFields.map((f) => [f, 'x'.repeat(50_000)]))));
  }
  return bodies;
}

/** Raw requests with the wrong content type or broken bytes. */
function rawBodies(): { type: string; body: Buffer | string }[] {
  const garbage = multipart([{ name: 'x', value: 'y' }]);
  const parts = ['application', 'profile', 'contact', 'file', 'cv', 'fileCv'];
  return [
    { type: 'text/plain', body: 'hello' },
    {
      type: 'application/xml',
      body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    },
    { type: 'application/x-www-form-urlencoded', body: 'a=1&__proto__[polluted]=1' },
    { type: 'application/json', body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
    { type: 'application/json', body: '{"a":1,}' },
    { type: 'application/json; charset=utf-16', body: '{}' },
    { type: 'multipart/form-data', body: 'no boundary' },
    { type: 'multipart/form-data; boundary=zzz', body: '--zzz\r\nbroken' },
    { type: garbage.contentType, body: garbage.body },
    ...parts.map((name) => {
      const form = multipart([
        { name, value: '{"__proto__":{"polluted":true},"firstName":"\\u0000"}' },
        { name: 'file', data: Buffer.from('<html>'), fileName: 'x.pdf' },
        { name: 'cv', data: pdfBytes(), fileName: '\u0000.pdf' },
      ]);
      return { type: form.contentType, body: form.body };
    }),
    ...parts.map((name) => {
      const form = multipart([{ name, value: '[' + '"x",'.repeat(10) + '"y"]' }]);
      return { type: form.contentType, body: form.body };
    }),
  ];
}

const PARAMS = ['1', '0', '-1', 'abc', '1.5', '99999999999999999999', '%00', '__proto__', 'null', '%E2%80%AE'];
const QUERIES = [
  '',
  '?page=-1&size=1000000',
  '?page=abc&size=1e9',
  '?q=%00&keyword=%00&sort=%00',
  '?keyword=' + 'x'.repeat(5000),
  '?sort=1;drop%20table%20users&process=__proto__',
  '?__proto__[polluted]=1&constructor[prototype][polluted]=1',
  '?keyword=a&keyword=b&page=1&page=2',
  '?from=2024-13-45&to=yesterday',
  '?keyword=%27%20or%201%3D1--&keyword2=%F0%9F%98%80',
];

function urls(route: RegisteredRoute): string[] {
  const params = route.url.match(/:\w+/g) ?? [];
  if (!params.length) return QUERIES.map((q) => route.url + q);
  return PARAMS.flatMap((value) => [
    route.url.replace(/:\w+/g, value) + QUERIES[0],
    route.url.replace(/:\w+/g, value) + QUERIES[1],
  ]);
}

const SKIP = (r: RegisteredRoute) => r.method === 'HEAD' || r.method === 'OPTIONS' || r.url.includes('*');

/**
 * The routes to fuzz. The client build's files (`/assets/<name>.<hash>.js`, their maps and compressed copies: some
 * 450 routes) are all served by the one @fastify/static handler, so one file of each kind stands for them: fuzzing
 * each of them took half of this file's time and reached no other code.
 */
function fuzzedRoutes(): RegisteredRoute[] {
  const kinds = new Set<string>();
  return t.app.routeList.filter((route) => {
    if (SKIP(route)) return false;
    const built = /^\/assets\/[^/:]+?(\.[a-z0-9.]+)$/.exec(route.url);
    if (!built) return true;
    const kind = `${route.method} ${built[1]}`;
    if (kinds.has(kind)) return false;
    kinds.add(kind);
    return true;
  });
}

describe('every registered route, sent bad input', () => {
  it('lists the routes it fuzzes', () => {
    const routes = fuzzedRoutes();
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((r) => r.url.startsWith('/assets/')).length).toBeLessThan(20);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/token');
  });

  it('answers 4xx (or 2xx), never 5xx, always in the error shape, and pollutes nothing', async () => {
    const failures: string[] = [];
    let sent = 0;
    const statuses = new Map<number, number>();
    const routes = fuzzedRoutes();
    for (const route of routes) {
      const authorization = await token();
      const requests: InjectOptions[] = [];
      for (const url of urls(route)) {
        for (const auth of [{}, { authorization }]) {
          const headers = { ...t.xsrf, ...auth };
          if (route.method === 'GET' || route.method === 'DELETE') {
            requests.push({ method: route.method, url, headers });
            continue;
          }
          requests.push({ method: route.method, url, headers });
        }
      }
      const base = route.url.replace(/:\w+/g, '1');
      if (!['GET', 'DELETE'].includes(route.method)) {
        for (const body of jsonBodies(route)) {
          requests.push({
            method: route.method,
            url: base,
            headers: { ...t.xsrf, authorization, 'content-type': 'application/json' },
            payload: body,
          });
        }
        for (const raw of rawBodies()) {
          requests.push({
            method: route.method,
            url: base,
            headers: { ...t.xsrf, authorization, 'content-type': raw.type },
            payload: raw.body,
          });
        }
      }
      for (const request of requests) {
        const res = await t.app.inject(request);
        sent++;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const payload = typeof request.payload === 'string' ? request.payload : '';
        const type = (request.headers as Record<string, string>)['content-type'] ?? '';
        const where = `${request.method as string} ${(request.url as string).slice(0, 120)} [${type.slice(0, 40)}] ${payload.slice(0, 60)}`;
        if (res.statusCode >= 500) failures.push(`${res.statusCode} ${where} -> ${res.body.slice(0, 200)}`);
        else if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
          const body = res.json<{ error?: { code?: unknown; message?: unknown } }>();
          if (typeof body.error?.code !== 'string' || typeof body.error.message !== 'string')
            failures.push(`shape ${res.statusCode} ${where} -> ${res.body.slice(0, 200)}`);
        }
        if (({} as Record<string, unknown>).polluted !== undefined) failures.push(`POLLUTED by ${where}`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
    // The bodies reached the validators (the token worked), and the wrong content types were refused as such.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(sent / 3);
    expect(statuses.get(415) ?? 0).toBeGreaterThan(10);
    console.log(`fuzzed ${routes.length} routes with ${sent} requests:`, Object.fromEntries(statuses));
  }, 600_000);
});
