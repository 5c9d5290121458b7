import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RenderedPage, render } from '../../client/entry-server.tsx';
import { requestLanguage } from '../public/request-language.ts';
import { SSR_DIR } from '../paths.ts';
import { replaceFirsts } from './first-replacements.ts';
import type { FormPost } from '../../shared/page-form.ts';
import type { PublishedContent } from '../../shared/site-content/registry.ts';

export type { RenderedPage };
export type RenderApp = (
  app: FastifyInstance,
  request: FastifyRequest,
  formPost?: FormPost,
) => Promise<RenderedPage | null>;

/**
 * The client's server-rendering entry (built by `npm run build:client` into dist/ssr), or undefined when there is no
 * build (development): pages are then rendered by the browser alone, as the admin area always is.
 */
export async function loadAppRenderer(dir = SSR_DIR): Promise<RenderApp | undefined> {
  const file = join(dir, 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as { render: typeof render };
  // One catalog per published content (kept until the next change: plugins/site-content.ts), not one per page.
  const catalogs = new WeakMap<PublishedContent, Record<string, unknown>>();
  return async (app, request, formPost) => {
    const lang = requestLanguage(request);
    // The firm's published texts travel with the catalog (src/client/lib/site-content.ts reads them there).
    const siteContent = await app.siteContent.published(lang);
    let catalog = catalogs.get(siteContent);
    if (!catalog) catalogs.set(siteContent, (catalog = { ...app.publicCatalogs[lang], siteContent }));
    return entry.render({
      url: `http://localhost${request.url}`,
      formPost,
      lang,
      catalog,
      config: JSON.parse(app.appConfigJson) as unknown,
      // The public API answers the page's data in-process: the same routes, checks and answers as the browser's.
      get: async (url) => {
        const answer = await app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
        return {
          status: answer.statusCode,
          body: answer.body,
          contentType: String(answer.headers['content-type'] ?? ''),
        };
      },
    });
  };
}

/** `<` as `\u003c`: JSON that no `</script>` in a job's text can close early. */
const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The built index.html with the rendered app in its root, the state the browser hydrates it from, and in its head
 * `head` (the page's style sheets and the list of its code: page-assets.ts).
 */
export function pageHtml(template: string, page: RenderedPage, stateId: string, head = ''): string {
  // In one pass (first-replacements.ts): the template carries the page's inline styles, and each `replace` copied it.
  return replaceFirsts(template, [
    { pattern: '</head>', replacement: () => `${head}</head>` },
    {
      pattern: '<div id="root"></div>',
      replacement: () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="${stateId}">${jsonInScript(page.state)}</script>`,
    },
  ]);
}
