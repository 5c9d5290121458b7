import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index.ts';
import type { RegisteredRoute } from '../../src/server/plugins/error-handler.ts';
import { seeded, shuffled } from '../../bench/lib/stats.ts';
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

/**
 * A small seeded generator (mulberry32, the benches' `seeded`): the run's choices of which field gets which bad value are drawn from it, so
 * a failure names its seed and `FUZZ_SEED=<seed>` replays the run. The suite runs one fixed seed, so that a run is the
 * same run on every machine (CI decides what lands: a failure must be the change's, not the draw's);
 * `FUZZ_SEED=random` draws a fresh one, to let every field meet every value over many runs.
 */
const FIXED_SEED = 20261127;
const SEED =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 32)
    : Number(process.env.FUZZ_SEED ?? FIXED_SEED);
function generator(seed: number) {
  const next = seeded(seed);
  return { next, shuffled: <T>(items: readonly T[]) => shuffled(items, next) };
}
type Random = ReturnType<typeof generator>;

/** The values that go to a field one at a time. */
const VALUES: unknown[] = [...NASTY, ...WRONG_TYPES];
/** What every field gets, whatever the draw: a field without its own check turns these into a 5xx. */
const EVERY_FIELD: unknown[] = [NASTY[0], NASTY[6], WRONG_TYPES[0], WRONG_TYPES[8]];

/**
 * The bodies a route gets: wrong shapes, pollution keys, and each field of its schema set to bad values, one field
 * and one value per body. Every field gets the pollution key and the values of EVERY_FIELD (a NUL, an oversized
 * text, null, an operator object: what a field without its own check would pass on to the database), and each
 * other value goes to one field drawn for it: every value reaches every route. (Every field with every value was 21
 * bodies a field, nearly all of them refused by the same schema check.)
 */
function jsonBodies(route: RegisteredRoute, random: Random): string[] {
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
  const fields = route.bodyFields;
  if (!fields.length) return bodies;
  const pairs = new Map<string, unknown[]>(fields.map((f) => [f, [...EVERY_FIELD]]));
  const order = random.shuffled(fields);
  random
    .shuffled(VALUES.filter((v) => !EVERY_FIELD.includes(v)))
    .forEach((value, i) => pairs.get(order[i % order.length]!)!.push(value));
  for (const [field, values] of pairs) {
    for (const value of values) bodies.push(JSON.stringify({ [field]: value }));
    bodies.push(`{"${field}":{"__proto__":{"polluted":true}}}`);
  }
  bodies.push(JSON.stringify(Object.fromEntries(fields.map((f) => [f, '\u0000']))));
  bodies.push(JSON.stringify(Object.fromEntries(fields.map((f) => [f, 'x'.repeat(50_000)]))));
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

/**
 * The addresses a route gets, each sent once, half of them with the admin's token and half without, drawn: every
 * query (or every path value with each of two queries) reaches the route, and the route is asked both signed in and
 * not. (Each address was sent both ways: a route behind the sign-in refuses every address alike without the token.)
 */
function urls(route: RegisteredRoute, random: Random): { url: string; signedIn: boolean }[] {
  const params = route.url.match(/:\w+/g) ?? [];
  const flip = random.next() < 0.5;
  if (!params.length) return QUERIES.map((q, i) => ({ url: route.url + q, signedIn: (i % 2 === 0) !== flip }));
  // Each path value with both queries, once signed in and once not.
  return PARAMS.flatMap((value, i) => {
    const first = (i % 2 === 0) !== flip;
    return [
      { url: route.url.replace(/:\w+/g, value) + QUERIES[0], signedIn: first },
      { url: route.url.replace(/:\w+/g, value) + QUERIES[1], signedIn: !first },
    ];
  });
}

/** A route's own seed: its draws do not change when routes are added before it. */
function routeSeed(route: RegisteredRoute): number {
  let hash = 0x811c9dc5 ^ SEED;
  for (const char of `${route.method} ${route.url}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

/** Requests in flight at once. */
const BATCH = 16;

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
      const random = generator(routeSeed(route));
      const authorization = await token();
      const requests: InjectOptions[] = [];
      for (const { url, signedIn } of urls(route, random)) {
        requests.push({ method: route.method, url, headers: { ...t.xsrf, ...(signedIn && { authorization }) } });
      }
      const base = route.url.replace(/:\w+/g, '1');
      if (!['GET', 'DELETE'].includes(route.method)) {
        for (const body of jsonBodies(route, random)) {
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
      // A route's requests a batch at a time: the app is in-process, and one request's database wait is another's turn.
      for (let i = 0; i < requests.length; i += BATCH) {
        const batch = requests.slice(i, i + BATCH);
        const answers = await Promise.all(batch.map((request) => t.app.inject(request)));
        answers.forEach((res, j) => {
          const request = batch[j]!;
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
        });
        if (({} as Record<string, unknown>).polluted !== undefined) {
          failures.push(
            `POLLUTED by one of ${batch.map((r) => `${r.method as string} ${r.url as string}`).join(', ')}`,
          );
          delete (Object.prototype as Record<string, unknown>).polluted;
        }
      }
    }
    expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
    // The bodies reached the validators (the token worked), and the wrong content types were refused as such.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(sent / 3);
    expect(statuses.get(415) ?? 0).toBeGreaterThan(10);
    console.log(
      `fuzzed ${routes.length} routes with ${sent} requests (FUZZ_SEED=${SEED}):`,
      Object.fromEntries(statuses),
    );
  }, 600_000);
});
