import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from './helpers.ts';

interface Entry {
  at: string;
  userName: string | null;
  action: string;
  detail: Record<string, unknown>;
  ip: string | null;
}

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, authorization?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { ...t.xsrf, ...(authorization ? { authorization } : {}) } });

async function auditLog(): Promise<Entry[]> {
  const res = await call('GET', '/api/audit-log?size=100', await t.login());
  expect(res.statusCode).toBe(200);
  return res.json<{ items: Entry[] }>().items;
}

describe('the audit log', () => {
  it('records logins good and bad, logouts and password changes, without the passwords', async () => {
    const user = await createUser(t, 'MANAGER', 'first-secret-pw');
    await expect(t.login(user.userName, 'wrong-secret-pw')).rejects.toThrow(/401/);
    const token = await t.login(user.userName, user.password);
    const change = await call('PUT', '/api/changePassword', token, {
      oldPassword: 'first-secret-pw',
      newPassword: 'second-secret-pw',
      confirmPassword: 'second-secret-pw',
    });
    expect(change.statusCode).toBeLessThan(300);
    const next = await t.login(user.userName, 'second-secret-pw');
    expect((await call('POST', '/api/logout', next)).statusCode).toBe(204);

    const mine = (await auditLog()).filter((e) => e.userName === user.userName).reverse();
    expect(mine.map((e) => e.action)).toEqual(['login-failed', 'login', 'password-change', 'login', 'logout']);
    for (const e of mine) {
      expect(e.ip).toBeTruthy();
      expect(Date.now() - Date.parse(e.at)).toBeLessThan(60_000);
    }
    expect(JSON.stringify(mine)).not.toMatch(/secret-pw/);
  });

  it('records every admin change with who made it, and no failed or read-only request', async () => {
    const user = await createUser(t, 'MANAGER');
    const managerToken = await t.login(user.userName, user.password);
    const created = await call('POST', '/api/job/add', admin, { title: 'Audited job' });
    expect(created.statusCode).toBe(201);
    const jobId = created.json<{ id: number }>().id;
    expect((await call('DELETE', `/api/deleteJob/${jobId}`, managerToken)).statusCode).toBe(204);
    const reset = await call('PUT', `/api/user/resetpassword/${user.id}`, admin, {});
    expect(reset.statusCode).toBe(200);
    const disable = await call('PUT', '/api/user/update', admin, {
      id: user.id,
      userName: user.userName,
      role: 'MANAGER',
      idManager: null,
      enabled: false,
    });
    expect(disable.statusCode).toBe(200);
    expect((await call('POST', '/api/job/add', admin, { title: '' })).statusCode).toBe(400);
    expect((await call('GET', '/api/jobs', admin)).statusCode).toBe(200);

    const log = await auditLog();
    const find = (userName: string, action: string) =>
      log.filter((e) => e.userName === userName && e.action === action);
    expect(find('admin', 'POST /api/job/add')).toHaveLength(1);
    expect(find(user.userName, 'DELETE /api/deleteJob/:id')).toHaveLength(1);
    expect(find(user.userName, 'DELETE /api/deleteJob/:id')[0]!.detail).toMatchObject({ params: { id: jobId } });
    expect(find('admin', 'PUT /api/user/resetpassword/:id')).toHaveLength(1);
    expect(find('admin', 'PUT /api/user/update')).toHaveLength(1);
    expect(log.filter((e) => e.action.startsWith('GET '))).toEqual([]);
    // The new password the reset answered is not in the log.
    expect(JSON.stringify(log)).not.toContain(reset.body);
  });

  it('is readable by ADMIN only', async () => {
    const manager = await createUser(t, 'MANAGER');
    const token = await t.login(manager.userName, manager.password);
    expect((await call('GET', '/api/audit-log', token)).statusCode).toBe(403);
    expect((await call('GET', '/api/audit-log')).statusCode).toBe(401);
    expect((await call('GET', '/api/audit-log', admin)).statusCode).toBe(200);
  });

  it('cannot be changed through the API', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await call(method, '/api/audit-log', admin, {});
      expect(res.statusCode).toBe(404);
    }
  });
});
