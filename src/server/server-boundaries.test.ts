import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's layering (issue 27 item 7, docs/architecture.md), held by reading the sources as the client's
 * feature-boundaries.test.ts holds the client's: domain code takes no Fastify types, the database layer calls no
 * domain code, time comes from the clock, app_config.json and the translation catalogs are read in one place each.
 */
const SERVER = import.meta.dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const FILES = sources(SERVER).map((path) => ({
  file: relative(SERVER, path),
  text: readFileSync(path, 'utf8'),
}));

/** What a file imports: the specifiers of its `from '…'` and `import('…')`. */
const importsOf = (text: string) => [...text.matchAll(/(?:from|import\()\s*'([^']+)'/g)].map((m) => m[1]!);

const inFolders = (folders: string[]) => FILES.filter((f) => folders.some((d) => f.file.startsWith(`${d}/`)));

/** The folders of the product's work: no request, reply or app instance of the web framework reaches them. */
const DOMAIN = [
  'admin',
  'audit',
  'auth',
  'board',
  'brand',
  'bulk',
  'companies',
  'db',
  'feeds',
  'files',
  'follow-ups',
  'interviews',
  'job-alerts',
  'mail',
  'people',
  'privacy',
  'queue',
  'reports',
  'screening',
  'search',
  'seed',
  'site-content',
  'tags',
  'time',
];
/** The web layer: Fastify's plugins, the routes, the request reading (multipart, downloads). */
const WEB_LAYER = /(^|\/)(plugins|routes|http)\//;

describe('server boundaries', () => {
  it('domain code imports neither Fastify nor the web layer', () => {
    const found = inFolders(DOMAIN).flatMap(({ file, text }) =>
      importsOf(text)
        .filter((s) => s === 'fastify' || s === 'fastify-plugin' || WEB_LAYER.test(s))
        .map((s) => `${file} imports ${s}`),
    );
    expect(found).toEqual([]);
  });

  it('the database layer imports nothing of the server but itself and paths.ts', () => {
    const found = inFolders(['db']).flatMap(({ file, text }) =>
      importsOf(text)
        .filter((s) => s.startsWith('.'))
        .filter((s) => {
          const target = join('db', file.slice(3), '..', s);
          return !target.startsWith('db/') && target !== 'paths.ts' && !target.startsWith('../shared/');
        })
        .map((s) => `${file} imports ${s}`),
    );
    expect(found).toEqual([]);
  });

  it('every "now" comes from the clock (time/clock.ts)', () => {
    const found = FILES.filter((f) => f.file !== join('time', 'clock.ts')).flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, i) => ({ line: line.replace(/\/\/.*$/, ''), n: i + 1 }))
        .filter(({ line }) => /\bDate\.now\s*\(|new Date\(\s*\)/.test(line))
        .map(({ n }) => `${file}:${n}`),
    );
    expect(found).toEqual([]);
  });

  it('reads config/app_config.json in app-config.ts only', () => {
    const found = FILES.filter((f) => !['app-config.ts', 'paths.ts'].includes(f.file))
      .filter((f) => /\bAPP_CONFIG_FILE\b/.test(f.text))
      .map((f) => f.file);
    expect(found).toEqual([]);
  });

  it('translates dotted keys through the one i18next of catalogs.ts', () => {
    const found = FILES.filter((f) => f.file !== 'catalogs.ts')
      .filter(({ text }) =>
        importsOf(text).some((s) => s === 'i18next' || /shared\/i18n\/\w+\/(admin|common|public)\.json$/.test(s)),
      )
      .map((f) => f.file);
    expect(found).toEqual([]);
  });
});
