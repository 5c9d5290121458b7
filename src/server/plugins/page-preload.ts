import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_APP_VERSION, LANGUAGES, STORAGE_KEYS, type Language } from '../../shared/constants.ts';

/** The language the client will pick (lib/i18n.ts): `?lang=`, the `lang` cookie, the browser's, else English. */
export function pageLanguage(request: FastifyRequest): Language {
  const supported = (value: string | undefined) => LANGUAGES.find((l) => l === value?.trim().slice(0, 2).toLowerCase());
  const query = (request.query as Record<string, string | undefined> | undefined)?.lang;
  const fromHeader = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => supported(part.split(';')[0]))
    .find(Boolean);
  return supported(query) ?? supported(request.cookies[STORAGE_KEYS.lang]) ?? fromHeader ?? 'en';
}

/**
 * A page cannot render before the client has the runtime configuration and its translations, which it asks for
 * only once its script runs. `Link: rel=preload` on the page lets the browser fetch both with the script.
 */
export const pagePreload = fp(
  async (app: FastifyInstance, options: { appVersion?: string }) => {
    // `npm run build` and `npm start` share the environment, so the client asks for this very version.
    const version = encodeURIComponent(options.appVersion ?? process.env.VITE_APP_VERSION ?? DEFAULT_APP_VERSION);
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' || !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
        return payload;
      }
      reply.header(
        'link',
        [
          `</assets/configs/app_config.json?version=${version}>; rel=preload; as=fetch; crossorigin`,
          `</assets/i18n/${pageLanguage(request)}.json>; rel=preload; as=fetch; crossorigin`,
        ].join(', '),
      );
      return payload;
    });
  },
  { name: 'page-preload', dependencies: ['csrf'] },
);
