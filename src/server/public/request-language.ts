import type { FastifyRequest } from 'fastify';
import { STORAGE_KEYS, type Language } from '../../shared/constants.ts';
import { resolveLanguage } from '../../shared/i18n/resolve-language.ts';

/**
 * The visitor's language, as the client will pick it (src/shared/i18n/resolve-language.ts): `?lang=`, the `lang`
 * cookie that mirrors the stored choice, Accept-Language, then en. Used by the served pages, their preload
 * links and the API.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return resolveLanguage({
    query: query.lang,
    stored: request.cookies?.[STORAGE_KEYS.lang],
    accepted: request.headers['accept-language'],
  });
}
