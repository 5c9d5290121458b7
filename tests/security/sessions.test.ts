import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testClock, type TestClock } from '../helpers/test-clock.ts';
import { createUser } from './helpers.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let t: TestApp;
let clock: TestClock;
beforeAll(async () => {
  clock = testClock();
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, authorization: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...t.xsrf, authorization }, ...(payload ? { payload } : {}) });
const me = (authorization: string) => call('GET', '/api/me', authorization);
const logIn = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/token', headers: t.xsrf, payload: { username, password } });

function expectEnded(res: Awaited<ReturnType<typeof me>>) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ error: { code: 'SESSION_EXPIRED' } });
}

describe('a session without requests', () => {
  it('ends after SESSION_IDLE_MINUTES (60 by default), with a code the back-office recognises', async () => {
    const token = await t.login();
    clock.advance(59 * MINUTE);
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(61 * MINUTE);
    expectEnded(await me(token));
    expectEnded(await call('GET', '/api/jobs', token));
  });

  it('goes on while it is used: each answer renews the token, which the client keeps', async () => {
    let token = await t.login();
    for (let i = 0; i < 6; i++) {
      clock.advance(45 * MINUTE);
      const res = await call('GET', '/api/jobs', token);
      expect(res.statusCode).toBe(200);
      const renewed = res.headers['x-session-token'];
      expect(typeof renewed).toBe('string');
      expect(renewed).not.toBe(token);
      token = renewed as string;
    }
    // The first token, not renewed for 4.5 hours, has ended; the renewed one goes on.
    expect((await me(token)).statusCode).toBe(200);
  });

  it('that keeps being used still ends at its maximum age, 8 hours after its login', async () => {
    let token = await t.login();
    let ended: Awaited<ReturnType<typeof me>> | undefined;
    for (let minutes = 0; minutes < 9 * 60; minutes += 30) {
      clock.advance(30 * MINUTE);
      const res = await me(token);
      if (res.statusCode !== 200) {
        ended = res;
        expect(minutes + 30).toBeGreaterThanOrEqual(8 * 60);
        break;
      }
      token = res.headers['x-session-token'] as string;
    }
    expect(ended).toBeDefined();
    expectEnded(ended!);
  });

  it('keeps its maximum age across a password change', async () => {
    const user = await createUser(t, 'MANAGER');
    let token = await t.login(user.userName, user.password);
    // A working day: a request every 30 minutes for 7.5 hours, then the password is changed.
    for (let i = 0; i < 15; i++) {
      clock.advance(30 * MINUTE);
      token = (await me(token)).headers['x-session-token'] as string;
    }
    const changed = await call('PUT', '/api/changePassword', token, {
      oldPassword: user.password,
      newPassword: 'another-good-password',
      confirmPassword: 'another-good-password',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['x-session-token']).toBe(changed.body);
    clock.advance(20 * MINUTE);
    const still = await me(changed.body);
    expect(still.statusCode).toBe(200);
    // 8 hours after the login, not after the change.
    clock.advance(11 * MINUTE);
    expectEnded(await me(still.headers['x-session-token'] as string));
  });

  it('is refused as the configuration says', async () => {
    const short = await createTestApp({ SESSION_IDLE_MINUTES: '5' }, { clock });
    try {
      const token = await short.login();
      clock.advance(4 * MINUTE);
      const res = await short.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: token } });
      expect(res.statusCode).toBe(200);
      clock.advance(4 * MINUTE);
      const late = await short.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { authorization: res.headers['x-session-token'] as string },
      });
      expect(late.statusCode).toBe(200);
      // The first token, 8 minutes without use, has ended.
      expectEnded(await short.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: token } }));
    } finally {
      await short.close();
    }
  });
});

describe('a password an admin reset', () => {
  const reset = async (id: number) => {
    const res = await call('PUT', `/api/user/resetpassword/${id}`, await t.login());
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('works for one login, which may only change the password; then the back-office opens', async () => {
    const user = await createUser(t, 'MANAGER');
    const temporary = await reset(user.id);
    const first = await logIn(user.userName, temporary);
    expect(first.statusCode).toBe(200);
    const token = first.body;
    // The login answers the flag: the back-office shows only the change-password form.
    expect((await me(token)).json()).toMatchObject({ userName: user.userName, mustChangePassword: true });
    // The server holds it: nothing else of the back-office answers this session.
    for (const [method, url] of [
      ['GET', '/api/jobs'],
      ['GET', '/api/job-applications'],
      ['GET', `/api/managers/${user.id}`],
    ] as const) {
      const res = await call(method, url, token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ error: { code: 'PASSWORD_CHANGE_REQUIRED' } });
    }
    // Used once: a second login with it is refused, said apart only to someone who typed it right.
    const again = await logIn(user.userName, temporary);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ error: { code: 'PASSWORD_EXPIRED' } });
    expect((await logIn(user.userName, 'not-it-at-all')).json()).toMatchObject({
      error: { code: 'BAD_CREDENTIALS' },
    });

    const changed = await call('PUT', '/api/changePassword', token, {
      oldPassword: temporary,
      newPassword: 'my-own-new-password',
      confirmPassword: 'my-own-new-password',
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(changed.body)).json()).toMatchObject({ mustChangePassword: false });
    expect((await call('GET', '/api/jobs', changed.body)).statusCode).toBe(200);
    // The session of the temporary password has ended with the change; the user's own password works as ever.
    expect((await me(token)).statusCode).toBe(401);
    const own = await logIn(user.userName, 'my-own-new-password');
    expect(own.statusCode).toBe(200);
    expect((await logIn(user.userName, 'my-own-new-password')).statusCode).toBe(200);
    expect((await me(own.body)).json()).toMatchObject({ mustChangePassword: false });
  });

  it('lets the user log out before changing it', async () => {
    const user = await createUser(t, 'ADMIN');
    const token = (await logIn(user.userName, await reset(user.id))).body;
    expect((await call('GET', '/api/users', token)).statusCode).toBe(403);
    expect((await call('POST', '/api/logout', token)).statusCode).toBe(204);
  });

  it('expires 24 hours after the reset if unused', async () => {
    const early = await createUser(t, 'MANAGER');
    const late = await createUser(t, 'MANAGER');
    const earlyPassword = await reset(early.id);
    const latePassword = await reset(late.id);
    clock.advance(24 * HOUR - MINUTE);
    expect((await logIn(early.userName, earlyPassword)).statusCode).toBe(200);
    clock.advance(2 * MINUTE);
    const refused = await logIn(late.userName, latePassword);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: { code: 'PASSWORD_EXPIRED' } });
    // An admin resets it again: a new one, for 24 hours more.
    expect((await logIn(late.userName, await reset(late.id))).statusCode).toBe(200);
  });

  it('is flagged by the legacy login call too (GET /api/getUser, the spec’s shape plus the flag)', async () => {
    const legacy = await createTestApp({ LEGACY_CONTRACT: 'true' }, { clock });
    try {
      const adminToken = await legacy.login(ADMIN.username, ADMIN.password);
      const user = await createUser(legacy, 'MANAGER');
      const res = await legacy.app.inject({
        method: 'PUT',
        url: `/api/user/resetpassword/${user.id}`,
        headers: { ...legacy.xsrf, authorization: adminToken },
      });
      const query = new URLSearchParams({ username: user.userName, password: res.body });
      const got = await legacy.app.inject({ method: 'GET', url: `/api/getUser?${query}` });
      expect(got.statusCode).toBe(200);
      expect(got.json()).toMatchObject({ userName: user.userName, isAdmin: true, mustChangePassword: true });
    } finally {
      await legacy.close();
    }
  });
});
