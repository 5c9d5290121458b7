import { HttpError, unauthorized } from '../errors.ts';

/**
 * A session ends at the latest this long after its login, however much it is used (docs/decisions/0035). The
 * inactivity limit (SESSION_IDLE_MINUTES) is the configuration's.
 */
export const SESSION_MAX_AGE_S = 8 * 3600;
/** A token issued up to this far in the future of the app's clock is still believed (clocks of several processes). */
const CLOCK_SKEW_S = 60;

/** What a token carries: the user, their token version (docs/decisions/0003), and when its session began. */
interface SessionClaims {
  sub: string;
  ver: number;
  /** The login that began this session, in seconds since 1970: the maximum age counts from it. */
  ses: number;
  /** When this token was issued (at login, then at each request it is renewed on): the inactivity counts from it. */
  iat: number;
  /** The earlier of the inactivity limit and the session's maximum age. */
  exp: number;
}

export interface SessionLimits {
  idleS: number;
  maxAgeS: number;
}

/** The claims of a token issued now, for a session that began at `start` (now, at login). */
export function sessionClaims(
  user: { id: number; tokenVersion: number },
  nowS: number,
  limits: SessionLimits,
  start = nowS,
): SessionClaims {
  return {
    sub: String(user.id),
    ver: user.tokenVersion,
    ses: start,
    iat: nowS,
    exp: Math.min(nowS + limits.idleS, start + limits.maxAgeS),
  };
}

/** The 401 of a session that ran out of time: the back-office tells the user so on the login page. */
export function sessionExpired(): HttpError {
  return new HttpError(401, 'Your session has ended: log in again', undefined, 'SESSION_EXPIRED');
}

const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Checks the times of a correctly signed token against the app's clock (the signature library's own time checks
 * are off, so that the one clock rules): it must say when it expires and when it was issued, and be neither
 * expired, nor idle longer than the limit, nor older than the session's maximum age. Answers when its session began.
 */
export function checkSessionTimes(payload: Record<string, unknown>, nowS: number, limits: SessionLimits): number {
  const { iat, exp, nbf } = payload;
  if (!isTime(exp) || !isTime(iat)) throw unauthorized('Invalid token');
  if (iat > nowS + CLOCK_SKEW_S || (nbf !== undefined && (!isTime(nbf) || nbf > nowS))) throw unauthorized();
  // Tokens issued before sessions carried their start (`ses`) count their age from when they were issued.
  const start = payload.ses === undefined ? iat : payload.ses;
  if (!isTime(start) || start > iat) throw unauthorized('Invalid token');
  if (nowS >= exp || nowS - iat >= limits.idleS || nowS - start >= limits.maxAgeS) throw sessionExpired();
  return start;
}
