import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LISTS } from './options.ts';

const I18N = join(import.meta.dirname, '../../shared/i18n');
const catalog = (lang: string) =>
  Object.assign(
    {},
    ...['common', 'public', 'admin'].map(
      (ns) => JSON.parse(readFileSync(join(I18N, lang, `${ns}.json`), 'utf8')) as object,
    ),
  ) as Record<string, unknown>;
const lookup = (o: unknown, key: string) =>
  key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], o);

// Public pages and admin screens label coded values from these lists alone: a missing label would show a raw code.
describe('code labels', () => {
  it.each(['fr', 'en', 'nl'])('%s labels every value of every code list', (lang) => {
    const all = catalog(lang);
    for (const { values, prefix } of Object.values(LISTS))
      for (const value of values)
        expect(lookup(all, `${prefix}.${value}`), `${prefix}.${value}`).toEqual(expect.any(String));
  });
});
