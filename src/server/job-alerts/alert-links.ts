import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../errors.ts';
import { siteUrl } from '../mail/firm.ts';
import { normalizeEmail } from '../privacy/person.ts';

/**
 * The signed links of the job alerts (docs/decisions/0061), built like the "My data" links (0031):
 * `base64url(JSON {k, a, e, x}).HMAC` with a key of their own derived from the My data key, so that no token of
 * one kind passes for the other. `k`: what the link does (c: confirm an alert, u: unsubscribe from one, m: manage
 * the address's alerts); `a`: the alert (c, u); `e`: the address; `x`: expiry in seconds (0: never, for the
 * unsubscribe link, which a mail program may use months later).
 */
export type AlertLinkKind = 'c' | 'u' | 'm';
export interface AlertLink {
  kind: AlertLinkKind;
  alertId: number;
  email: string;
}

export const CONFIRM_LINK_DAYS = 7;
export const MANAGE_LINK_DAYS = 90;
const DAY_MS = 24 * 3600 * 1000;

export function alertLinkKey(myDataKey: string): string {
  return createHmac('sha256', myDataKey).update('hireframe job-alert link v1').digest('base64url');
}

export function signAlertLink(key: string, link: AlertLink, expiresAt: Date | null): string {
  const payload = Buffer.from(
    JSON.stringify({
      k: link.kind,
      a: link.alertId,
      e: normalizeEmail(link.email),
      x: expiresAt ? Math.floor(expiresAt.getTime() / 1000) : 0,
    }),
  ).toString('base64url');
  return `${payload}.${signature(key, payload)}`;
}

/** The three links of an alert, absolute (SITE_URL), valid from `now`. */
export function alertLinks(key: string, alert: { id: number; email: string }, now: Date) {
  return { confirm: linkOf(key, 'c', alert, now), ...alertMailLinks(key, alert, now) };
}

/** The two links an alert's mail carries (the alert run signs them for every alert it holds). */
export function alertMailLinks(key: string, alert: { id: number; email: string }, now: Date) {
  return { unsubscribe: linkOf(key, 'u', alert, now), manage: linkOf(key, 'm', alert, now) };
}

const PAGES = {
  c: { path: 'confirm', days: CONFIRM_LINK_DAYS },
  u: { path: 'unsubscribe', days: null },
  m: { path: 'manage', days: MANAGE_LINK_DAYS },
} as const;

function linkOf(key: string, kind: AlertLinkKind, alert: { id: number; email: string }, now: Date): string {
  const { path, days } = PAGES[kind];
  const expiresAt = days ? new Date(now.getTime() + days * DAY_MS) : null;
  const token = signAlertLink(key, { kind, alertId: alert.id, email: alert.email }, expiresAt);
  return `${siteUrl()}/job-alerts/${path}?token=${encodeURIComponent(token)}`;
}

/** What a token says; 400 for anything not signed by us or of another kind, 410 past its expiry. */
export function verifyAlertLink(key: string, token: unknown, kind: AlertLinkKind, now: Date): AlertLink {
  const forged = new HttpError(400, 'This link is not valid', { token: 'validation.invalid' }, 'INVALID_LINK');
  if (typeof token !== 'string' || token.length === 0 || token.length > 2048) throw forged;
  const [payload, mac, ...rest] = token.split('.');
  if (!payload || !mac || rest.length > 0) throw forged;
  const expected = Buffer.from(signature(key, payload));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forged;
  let claims: { k?: unknown; a?: unknown; e?: unknown; x?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    throw forged;
  }
  if (claims.k !== kind || typeof claims.a !== 'number' || typeof claims.e !== 'string' || typeof claims.x !== 'number')
    throw forged;
  if (claims.x !== 0 && claims.x * 1000 <= now.getTime())
    throw new HttpError(410, 'This link has expired', undefined, 'LINK_GONE');
  return { kind, alertId: claims.a, email: claims.e };
}

function signature(key: string, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}
