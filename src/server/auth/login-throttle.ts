import { normalizeIP } from '@fastify/rate-limit';
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
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
/**
 * After this many failures of one account from all addresses, whatever each address's own count, the account is
 * refused (429) to every address that has not signed in to it before: the ceiling on a guesser with many addresses.
 */
export const ACCOUNT_REFUSE_AFTER = 50;
export const WINDOW_MS = 15 * 60 * 1000;
/** How long an address that signed in to an account stays one the account's ceiling does not refuse. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;

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
/** The account's failures from every address (not under accountPrefix: that one names an address after it). */
function wholeAccountKey(userName: string): string {
  return `login-account:${encodeURIComponent(userName.trim().toLowerCase())}`;
}
/** Marks an address that signed in to the account (its reset_at: until when it is remembered). */
function knownAddressKey(attempt: LoginAttempt): string {
  return `login-known:${encodeURIComponent(attempt.userName.trim().toLowerCase())}:${normalizeIP(attempt.ip)}`;
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
  const keys = {
    account: accountKey(attempt),
    address: addressKey(attempt.ip),
    wholeAccount: wholeAccountKey(attempt.userName),
  };
  const resetAt = new Date(now.getTime() + WINDOW_MS);
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .insert(rateLimits)
    .values([keys.account, keys.address, keys.wholeAccount].map((key) => ({ key, count: 1, resetAt })))
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
  return {
    account: counted(keys.account),
    address: counted(keys.address),
    wholeAccount: counted(keys.wholeAccount),
  };
}

/**
 * The throttle in front of a password check. Counting per account *and address* means an attacker slows and then
 * locks out only their own address: the account's owner, from an address that has not failed, still gets in.
 * Refuses with 429 after REFUSE_AFTER failures of the account from this address, or ADDRESS_REFUSE_AFTER from
 * this address in all; otherwise waits longer after each failure past SLOW_AFTER. A guesser with many addresses
 * (issue 44 item 20) meets the account's ceiling: past ACCOUNT_REFUSE_AFTER failures of the account from all
 * addresses, only the addresses that signed in to it before are let through (each under its own counters), so
 * the guesses stop while the owner, from the office or home, still gets in.
 */
export async function throttleLogin(db: Database, attempt: LoginAttempt, clock: Clock = systemClock): Promise<void> {
  const now = clock.now();
  const { account, address, wholeAccount } = await countAttempt(db, attempt, now);
  if (account.before >= REFUSE_AFTER) throw new LoginsThrottled(account.retryAfterS);
  if (address.before >= ADDRESS_REFUSE_AFTER) throw new LoginsThrottled(address.retryAfterS);
  if (wholeAccount.before >= ACCOUNT_REFUSE_AFTER && !(await signedInBefore(db, attempt, now)))
    throw new LoginsThrottled(wholeAccount.retryAfterS);
  const delay = delayFor(account.before);
  if (delay) await clock.wait(delay);
}

/** Whether the attempt's address signed in to its account within KNOWN_ADDRESS_MS. */
async function signedInBefore(db: Database, attempt: LoginAttempt, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, knownAddressKey(attempt)), gt(rateLimits.resetAt, now)));
  return Boolean(row);
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
 * Likewise off the account's count from all addresses, whose other failures stay: the owner's login does not
 * reopen the ceiling to a guesser. The address is remembered as one that signs in to the account.
 */
export async function clearFailures(db: Database, attempt: LoginAttempt, now = systemClock.now()): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, accountKey(attempt)));
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(inArray(rateLimits.key, [addressKey(attempt.ip), wholeAccountKey(attempt.userName)]));
  const resetAt = new Date(now.getTime() + KNOWN_ADDRESS_MS);
  await db
    .insert(rateLimits)
    .values({ key: knownAddressKey(attempt), count: 1, resetAt })
    .onConflictDoUpdate({ target: rateLimits.key, set: { resetAt } });
}

/** A password reset clears the account's failures from every address, so the new password works at once. */
export async function clearAccountFailures(db: Database, userName: string): Promise<void> {
  await db
    .delete(rateLimits)
    .where(
      or(
        sql`starts_with(${rateLimits.key}, ${accountPrefix(userName)})`,
        eq(rateLimits.key, wholeAccountKey(userName)),
      ),
    );
}

/** The delay before answering an attempt: none at first, then growing by half a second per failure, at most 3 s. */
function delayFor(failures: number): number {
  return failures < SLOW_AFTER ? 0 : Math.min(3000, (failures - SLOW_AFTER + 1) * 500);
}
