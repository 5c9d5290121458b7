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
 * The style sheets of a server-rendered page, carried in its HTML: the entry's (Mantine's rules for the public
 * components, app/mantine-styles.ts, and the app's global ones) and those of the page's own modules, in one
 * `<style>` in its head. On slow 4G a linked sheet held the first paint for a connection, a round trip and its
 * share of a bandwidth the page's scripts took most of (Lighthouse: first paint 2.1-2.2 s). Browser-rendered pages
 * (the admin area) keep index.html's links. When the page's code loads, Vite links its modules' sheets as it does
 * on any page: the same rules again, later in the head, which changes nothing.
 */
export function pageStyles(manifest: Manifest, clientDir: string) {
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into);
  };
  const sheetsOf = (keys: Set<string>) => [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))];
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, entry);
  const entrySheets = sheetsOf(entry);
  const text = new Map<string, string>();
  const read = (sheet: string) => {
    let css = text.get(sheet);
    if (css === undefined) text.set(sheet, (css = readFileSync(join(clientDir, sheet), 'utf8')));
    return css;
  };

  const styles = new Map<string, string>();
  return {
    /** index.html without the entry's `<link rel="stylesheet">`s, for the pages that carry them inline. */
    shell: (html: string) =>
      html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>\s*/g, (link, sheet: string) =>
        entrySheets.includes(sheet) ? '' : link,
      ),
    /** The `<style>` of a page that rendered `modules`: the entry's sheets, then the page's own. */
    styles: (modules: string[]) => {
      const key = modules.join(' ');
      const known = styles.get(key);
      if (known !== undefined) return known;
      const page = new Set<string>();
      for (const module of modules) walk(module, page);
      const sheets = [...entrySheets, ...sheetsOf(page).filter((sheet) => !entrySheets.includes(sheet))];
      const html = `<style>${sheets.map(read).join('\n')}</style>`;
      styles.set(key, html);
      return html;
    },
  };
}
