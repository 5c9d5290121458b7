import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One form of address per language (issue 44 item 9, docs/decisions/0075): Dutch says "u"/"uw", French "vous", in
 * every catalog (the interface, the mails, the staff's mail templates) and in the site's default texts. A text that
 * says "je"/"jouw" (or "tu"/"ton") beside others that say "u" reads as two firms.
 */
const CATALOGS = join(import.meta.dirname);
const DEFAULT_TEXTS = join(import.meta.dirname, '../../server/site-content/defaults.json');

/** Every string of a catalog, with its dotted key. */
function strings(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, key ? `${k.length ? `${key}.${k}` : key}` : k));
  return [];
}
const catalogTexts = (lang: string) =>
  readdirSync(join(CATALOGS, lang))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => strings(JSON.parse(readFileSync(join(CATALOGS, lang, file), 'utf8')), file.slice(0, -5)));
const defaultTexts = (lang: string) =>
  Object.entries(JSON.parse(readFileSync(DEFAULT_TEXTS, 'utf8')) as Record<string, Record<string, string>>).map(
    ([key, texts]): [string, string] => [`site-content.${key}`, texts[lang] ?? ''],
  );
/** The keys whose text matches `pattern`, with the text. */
const saying = (texts: [string, string][], pattern: RegExp) =>
  texts.filter(([, text]) => pattern.test(text)).map(([key, text]) => `${key}: ${text}`);

describe('one form of address per language', () => {
  it('says "u" in Dutch, never "je", "jij", "jouw" or "jullie"', () => {
    const texts = [...catalogTexts('nl'), ...defaultTexts('nl')];
    expect(saying(texts, /(^|[^\p{L}])(je|jij|jou|jouw|jullie)(?![\p{L}])/iu)).toEqual([]);
    expect(saying(texts, /(^|[^\p{L}])(u|uw)(?![\p{L}])/iu).length).toBeGreaterThan(50);
  });

  it('says "vous" in French, never "tu", "toi", "ton" or "tes"', () => {
    const texts = [...catalogTexts('fr'), ...defaultTexts('fr')];
    expect(saying(texts, /(^|[^\p{L}'’])(tu|toi|ton|tes)(?![\p{L}'’])/iu)).toEqual([]);
  });
});
