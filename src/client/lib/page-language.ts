import { STORAGE_KEYS, type Language } from '../../shared/constants.ts';
import { resolveLanguage, supportedLanguage } from '../../shared/i18n/resolve-language.ts';

/** What a page knows of its visitor's language: its URL's query, the stored choice and the browser's list. */
export interface PageLanguageSources {
  /** `location.search`, where `?lang=` may be. */
  search: string;
  /** localStorage `lang`, the visitor's choice. */
  stored: string | null;
  /** `navigator.languages`, most preferred first (or an Accept-Language header, which the browser builds from it). */
  languages: string | readonly string[];
}

/**
 * The page's language by the one rule the server also applies (src/shared/i18n/resolve-language.ts):
 * `?lang=`, then the stored choice, then the browser's preference, then en.
 */
export function pageLanguage({ search, stored, languages }: PageLanguageSources): Language {
  return resolveLanguage({ query: new URLSearchParams(search).get(STORAGE_KEYS.lang), stored, accepted: languages });
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.lang);
  } catch {
    return null; // storage refused (privacy settings): the browser's preference decides
  }
}

/** This browser's language, read from the running page. */
export function browserLanguage(): Language {
  return pageLanguage({
    search: window.location.search,
    stored: readStored(),
    languages: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
}

/**
 * Stores the language as the visitor's choice under `lang` (only ever fr, en or nl), mirrored in the `lang`
 * cookie so the server serves its pages, titles and preloaded catalog in the same language.
 */
export function storeLanguage(lng: string): void {
  const language = supportedLanguage(lng);
  if (!language) return;
  try {
    localStorage.setItem(STORAGE_KEYS.lang, language);
  } catch {
    // storage refused: the cookie still tells the server
  }
  document.cookie = `${STORAGE_KEYS.lang}=${language}; path=/; SameSite=Lax`;
}
