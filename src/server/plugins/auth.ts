import fastifyJwt from '@fastify/jwt';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../shared/constants.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { checkSessionTimes, SESSION_MAX_AGE_S, sessionClaims, type SessionLimits } from '../auth/session.ts';
import { securitySettings, users } from '../db/schema/index.ts';
import { forbidden, HttpError, unauthorized } from '../errors.ts';

interface TokenPayload {
  sub: string;
  ver: number;
  /** When the session began (seconds); absent from tokens issued before 2026-11-26. */
  ses?: number;
  iat?: number;
  exp?: number;
}

export type { SessionUser };

/** The header of every answer to a valid token: the same session's token, renewed (docs/decisions/0035). */
export const RENEWED_TOKEN_HEADER = 'x-session-token';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a valid, unrevoked token of an enabled user; sets request.sessionUser; answers no-store. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook, after authenticate: the user has one of these roles. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
    /** A token for the user: a new session, or (with `sessionStart`) one more of a session that goes on. */
    signToken: (user: { id: number; tokenVersion: number }, sessionStart?: number) => string;
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** The route stays open to a user who must change their password first (me, change password, logout). */
    beforePasswordChange?: boolean;
    /** The route stays open to a user who must set up two-factor sign-in first (me, its setup, logout). */
    beforeTwoFactorSetup?: boolean;
  }
}

/** The spec sends the raw token in Authorization; a `Bearer ` prefix is accepted too. */
function extractToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || undefined;
}

export const auth = fp(
  async (app: FastifyInstance, options: { secret: string; idleMinutes: number }) => {
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256' },
      // The times (exp, nbf, the inactivity and the maximum age) are checked against the app's clock, below.
      verify: { algorithms: ['HS256'], extractToken, ignoreExpiration: true, ignoreNotBefore: true },
    });
    app.decorateRequest('sessionUser', null);
    const limits: SessionLimits = { idleS: options.idleMinutes * 60, maxAgeS: SESSION_MAX_AGE_S };
    const nowS = () => Math.floor(app.clock.now().getTime() / 1000);

    app.decorate('signToken', (user: { id: number; tokenVersion: number }, sessionStart?: number) =>
      app.jwt.sign(sessionClaims(user, nowS(), limits, sessionStart)),
    );

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      // Every answer behind a token, refusals included, stays out of every cache (browser, history, proxies):
      // set here, where authentication happens, so that no route can forget it. A route may only narrow it.
      reply.header('cache-control', 'no-store');
      if (!extractToken(request)) throw unauthorized();
      let payload: TokenPayload;
      try {
        payload = await request.jwtVerify<TokenPayload>();
      } catch {
        throw unauthorized('Invalid or expired token');
      }
      const sessionStart = checkSessionTimes(payload as unknown as Record<string, unknown>, nowS(), limits);
      const id = Number(payload.sub);
      if (!Number.isSafeInteger(id) || typeof payload.ver !== 'number') throw unauthorized('Invalid token');
      // The ADMIN's two-factor requirement read in the same query: one round trip per request, as before.
      const [row] = await app.db
        .select({
          user: users,
          requireTwoFactor: sql<boolean>`coalesce((select ${securitySettings.requireTwoFactor} from ${securitySettings} where ${securitySettings.id} = 1), false)`,
        })
        .from(users)
        .where(eq(users.id, id));
      const user = row?.user;
      if (user && !user.enabled) {
        // Said apart from an ended session, so that the login page can tell the user why they were sent there.
        throw new HttpError(401, 'This account is disabled', undefined, 'ACCOUNT_DISABLED');
      }
      if (!user || user.tokenVersion !== payload.ver) throw unauthorized('Session has ended');
      request.sessionUser = {
        id: user.id,
        userName: user.userName,
        role: user.role,
        idManager: user.idManager,
        recordScope: user.recordScope,
        mustChangePassword: user.mustChangePassword,
        twoFactorSetupRequired: Boolean(row.requireTwoFactor) && !user.totpEnabledAt,
        sessionStart,
      };
      // Used, so renewed: the inactivity counts again from now; the session's maximum age does not move.
      reply.header(RENEWED_TOKEN_HEADER, app.signToken(user, sessionStart));
      if (user.mustChangePassword && !request.routeOptions.config?.beforePasswordChange) {
        throw new HttpError(403, 'Change your password first', undefined, 'PASSWORD_CHANGE_REQUIRED');
      }
      if (request.sessionUser.twoFactorSetupRequired && !request.routeOptions.config?.beforeTwoFactorSetup) {
        throw new HttpError(403, 'Set up two-factor sign-in first', undefined, 'TWO_FACTOR_SETUP_REQUIRED');
      }
    });

    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      if (!request.sessionUser) throw unauthorized();
      if (!roles.includes(request.sessionUser.role)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The logged-in user of a route that ran `authenticate`. */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}
