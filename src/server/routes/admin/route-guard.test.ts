import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { managerToken, staff } from '../../../../tests/helpers/admin.ts';
import { can } from '../../../shared/policy.ts';
import type { RoutePolicy } from '../../policies/route-policy.ts';

/** The /api/* routes anyone may call; every other /api/* route is an admin route. */
const PUBLIC = [
  /^\/api\/health$/,
  // The XSRF cookie pair a first change needs (issue 44 item 28), and "forgot my password" (issue 44 item 5).
  /^\/api\/xsrf-token$/,
  /^\/api\/password\/(forgot|reset)$/,
  /^\/api\/token$/,
  /^\/api\/getUser$/,
  /^\/api\/forClients\/:id$/,
  /^\/api\/public\//,
  /^\/api\/docs/,
];
/** Admin routes only an ADMIN may call (docs/product-decisions.md#2-roles). */
const ADMIN_ONLY_URLS = [
  /^\/api\/users?(\/|$)/,
  /^\/api\/audit-log$/,
  /^\/api\/postManager$/,
  /^\/api\/delete\/manager\//,
  /^\/api\/outbox(\/|$)/,
  /^\/api\/privacy\//,
  /^\/api\/site-content(\/|$)/,
  /^\/api\/settings\//,
  // The public site's job alerts (issue 44 item 15).
  /^\/api\/job-alerts(\/|$)/,
];
/** Lists every staff member reads, that only an ADMIN writes (the tags, the mail templates). */
const ADMIN_WRITES = [/^\/api\/tags(\/|$)/, /^\/api\/mail-templates(\/|$)/];
const ADMIN_ONLY = {
  some: (test: (p: RegExp) => boolean, method = 'GET') =>
    ADMIN_ONLY_URLS.some(test) || (method !== 'GET' && ADMIN_WRITES.some(test)),
};

interface Route {
  method: string;
  url: string;
  policy?: RoutePolicy;
}

/** A concrete URL for a route pattern: ids are made up (the guard answers before any lookup). */
const concrete = (url: string) =>
  url.replace(/:id/g, url.startsWith('/api/files') ? '3f0c5a8e-6b1d-4c55-9a7e-1f2b3c4d5e6f' : '1');

let t: TestApp;
let admin: Route[];
beforeAll(async () => {
  t = await createTestApp({ LEGACY_CONTRACT: 'true' });
  // Every route as registered (app.routeList), so that a route added later is included.
  admin = t.app.routeList
    .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/') && !PUBLIC.some((p) => p.test(r.url)))
    .map(({ method, url, policy }) => ({ method, url, policy }));
});
afterAll(() => t.close());

describe('every admin route', () => {
  it('is found in the route list (the enumeration itself works)', () => {
    const names = admin.map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'DELETE /api/deleteJob/:id',
        'PUT /api/job-applications/:id/process',
        'PUT /api/user/resetpassword/:id',
        'GET /api/addNewService',
        'GET /api/audit-log',
        'GET /api/files/:id',
      ]),
    );
    expect(admin.length).toBeGreaterThan(45);
    // The ADMIN-only patterns do match routes: users (6 calls + list + one), managers (2), the audit log.
    expect(admin.filter((r) => ADMIN_ONLY.some((p) => p.test(r.url), r.method)).length).toBeGreaterThanOrEqual(9);
  });

  it("is ADMIN-only exactly when the policy's rule table says so (docs/decisions/0046)", () => {
    const disagree = admin
      .filter(
        (r) =>
          r.policy &&
          ADMIN_ONLY.some((p) => p.test(r.url), r.method) === can({ role: 'MANAGER' }, r.policy.action, r.policy.kind),
      )
      .map((r) => `${r.method} ${r.url}`);
    expect(disagree).toEqual([]);
  });

  it('answers 401 without a token, and with a garbage one', async () => {
    const failures: string[] = [];
    for (const r of admin) {
      for (const authorization of [undefined, 'not.a.token']) {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: concrete(r.url),
          headers: { ...t.xsrf, ...(authorization ? { authorization } : {}) },
        });
        if (res.statusCode !== 401) failures.push(`${r.method} ${r.url}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a MANAGER on the ADMIN-only routes, and lets a MANAGER reach the others', async () => {
    const adminStaff = staff(t, await t.login());
    const manager = staff(t, await managerToken(t, adminStaff));
    const failures: string[] = [];
    for (const r of admin) {
      // Logging out would end the manager's session for the routes after it.
      if (r.url === '/api/logout') continue;
      const res = await manager.send(r.method as 'GET', concrete(r.url), r.method === 'GET' ? undefined : {});
      const adminOnly = ADMIN_ONLY.some((p) => p.test(r.url), r.method);
      // A manager's photo is their own to change, like their manager record (decision 0012): another's is a 403.
      const ownOnly = /^\/api\/managers\/:id\/photo$/.test(r.url) && res.statusCode === 403;
      if (adminOnly ? res.statusCode !== 403 : !ownOnly && [401, 403].includes(res.statusCode))
        failures.push(`${r.method} ${r.url}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
