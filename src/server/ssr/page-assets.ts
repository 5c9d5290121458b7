import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's build manifest (`build.manifest`): a chunk, the chunks it imports or loads, its style sheets. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The client build's manifest (dist/client/.vite/manifest.json), or an empty one when there is none. */
export function readManifest(clientDir: string): Manifest {
  const file = join(clientDir, '.vite/manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/**
 * What the pages' HTML says of the client build beyond what Vite wrote in index.html.
 *
 * The app's code: the entry (src/client/main.tsx) loads it with a dynamic import, at once on a page the browser
 * renders, on the visitor's first move on one the server rendered. `shell`, for the former, adds `modulepreload`
 * links for it and the chunks it imports (the browser finds a dynamic import only once the entry runs). A
 * server-rendered page has none: it lists the app's files and its own page's in `#app-code`, which the entry
 * fetches into the browser's cache once the page is loaded and the browser idle (src/client/lib/start-on-intent.ts;
 * docs/decisions/0027, last addenda).
 *
 * The style sheets of a server-rendered page, carried in its HTML: the app's (Mantine's rules for the public
 * components, app/mantine-styles.ts, the global ones and the layout's) and those of the page's own modules, in one
 * `<style>` in its head, and no stylesheet link. On slow 4G a linked sheet held the first paint for a connection, a
 * round trip and its share of a bandwidth the page's scripts took most of (Lighthouse: first paint 2.1-2.2 s).
 * Browser-rendered pages (the admin area) keep index.html's links.
 *
 * Each sheet carried inline is also named by a disabled `<link rel="stylesheet">`, which the browser neither fetches
 * nor applies: Vite's loader of the app's chunks adds a chunk's sheets to the page unless a stylesheet link names
 * them already, and waits for them before running the chunk. Without the names, the page's code asked for the same
 * rules again once it loaded (three more requests on a job page, the start of the app held back until they came)
 * and the browser restyled and laid out the whole page when each arrived.
 */
export function pageAssets(manifest: Manifest, clientDir: string) {
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into);
  };
  const sheetsOf = (keys: Set<string>) => [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))];
  const entry = new Set<string>();
  const app = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    walk(key, entry);
    for (const loaded of chunk.dynamicImports ?? []) walk(loaded, app);
  }
  const appSheets = sheetsOf(new Set([...entry, ...app]));
  const preloads = [...app]
    .filter((key) => !entry.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`)
    .join('');
  const text = new Map<string, string>();
  const read = (sheet: string) => {
    let css = text.get(sheet);
    if (css === undefined) text.set(sheet, (css = readFileSync(join(clientDir, sheet), 'utf8')));
    return css;
  };

  const heads = new Map<string, string>();
  return {
    /** index.html for a page the browser renders: with the `modulepreload` links of the app's code. */
    shell: (html: string) => html.replace('</head>', () => `${preloads}</head>`),
    /** index.html for a page the server renders: without the app's `<link rel="stylesheet">`s, carried inline. */
    renderedShell: (html: string) =>
      html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>\s*/g, (link, sheet: string) =>
        appSheets.includes(sheet) ? '' : link,
      ),
    /**
     * What the head of a page that rendered `modules` carries: the `<style>` of the app's sheets and then the page's
     * own, their names, and the list of the app's and the page's code (`#app-code`).
     */
    head: (modules: string[]) => {
      const key = modules.join(' ');
      const known = heads.get(key);
      if (known !== undefined) return known;
      const page = new Set<string>();
      for (const module of modules) walk(module, page);
      const sheets = [...appSheets, ...sheetsOf(page).filter((sheet) => !appSheets.includes(sheet))];
      const named = sheets.map((sheet) => `<link rel="stylesheet" href="/${sheet}" disabled>`).join('');
      const code = [...new Set([...app, ...page])].filter((chunk) => !entry.has(chunk));
      const files = JSON.stringify(code.map((chunk) => `/${manifest[chunk]!.file}`));
      const html = `<style>${sheets.map(read).join('\n')}</style>${named}<script type="application/json" id="app-code">${files}</script>`;
      heads.set(key, html);
      return html;
    },
  };
}
