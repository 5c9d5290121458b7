import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, type Staff } from '../../../../tests/helpers/admin.ts';
import { createUser, newMarker } from '../../../../tests/helpers/factories.ts';
import { startSmtpSink, type SmtpSink } from '../../../../tests/helpers/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { testClock } from '../../../../tests/helpers/test-clock.ts';
import { outboxMails, users } from '../../db/schema/index.ts';
import { mailTexts } from '../../mail/texts.ts';

/** Staff help themselves (issue 44 item 5, docs/decisions/0076): e-mail, password reset link, two-factor sign-in. */
let sink: SmtpSink;
let t: TestApp;
let admin: Staff;
// The login throttle's waits and the links' 30 minutes pass on this clock, not the wall's.
const clock = testClock();
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, MAIL_POLL_SECONDS: '0.5' }, { clock });
  admin = staff(t, await t.login());
}, 240_000);
afterAll(async () => {
  await t.close();
  await sink.close();
});

let ipCounter = 10;
/** Each test asks from its own client address, so that the per-address ceiling of one does not reach another. */
const newIp = () => `198.51.100.${ipCounter++}`;

const forgot = (login: string, ip = newIp()) =>
  t.app.inject({ method: 'POST', url: '/api/password/forgot', headers: t.xsrf, remoteAddress: ip, payload: { login } });
const reset = (token: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/password/reset',
    headers: t.xsrf,
    payload: { token, newPassword, confirmPassword: newPassword },
  });
const logIn = (username: string, password: string, code?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/token',
    headers: t.xsrf,
    remoteAddress: newIp(),
    payload: { username, password, ...(code === undefined ? {} : { code }) },
  });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: token } });
const outboxTo = (email: string) => t.app.db.select().from(outboxMails).where(eq(outboxMails.recipient, email));

async function userWithEmail(language: 'fr' | 'en' | 'nl' = 'en') {
  const email = `${newMarker()}@staff.example.com`;
  const user = await createUser(t.app, { email, language });
  return { ...user, email };
}

/** The reset link's token in the mail the sink received for `email` (the newest). */
async function mailedToken(email: string, count = 1) {
  await sink.waitFor(() => sink.to(email).length >= count);
  const mail = sink.to(email).at(-1)!;
  const token = /reset-password#token=([A-Za-z0-9_-]+)/.exec(mail.parsed.text ?? '')?.[1];
  expect(token).toBeTruthy();
  return { token: token!, mail };
}

const codeOf = (secret: string, at = clock.now()) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

describe('the account e-mail address', () => {
  it('is set by an ADMIN, validated, unique among users (case aside), and editable by the user', async () => {
    const email = `${newMarker()}@staff.example.com`;
    const created = await admin.send('POST', '/api/user/add', {
      userName: `u${newMarker()}`,
      password: 'a-long-enough-password',
      role: 'MANAGER',
      email: email.toUpperCase(),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ email, twoFactor: false });

    const bad = await admin.send('POST', '/api/user/add', {
      userName: `u${newMarker()}`,
      password: 'a-long-enough-password',
      role: 'MANAGER',
      email: 'not-an-address',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields.email).toMatch(/^validation\./);

    const other = await createUser(t.app);
    const token = await t.login(other.userName, other.password);
    const own = staff(t, token);
    const taken = await own.send('PUT', '/api/me/account', { email: email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: { fields: { email: 'validation.emailTaken' } } });

    const mine = `${newMarker()}@staff.example.com`;
    const saved = await own.send('PUT', '/api/me/account', { email: mine });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await own.get('/api/me/account')).json()).toEqual({
      email: mine,
      twoFactor: false,
      twoFactorRequired: false,
    });
  });
});

