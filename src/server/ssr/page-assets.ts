import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's build manifest (`build.manifest`): a chunk, the chunks it imports, its style sheets. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The client build's manifest (dist/client/.vite/manifest.json), or an empty one when there is none. */
export function readManifest(clientDir: string): Manifest {
  const file = join(clientDir, '.vite/manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/**
 * The `<link>`s of the style sheets a server-rendered page's own modules need beyond the entry's, which index.html
 * already links: so that the first paint has them (a page's CSS module loaded by its script came late and moved the
 * page: layout shift 0.064 on /). Its chunks are not preloaded: on a slow link they took bandwidth from the style
 * sheet the first paint waits for (first paint 2.1 -> 2.4 s on /, 3.8 s on a job page, in Lighthouse), and the
 * page is readable before they run. The entry's sheets are found once, each page's links once per set of modules.
 */
export function pageStyleLinks(manifest: Manifest): (modules: string[]) => string {
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into);
  };
  const sheetsOf = (keys: Set<string>) => new Set([...keys].flatMap((key) => manifest[key]!.css ?? []));
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, entry);
  const entrySheets = sheetsOf(entry);

  const links = new Map<string, string>();
  return (modules) => {
    const key = modules.join(' ');
    const known = links.get(key);
    if (known !== undefined) return known;
    const page = new Set<string>();
    for (const module of modules) walk(module, page);
    const html = [...sheetsOf(page)]
      .filter((sheet) => !entrySheets.has(sheet))
      .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`)
      .join('');
    links.set(key, html);
    return html;
  };
}
