import i18n, { type LanguageDetectorModule } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants.ts';
import { browserLanguage, storeLanguage } from './page-language.ts';

/**
 * docs/spec/product-spec.md#4-states-and-transitions: `?lang=` (the sitemap's language links, stored like a
 * choice), else the stored language, else the browser's, else en; stored under `lang`. The language is resolved
 * by the rule the server applies to the page it serves (src/shared/i18n/resolve-language.ts), so both agree.
 */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: browserLanguage,
  // i18next calls it with the language in use at start and at each change (the language menu). Not at start: a
  // server-rendered page starts in the language it was written in, which stored over the visitor's choice when the
  // two differed (issue 26, item 16); initI18n stores or follows the choice once i18next is ready.
  cacheUserLanguage: (lng) => {
    if (ready) storeLanguage(lng);
  },
};
let ready = false;
/** The visitor's language when the page was written in another: the app switches to it once it has the page. */
let pending: Language | undefined;

/** The language a server-rendered page was written in, with its catalog (inlined in the page). */
export interface PageCatalog {
  lang: Language;
  catalog: Record<string, unknown>;
}

/**
 * A server-rendered page starts in the language it was written in, from the catalog it carries, so that the first
 * render matches its HTML; the other languages load on demand.
 */
export async function initI18n(page?: PageCatalog): Promise<typeof i18n> {
  await i18n
    .use(HttpBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      ...(page && {
        lng: page.lang,
        resources: { [page.lang]: { translation: page.catalog } },
        partialBundledLanguages: true,
      }),
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: DEFAULT_LANGUAGE,
      interpolation: { escapeValue: false },
      backend: { loadPath: '/assets/i18n/{{lng}}.json' },
    });
  ready = true;
  const wanted = browserLanguage();
  if (wanted === i18n.resolvedLanguage) storeLanguage(wanted);
  else pending = wanted;
  // The browser-rendered app starts from the whole catalog; a server-rendered page completes it later.
  if (!page) completed = Promise.resolve();
  const apply = (lng: string) => document.documentElement.setAttribute('lang', lng);
  apply(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
  i18n.on('languageChanged', apply);
  return i18n;
}

let completed: Promise<void> | undefined;

/**
 * A server-rendered page starts in its own language, so that hydration matches its HTML; when the visitor's stored
 * choice is another (main.tsx could not load the page again in it), the app switches to it once it has the page.
 */
export function followVisitorLanguage(): void {
  const language = pending;
  pending = undefined;
  if (language && language !== i18n.resolvedLanguage) void i18n.changeLanguage(language);
}

/**
 * A server-rendered page carries only the public part of its language's catalog. Once the browser has taken the page
 * over, the whole catalog is loaded, so that a screen reached next (the back-office after signing in on /login)
 * finds its texts; the admin routes wait for it (router.tsx). Nothing on screen is rendered again when it arrives:
 * the public pages use only the public part (src/server/plugins/public-catalog.test.ts), and rendering every
 * translated text again held the main thread for a few hundred milliseconds after hydration on a phone.
 */
export function completeCatalog(): Promise<void> {
  completed ??= i18n.reloadResources(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
  return completed;
}

export function currentLanguage(): 'fr' | 'en' | 'nl' {
  const lng = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  return (LANGUAGES as readonly string[]).includes(lng) ? (lng as 'fr' | 'en' | 'nl') : DEFAULT_LANGUAGE;
}
