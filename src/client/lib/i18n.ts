import i18n, { type LanguageDetectorModule } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/constants.ts';
import { browserLanguage, storeLanguage } from './page-language.ts';

/**
 * docs/spec/product-spec.md#4-states-and-transitions: `?lang=` (the sitemap's language links, stored like a
 * choice), else the stored language, else the browser's, else en; stored under `lang`. The language is resolved
 * by the rule the server applies to the page it serves (src/shared/i18n/resolve-language.ts), so both agree.
 */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: browserLanguage,
  // i18next calls it with the language in use at start and at each change (the language menu).
  cacheUserLanguage: storeLanguage,
};

export async function initI18n(): Promise<typeof i18n> {
  await i18n
    .use(HttpBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: DEFAULT_LANGUAGE,
      interpolation: { escapeValue: false },
      backend: { loadPath: '/assets/i18n/{{lng}}.json' },
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
