import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, forgeToken, nowS } from './helpers.ts';

let t: TestApp;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: await t.login() } });
  adminId = me.json<{ id: number }>().id;
});
afterAll(() => t.close());

const me = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: authorization === undefined ? {} : { authorization } });

/** A token the server would accept, made by hand: the forged variants below each break one thing. */
const good = () => ({ sub: String(adminId), ver: 0, iat: nowS(), exp: nowS() + 3600 });

function expectRefused(res: Awaited<ReturnType<typeof me>>, code = 'UNAUTHORIZED') {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ error: { code } });
  expect(res.body).not.toMatch(/at .*\.ts|stack|jwt|FST_/i);
}

describe('a hand-made token with the right key', () => {
  it('is accepted (so the refusals below are about what each one breaks)', async () => {
    expect((await me(forgeToken(good()))).statusCode).toBe(200);
  });
});

describe('tokens that are refused with 401', () => {
  it('missing, empty or blank', async () => {
    for (const value of [undefined, '', ' ', 'Bearer ', 'Bearer']) expectRefused(await me(value));
  });

  it.each([
    ['garbage', 'abc'],
    ['two parts', 'abc.def'],
    ['three junk parts', 'abc.def.ghi'],
    ['not base64', '!!!.@@@.###'],
    [
      'JSON that is not an object',
      `${Buffer.from('1').toString('base64url')}.${Buffer.from('2').toString('base64url')}.x`,
    ],
    ['huge', 'a'.repeat(20_000) + '.b.c'],
    ['NUL bytes', 'a\u0000b.c.d'],
  ])('malformed: %s', async (_name, token) => {
    expectRefused(await me(token));
  });

  it('expired (said apart, so that the back-office can say the session ended)', async () => {
    expectRefused(await me(forgeToken({ ...good(), iat: nowS() - 9 * 3600, exp: nowS() - 3600 })), 'SESSION_EXPIRED');
  });

  it('without an expiry, or without the time it was issued', async () => {
    expectRefused(await me(forgeToken({ ...good(), exp: undefined })));
    expectRefused(await me(forgeToken({ ...good(), iat: undefined })));
    expectRefused(await me(forgeToken({ ...good(), exp: 'tomorrow' })));
  });

  it('older than the maximum age (8 hours), or idle longer than the limit, whatever its expiry says', async () => {
    const far = nowS() + 365 * 24 * 3600;
    expectRefused(await me(forgeToken({ ...good(), iat: nowS() - 8 * 3600 - 5, exp: far })), 'SESSION_EXPIRED');
    expectRefused(await me(forgeToken({ ...good(), iat: nowS() - 61 * 60, exp: far })), 'SESSION_EXPIRED');
    // A token renewed a minute ago, of a session that began more than 8 hours ago.
    expectRefused(
      await me(forgeToken({ ...good(), ses: nowS() - 8 * 3600 - 5, iat: nowS() - 60, exp: far })),
      'SESSION_EXPIRED',
    );
  });

  it('issued in the future', async () => {
    expectRefused(await me(forgeToken({ ...good(), iat: nowS() + 3600, exp: nowS() + 7200 })));
  });

  it('not yet valid', async () => {
    expectRefused(await me(forgeToken({ ...good(), nbf: nowS() + 3600 })));
  });

  it('signed with another key', async () => {
    expectRefused(await me(forgeToken(good(), { key: 'another-secret-that-is-at-least-32-bytes!!' })));
  });

  it('signed with an empty key', async () => {
    expectRefused(await me(forgeToken(good(), { key: '' })));
  });

  it('alg none, with or without a signature', async () => {
    const header = { alg: 'none', typ: 'JWT' };
    const unsigned = forgeToken(good(), { header }).split('.').slice(0, 2).join('.');
    expectRefused(await me(unsigned + '.'));
    expectRefused(await me(unsigned));
    expectRefused(await me(forgeToken(good(), { header })));
    expectRefused(await me(forgeToken(good(), { header: { alg: 'None', typ: 'JWT' } })));
  });

  it('another HMAC algorithm, even with the right key', async () => {
    expectRefused(await me(forgeToken(good(), { header: { alg: 'HS512', typ: 'JWT' }, hash: 'sha512' })));
    expectRefused(await me(forgeToken(good(), { header: { alg: 'HS384', typ: 'JWT' }, hash: 'sha384' })));
  });

  it('a payload edited after signing', async () => {
    const [header, , signature] = (await t.login()).split('.');
    const other = await createUser(t, 'ADMIN');
    for (const payload of [
      { ...good(), sub: String(other.id) },
      { ...good(), ver: 99 },
      { ...good(), role: 'ADMIN' },
    ]) {
      expectRefused(await me(`${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`));
    }
  });

  it('well signed but naming no user, or carrying the wrong types', async () => {
    for (const payload of [
      { ...good(), sub: '999999' },
      { ...good(), sub: 'admin' },
      { ...good(), sub: String(adminId), ver: '0' },
      { ...good(), sub: '1e3' },
      { ...good(), sub: undefined },
      { ...good(), ver: undefined },
      { ...good(), sub: { $ne: null } },
    ]) {
      expectRefused(await me(forgeToken(payload)));
    }
  });
});

