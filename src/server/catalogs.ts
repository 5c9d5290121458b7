import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance, type i18n } from 'i18next';
import { LANGUAGES, type Language } from '../shared/constants.ts';
import { I18N_DIR } from './paths.ts';

/** The namespaces the public pages use: what a server-rendered page carries for its first render. */
export const PUBLIC_NAMESPACES = ['common', 'public', 'consent', 'mydata'];

/** The translation catalog of a language: every namespace file of src/shared/i18n/{lang}/ (or those named) merged. */
export function loadCatalog(lang: Language, namespaces?: string[]): Record<string, unknown> {
  const dir = join(I18N_DIR, lang);
  const catalog: Record<string, unknown> = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json') && (!namespaces || namespaces.includes(f.slice(0, -5))))
    .sort()) {
    Object.assign(catalog, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>);
  }
  return catalog;
}

let instance: i18n | undefined;

/** The server's one i18next, on every catalog of src/shared/i18n, made at its first use. */
function server18n(): i18n {
  if (instance) return instance;
  instance = createInstance();
  void instance.init({
    initAsync: false,
    resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: loadCatalog(l) }])),
    lng: 'en',
    fallbackLng: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/**
 * A text of the catalogs by its dotted key (`admin.fields.email`), in `lang`, through i18next as the client reads
 * them; the key itself where a text is missing. Every dotted-key translation of the server goes through this.
 */
export function translate(lang: Language, key: string): string {
  const text: unknown = server18n().t(key, { lng: lang, returnObjects: false });
  return typeof text === 'string' ? text : key;
}
