import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderPage } from '../../seo/render-page.ts';
import { robotsTxt } from '../../seo/robots.ts';
import { siteUrl } from '../../seo/site-info.ts';
import { buildSitemap } from '../../seo/sitemap.ts';

/** What search engines read: the sitemap, robots.txt, and each page's title, description and JSON-LD. */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setPageRenderer((request, html) => renderPage(app, request, html));

  app.get('/sitemap.xml', { schema: { hide: true }, config: { publicCache: true } }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await buildSitemap(app.db, siteUrl(request), app.clock.now())),
  );

  app.get('/robots.txt', { schema: { hide: true }, config: { publicCache: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(siteUrl(request))),
  );
};
