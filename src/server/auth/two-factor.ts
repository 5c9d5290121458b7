import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Database } from '../db/client.ts';
import { recoveryCodes, securitySettings, users } from '../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { firmDetails } from '../mail/firm.ts';
import type { Clock } from '../time/clock.ts';

/** Codes of the period before and after the current one pass too: a phone's clock a little off still works. */
const TOLERANCE_S = 30;
const RECOVERY_CODES = 10;
// No 0/O, 1/l/I: a recovery code is read off paper and typed in by hand.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A recovery code as typed ("ABCDE-12345", spaces, case) and as stored: its letters and digits, lower-cased. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const seconds = (clock: Clock) => Math.floor(clock.now().getTime() / 1000);

/** Whether an ADMIN requires two-factor sign-in of every staff account (the one row of security_settings). */
export async function twoFactorRequired(db: Database): Promise<boolean> {
  const [row] = await db.select().from(securitySettings).where(eq(securitySettings.id, 1));
  return row?.requireTwoFactor ?? false;
}

/**
 * An ADMIN requires it (or no longer): only one who uses it already, so that turning it on never shuts its author
 * out of the settings they just changed.
 */
export async function setTwoFactorRequired(db: Database, requireTwoFactor: boolean, actorId: number) {
  if (requireTwoFactor) {
    const [actor] = await db.select({ on: users.totpEnabledAt }).from(users).where(eq(users.id, actorId));
    if (!actor?.on) {
      throw conflict('Turn two-factor sign-in on for your own account first', {
        requireTwoFactor: 'validation.twoFactorOwnFirst',
      });
    }
  }
  await db
    .insert(securitySettings)
    .values({ id: 1, requireTwoFactor })
    .onConflictDoUpdate({ target: securitySettings.id, set: { requireTwoFactor, updatedAt: sql`now()` } });
  return requireTwoFactor;
}

/**
 * The first step of turning two-factor sign-in on: a new secret, kept on the account but not in force until a code
 * of it is confirmed (confirmTwoFactor). Refused while it is on: it is turned off first, with a code.
 */
export async function startTwoFactor(db: Database, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  if (user.totpEnabledAt) throw conflict('Two-factor sign-in is already on', { code: 'validation.twoFactorOn' });
  const secret = generateSecret();
  await db.update(users).set({ totpSecret: secret, totpLastStep: null }).where(eq(users.id, userId));
  const uri = generateURI({ issuer: firmDetails().firmName, label: user.userName, secret });
  const qrCode = `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(uri, { type: 'svg', margin: 1 })).toString('base64')}`;
  return { secret, uri, qrCode };
}

/**
 * Checks a 6-digit code against the account's secret and spends its time step: the same code (or an older one) is
 * never accepted again, even by two requests at once (the update's condition decides).
 */
async function spendTotpCode(
  db: Database,
  user: { id: number; totpSecret: string | null },
  code: string,
  clock: Clock,
) {
  if (!user.totpSecret || !/^\d{6}$/.test(code)) return false;
  const result = await verify({
    secret: user.totpSecret,
    token: code,
    epoch: seconds(clock),
    epochTolerance: TOLERANCE_S,
  }).catch(() => ({ valid: false as const }));
  // A TOTP result carries the time step it matched (the functional API's type also covers HOTP's).
  if (!result.valid || !('timeStep' in result) || typeof result.timeStep !== 'number') return false;
  const step = result.timeStep;
  const spent = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return spent.length > 0;
}

/** A recovery code of the user, used at most once (the update's condition decides between two requests). */
async function spendRecoveryCode(db: Database, userId: number, code: string, clock: Clock) {
  const normalized = normalizeRecoveryCode(code);
  if (!normalized) return false;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: clock.now() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, sha256(normalized)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

/** The second step of a login: the authenticator's code, else a recovery code. */
export async function checkSecondFactor(
  db: Database,
  user: { id: number; totpSecret: string | null },
  code: string,
  clock: Clock,
): Promise<boolean> {
  if (/^\d{6}$/.test(code)) return spendTotpCode(db, user, code, clock);
  return spendRecoveryCode(db, user.id, code, clock);
}

function newRecoveryCode(): string {
  let out = '';
  for (let i = 0; i < 10; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

/**
 * Turns two-factor sign-in on with a code of the secret startTwoFactor made, and answers the recovery codes, shown
 * this once (only their hashes are kept; about 50 bits each, so a plain SHA-256 is enough).
 */
export async function confirmTwoFactor(db: Database, userId: number, code: string, clock: Clock) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user?.totpSecret || user.totpEnabledAt) {
    throw conflict('Start turning two-factor sign-in on first', { code: 'validation.twoFactorNotStarted' });
  }
  if (!(await spendTotpCode(db, user, code, clock))) throw wrongCode();
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ totpEnabledAt: clock.now() }).where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: sha256(normalizeRecoveryCode(c)) })));
  });
  return { recoveryCodes: codes };
}

/** The user turns it off with a current code; not while an ADMIN requires it. */
export async function turnOffTwoFactor(db: Database, userId: number, code: string, clock: Clock) {
  if (await twoFactorRequired(db)) {
    throw conflict('Two-factor sign-in is required for every account', { code: 'validation.twoFactorRequired' });
  }
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user?.totpEnabledAt) return;
  if (!(await checkSecondFactor(db, user, code, clock))) throw wrongCode();
  await clearTwoFactor(db, userId);
}

/** An ADMIN's reset of a user's second factor (a lost phone): the user signs in with the password alone again. */
export async function clearTwoFactor(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!row) throw notFound(`No user ${userId}`);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
}

export const wrongCode = () => badRequest('This code is not right', { code: 'validation.totpWrong' });
