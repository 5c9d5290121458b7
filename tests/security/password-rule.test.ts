import { dictionary } from '@zxcvbn-ts/language-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePassword } from '../../src/server/admin/reset-password.ts';
import { REFUSE_AFTER } from '../../src/server/auth/login-throttle.ts';
import { isCommonPassword, passwordProblemKey } from '../../src/server/auth/password-policy.ts';
import { loadConfig } from '../../src/server/config.ts';
import { PASSWORD_MIN_LENGTH } from '../../src/shared/schemas/password.ts';
import { ADMIN, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from './helpers.ts';
import type { Clock } from '../../src/server/time/clock.ts';

const timing: Clock = { now: () => new Date(), wait: async () => undefined };
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({}, { clock: timing });
  adminToken = await t.login();
});
afterAll(() => t.close());

/** A common password of at least 12 characters, straight from the list the server uses. */
const COMMON_LONG = dictionary['passwords-common'].find((p) => p.length >= PASSWORD_MIN_LENGTH)!;

const addUser = (password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/add',
    headers: { ...t.xsrf, authorization: adminToken },
    payload: { userName: `rule-${Math.random().toString(36).slice(2, 10)}`, password, role: 'MANAGER' },
  });

const change = (token: string, oldPassword: string, newPassword: string, from = '127.0.0.1') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/changePassword',
    remoteAddress: from,
    headers: { ...t.xsrf, authorization: token },
    payload: { oldPassword, newPassword, confirmPassword: newPassword },
  });

const loginAs = async (userName: string, password: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/token',
    remoteAddress: '192.0.2.99',
    headers: t.xsrf,
    payload: { username: userName, password },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('one password rule', () => {
  it('is at least 12 characters and not a common password, in the shared check', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(passwordProblemKey('a'.repeat(11))).toBe('validation.passwordMinLength');
    expect(passwordProblemKey('ünïcödé-pw12')).toBeUndefined();
    expect(isCommonPassword(COMMON_LONG)).toBe(true);
    expect(isCommonPassword(COMMON_LONG.toUpperCase())).toBe(true);
    expect(passwordProblemKey(COMMON_LONG)).toBe('validation.passwordTooCommon');
    // The 3,000 most common passwords are all refused (the short ones by the length rule).
    for (const p of dictionary['passwords-common'].slice(0, 3000)) expect(passwordProblemKey(p)).toBeDefined();
  });

  it.each([
    ['too short', 'short-pw-11', 'validation.passwordMinLength'],
    ['"a"', 'a', 'validation.passwordMinLength'],
    ['common', COMMON_LONG, 'validation.passwordTooCommon'],
  ])('refuses a %s password for a new user', async (_name, password, key) => {
    const res = await addUser(password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { fields: { password: key } } });
    expect((await addUser('a-fine-password-1')).statusCode).toBe(201);
  });

  it.each([
    ['too short', 'a', 'validation.passwordMinLength'],
    ['common', COMMON_LONG, 'validation.passwordTooCommon'],
  ])('refuses a %s new password on change-password', async (_name, password, key) => {
    const user = await createUser(t, 'MANAGER', 'a-good-password');
    const token = await loginAs(user.userName, user.password);
    const res = await change(token, user.password, password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { fields: { newPassword: key } } });
    expect((await change(token, user.password, 'a-fine-password-1')).statusCode).toBe(200);
  });

  it('is met by the passwords a reset generates', () => {
    for (let i = 0; i < 50; i++) expect(passwordProblemKey(generatePassword())).toBeUndefined();
  });

  it('holds for ADMIN_PASSWORD, and the demo password meets it', () => {
    const env = { DATA_DIR: '/tmp/hireframe-config-test', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ ...env, ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD must be at least 12/);
    expect(() => loadConfig({ ...env, ADMIN_PASSWORD: COMMON_LONG })).toThrow(/ADMIN_PASSWORD is one of the most/);
    expect(passwordProblemKey(ADMIN.password)).toBeUndefined();
  });
});

describe('the current password of change-password', () => {
  it('is throttled like a login: refused with 429 after repeated failures from one address', async () => {
    const user = await createUser(t, 'MANAGER', 'a-good-password');
    const token = await loginAs(user.userName, user.password);
    for (let i = 0; i < REFUSE_AFTER; i++) {
      const res = await change(token, `wrong-${i}`, 'a-brand-new-password', '203.0.113.77');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { fields: { oldPassword: 'validation.wrongPassword' } } });
    }
    const refused = await change(token, user.password, 'a-brand-new-password', '203.0.113.77');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same counter guards the login form from that address.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      remoteAddress: '203.0.113.77',
      headers: t.xsrf,
      payload: { username: user.userName, password: user.password },
    });
    expect(login.statusCode).toBe(429);
    // The owner, elsewhere, can still change it.
    expect((await change(token, user.password, 'a-brand-new-password', '192.0.2.99')).statusCode).toBe(200);
  });
});
