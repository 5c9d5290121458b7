import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants.ts';

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The visitor's language: an explicit `?lang=`, then the `lang` cookie the client keeps, then the browser's
 * Accept-Language, then en (docs/spec/product-spec.md#4-states-and-transitions).
 */
export function requestLanguage(request: FastifyRequest): Language {
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (isLanguage(query.lang)) return query.lang;
  const cookie = request.cookies?.lang;
  if (isLanguage(cookie)) return cookie;
  return acceptedLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

/** The supported language the browser prefers most, by q-value then by order. */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.find((entry) => isLanguage(entry.lang))?.lang as Language | undefined;
}
