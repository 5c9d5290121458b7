import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/token', () => {
  it('answers a token as text for good credentials', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/token', headers: t.xsrf, payload: ADMIN });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body.split('.')).toHaveLength(3);
  });

  it('refuses a wrong password with 401 in the one error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: t.xsrf,
      payload: { username: 'admin', password: 'nope' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'BAD_CREDENTIALS', message: 'Wrong user name or password' } });
  });

  it('names the missing field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: t.xsrf,
      payload: { username: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'INVALID', fields: { password: 'validation.required' } } });
  });

  it('refuses an unsafe request without the XSRF header', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/token', payload: ADMIN });
    expect(res.statusCode).toBe(403);
  });
});

describe('the token', () => {
  it('is accepted raw (docs/spec/product-spec.md#7-the-calls-it-makes) and with a Bearer prefix', async () => {
    const token = await t.login();
    for (const authorization of [token, `Bearer ${token}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ userName: 'admin', role: 'ADMIN', isAdmin: true });
    }
  });

  it('is refused when missing or garbage', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: 'abc.def.ghi' } });
    expect(res.statusCode).toBe(401);
  });

  it('stops working after logout, and so do all earlier tokens of the user', async () => {
    const first = await t.login();
    const second = await t.login();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...t.xsrf, authorization: second },
    });
    expect(out.statusCode).toBe(204);
    for (const token of [first, second]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: token } });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('PUT /api/changePassword', () => {
  const change = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/changePassword', headers: { ...t.xsrf, authorization: token }, payload });

  it('refuses a mismatch of new and confirm', async () => {
    const res = await change(await t.login(), {
      oldPassword: ADMIN.password,
      newPassword: 'a1b2c3d4e5f6g7',
      confirmPassword: 'zzz',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { fields: { confirmPassword: 'validation.passwordsDidNotMatch' } } });
  });

  it('refuses a wrong current password', async () => {
    const res = await change(await t.login(), {
      oldPassword: 'wrong',
      newPassword: 'a-long-new-password',
      confirmPassword: 'a-long-new-password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { fields: { oldPassword: 'validation.wrongPassword' } } });
  });

  it('changes the password and ends earlier tokens', async () => {
    const token = await t.login();
    const res = await change(token, {
      oldPassword: ADMIN.password,
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-1',
      userName: 'admin',
    });
    expect(res.statusCode).toBe(200);
    const me = (authorization: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization } });
    expect((await me(token)).statusCode).toBe(401);
    // The session that made the change goes on with the token it got back.
    expect((await me(res.body)).statusCode).toBe(200);
    const again = await t.login('admin', 'new-password-1');
    await change(again, {
      oldPassword: 'new-password-1',
      newPassword: ADMIN.password,
      confirmPassword: ADMIN.password,
    });
    await expect(t.login()).resolves.toBeTypeOf('string');
  });
});

describe('the legacy contract', () => {
  it('does not serve GET /api/token or GET /api/getUser unless LEGACY_CONTRACT=true', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/token?username=admin&password=x' });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/getUser?username=admin&password=x' })).statusCode).toBe(404);
  });

  it('serves them when turned on', async () => {
    const legacy = await createTestApp({ LEGACY_CONTRACT: 'true' });
    try {
      const query = `username=admin&password=${encodeURIComponent(ADMIN.password)}`;
      const token = await legacy.app.inject({ method: 'GET', url: `/api/token?${query}` });
      expect(token.statusCode).toBe(200);
      const user = await legacy.app.inject({ method: 'GET', url: `/api/getUser?${query}` });
      expect(user.json()).toMatchObject({ userName: 'admin', isAdmin: true });
    } finally {
      await legacy.close();
    }
  });
});
