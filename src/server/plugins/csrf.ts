import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { XSRF_COOKIE, XSRF_HEADER } from '../../shared/constants.ts';
import { HttpError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Which reads hand out the XSRF cookie pair: the back-office API's (`/api/...`), whose answers are never shared
 * anyway. The public reads (`/public/api/...`, pages, files, feeds) set no cookie, so that a shared cache or a CDN
 * may keep them (issue 44.28); a visitor's form gets its token when it is sent (the client asks XSRF_TOKEN_PATH
 * first when it holds none, src/client/lib/api.ts).
 */
function handsOutToken(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/');
}

/**
 * Whether a browser says a post comes from a page of this site: `Sec-Fetch-Site: same-origin` (every current
 * browser), else an `Origin` of this host (older ones). With neither, or another site's, it does not (OWASP's
 * "verifying origin with standard headers").
 */
function sameOriginPost(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return false;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

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
      // A job alert's signed link (RFC 8058's one-click POST comes from a mail program, with no cookie): the
      // link's signature is the authorization, no session is involved (routes/public/job-alerts.ts).
      if (request.routeOptions.config.signedLink) return done();
      if (!SAFE_METHODS.has(request.method) && request.routeOptions.config.pageForm) {
        // A plain HTML form posted to its page (routes/public/page-forms.ts, docs/decisions/0038) cannot send the
        // header, and the page it comes from is the same for every visitor (cached): the browser's own word that
        // the post comes from one of our pages stands in for the token.
        return done(sameOriginPost(request) ? undefined : new HttpError(403, 'This form must be sent from its page'));
      }
      if (!SAFE_METHODS.has(request.method)) return app.csrfProtection(request, reply, done);
      if (handsOutToken(request) && (!request.cookies._csrf || !request.cookies[XSRF_COOKIE])) {
        const token = reply.generateCsrf();
        reply.setCookie(XSRF_COOKIE, token, { path: '/', sameSite: 'strict', secure: options.secure });
      }
      done();
    });
  },
  { name: 'csrf' },
);
