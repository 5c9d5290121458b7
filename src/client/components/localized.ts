import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants.ts';
import { dateFormat } from '../../shared/date-format.ts';

/** The interface language, re-rendering on change. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  return (LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : DEFAULT_LANGUAGE;
}

/** The text in `lang`, else in the first other language that has one (docs/product-decisions.md#6-language). */
export function pickText(texts: Partial<Record<Language, string>>, lang: Language): string {
  return pickTextIn(texts, lang).text;
}

/** `pickText`, with the language of the text picked (for its `lang` attribute when it is not the page's). */
export function pickTextIn(texts: Partial<Record<Language, string>>, lang: Language): { text: string; lang: Language } {
  for (const l of [lang, ...LANGUAGES.filter((other) => other !== lang)]) {
    const text = texts[l]?.trim();
    if (text) return { text, lang: l };
  }
  return { text: '', lang };
}

/**
 * The `lang` attribute of a text in `textLang` on a page in `pageLang`: the text's language when it differs (for
 * screen readers and translation tools), else none. Staff texts (titles, rate, education, availability) exist in
 * one language, taken to be the default one (docs/decisions/0021-untranslated-staff-texts.md).
 */
export function langIfOther(pageLang: Language, textLang: Language = DEFAULT_LANGUAGE): Language | undefined {
  return textLang === pageLang ? undefined : textLang;
}

const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** A date (yyyy-mm-dd or ISO) written for people of `lang`. */
export function formatDate(value: string, lang: Language): string {
  const date = new Date(value.length === 10 ? `${value}T12:00:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(`${lang}-BE`, LONG_DATE).format(date);
}
