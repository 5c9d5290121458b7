import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accountKey,
  ACCOUNT_REFUSE_AFTER,
  ADDRESS_REFUSE_AFTER,
  failuresFor,
  REFUSE_AFTER,
  SLOW_AFTER,
  WINDOW_MS,
} from '../../src/server/auth/login-throttle.ts';
import { rateLimits, users } from '../../src/server/db/schema/index.ts';
import { ADMIN, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from './helpers.ts';
import type { Clock } from '../../src/server/time/clock.ts';

/** The throttle's waits are recorded instead of slept, and its clock can be moved on. */
const sleeps: number[] = [];
let offsetMs = 0;
const timing: Clock = {
  now: () => new Date(Date.now() + offsetMs),
  wait: async (ms) => {
    sleeps.push(ms);
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: timing });
});
afterAll(() => t.close());
beforeEach(() => {
  sleeps.length = 0;
});

/** Headers an attacker might send to look like a new client each time (believed only behind TRUST_PROXY). */
const spoofed = (i: number) => ({
  'x-forwarded-for': `203.0.113.${i}, 10.0.0.${i}`,
  'x-real-ip': `198.51.100.${i}`,
  forwarded: `for=192.0.2.${i}`,
  'true-client-ip': `192.0.2.${i}`,
  'cf-connecting-ip': `192.0.2.${i}`,
  'user-agent': `attacker/${i}`,
});

const attempt = (username: string, password: string, from = '127.0.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/token',
    remoteAddress: from,
    headers: { ...t.xsrf, ...headers },
    payload: { username, password },
  });

const setFailures = (userName: string, ip: string, count: number) =>
  t.app.db
    .update(rateLimits)
    .set({ count })
    .where(eq(rateLimits.key, accountKey({ userName, ip })));

