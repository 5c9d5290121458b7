import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../../../../tests/helpers/test-app.ts';
import { testClock } from '../../../../../tests/helpers/test-clock.ts';
import { body, staff, type Staff } from '../../../../../tests/helpers/admin.ts';
import { createManager } from '../../../../../tests/helpers/factories.ts';

let t: TestApp;
let admin: Staff;
/** The manager record the test's account is linked to. */
let managerId: number;
// The login throttle's delays are recorded by the test clock instead of slept.
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  managerId = (await createManager(t.app)).id;
  admin = staff(t, await t.login());
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: token } });

describe('user accounts', () => {
  let id: number;

  it('POST /api/user/add creates an account that can log in, and never answers a password hash', async () => {
    const res = await admin.send('POST', '/api/user/add', {
      userName: 'nadia',
      password: 'nadia-password',
      role: 'MANAGER',
      idManager: managerId,
    });
    expect(res.statusCode).toBe(201);
    expect(Object.keys(body(res)).sort()).toEqual([
      'creationDate',
      'email',
      'enabled',
      'id',
      'idManager',
      'language',
      'recordScope',
      'role',
      'twoFactor',
      'userName',
    ]);
    id = body<{ id: number }>(res).id;
    expect((await me(await t.login('nadia', 'nadia-password'))).statusCode).toBe(200);
    expect(JSON.stringify(body(await admin.get('/api/users')))).not.toMatch(/password|argon/i);
  });

  it('refuses a taken name (409), a short password, an unknown role or manager (400)', async () => {
    const taken = await admin.send('POST', '/api/user/add', {
      userName: 'NADIA',
      password: 'long-enough-password',
      role: 'MANAGER',
    });
    expect(taken.statusCode).toBe(409);
    expect(body(taken)).toMatchObject({ error: { fields: { userName: 'validation.userNameTaken' } } });
    const bad = await admin.send('POST', '/api/user/add', { userName: 'x y', password: 'short', role: 'ROOT' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({
      error: {
        fields: {
          userName: 'validation.userName',
          password: 'validation.passwordMinLength',
          role: 'validation.required',
        },
      },
    });
    const manager = await admin.send('POST', '/api/user/add', {
      userName: 'ghost',
      password: 'long-enough-password',
      role: 'MANAGER',
      idManager: 999,
    });
    expect(body(manager)).toMatchObject({ error: { fields: { idManager: 'validation.unknownManager' } } });
  });

  it('PUT /api/user/update disables an account, which ends its sessions at once', async () => {
    const token = await t.login('nadia', 'nadia-password');
    const res = await admin.send('PUT', '/api/user/update', {
      id,
      userName: 'nadia',
      role: 'MANAGER',
      idManager: managerId,
      enabled: false,
    });
    expect(body(res)).toMatchObject({ enabled: false });
    expect((await me(token)).statusCode).toBe(401);
    // Even the right password is answered as a wrong one (issue 44 item 20; see tests/security).
    await expect(t.login('nadia', 'nadia-password')).rejects.toThrow(/401.*BAD_CREDENTIALS/);
    await admin.send('PUT', '/api/user/update', {
      id,
      userName: 'nadia',
      role: 'MANAGER',
      idManager: managerId,
      enabled: true,
    });
    expect((await me(await t.login('nadia', 'nadia-password'))).statusCode).toBe(200);
    expect((await admin.send('PUT', '/api/user/update', { id: 999, userName: 'z', role: 'MANAGER' })).statusCode).toBe(
      404,
    );
  });

  it('keeps staff from locking themselves or everybody out', async () => {
    const self = await admin.send('PUT', '/api/user/update', {
      id: 1,
      userName: 'admin',
      role: 'MANAGER',
      enabled: true,
    });
    expect(self.statusCode).toBe(409);
    expect(body(self)).toMatchObject({ error: { fields: { role: 'validation.ownAccount' } } });
    expect((await admin.send('DELETE', '/api/user/delete/1')).statusCode).toBe(409);
  });

  it('PUT /api/user/resetpassword/{id} answers a new password as text and ends the old sessions', async () => {
    const token = await t.login('nadia', 'nadia-password');
    const res = await admin.send('PUT', `/api/user/resetpassword/${id}`, {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await me(token)).statusCode).toBe(401);
    await expect(t.login('nadia', 'nadia-password')).rejects.toThrow(/401/);
    expect((await me(await t.login('nadia', res.body))).statusCode).toBe(200);
    expect((await admin.send('PUT', '/api/user/resetpassword/999', {})).statusCode).toBe(404);
    // The password is never written to the audit log.
    await expect
      .poll(async () => JSON.stringify(body(await admin.get('/api/audit-log?size=100'))))
      .toContain('resetpassword');
    expect(JSON.stringify(body(await admin.get('/api/audit-log?size=100')))).not.toContain(res.body);
  });

  it('a reset lets a user locked out by failed logins in at once', async () => {
    for (let i = 0; i < 10; i++) await t.login('nadia', 'wrong').catch(() => undefined);
    await expect(t.login('nadia', 'wrong')).rejects.toThrow(/429/);
    // The throttle asked for its growing delays, and nothing slept for real.
    expect(clock.waits).toEqual([500, 1000, 1500, 2000, 2500, 3000, 3000]);
    const res = await admin.send('PUT', `/api/user/resetpassword/${id}`, {});
    expect((await me(await t.login('nadia', res.body))).statusCode).toBe(200);
  });

  it('DELETE /api/user/delete/{id} deletes the account', async () => {
    expect((await admin.send('DELETE', `/api/user/delete/${id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/users/${id}`)).statusCode).toBe(404);
    expect((await admin.send('DELETE', `/api/user/delete/${id}`)).statusCode).toBe(404);
    await expect(t.login('nadia', 'nadia-password')).rejects.toThrow(/401/);
    expect(await t.login(ADMIN.username, ADMIN.password)).toBeTypeOf('string');
  });
});

describe('which records a MANAGER sees (decision 0046)', () => {
  it("is 'all' unless an ADMIN limits the account to its charge; a wrong value is refused on its field", async () => {
    const add = await admin.send('POST', '/api/user/add', {
      userName: 'scope.test',
      password: 'scope-password-1',
      role: 'MANAGER',
      idManager: null,
    });
    expect(add.statusCode).toBe(201);
    const account = body<{ id: number; recordScope: string }>(add);
    expect(account.recordScope).toBe('all');
    const update = (recordScope: unknown) =>
      admin.send('PUT', '/api/user/update', {
        id: account.id,
        userName: 'scope.test',
        role: 'MANAGER',
        idManager: null,
        enabled: true,
        recordScope,
      });
    const bad = await update('mine');
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({ error: { fields: { recordScope: 'validation.invalid' } } });
    expect(body(await update('charge'))).toMatchObject({ recordScope: 'charge' });
    // Read at every request: the next call of the user already knows it.
    const token = await t.login('scope.test', 'scope-password-1');
    expect(body(await me(token))).toMatchObject({ recordScope: 'charge' });
    // Left out of an update, it stays.
    const kept = await admin.send('PUT', '/api/user/update', {
      id: account.id,
      userName: 'scope.test',
      role: 'MANAGER',
      idManager: null,
      enabled: true,
    });
    expect(body(kept)).toMatchObject({ recordScope: 'charge' });
  });
});
