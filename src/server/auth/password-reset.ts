import { createHash, randomBytes } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { passwordResets, rateLimits, users } from '../db/schema/index.ts';
import { badRequest, HttpError } from '../errors.ts';
import { enqueueMails } from '../mail/enqueue-mails.ts';
import { siteUrl } from '../mail/firm.ts';
import type { MailService } from '../mail/mail-service.ts';
import { languageOf } from '../mail/staff-recipients.ts';
import type { Clock } from '../time/clock.ts';
import { revokeTokens } from './change-password.ts';
import { clearAccountFailures } from './login-throttle.ts';
import { assertPasswordAllowed } from './password-policy.ts';
import { hashPassword } from './passwords.ts';

/** A reset link works this long after it was asked for, once. */
export const RESET_LINK_MS = 30 * 60 * 1000;
/** Asks from one client address per window, whatever the names: then 429 (it tells nothing about accounts). */
export const RESET_ADDRESS_LIMIT = 5;
/** Links mailed to one account per window: further asks get the same answer and mail nothing. */
export const RESET_ACCOUNT_LIMIT = 3;
export const RESET_WINDOW_MS = 60 * 60 * 1000;
/** Where the link leads: the token in the fragment, so that it never reaches a server log or a Referer. */
export const RESET_PATH = '/reset-password';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Counts one hit on `key` in a fixed window from its first hit, and answers the count with its window's end. */
async function countHit(db: Database, key: string, now: Date, windowMs: number) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${at} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${at} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return { count: row!.count, retryAfterS: Math.max(1, Math.ceil((row!.resetAt.getTime() - now.getTime()) / 1000)) };
}

class ResetsThrottled extends HttpError {
  constructor(readonly retryAfterS: number) {
    super(429, 'Too many password reset requests: try again later');
  }
}

/**
 * "Forgot your password?" (docs/decisions/0076): the enabled account named by its user name or e-mail, when it has
 * an address, gets a link in its language through the outbox. The caller answers the same whatever happened here,
 * so that nobody learns which names or addresses exist; only the per-address ceiling is said (429), and it counts
 * every ask, known or not.
 */
export async function requestPasswordReset(
  app: { db: Database; mail: MailService; clock: Clock },
  { login, ip }: { login: string; ip: string },
): Promise<void> {
  const { db, clock } = app;
  const now = clock.now();
  const address = await countHit(db, `reset-ip:${normalizeIP(ip)}`, now, RESET_WINDOW_MS);
  if (address.count > RESET_ADDRESS_LIMIT) throw new ResetsThrottled(address.retryAfterS);
  const name = login.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.userName}) = ${name}`, sql`lower(${users.email}) = ${name}`));
  if (!user?.email || !user.enabled) return;
  const account = await countHit(db, `reset-user:${user.id}`, now, RESET_WINDOW_MS);
  if (account.count > RESET_ACCOUNT_LIMIT) return;
  const token = randomBytes(32).toString('base64url');
  const tokenHash = sha256(token);
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      tokenHash,
      userId: user.id,
      expiresAt: new Date(now.getTime() + RESET_LINK_MS),
    });
    await enqueueMails(tx, app.mail, [
      {
        key: `password-reset:${tokenHash}`,
        template: 'password-reset',
        to: user.email!,
        lang: languageOf(user.language),
        data: { userName: user.userName, link: `${siteUrl()}${RESET_PATH}#token=${token}`, minutes: 30 },
        recordType: 'users',
        recordId: user.id,
      },
    ]);
  });
}

/**
 * Sets the new password of a reset link's account (the product's password rule), spends the link and every other
 * of the account's, and ends every session of the account. A link used, expired or unknown: 400 naming `token`.
 */
export async function resetPasswordWithLink(
  db: Database,
  input: { token: string; newPassword: string },
  clock: Clock,
): Promise<{ userId: number }> {
  assertPasswordAllowed(input.newPassword, 'newPassword');
  const now = clock.now();
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(input.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!link) throw badRequest('This link has expired or was used already', { token: 'validation.resetLinkInvalid' });
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, link.userId), isNull(passwordResets.usedAt)));
    const [user] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, passwordExpiresAt: null })
      .where(eq(users.id, link.userId))
      .returning({ userName: users.userName });
    await revokeTokens(tx, link.userId);
    await clearAccountFailures(tx, user!.userName);
    return { userId: link.userId };
  });
}
