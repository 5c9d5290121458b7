import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failuresFor, REFUSE_AFTER, SLOW_AFTER, throttleKey } from '../../src/server/auth/login-throttle.ts';
import { rateLimits } from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Headers an attacker might send to look like a new client each time. */
const spoofed = (i: number) => ({
  'x-forwarded-for': `203.0.113.${i}, 10.0.0.${i}`,
  'x-real-ip': `198.51.100.${i}`,
  forwarded: `for=192.0.2.${i}`,
  'true-client-ip': `192.0.2.${i}`,
  'cf-connecting-ip': `192.0.2.${i}`,
  'user-agent': `attacker/${i}`,
});

const attempt = (username: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/token',
    headers: { ...t.xsrf, ...headers },
    payload: { username, password },
  });

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await run();
  return [result, performance.now() - start];
}

describe('repeated failed logins for one account', () => {
  it('are slowed from the third failure, then refused with 429, whatever the client headers say', async () => {
    const user = await createUser(t, 'MANAGER');
    const quick: number[] = [];
    for (let i = 0; i < SLOW_AFTER; i++) {
      const [res, ms] = await timed(() => attempt(user.userName, 'wrong', spoofed(i)));
      expect(res.statusCode).toBe(401);
      quick.push(ms);
    }
    // The machine is shared, so the delay is measured against the undelayed attempts rather than the clock.
    const [slowed, ms] = await timed(() => attempt(user.userName, 'wrong', spoofed(50)));
    expect(slowed.statusCode).toBe(401);
    expect(ms - Math.min(...quick)).toBeGreaterThanOrEqual(400);

    // Skip the waiting of the failures in between: the counter is what the server reads.
    await t.app.db
      .update(rateLimits)
      .set({ count: REFUSE_AFTER - 1 })
      .where(eq(rateLimits.key, throttleKey(user.userName)));
    expect((await attempt(user.userName, 'wrong', spoofed(60))).statusCode).toBe(401);

    for (const [i, password] of [
      [70, 'wrong'],
      [71, user.password],
    ] as const) {
      const [refused, refusedMs] = await timed(() => attempt(user.userName, password, spoofed(i)));
      expect(refused.statusCode).toBe(429);
      // Refused at once: no delay, and no password check.
      expect(refusedMs).toBeLessThan(1500);
      expect(refused.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
  });

  it('count the same account name whatever its case or spacing', async () => {
    const user = await createUser(t, 'MANAGER');
    await t.app.db
      .insert(rateLimits)
      .values({ key: throttleKey(user.userName), count: REFUSE_AFTER, resetAt: new Date(Date.now() + 60_000) });
    for (const name of [user.userName.toUpperCase(), ` ${user.userName} `]) {
      expect((await attempt(name, user.password)).statusCode).toBe(429);
    }
  });

  it('cannot be sped up by sending them all at once', async () => {
    const user = await createUser(t, 'MANAGER');
    const answers = await Promise.all(
      Array.from({ length: 3 * REFUSE_AFTER }, (_, i) => attempt(user.userName, `guess-${i}`, spoofed(i))),
    );
    const checked = answers.filter((r) => r.statusCode === 401).length;
    const refused = answers.filter((r) => r.statusCode === 429).length;
    expect(checked + refused).toBe(answers.length);
    expect(checked).toBeLessThanOrEqual(REFUSE_AFTER);
  }, 60_000);

  it('are cleared by a success, and do not lock out other accounts', async () => {
    const a = await createUser(t, 'MANAGER');
    const b = await createUser(t, 'MANAGER');
    for (let i = 0; i < SLOW_AFTER - 1; i++) await attempt(a.userName, 'wrong');
    expect((await attempt(a.userName, a.password)).statusCode).toBe(200);
    expect((await failuresFor(t.app.db, a.userName)).count).toBe(0);
    expect((await attempt(a.userName, 'wrong')).statusCode).toBe(401);
    expect((await failuresFor(t.app.db, a.userName)).count).toBe(1);
    expect((await attempt(b.userName, b.password)).statusCode).toBe(200);
  });

  it('are answered alike for an unknown account (no user enumeration)', async () => {
    const user = await createUser(t, 'MANAGER');
    const known = await attempt(user.userName, 'wrong');
    const unknown = await attempt('no-such-user-' + user.userName, 'wrong');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
  });
});
