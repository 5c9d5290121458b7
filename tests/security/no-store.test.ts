import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index.ts';
import { ADMIN, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from './helpers.ts';

/** The /api/* routes anyone may call (as in src/server/routes/admin/route-guard.test.ts); every other one takes a token. */
const PUBLIC = [
  /^\/api\/health$/,
  /^\/api\/token$/,
  /^\/api\/getUser$/,
  /^\/api\/forClients\/:id$/,
  /^\/api\/public\//,
  /^\/api\/docs/,
];

/** A concrete URL: ids that name nothing (a 404 is an answer behind a token too, and changes nothing). */
const concrete = (url: string) =>
  url.replace(/:id/g, url.startsWith('/api/files') ? '3f0c5a8e-6b1d-4c55-9a7e-1f2b3c4d5e6f' : '999999');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LEGACY_CONTRACT: 'true' });
});
afterAll(() => t.close());

const noStore = (res: LightMyRequestResponse) =>
  [res.headers['cache-control'] ?? '']
    .flat()
    .join(',')
    .split(',')
    .map((d) => d.trim())
    .includes('no-store');

describe('every answer behind a token', () => {
  it('carries Cache-Control: no-store, on every route that takes one, whatever its status', async () => {
    const routes = t.app.routeList.filter(
      (r) => r.method !== 'HEAD' && r.url.startsWith('/api/') && !PUBLIC.some((p) => p.test(r.url)),
    );
    const names = routes.map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/users',
        'PUT /api/user/resetpassword/:id',
        'GET /api/audit-log',
        'GET /api/outbox',
        'GET /api/me',
        'GET /api/files/:id',
      ]),
    );
    expect(routes.length).toBeGreaterThan(45);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const r of routes) {
      // A fresh session for each call: POST /api/logout ends the one it is sent with. Signed as POST /api/token
      // signs it, without a password check (an argon2 hash) for each of the ~250 routes.
      const [admin] = await t.app.db.select().from(users).where(eq(users.userName, ADMIN.username));
      const authorization = t.app.signToken(admin!);
      for (const headers of [{ authorization }, {}]) {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: concrete(r.url),
          headers: { ...t.xsrf, ...headers },
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (!noStore(res))
          failures.push(`${r.method} ${r.url} (${res.statusCode}): ${String(res.headers['cache-control'])}`);
      }
    }
    expect(failures).toEqual([]);
    // The token worked: most answers are not refusals.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(10);
  });

  it('on the answers that matter most: the user list and a reset password', async () => {
    const authorization = await t.login();
    const user = await createUser(t, 'MANAGER');
    const list = await t.app.inject({ method: 'GET', url: '/api/users', headers: { authorization } });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/user/resetpassword/${user.id}`,
      headers: { ...t.xsrf, authorization },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.headers['cache-control']).toBe('no-store');
  });
});
