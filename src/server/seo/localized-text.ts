import type { Language } from '../../shared/constants.ts';

/** The text of `lang`, or the first other language that has one (docs/product-decisions.md#6-language). */
export function pickLanguage(texts: Record<Language, string>, lang: Language): string {
  const order: Language[] = [lang, ...(['en', 'fr', 'nl'] as const).filter((l) => l !== lang)];
  for (const l of order) if (texts[l]?.trim()) return texts[l];
  return '';
}

/** At most `max` characters, cut at a word, for meta descriptions. */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length) + '…';
}
