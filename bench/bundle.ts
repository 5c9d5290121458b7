import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { ROOT } from '../src/server/paths.ts';
import { record } from './lib/report.ts';
import { kb } from './lib/stats.ts';

export const CLIENT_OUT = process.env.BENCH_CLIENT_DIR ?? '/tmp/sec-dist';
/**
 * The server-rendering entry (HIREFRAME_SSR_DIR of the benches' servers): inside the project, so that its imports
 * (React, Mantine, ...) resolve from node_modules.
 */
export const SSR_OUT = join(ROOT, 'node_modules/.cache/hireframe-bench/ssr');

type Chunk = Rollup.OutputChunk;

/** Code that only the admin area may load. */
const ADMIN_CODE = [/src\/client\/features\/admin-/, /mantine-datatable/, /@mantine\/charts/, /recharts/];

const gz = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).length;

/** A chunk and every chunk it imports statically: what the browser must load before running it. */
function closure(start: Chunk, chunks: Map<string, Chunk>, seen = new Set<string>()): Set<string> {
  if (seen.has(start.fileName)) return seen;
  seen.add(start.fileName);
  for (const name of start.imports) {
    const next = chunks.get(name);
    if (next) closure(next, chunks, seen);
  }
  return seen;
}

/** Which route group a lazily loaded page belongs to, from the module it starts at. */
function group(chunk: Chunk): string {
  const id = chunk.facadeModuleId?.replace(ROOT + '/', '') ?? chunk.name;
  const feature = /src\/client\/features\/([^/]+)\/(\w+)/.exec(id);
  return feature ? `${feature[1]}/${feature[2]}` : id;
}

/**
 * Builds the client (`vite build --outDir /tmp/sec-dist`, and its server-rendering entry beside it) and measures, gzipped: the first load of `/` (the entry,
 * its static imports and the CSS), the extra JS of each lazily loaded page, and whether any chunk a visitor can
 * load holds admin code.
 */
export async function benchBundle(): Promise<void> {
  const bench = 'client bundle (gzip -9)';
  console.log(`\n## ${bench}`);
  const result = await build({
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir: CLIENT_OUT, emptyOutDir: true },
  });
  await build({
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'error',
    build: { ssr: 'entry-server.tsx', outDir: SSR_OUT, emptyOutDir: true },
  });
  const output = (Array.isArray(result) ? result[0]! : (result as Rollup.RollupOutput)).output;
  const chunks = new Map(output.filter((o): o is Chunk => o.type === 'chunk').map((c) => [c.fileName, c]));
  const size = (names: Iterable<string>) => [...names].reduce((sum, n) => sum + gz(chunks.get(n)!.code), 0);

  const entry = [...chunks.values()].find((c) => c.isEntry)!;
  const firstLoad = closure(entry, chunks);
  // What a server-rendered page runs until the visitor's first move: the entry (main.tsx) alone.
  const untilFirstMove = size(firstLoad);
  // With the app's code the entry loads (start.tsx): at once on a page the browser renders; on a server-rendered
  // page fetched while the browser is idle and run on the visitor's first move (lib/start-on-intent.ts).
  for (const name of entry.dynamicImports) closure(chunks.get(name)!, chunks, firstLoad);
  const page = (re: RegExp) => [...chunks.values()].find((c) => c.isDynamicEntry && re.test(c.facadeModuleId ?? ''))!;
  // What a visitor's browser runs to show a page: the entry, the page's lazily loaded module, and their imports.
  const toRender = (re: RegExp) => closure(page(re), chunks, new Set(firstLoad));
  const assets = new Map(output.filter((o) => o.type === 'asset').map((a) => [a.fileName, a]));
  // The style sheets Vite links for a set of chunks (the server links a rendered page's own the same way).
  const cssOf = (names: Iterable<string>) => {
    const sheets = new Set([...names].flatMap((n) => [...(chunks.get(n)!.viteMetadata?.importedCss ?? [])]));
    return [...sheets].reduce((sum, f) => sum + gz(assets.get(f)!.source), 0);
  };
  const home = toRender(/features\/home\/HomePage/);
  record({
    bench,
    name: 'first-load JS of / (entry + home page, with their imports)',
    value: `${kb(size(home))} in ${home.size} files (entry alone ${kb(size(firstLoad))})`,
    target: '<= 100 kB',
    met: size(home) <= 100 * 1024,
  });
  record({
    bench,
    name: 'JS a server-rendered page runs before the visitor first moves (the entry)',
    value: kb(untilFirstMove),
  });
  for (const [path, re] of [
    ['/jobs', /features\/jobs\/JobsPage/],
    ['/jobs/:id', /features\/jobs\/JobPage/],
  ] as const) {
    record({ bench, name: `first-load JS of ${path}`, value: kb(size(toRender(re))) });
  }
  const jobPage = toRender(/features\/jobs\/JobPage/);
  record({
    bench,
    name: 'first-load CSS of / / of a job page',
    value: `${kb(cssOf(home))} / ${kb(cssOf(jobPage))}`,
  });

  const pages = [...chunks.values()].filter((c) => c.isDynamicEntry);
  const lines: string[] = [];
  const leaks: string[] = [];
  for (const page of pages) {
    const needs = closure(page, chunks);
    const extra = [...needs].filter((n) => !firstLoad.has(n));
    const isAdmin = ADMIN_CODE.some((re) => re.test(page.facadeModuleId ?? '')) || /admin/i.test(group(page));
    lines.push(`${isAdmin ? 'admin ' : 'public'} ${group(page)}: +${kb(size(extra))}`);
    if (!isAdmin) {
      for (const name of needs) {
        const adminModules = chunks.get(name)!.moduleIds.filter((id) => ADMIN_CODE.some((re) => re.test(id)));
        if (adminModules.length) leaks.push(`${group(page)} -> ${name}: ${adminModules.slice(0, 3).join(', ')}`);
      }
    }
  }
  for (const name of firstLoad) {
    const adminModules = chunks.get(name)!.moduleIds.filter((id) => ADMIN_CODE.some((re) => re.test(id)));
    if (adminModules.length) leaks.push(`entry -> ${name}: ${adminModules.slice(0, 3).join(', ')}`);
  }
  console.log('  extra JS per lazily loaded page (beyond the first load):');
  for (const line of lines.sort()) console.log(`    ${line}`);
  const biggest = [...firstLoad]
    .map((n) => [n, gz(chunks.get(n)!.code)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5);
  console.log(`  largest first-load files: ${biggest.map(([n, s]) => `${n} ${kb(s)}`).join(', ')}`);
  const publicPages = lines.filter((l) => l.startsWith('public'));
  const maxPublic = Math.max(...publicPages.map((l) => Number(/\+([\d.]+) kB/.exec(l)![1])));
  record({ bench, name: 'largest extra JS of a public page', value: `${maxPublic.toFixed(1)} kB` });
  record({
    bench,
    name: 'admin code in the entry or in public pages',
    value: leaks.length ? leaks.join('; ') : 'none',
    target: 'none',
    met: leaks.length === 0,
  });
  // The HTML links what the entry needs (the app's code it loads is preloaded by the server, or loaded once the
  // page is painted): check it matches the graph measured.
  const html = readFileSync(join(CLIENT_OUT, 'index.html'), 'utf8');
  for (const name of closure(entry, chunks))
    if (!html.includes(name)) console.log(`  note: ${name} is not linked from index.html`);
}
