import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '../shared/constants.ts';
import type { FormPost } from '../shared/page-form.ts';
import { FormPostContext } from './components/form-post.ts';
import { App, createQueryClient } from './app/App.tsx';
import { plainErrors, type PageState } from './app/page-state.ts';
import type { RouteHandle } from './app/lazy.ts';
import { appRoutes, onlyTheCatchAll } from './app/router.tsx';
import { ApiError, setServerGet, type ServerGet } from './lib/api.ts';
import { setAppConfig } from './lib/config.ts';

export interface RenderInput {
  /** The page's absolute URL (its query holds the job search, for one). */
  url: string;
  lang: Language;
  /** The translations of the public pages in `lang`. */
  catalog: Record<string, unknown>;
  config: unknown;
  /** Reads the public API (the server answers itself, in-process). */
  get: ServerGet;
  /** A form of the page posted without JavaScript and refused (docs/decisions/0038). */
  formPost?: FormPost;
}

export interface RenderedPage {
  status: number;
  /** The app's HTML, for `<div id="root">`. */
  html: string;
  state: PageState;
  /** The modules of the page's routes under src/client, whose style sheets the page carries. */
  modules: string[];
}

/** A query a page asked for that has not been fetched yet (and may be: it is enabled). */
const waiting = (q: Query) => {
  const enabled = (q.options as { enabled?: unknown }).enabled as boolean | ((q: Query) => boolean) | undefined;
  return (
    q.state.status === 'pending' &&
    q.state.fetchStatus === 'idle' &&
    (typeof enabled === 'function' ? enabled(q) : enabled !== false)
  );
};

async function renderToString(tree: ReactNode): Promise<string> {
  // Every Suspense boundary in place, however large: React would otherwise move a large one (a form) to the end of
  // the HTML with an inline script to put it back, which the content security policy blocks.
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Infinity });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders until every query the page asks for has its answer: a page, then what it needs, then the page again. */
async function renderWithData(tree: ReactNode, queryClient: QueryClient): Promise<string> {
  const cache = queryClient.getQueryCache();
  for (let pass = 0; ; pass++) {
    const html = await renderToString(tree);
    const queries = cache.getAll().filter(waiting);
    // Three rounds: a page, its data, what depends on that data; never an endless loop.
    if (queries.length === 0 || pass === 3) return html;
    await Promise.all(queries.map((q) => q.fetch().catch(() => undefined)));
  }
}

const handler = createStaticHandler(appRoutes);

/**
 * The HTML of a public page with its data, and the state the browser hydrates it from (src/client/start.tsx); null
 * when no public page takes the URL (the admin area, an unknown path), which the browser renders alone.
 */
export async function render(input: RenderInput): Promise<RenderedPage | null> {
  setAppConfig(input.config);
  setServerGet(input.get);
  const context = await handler.query(new Request(input.url));
  if (context instanceof Response || onlyTheCatchAll(context.matches)) return null;

  const i18n = createInstance();
  void i18n.init({
    lng: input.lang,
    resources: { [input.lang]: { translation: input.catalog } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const queryClient = createQueryClient(true);
  // An answer that fails here is shown as failed: the server does not wait to try again.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderWithData(
    <I18nextProvider i18n={i18n}>
      <FormPostContext.Provider value={input.formPost}>
        <App queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </FormPostContext.Provider>
    </I18nextProvider>,
    queryClient,
  );
  const notFound = queryClient
    .getQueryCache()
    .getAll()
    .some((q) => q.state.error instanceof ApiError && q.state.error.status === 404);
  const queries = plainErrors(dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status !== 'pending' }));
  queryClient.clear();
  return {
    status: notFound ? 404 : context.statusCode,
    html,
    state: {
      lang: input.lang,
      catalog: input.catalog,
      config: input.config,
      queries,
      ...(input.formPost && { formPost: input.formPost }),
    },
    modules: context.matches.flatMap((m) => (m.route.handle as RouteHandle | undefined)?.module ?? []),
  };
}
