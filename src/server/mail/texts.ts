import type { Language } from '../../shared/constants.ts';
import en from '../../shared/i18n/en/mail.json';
import fr from '../../shared/i18n/fr/mail.json';
import nl from '../../shared/i18n/nl/mail.json';

const CATALOGS = { en: en.mail, fr: fr.mail, nl: nl.mail } as const;
export type MailTexts = typeof en.mail;

/** The mail texts of a language, from the same i18n folder as the site's. */
export function mailTexts(lang: Language): MailTexts {
  return CATALOGS[lang];
}

/**
 * Fills `{{name}}` placeholders. Line breaks in a value become spaces: a name or a title can then never start a
 * new line of a header (the Subject is built with this too).
 */
export function fill(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => oneLine(asText(values[key])));
}

function asText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

export function oneLine(value: string): string {
  // oxlint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}
