import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

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

export async function failuresFor(db: Database, userName: string): Promise<{ count: number; retryAfterS: number }> {
  const [row] = await db
    .select()
    .from(rateLimits)
    .where(eq(rateLimits.key, throttleKey(userName)));
  if (!row || row.resetAt.getTime() <= Date.now()) return { count: 0, retryAfterS: 0 };
  return { count: row.count, retryAfterS: Math.ceil((row.resetAt.getTime() - Date.now()) / 1000) };
}

export async function recordFailure(db: Database, userName: string): Promise<void> {
  const resetAt = new Date(Date.now() + WINDOW_MS);
  await db
    .insert(rateLimits)
    .values({ key: throttleKey(userName), count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    });
}

export async function clearFailures(db: Database, userName: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, throttleKey(userName)));
}

/** The delay before answering an attempt: none at first, then growing by half a second per failure, at most 3 s. */
export function delayFor(failures: number): number {
  return failures < SLOW_AFTER ? 0 : Math.min(3000, (failures - SLOW_AFTER + 1) * 500);
}
