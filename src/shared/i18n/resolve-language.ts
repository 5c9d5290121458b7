import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../constants.ts';

/**
 * Where a visitor's language can come from. The server reads them from the request (query, `lang` cookie,
 * Accept-Language), the client from the page (URL, localStorage, navigator.languages): both resolve them here,
 * so the page served, its preloaded catalog and the running app always agree.
 */
interface LanguageSources {
  /** `?lang=` in the URL (the sitemap's language links): wins once, then the client stores it like a choice. */
  query?: unknown;
  /** The visitor's stored choice (localStorage, mirrored in the `lang` cookie for the server). */
  stored?: unknown;
  /** The browser's preferences: an Accept-Language header (with q-values) or a list, most preferred first. */
  accepted?: string | readonly string[];
}

/** `fr`, `FR` and `fr-BE` all mean fr; anything else is not a language of the site. */
export function supportedLanguage(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  const primary = value.trim().toLowerCase().split('-')[0];
  return LANGUAGES.find((l) => l === primary);
}

/** The supported language the browser prefers most: by q-value, then by order. */
export function acceptedLanguage(accepted: string | readonly string[] | undefined): Language | undefined {
  if (!accepted) return undefined;
  const entries = typeof accepted === 'string' ? accepted.split(',') : accepted;
  return entries
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: supportedLanguage(tag), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.lang && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)[0]?.lang;
}

/**
 * The one rule (docs/spec/product-spec.md#4-states-and-transitions, docs/decisions/0010-public-site-choices.md):
 * `?lang=`, then the stored choice, then the browser's preference, then English.
 */
export function resolveLanguage(sources: LanguageSources): Language {
  return (
    supportedLanguage(sources.query) ??
    supportedLanguage(sources.stored) ??
    acceptedLanguage(sources.accepted) ??
    DEFAULT_LANGUAGE
  );
}
