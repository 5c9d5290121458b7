import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CLIENT_DIR } from '../paths.ts';
import { errorBody } from './error-handler.ts';

const API_PREFIXES = ['/api/', '/public/api/', '/assets/'];

/** A request for a page (not an API call, not a file): it gets the app's index.html. */
export function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !API_PREFIXES.some((p) => path.startsWith(p)) &&
    !/\.[a-z0-9]{2,5}$/i.test(path)
  );
}

export type PageRenderer = (request: FastifyRequest, html: string) => Promise<string> | string;

declare module 'fastify' {
  interface FastifyInstance {
    /** Called by the public-site routes to put each page's title, description and data into the HTML. */
    setPageRenderer: (renderer: PageRenderer) => void;
  }
}

/** Plain-path fallback: unknown page paths get the app; everything else gets the JSON 404. */
export const spa = fp(
  async (app: FastifyInstance) => {
    const indexFile = join(CLIENT_DIR, 'index.html');
    const html = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
    let renderPage: PageRenderer = (_request, page) => page;
    app.decorate('setPageRenderer', (renderer: PageRenderer) => {
      renderPage = renderer;
    });

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (html && wantsPage(request)) {
        const page = await renderPage(request, html);
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
      }
      return reply.status(404).send(errorBody(404, `No route ${request.method} ${request.url.split('?')[0]}`));
    });
  },
  { name: 'spa', dependencies: ['client-assets'] },
);
