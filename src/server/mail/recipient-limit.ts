import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { emailHash } from '../privacy/suppression.ts';

export const HOUR_MS = 60 * 60 * 1000;
/** "Send me my link" mails an address at most once in this window; further asks send nothing. */
export const MY_DATA_LINK_WINDOW_MS = 10 * 60 * 1000;

/**
 * Counts one mail of `kind` to `email` in a fixed window starting at its first mail, and returns the count,
 * this one included. Kept in the `rate_limits` table (shared by every app process), keyed by the address's hash,
 * so that the count follows the recipient, never the client address a sender can change (docs/decisions/0036).
 */
export async function countMailTo(
  tx: Pick<Database, 'insert'>,
  kind: string,
  email: string,
  now: Date,
  windowMs: number,
): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await tx
    .insert(rateLimits)
    .values({ key: `mail:${kind}:${emailHash(email)}`, count: 1, resetAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${at} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${at} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row!.count;
}
