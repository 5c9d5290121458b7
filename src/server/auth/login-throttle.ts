import { normalizeIP } from '@fastify/rate-limit';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { HttpError } from '../errors.ts';
import { systemClock, type Clock } from '../time/clock.ts';

/** After this many failures of one account from one address, each further attempt waits a little longer. */
export const SLOW_AFTER = 3;
/** After this many failures of one account from one address, that address is refused (429) for the account. */
export const REFUSE_AFTER = 10;
/** After this many failures from one address, whatever the accounts, the address is refused (password spraying). */
export const ADDRESS_REFUSE_AFTER = 30;
export const WINDOW_MS = 15 * 60 * 1000;

/** Who is trying: the account name as typed and the client address (request.ip). */
export interface LoginAttempt {
  userName: string;
  ip: string;
}

/** The account's counters start with this; one per client address (an IPv6 address by its /64). */
function accountPrefix(userName: string): string {
  return `login:${encodeURIComponent(userName.trim().toLowerCase())}:`;
}
export function accountKey(attempt: LoginAttempt): string {
  return accountPrefix(attempt.userName) + normalizeIP(attempt.ip);
}
function addressKey(ip: string): string {
  return `login-ip:${normalizeIP(ip)}`;
}

/** A 429 that tells the client when to try again (the error handler sends it as Retry-After). */
class LoginsThrottled extends HttpError {
  constructor(readonly retryAfterS: number) {
    super(429, `Too many failed logins, try again in ${Math.max(1, Math.ceil(retryAfterS / 60))} minutes`);
  }
}

interface Counted {
  before: number;
  retryAfterS: number;
}

/**
 * Counts an attempt as a failure before its password is checked, in one atomic upsert of both counters (account
 * from this address, and this address), and answers how many came before it on each. Counting first is what
 * makes the limits hold when an attacker sends many attempts at once. A success clears the account's counter and
 * takes its attempt back off the address's (clearFailures).
 */
async function countAttempt(db: Database, attempt: LoginAttempt, now: Date) {
  const keys = { account: accountKey(attempt), address: addressKey(attempt.ip) };
  const resetAt = new Date(now.getTime() + WINDOW_MS);
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .insert(rateLimits)
    .values([keys.account, keys.address].map((key) => ({ key, count: 1, resetAt })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${at} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${at} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt });
  const counted = (key: string): Counted => {
    const row = rows.find((r) => r.key === key)!;
    return {
      before: row.count - 1,
      retryAfterS: Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000)),
    };
  };
  return { account: counted(keys.account), address: counted(keys.address) };
}

/**
 * The throttle in front of a password check. Counting per account *and address* means an attacker slows and then
 * locks out only their own address: the account's owner, from an address that has not failed, still gets in.
 * Refuses with 429 after REFUSE_AFTER failures of the account from this address, or ADDRESS_REFUSE_AFTER from
 * this address in all; otherwise waits longer after each failure past SLOW_AFTER.
 */
export async function throttleLogin(db: Database, attempt: LoginAttempt, clock: Clock = systemClock): Promise<void> {
  const { account, address } = await countAttempt(db, attempt, clock.now());
  if (account.before >= REFUSE_AFTER) throw new LoginsThrottled(account.retryAfterS);
  if (address.before >= ADDRESS_REFUSE_AFTER) throw new LoginsThrottled(address.retryAfterS);
  const delay = delayFor(account.before);
  if (delay) await clock.wait(delay);
}

/** The failures of an account from an address in the current window. */
export async function failuresFor(db: Database, attempt: LoginAttempt, now = systemClock.now()): Promise<number> {
  const [row] = await db
    .select()
    .from(rateLimits)
    .where(and(eq(rateLimits.key, accountKey(attempt)), gt(rateLimits.resetAt, now)));
  return row?.count ?? 0;
}

/**
 * A success clears the account's failures from that address, and takes its own attempt back off the address's
 * counter, where it was counted as a failure first: only failures count, so an office behind one address is never
 * locked out by its colleagues' correct logins, while earlier failures from the address (spraying) stay counted.
 */
export async function clearFailures(db: Database, attempt: LoginAttempt): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, accountKey(attempt)));
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, addressKey(attempt.ip)));
}

/** A password reset clears the account's failures from every address, so the new password works at once. */
export async function clearAccountFailures(db: Database, userName: string): Promise<void> {
  await db.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${accountPrefix(userName)})`);
}

/** The delay before answering an attempt: none at first, then growing by half a second per failure, at most 3 s. */
function delayFor(failures: number): number {
  return failures < SLOW_AFTER ? 0 : Math.min(3000, (failures - SLOW_AFTER + 1) * 500);
}
