import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../errors.ts';
import { siteUrl } from '../mail/firm.ts';

/**
 * The candidate's link to an offer of interview slots (docs/decisions/0058), signed as the "My data" links are
 * (decision 0031): `base64url(JSON {o: offer id, x: expiry in s}).HMAC-SHA256`, with its own key derived from
 * JWT_SECRET (so that neither a token nor a My data link can pass for one). No login and no table: the signature
 * says which offer, the expiry (the last slot's start) how long. The token is in the page's path: the page is
 * rendered by the server and works without JavaScript; the request log drops it (src/server/request-log.ts) and
 * the page sends no Referer.
 */
export function signSlotToken(key: string, offerId: number, expiresAt: Date): string {
  const payload = Buffer.from(JSON.stringify({ o: offerId, x: Math.floor(expiresAt.getTime() / 1000) })).toString(
    'base64url',
  );
  return `${payload}.${signature(key, payload)}`;
}

/** The page a candidate opens to pick a slot, in their language. */
export function slotPageUrl(token: string, lang: string): string {
  return `${siteUrl()}/interview-slots/${token}?lang=${lang}`;
}

/** The offer a token names: 401 when it is not ours (forged, altered, truncated), 410 when it has expired. */
export function verifySlotToken(key: string, token: string | undefined, now: Date): { offerId: number } {
  const forged = new HttpError(401, 'This link is not valid', undefined, 'INVALID_LINK');
  if (!token || token.length > 512) throw forged;
  const [payload, mac, ...rest] = token.split('.');
  if (!payload || !mac || rest.length > 0) throw forged;
  const expected = Buffer.from(signature(key, payload));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forged;
  let claims: { o?: unknown; x?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    throw forged;
  }
  if (typeof claims.o !== 'number' || !Number.isSafeInteger(claims.o) || typeof claims.x !== 'number') throw forged;
  if (claims.x * 1000 <= now.getTime()) throw slotLinkGone('This link has expired');
  return { offerId: claims.o };
}

export const slotLinkGone = (message: string) => new HttpError(410, message, undefined, 'LINK_GONE');

function signature(key: string, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}
