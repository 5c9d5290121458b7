import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Beasties from 'beasties';

export type InlineCriticalCss = (html: string) => Promise<string>;

/**
 * The style sheet's rules that a rendered page uses, inlined in its head, and the whole sheet linked at the end of
 * its body (docs/decisions/0027, addendum): the page paints from the first bytes instead of waiting for 45 kB of
 * CSS, and the rest (other pages, states, the admin area's components) arrives without blocking that paint. No
 * script is involved, so the CSP stays as it is (styles may be inline, scripts may not).
 *
 * The sheets of the route chunks (a CSS module of the home page, the result cards) are read too: the browser gets
 * them with the chunk's script, after the first paint, and what they give the page must be there at once, or the
 * page would move when they arrive.
 *
 * `dir` is the built client, where the sheets are read from (once, then kept by Beasties).
 */
export function criticalCssInliner(dir: string): InlineCriticalCss {
  const assets = join(dir, 'assets');
  const chunkSheets = existsSync(assets) ? readdirSync(assets).filter((f) => f.endsWith('.css')) : [];
  const beasties = new Beasties({
    path: dir,
    publicPath: '/',
    additionalStylesheets: chunkSheets.map((f) => `/assets/${f}`),
    preload: 'body',
    noscriptFallback: false,
    // The sheet stays whole: it serves every page and the admin area, and the browser caches it once.
    pruneSource: false,
    // Keyframes and font faces of what is on the page only; the rest comes with the sheet.
    keyframes: 'critical',
    fonts: false,
    logLevel: 'warn',
  });
  return (html) => beasties.process(html);
}