describe('repeated failed logins of one account from one address', () => {
  it('are slowed from the third failure, then refused with 429, whatever the client headers say', async () => {
    const user = await createUser(t, 'MANAGER');
    for (let i = 0; i < SLOW_AFTER; i++)
      expect((await attempt(user.userName, 'wrong', undefined, spoofed(i))).statusCode).toBe(401);
    expect(sleeps).toEqual([]);
    expect((await attempt(user.userName, 'wrong', undefined, spoofed(50))).statusCode).toBe(401);
    expect(sleeps).toEqual([500]);

    // Skip the failures in between: the counter is what the server reads.
    await setFailures(user.userName, '127.0.0.1', REFUSE_AFTER - 1);
    expect((await attempt(user.userName, 'wrong', undefined, spoofed(60))).statusCode).toBe(401);
    for (const [i, password] of [
      [70, 'wrong'],
      [71, user.password],
    ] as const) {
      sleeps.length = 0;
      const refused = await attempt(user.userName, password, undefined, spoofed(i));
      expect(refused.statusCode).toBe(429);
      expect(sleeps).toEqual([]); // refused at once: no wait, and no password check
      expect(refused.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
  });

  it('lock out only the attacking address: the right password from another address still gets in, ADMIN included', async () => {
    for (let i = 0; i < REFUSE_AFTER + 2; i++) await attempt(ADMIN.username, `guess-${i}`, '198.51.100.66');
    expect((await attempt(ADMIN.username, ADMIN.password, '198.51.100.66')).statusCode).toBe(429);
    expect((await attempt(ADMIN.username, ADMIN.password, '192.0.2.10')).statusCode).toBe(200);
    // A wrong password from the good address is counted there only.
    expect(await failuresFor(t.app.db, { userName: 'admin', ip: '192.0.2.10' })).toBe(0);
  });

  it('count the same account name whatever its case or spacing', async () => {
    const user = await createUser(t, 'MANAGER');
    await attempt(user.userName, 'wrong', '192.0.2.20');
    await setFailures(user.userName, '192.0.2.20', REFUSE_AFTER);
    for (const name of [user.userName.toUpperCase(), ` ${user.userName} `]) {
      expect((await attempt(name, user.password, '192.0.2.20')).statusCode).toBe(429);
    }
  });

  it('count an IPv6 client by its /64, so that it cannot hop to the next address', async () => {
    const user = await createUser(t, 'MANAGER');
    for (let i = 0; i <= REFUSE_AFTER; i++) await attempt(user.userName, 'wrong', `2001:db8:1:2::${i + 1}`);
    expect((await attempt(user.userName, user.password, '2001:db8:1:2::ffff')).statusCode).toBe(429);
    expect((await attempt(user.userName, user.password, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('cannot be sped up by sending them all at once', async () => {
    const user = await createUser(t, 'MANAGER');
    const answers = await Promise.all(
      Array.from({ length: 3 * REFUSE_AFTER }, (_, i) =>
        attempt(user.userName, `guess-${i}`, '192.0.2.30', spoofed(i)),
      ),
    );
    const checked = answers.filter((r) => r.statusCode === 401).length;
    const refused = answers.filter((r) => r.statusCode === 429).length;
    expect(checked + refused).toBe(answers.length);
    expect(checked).toBeLessThanOrEqual(REFUSE_AFTER);
  }, 60_000);

  it('are cleared by a success, and do not lock out other accounts', async () => {
    const a = await createUser(t, 'MANAGER');
    const b = await createUser(t, 'MANAGER');
    const from = { userName: a.userName, ip: '192.0.2.40' };
    for (let i = 0; i < SLOW_AFTER - 1; i++) await attempt(a.userName, 'wrong', from.ip);
    expect(await failuresFor(t.app.db, from)).toBe(SLOW_AFTER - 1);
    expect((await attempt(a.userName, a.password, from.ip)).statusCode).toBe(200);
    expect(await failuresFor(t.app.db, from)).toBe(0);
    expect((await attempt(a.userName, 'wrong', from.ip)).statusCode).toBe(401);
    expect(await failuresFor(t.app.db, from)).toBe(1);
    expect((await attempt(b.userName, b.password, from.ip)).statusCode).toBe(200);
  });

  it('are forgotten once the window has passed (the clock is the throttle’s own)', async () => {
    const user = await createUser(t, 'MANAGER');
    for (let i = 0; i <= REFUSE_AFTER; i++) await attempt(user.userName, 'wrong', '192.0.2.50');
    expect((await attempt(user.userName, user.password, '192.0.2.50')).statusCode).toBe(429);
    offsetMs += WINDOW_MS + 1000;
    expect((await attempt(user.userName, user.password, '192.0.2.50')).statusCode).toBe(200);
  });

  it('are answered alike for an unknown account (no user enumeration)', async () => {
    const user = await createUser(t, 'MANAGER');
    const known = await attempt(user.userName, 'wrong', '192.0.2.60');
    const unknown = await attempt('no-such-user-' + user.userName, 'wrong', '192.0.2.60');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
  });
});

describe('failed logins from one address across accounts (password spraying)', () => {
  it('are refused past the address limit, for every account, while other addresses go on', async () => {
    const victim = await createUser(t, 'MANAGER');
    for (let i = 0; i < ADDRESS_REFUSE_AFTER; i++) {
      expect((await attempt(`sprayed-${i}`, 'Winter2025!', '203.0.113.200')).statusCode).toBe(401);
    }
    const refused = await attempt(victim.userName, victim.password, '203.0.113.200');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(victim.userName, victim.password, '203.0.113.201')).statusCode).toBe(200);
  });

  it('do not count successes: an office behind one address logs in all day, and failures still count', async () => {
    const office = '203.0.113.210';
    const colleagues = [await createUser(t, 'MANAGER'), await createUser(t, 'ADMIN')];
    for (let i = 0; i < ADDRESS_REFUSE_AFTER + 10; i++) {
      const who = colleagues[i % 2]!;
      expect((await attempt(who.userName, who.password, office)).statusCode).toBe(200);
    }
    expect((await attempt(ADMIN.username, ADMIN.password, office)).statusCode).toBe(200);
    // Only the failures are counted: the limit is reached after exactly ADDRESS_REFUSE_AFTER of them.
    for (let i = 0; i < ADDRESS_REFUSE_AFTER; i++) {
      expect((await attempt(`office-typo-${i}`, 'wrong', office)).statusCode).toBe(401);
      const who = colleagues[i % 2]!;
      if (i < ADDRESS_REFUSE_AFTER - 1)
        expect((await attempt(who.userName, who.password, office)).statusCode).toBe(200);
    }
    expect((await attempt(colleagues[0]!.userName, colleagues[0]!.password, office)).statusCode).toBe(429);
  });
});

describe('a disabled account', () => {
  it('answers its right password as a wrong one, so that a guess is not confirmed (issue 44 item 20)', async () => {
    const user = await createUser(t, 'MANAGER');
    await t.app.db.update(users).set({ enabled: false }).where(eq(users.id, user.id));
    const right = await attempt(user.userName, user.password, '192.0.2.70');
    const wrong = await attempt(user.userName, 'wrong', '192.0.2.70');
    expect(right.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(right.json()).toEqual(wrong.json());
    expect(right.json()).toMatchObject({ error: { code: 'BAD_CREDENTIALS' } });
    // Counted alike too: the right password does not clear the failures before it, which would show in the delays.
    expect(await failuresFor(t.app.db, { userName: user.userName, ip: '192.0.2.70' })).toBe(2);
  });
});

describe('failed logins of one account from many addresses', () => {
  it('meet a ceiling per account that refuses new addresses, not one the owner signed in from', async () => {
    const owner = await createUser(t, 'MANAGER');
    const office = '198.51.100.140';
    expect((await attempt(owner.userName, owner.password, office)).statusCode).toBe(200);
    // A guesser with a new address for every guess: no address's own counter ever slows it.
    for (let i = 0; i < ACCOUNT_REFUSE_AFTER; i++)
      expect((await attempt(owner.userName, `guess-${i}`, `2001:db8:44:${i}::1`)).statusCode).toBe(401);
    for (const password of ['guess-next', owner.password]) {
      const refused = await attempt(owner.userName, password, '2001:db8:44:ffff::1');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
    // The owner, from the address they signed in from before, still gets in, and that does not reopen the ceiling.
    expect((await attempt(owner.userName, owner.password, office)).statusCode).toBe(200);
    expect((await attempt(owner.userName, 'guess-after', '2001:db8:45::1')).statusCode).toBe(429);
    // Other accounts are not touched.
    const other = await createUser(t, 'MANAGER');
    expect((await attempt(other.userName, other.password, '2001:db8:46::1')).statusCode).toBe(200);
    // The window passes: the owner gets in from a new address again.
    offsetMs += WINDOW_MS + 1000;
    expect((await attempt(owner.userName, owner.password, '2001:db8:47::1')).statusCode).toBe(200);
  }, 60_000);
});
