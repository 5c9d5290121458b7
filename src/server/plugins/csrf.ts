import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { XSRF_COOKIE, XSRF_HEADER } from '../../shared/constants.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * docs/spec/product-spec.md#7-the-calls-it-makes: the client echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header on every non-GET request.
 * The token is an HMAC of a secret kept in an httpOnly cookie (@fastify/csrf-protection), so the server checks
 * it without keeping state.
 */
export const csrf = fp(
  async (app: FastifyInstance, options: { secure: boolean }) => {
    await app.register(fastifyCookie);
    await app.register(fastifyCsrf, {
      cookieKey: '_csrf',
      cookieOpts: { path: '/', httpOnly: true, sameSite: 'strict', secure: options.secure },
      getToken: (request: FastifyRequest) => request.headers[XSRF_HEADER] as string | undefined,
    });

    app.addHook('onRequest', (request, reply, done) => {
      if (!SAFE_METHODS.has(request.method)) return app.csrfProtection(request, reply, done);
      if (!request.cookies._csrf || !request.cookies[XSRF_COOKIE]) {
        const token = reply.generateCsrf();
        reply.setCookie(XSRF_COOKIE, token, { path: '/', sameSite: 'strict', secure: options.secure });
      }
      done();
    });
  },
  { name: 'csrf' },
);
