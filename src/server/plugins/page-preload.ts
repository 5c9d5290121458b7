import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_APP_VERSION } from '../../shared/constants.ts';
import { requestLanguage } from '../public/request-language.ts';

/**
 * A page the browser renders alone (the admin area) cannot render before the client has the runtime configuration
 * and its translations, which it asks for only once its script runs. `Link: rel=preload` on the page lets the
 * browser fetch both with the script. A server-rendered page carries both (docs/decisions/0027): no preload.
 */
export const pagePreload = fp(
  async (app: FastifyInstance, options: { appVersion?: string }) => {
    // `npm run build` and `npm start` share the environment, so the client asks for this very version.
    const version = encodeURIComponent(options.appVersion ?? process.env.VITE_APP_VERSION ?? DEFAULT_APP_VERSION);
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.method !== 'GET' || !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
        return done(null, payload);
      }
      if (request.routeOptions.config.publicCache) return done(null, payload);
      reply.header(
        'link',
        [
          `</assets/configs/app_config.json?version=${version}>; rel=preload; as=fetch; crossorigin`,
          `</assets/i18n/${requestLanguage(request)}.json>; rel=preload; as=fetch; crossorigin`,
        ].join(', '),
      );
      done(null, payload);
    });
  },
  { name: 'page-preload', dependencies: ['csrf'] },
);
