import fastifyJwt from '@fastify/jwt';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../shared/constants.ts';
import { users } from '../db/schema.ts';
import { forbidden, HttpError, unauthorized } from '../errors.ts';

export interface TokenPayload {
  sub: string;
  ver: number;
}

export interface SessionUser {
  id: number;
  userName: string;
  role: Role;
  idManager: number | null;
}

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
    signToken: (user: { id: number; tokenVersion: number }) => string;
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

export const TOKEN_TTL = '8h';

/** The spec sends the raw token in Authorization; a `Bearer ` prefix is accepted too. */
function extractToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || undefined;
}

export const auth = fp(
  async (app: FastifyInstance, options: { secret: string }) => {
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256', expiresIn: TOKEN_TTL },
      verify: { algorithms: ['HS256'], extractToken },
    });
    app.decorateRequest('sessionUser', null);

    app.decorate('signToken', (user: { id: number; tokenVersion: number }) =>
      app.jwt.sign({ sub: String(user.id), ver: user.tokenVersion }),
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
      const id = Number(payload.sub);
      if (!Number.isSafeInteger(id) || typeof payload.ver !== 'number') throw unauthorized('Invalid token');
      const [user] = await app.db.select().from(users).where(eq(users.id, id));
      if (user && !user.enabled) {
        // Said apart from an ended session, so that the login page can tell the user why they were sent there.
        throw new HttpError(401, 'This account is disabled', undefined, 'ACCOUNT_DISABLED');
      }
      if (!user || user.tokenVersion !== payload.ver) throw unauthorized('Session has ended');
      request.sessionUser = { id: user.id, userName: user.userName, role: user.role, idManager: user.idManager };
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