describe('tokens that end', () => {
  const loginAs = (u: { userName: string; password: string }) => t.login(u.userName, u.password);

  it('after logout', async () => {
    const user = await createUser(t, 'MANAGER');
    const token = await loginAs(user);
    expect((await me(token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...t.xsrf, authorization: token },
    });
    expect(out.statusCode).toBe(204);
    expectRefused(await me(token));
    // A second logout with the ended token is refused too.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...t.xsrf, authorization: token },
    });
    expect(again.statusCode).toBe(401);
  });

  it('after a password change (every earlier token, not only the one that made it)', async () => {
    const user = await createUser(t, 'MANAGER');
    const first = await loginAs(user);
    const second = await loginAs(user);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/changePassword',
      headers: { ...t.xsrf, authorization: second },
      payload: { oldPassword: user.password, newPassword: 'b-new-password', confirmPassword: 'b-new-password' },
    });
    expect(res.statusCode).toBeLessThan(300);
    expectRefused(await me(first));
    expectRefused(await me(second));
  });

  it('after an admin resets the password (PUT /api/user/resetpassword/{id})', async () => {
    const user = await createUser(t, 'MANAGER');
    const token = await loginAs(user);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/resetpassword/${user.id}`,
      headers: { ...t.xsrf, authorization: await t.login() },
      payload: { password: 'reset-by-admin-1' },
    });
    expect(res.statusCode).toBeLessThan(300);
    expectRefused(await me(token));
  });

  it('after the account is disabled (PUT /api/user/update), and a disabled account cannot log in', async () => {
    const user = await createUser(t, 'MANAGER');
    const token = await loginAs(user);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: { ...t.xsrf, authorization: await t.login() },
      payload: { id: user.id, userName: user.userName, role: 'MANAGER', idManager: null, enabled: false },
    });
    expect(res.statusCode).toBeLessThan(300);
    // Refused, and said apart from an ended session so that the login page can tell the user why.
    const refused = await me(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: { code: 'ACCOUNT_DISABLED' } });
    // The login answers the right password as a wrong one (issue 44 item 20: no confirmed guesses).
    await expect(loginAs(user)).rejects.toThrow(/401.*BAD_CREDENTIALS/);
    await expect(t.login(user.userName, 'not-the-password')).rejects.toThrow(/401.*BAD_CREDENTIALS/);
  });

  it('a MANAGER token cannot reset passwords or change accounts', async () => {
    const manager = await createUser(t, 'MANAGER');
    const target = await createUser(t, 'MANAGER');
    const authorization = await loginAs(manager);
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/user/resetpassword/${target.id}`,
      headers: { ...t.xsrf, authorization },
      payload: { password: 'reset-by-manager' },
    });
    expect(reset.statusCode).toBe(403);
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: { ...t.xsrf, authorization },
      payload: { id: manager.id, userName: manager.userName, role: 'ADMIN', idManager: null, enabled: true },
    });
    expect(update.statusCode).toBe(403);
  });
});
