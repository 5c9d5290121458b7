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

/** The `lang` cookie lives as long as a choice is remembered: a session cookie left the server guessing the next day. */
const COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

function writeCookie(language: Language): void {
  document.cookie = `${STORAGE_KEYS.lang}=${language}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

function readCookie(): string | undefined {
  const prefix = `${STORAGE_KEYS.lang}=`;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
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
  writeCookie(language);
}

/** Set while this page reloads itself in the stored language: it does so once, whatever the server answers. */
const RELOADED_KEY = 'hireframe.langReload';

/**
 * The stored choice wins (docs/spec/product-spec.md#4-states-and-transitions), also on a page the server wrote before
 * the app starts (main.tsx): a visitor whose `lang` is in localStorage but whose cookie is gone (another browser
 * session, cleared cookies) got the page in the browser's language. The cookie is written again from the stored
 * choice, and a page the server wrote in another language is loaded again, once, in the stored one. `?lang=` wins
 * over both (the app stores it when it starts). Answers true when the page is being loaded again.
 */
export function followStoredLanguage(): boolean {
  if (supportedLanguage(new URLSearchParams(window.location.search).get(STORAGE_KEYS.lang))) return false;
  const stored = supportedLanguage(readStored());
  if (!stored) return false;
  if (readCookie() !== stored) writeCookie(stored);
  try {
    if (document.documentElement.lang === stored || readCookie() !== stored) {
      sessionStorage.removeItem(RELOADED_KEY);
      return false;
    }
    if (sessionStorage.getItem(RELOADED_KEY) === window.location.href) return false;
    sessionStorage.setItem(RELOADED_KEY, window.location.href);
  } catch {
    return false; // no session storage: no reload that could repeat; the app switches once it starts
  }
  window.location.replace(window.location.href);
  return true;
}