describe('"Forgot your password?"', () => {
  it("mails a link in the user's language; an unknown name gets the same answer and nothing is mailed", async () => {
    const user = await userWithEmail('nl');
    const known = await forgot(user.userName);
    const { mail } = await mailedToken(user.email);
    expect(mail.parsed.subject).toBe(mailTexts('nl').passwordReset.subject);

    const before = (await t.app.db.select().from(outboxMails)).length;
    const unknownName = await forgot(`nobody-${newMarker()}`);
    const unknownAddress = await forgot(`${newMarker()}@nowhere.example.com`);
    for (const res of [unknownName, unknownAddress]) {
      expect(res.statusCode).toBe(known.statusCode);
      expect(res.body).toBe(known.body);
    }
    expect(known.statusCode).toBe(202);
    expect((await t.app.db.select().from(outboxMails)).length).toBe(before);
  });

  it('finds the account by its e-mail address too, case aside', async () => {
    const user = await userWithEmail('fr');
    expect((await forgot(user.email.toUpperCase())).statusCode).toBe(202);
    const { mail } = await mailedToken(user.email);
    expect(mail.parsed.subject).toBe(mailTexts('fr').passwordReset.subject);
  });

  it('sets a new password under the product rule, once, and ends every earlier session', async () => {
    const user = await userWithEmail();
    const earlier = await t.login(user.userName, user.password);
    expect((await me(earlier)).statusCode).toBe(200);
    await forgot(user.userName);
    const { token } = await mailedToken(user.email);

    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: { fields: { newPassword: 'validation.passwordMinLength' } } });

    const done = await reset(token, 'my-brand-new-password');
    expect(done.statusCode, done.body).toBe(204);
    expect((await me(earlier)).statusCode).toBe(401);
    expect((await logIn(user.userName, user.password)).statusCode).toBe(401);
    expect((await logIn(user.userName, 'my-brand-new-password')).statusCode).toBe(200);

    const again = await reset(token, 'yet-another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: { fields: { token: 'validation.resetLinkInvalid' } } });
    expect((await logIn(user.userName, 'my-brand-new-password')).statusCode).toBe(200);
  });

  it('is short-lived: a link older than 30 minutes is refused', async () => {
    const user = await userWithEmail();
    await forgot(user.userName);
    const { token } = await mailedToken(user.email);
    clock.advance(31 * 60 * 1000);
    const late = await reset(token, 'my-brand-new-password');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ error: { fields: { token: 'validation.resetLinkInvalid' } } });
    expect((await logIn(user.userName, user.password)).statusCode).toBe(200);
  });

  it('is throttled per account (the same answer, no more mails) and per client address (429)', async () => {
    const user = await userWithEmail();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await forgot(user.userName));
    expect(answers.map((r) => r.statusCode)).toEqual([202, 202, 202, 202, 202]);
    expect(await outboxTo(user.email)).toHaveLength(3);

    const ip = newIp();
    const fromOne = [];
    for (let i = 0; i < 6; i++) fromOne.push((await forgot(`nobody-${newMarker()}`, ip)).statusCode);
    expect(fromOne).toEqual([202, 202, 202, 202, 202, 429]);
    const refused = await forgot(user.userName, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('two-factor sign-in (TOTP)', () => {
  /** A user who turned it on: their secret and recovery codes. */
  async function withTwoFactor() {
    const user = await createUser(t.app);
    const own = staff(t, await t.login(user.userName, user.password));
    const setup = await own.send('POST', '/api/me/two-factor/setup');
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, uri, qrCode } = setup.json<{ secret: string; uri: string; qrCode: string }>();
    expect(uri).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const confirmed = await own.send('POST', '/api/me/two-factor/confirm', { code: await codeOf(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    return { user, own, secret, recoveryCodes };
  }

  it('is turned on with a code (a wrong one is refused) and gives ten recovery codes, kept hashed', async () => {
    const user = await createUser(t.app);
    const own = staff(t, await t.login(user.userName, user.password));
    const { secret } = (await own.send('POST', '/api/me/two-factor/setup')).json<{ secret: string }>();
    const right = await codeOf(secret);
    const wrong = await own.send('POST', '/api/me/two-factor/confirm', {
      code: right === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { fields: { code: 'validation.totpWrong' } } });
    expect((await own.get('/api/me/account')).json()).toMatchObject({ twoFactor: false });

    const ok = await own.send('POST', '/api/me/two-factor/confirm', { code: right });
    const codes = ok.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect((await own.get('/api/me/account')).json()).toMatchObject({ twoFactor: true });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(JSON.stringify(row)).not.toContain(codes[0]);
  });

  it('asks for the code after the password, refuses a wrong or replayed one, takes the right one', async () => {
    const { user, secret } = await withTwoFactor();
    const noCode = await logIn(user.userName, user.password);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toMatchObject({ error: { code: 'TOTP_REQUIRED' } });
    // A wrong password is told as before, whatever the code: the code step tells nothing about the password.
    expect((await logIn(user.userName, 'wrong-password-here', '123456')).json()).toMatchObject({
      error: { code: 'BAD_CREDENTIALS' },
    });

    clock.advance(60_000);
    const code = await codeOf(secret);
    const wrong = await logIn(user.userName, user.password, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: { code: 'TOTP_WRONG' } });

    const ok = await logIn(user.userName, user.password, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await me(ok.body)).statusCode).toBe(200);
    const replayed = await logIn(user.userName, user.password, code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ error: { code: 'TOTP_WRONG' } });
  });

  it('takes a recovery code in place of the code, once', async () => {
    const { user, recoveryCodes } = await withTwoFactor();
    const spare = recoveryCodes[3]!;
    const first = await logIn(user.userName, user.password, spare.toUpperCase());
    expect(first.statusCode, first.body).toBe(200);
    const second = await logIn(user.userName, user.password, spare);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toMatchObject({ error: { code: 'TOTP_WRONG' } });
    expect((await logIn(user.userName, user.password, recoveryCodes[4])).statusCode).toBe(200);
  });

  it('is reset by an ADMIN: the user signs in with the password alone again', async () => {
    const { user } = await withTwoFactor();
    const res = await admin.send('PUT', `/api/user/twofactor/reset/${user.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await admin.get(`/api/users/${user.id}`)).json()).toMatchObject({ twoFactor: false });
    expect((await logIn(user.userName, user.password)).statusCode).toBe(200);
  });

  it('can be required of all staff by an ADMIN: an account without it sets it up before anything else', async () => {
    const manager = await createUser(t.app);
    const managerStaff = staff(t, await t.login(manager.userName, manager.password));
    expect((await managerStaff.send('PUT', '/api/settings/security', { requireTwoFactor: true })).statusCode).toBe(403);

    // Only an ADMIN who uses it may require it: turning it on never shuts them out of the settings.
    const first = await admin.send('PUT', '/api/settings/security', { requireTwoFactor: true });
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({ error: { fields: { requireTwoFactor: 'validation.twoFactorOwnFirst' } } });
    const { secret: adminSecret } = (await admin.send('POST', '/api/me/two-factor/setup')).json<{ secret: string }>();
    await admin.send('POST', '/api/me/two-factor/confirm', { code: await codeOf(adminSecret) });
    const on = await admin.send('PUT', '/api/settings/security', { requireTwoFactor: true });
    expect(on.statusCode, on.body).toBe(200);
    expect((await admin.get('/api/settings/security')).json()).toEqual({ requireTwoFactor: true });
    try {
      const user = await createUser(t.app);
      const token = (await logIn(user.userName, user.password)).body;
      const own = staff(t, token);
      expect((await me(token)).json()).toMatchObject({ twoFactorSetupRequired: true });
      const blocked = await own.get('/api/jobs');
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toMatchObject({ error: { code: 'TWO_FACTOR_SETUP_REQUIRED' } });

      const { secret } = (await own.send('POST', '/api/me/two-factor/setup')).json<{ secret: string }>();
      expect((await own.send('POST', '/api/me/two-factor/confirm', { code: await codeOf(secret) })).statusCode).toBe(
        200,
      );
      expect((await me(token)).json()).toMatchObject({ twoFactorSetupRequired: false });
      expect((await own.get('/api/jobs')).statusCode).toBe(200);
      // Required: it cannot be turned off.
      clock.advance(60_000);
      const off = await own.send('POST', '/api/me/two-factor/off', { code: await codeOf(secret) });
      expect(off.statusCode).toBe(409);
    } finally {
      await admin.send('PUT', '/api/settings/security', { requireTwoFactor: false });
    }
  });
});
