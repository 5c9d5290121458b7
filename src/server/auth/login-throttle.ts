import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { HttpError } from '../errors.ts';
import { systemClock, type Clock } from '../time/clock.ts';

/** After this many failures in the window, each further attempt waits a little longer. */
export const SLOW_AFTER = 3;
/** After this many failures in the window, attempts are refused with 429 until the window ends. */
export const REFUSE_AFTER = 10;
export const WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed logins are counted per account name in the database (shared by every app process), never per client
 * address, so forged X-Forwarded-For headers do not help an attacker.
 */
export function throttleKey(userName: string): string {
  return 'login:' + userName.trim().toLowerCase();
}

/** A 429 that tells the client when to try again (the error handler sends it as Retry-After). */
export class LoginsThrottled extends HttpError {
  constructor(readonly retryAfterS: number) {
    super(429, `Too many failed logins, try again in ${Math.max(1, Math.ceil(retryAfterS / 60))} minutes`);
  }
}

/**
 * Counts an attempt as a failure before its password is checked, in one atomic upsert, and answers how many came
 * before it. Counting first is what makes the limit hold when an attacker sends many attempts at once: each one
 * sees the attempts running beside it. A success clears the count (`clearFailures`).
 */
export async function countAttempt(
  db: Database,
  userName: string,
  clock: Clock = systemClock,
): Promise<{ before: number; retryAfterS: number }> {
  const resetAt = new Date(clock.now().getTime() + WINDOW_MS);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: throttleKey(userName), count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfterS: sql<string>`greatest(1, ceil(extract(epoch from ${rateLimits.resetAt} - now())))`,
    });
  return { before: row!.count - 1, retryAfterS: Number(row!.retryAfterS) };
}

/**
 * The throttle in front of a password check: refuses with 429 after REFUSE_AFTER failures in the window, and
 * otherwise waits longer after each failure past SLOW_AFTER.
 */
export async function throttleLogin(db: Database, userName: string, clock: Clock = systemClock): Promise<void> {
  const { before, retryAfterS } = await countAttempt(db, userName, clock);
  if (before >= REFUSE_AFTER) throw new LoginsThrottled(retryAfterS);
  const delay = delayFor(before);
  if (delay) await clock.wait(delay);
}

export async function failuresFor(db: Database, userName: string): Promise<{ count: number; retryAfterS: number }> {
  const [row] = await db
    .select()
    .from(rateLimits)
    .where(eq(rateLimits.key, throttleKey(userName)));
  if (!row || row.resetAt.getTime() <= Date.now()) return { count: 0, retryAfterS: 0 };
  return { count: row.count, retryAfterS: Math.ceil((row.resetAt.getTime() - Date.now()) / 1000) };
}

export async function clearFailures(db: Database, userName: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, throttleKey(userName)));
}

/** The delay before answering an attempt: none at first, then growing by half a second per failure, at most 3 s. */
export function delayFor(failures: number): number {
  return failures < SLOW_AFTER ? 0 : Math.min(3000, (failures - SLOW_AFTER + 1) * 500);
}
