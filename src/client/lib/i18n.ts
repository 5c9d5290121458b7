import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS } from '../../shared/constants.ts';
import { resolveLanguage } from '../../shared/i18n/resolve-language.ts';

/**
 * docs/spec/product-spec.md#4-states-and-transitions: the stored language if supported, else the browser's if
 * supported, else en; stored under `lang`.
 */
export async function initI18n(): Promise<typeof i18n> {
  // Resolved by the rule the server used for the page it served (src/shared/i18n/resolve-language.ts); the
  // detector only stores the result.
  const detector = new LanguageDetector();
  detector.addDetector({
    name: 'resolved',
    lookup: () =>
      resolveLanguage({
        query: new URLSearchParams(window.location.search).get(STORAGE_KEYS.lang),
        stored: readStored(),
        accepted: navigator.languages,
      }),
  });
  await i18n
    .use(HttpBackend)
    .use(detector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: DEFAULT_LANGUAGE,
      interpolation: { escapeValue: false },
      backend: { loadPath: '/assets/i18n/{{lng}}.json' },
      detection: {
        // `?lang=xx` (the sitemap's language links) wins once, at start, and is stored like a choice.
        order: ['resolved'],
        lookupLocalStorage: STORAGE_KEYS.lang,
        // The `lang` cookie lets the server title the pages it serves in the visitor's language.
        caches: ['localStorage', 'cookie'],
        lookupCookie: STORAGE_KEYS.lang,
        cookieOptions: { path: '/', sameSite: 'lax' },
        // 'fr-BE' from the browser is stored as 'fr': `lang` only ever holds fr, en or nl.
        convertDetectedLanguage: (lng: string) => lng.split('-')[0] ?? lng,
      },
    });
  const apply = (lng: string) => document.documentElement.setAttribute('lang', lng);
  apply(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
  i18n.on('languageChanged', apply);
  return i18n;
}

/** localStorage may be unavailable (privacy modes): then there is no stored choice. */
function readStored(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.lang);
  } catch {
    return null;
  }
}

export function currentLanguage(): 'fr' | 'en' | 'nl' {
  const lng = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  return (LANGUAGES as readonly string[]).includes(lng) ? (lng as 'fr' | 'en' | 'nl') : DEFAULT_LANGUAGE;
}
