import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/constants.ts';
import { ROOT } from '../paths.ts';
import { loadCatalog, PUBLIC_NAMESPACES } from '../catalogs.ts';

const CLIENT = join(ROOT, 'src/client');

/** The client code a public page may render: everything but the admin features and the admin routes. */
function publicSources(): string[] {
  return readdirSync(CLIENT, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .filter((f) => !f.startsWith('features/admin-') && f !== 'app/admin-routes.tsx')
    .map((f) => join(CLIENT, f));
}

/** The translation keys a file names: `t('a.b')`, `titleKey`s (`h('a.b')`), and the fixed start of `t(`a.${x}`)`. */
function keysOf(source: string): { literal: string[]; prefixes: string[] } {
  const literal = [...source.matchAll(/\b(?:t|h)\(\s*'([\w.]+)'/g)].map((m) => m[1]!);
  const prefixes = [...source.matchAll(/\bt\(\s*`([\w.]+)\$\{/g)].map((m) => m[1]!.replace(/\.$/, ''));
  return { literal, prefixes };
}

/** The text or group of texts at a dotted key; a plural (`key_one`) counts as the key. */
const has = (catalog: Record<string, unknown>, key: string) =>
  [key, `${key}_one`].some(
    (k) =>
      k.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog) !==
      undefined,
  );

// A server-rendered page carries only the public part of the catalog and is not rendered again when the rest
// arrives (src/client/lib/i18n.ts): a text the public site shows must be in that part, or it would show its key.
describe('the public part of the translation catalog', () => {
  it('holds every text the public pages, their layout and their shared components name, in each language', () => {
    const files = publicSources();
    expect(files.some((f) => f.endsWith('UserMenu.tsx'))).toBe(true);
    const missing: string[] = [];
    let checked = 0;
    for (const lang of LANGUAGES) {
      const catalog = loadCatalog(lang, PUBLIC_NAMESPACES);
      for (const file of files) {
        const { literal, prefixes } = keysOf(readFileSync(file, 'utf8'));
        for (const key of [...literal, ...prefixes]) {
          checked++;
          if (!has(catalog, key)) missing.push(`${lang} ${key} (${file.slice(CLIENT.length + 1)})`);
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(missing).toEqual([]);
  });

  it('finds a text of the back-office missing from it', () => {
    expect(has(loadCatalog('en', PUBLIC_NAMESPACES), 'admin.menu.home')).toBe(false);
    expect(has(loadCatalog('en'), 'admin.menu.home')).toBe(true);
  });
});
