import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PUBLIC_PAGES } from '../seo/public-pages.ts';
import { CLIENT_DIR } from '../paths.ts';
import { loadAppRenderer, pageHtml, type RenderApp } from '../ssr/app-renderer.ts';
import { pageAssets, readManifest } from '../ssr/page-assets.ts';
import type { FormPost } from '../../shared/page-form.ts';
import type { Logo } from '../../shared/schemas/brand.ts';
import { errorBody } from './error-handler.ts';

const API_PREFIXES = ['/api/', '/public/api/', '/assets/'];
/** Where the client's hydration state is (src/client/app/page-state.ts). */
const PAGE_STATE_ID = 'page-state';

/** The pages the server renders with their content: the public site (docs/spec/product-spec.md#2-screens-and-routes). */
export const RENDERED_PATHS = [...PUBLIC_PAGES.map((p) => p.path), '/jobs/:id', '/profiles/:id', '/login'];

/**
 * Pages rendered for one person from a secret link (a candidate's interview slots, docs/decisions/0058): rendered
 * like the public pages but kept by no cache (`no-store`), sent with no Referer onwards and never indexed.
 */
export const PRIVATE_RENDERED_PATHS = ['/interview-slots/:token'];

/** A request for a page (not an API call, not a file): it gets the app's index.html. */
export function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !API_PREFIXES.some((p) => path.startsWith(p)) &&
    !/\.[a-z0-9]{2,5}$/i.test(path)
  );
}

/** The firm's favicon and touch icon, made from its logo (docs/decisions/0060), in place of the product's. */
function withFavicon(page: string, logo: Logo | null): string {
  if (!logo) return page;
  return page.replace(
    /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml" \/>/,
    () =>
      `<link rel="icon" href="${logo.favicon}" type="image/png" sizes="32x32" />` +
      `<link rel="apple-touch-icon" href="${logo.touchIcon}" />`,
  );
}

type PageRenderer = (request: FastifyRequest, html: string) => Promise<string> | string;

declare module 'fastify' {
  interface FastifyInstance {
    /** Called by the public-site routes to put each page's title, description and data into the HTML. */
    setPageRenderer: (renderer: PageRenderer) => void;
    /**
     * Answers a page's own form post that was refused (routes/public/page-forms.ts): the page again, rendered with
     * the values sent and the messages, with `status`.
     */
    sendFormPage: (
      request: FastifyRequest,
      reply: FastifyReply,
      formPost: FormPost,
      status: number,
    ) => Promise<unknown>;
  }
}

/**
 * The pages. The public ones (RENDERED_PATHS) come with their content and data, rendered by the client's own code
 * (src/client/entry-server.tsx), in the visitor's language; other page paths (the admin area, unknown paths) get
 * the app's shell, which the browser renders. Everything else gets the JSON 404.
 */
export const spa = fp(
  async (app: FastifyInstance) => {
    const indexFile = join(CLIENT_DIR, 'index.html');
    const assets = pageAssets(readManifest(CLIENT_DIR), CLIENT_DIR);
    const index = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
    const html = index && assets.shell(index);
    const renderedShell = index && assets.renderedShell(index);
    // Loaded once the app is ready, without holding its start: it brings React and the whole public site.
    let renderApp: Promise<RenderApp | undefined> | undefined;
    app.addHook('onReady', (done) => {
      if (html) renderApp ??= loadAppRenderer();
      done();
    });
    let renderPage: PageRenderer = (_request, page) => page;
    app.decorate('setPageRenderer', (renderer: PageRenderer) => {
      renderPage = renderer;
    });

    const notFound = (request: FastifyRequest, reply: FastifyReply) =>
      reply.status(404).send(errorBody(404, `No route ${request.method} ${request.url.split('?')[0]}`));

    async function sendPage(
      request: FastifyRequest,
      reply: FastifyReply,
      render: boolean,
      formPost?: FormPost,
      secret = false,
    ) {
      if (!html) return notFound(request, reply);
      let page = html;
      renderApp ??= loadAppRenderer();
      const renderer = render ? await renderApp : undefined;
      if (renderer) {
        try {
          const rendered = await renderer(app, request, formPost);
          if (rendered) {
            page = pageHtml(renderedShell!, rendered, PAGE_STATE_ID, assets.head(rendered.modules));
            if (!formPost) reply.status(rendered.status);
          }
        } catch (err) {
          // The browser still renders the page from the shell.
          request.log.error({ err }, 'page rendering failed');
        }
      }
      page = withFavicon(page, app.brand.state.brand.logo);
      page = await renderPage(request, page);
      if (secret) {
        reply.header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex, nofollow');
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', secret ? 'no-store' : 'no-cache')
        .send(page);
    }

    app.decorate('sendFormPage', (request: FastifyRequest, reply: FastifyReply, formPost: FormPost, status: number) => {
      reply.status(status);
      const secret = PRIVATE_RENDERED_PATHS.includes(request.routeOptions.url ?? '');
      return sendPage(request, reply, true, formPost, secret);
    });

    app.register(async (pages) => {
      for (const url of RENDERED_PATHS) {
        // publicCache: the same HTML for every visitor of this URL and language (per-visitor things are in headers);
        // the language may come from the cookie or Accept-Language, so it is part of the cache key.
        pages.get(url, { schema: { hide: true }, config: { publicCache: { varyLanguage: true } } }, (request, reply) =>
          sendPage(request, reply, true),
        );
      }
      for (const url of PRIVATE_RENDERED_PATHS) {
        pages.get(url, { schema: { hide: true } }, (request, reply) => sendPage(request, reply, true, undefined, true));
      }
    });

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) =>
      wantsPage(request) ? sendPage(request, reply, false) : notFound(request, reply),
    );
  },
  { name: 'spa', dependencies: ['client-assets'] },
);
