import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../errors.ts';
import { siteUrl } from '../mail/firm.ts';
import { normalizeEmail } from './person.ts';

/**
 * The personal "My data" link (docs/decisions/0031): `base64url(JSON {e: e-mail, x: expiry in s}).HMAC`, signed
 * with a key derived from JWT_SECRET. It needs no login and no table: the signature says who, the expiry how
 * long; an erasure puts the address on the suppression list, which ends every link of it (410).
 * The token travels in the URL's fragment (`/my-data#…`), which browsers never send to a server nor in a
 * Referer, so that it does not land in access logs; the page sends it in a header.
 */
export const MY_DATA_TOKEN_HEADER = 'x-my-data-token';

export interface LinkKey {
  key: string;
  days: number;
}

export function signMyDataToken(key: string, email: string, expiresAt: Date): string {
  const payload = Buffer.from(
    JSON.stringify({ e: normalizeEmail(email), x: Math.floor(expiresAt.getTime() / 1000) }),
  ).toString('base64url');
  return `${payload}.${signature(key, payload)}`;
}

/** A new token for `email`, valid `days` from `now`. */
export function newMyDataToken(link: LinkKey, email: string, now: Date): string {
  return signMyDataToken(link.key, email, new Date(now.getTime() + link.days * 24 * 3600 * 1000));
}

export function myDataUrl(token: string): string {
  return `${siteUrl()}/my-data#${token}`;
}

/**
 * The person a token names. Anything not signed by us answers 401 and says nothing more; a genuine token past
 * its expiry answers 410 (the page then offers to send a new link).
 */
export function verifyMyDataToken(key: string, token: string | undefined, now: Date): { email: string } {
  const forged = new HttpError(401, 'This link is not valid', undefined, 'INVALID_LINK');
  if (!token || token.length > 2048) throw forged;
  const [payload, mac, ...rest] = token.split('.');
  if (!payload || !mac || rest.length > 0) throw forged;
  const expected = Buffer.from(signature(key, payload));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forged;
  let claims: { e?: unknown; x?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    throw forged;
  }
  if (typeof claims.e !== 'string' || typeof claims.x !== 'number') throw forged;
  if (claims.x * 1000 <= now.getTime()) throw linkGone('This link has expired');
  return { email: claims.e };
}

export const linkGone = (message: string) => new HttpError(410, message, undefined, 'LINK_GONE');

function signature(key: string, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}
