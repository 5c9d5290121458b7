import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS } from '../../shared/constants.ts';

/**
 * docs/spec/product-spec.md#4-states-and-transitions: the stored language if supported, else the browser's if
 * supported, else en; stored under `lang`. The server resolves the same sources by the same rule
 * (src/shared/i18n/resolve-language.ts) for the page it serves.
 */
export async function initI18n(): Promise<typeof i18n> {
  await i18n
    .use(HttpBackend)
    .use(LanguageDetector)
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
        order: ['querystring', 'localStorage', 'navigator'],
        lookupQuerystring: STORAGE_KEYS.lang,
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

export function currentLanguage(): 'fr' | 'en' | 'nl' {
  const lng = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  return (LANGUAGES as readonly string[]).includes(lng) ? (lng as 'fr' | 'en' | 'nl') : DEFAULT_LANGUAGE;
}
