import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGES, type Language } from '../../shared/constants.ts';
import type { AppConfig } from '../../shared/schemas/app-config.ts';
import { appConfigFile } from '../app-config.ts';
import type { BrandState } from '../brand/brand-state.ts';
import type { RetentionConfig } from '../config.ts';
import { loadCatalog, PUBLIC_NAMESPACES } from '../catalogs.ts';
import { CLIENT_DIR } from '../paths.ts';

/**
 * The firm's runtime configuration: the file (checked at start, so that a broken file stops the start with a clear
 * line) with the saved details and brand over it (plugins/brand.ts, docs/decisions/0060), made again when they change.
 */
function appConfigOf(
  state: BrandState,
  retention: AppConfig['retention'],
  booking: AppConfig['booking'],
  siteUrl: string,
): string {
  // The site's address is SITE_URL's (src/server/config.ts), whatever the file says.
  return JSON.stringify({ ...state.config, siteUrl, retention, booking, brand: state.brand });
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogs: Record<Language, Record<string, unknown>>;
    /** The public pages' part of each catalog (PUBLIC_NAMESPACES). */
    publicCatalogs: Record<Language, Record<string, unknown>>;
    /** The runtime configuration, checked, as JSON, with the saved settings in force (plugins/brand.ts). */
    appConfigJson: string;
  }
}

/**
 * Serves the runtime configuration, the translation files and the built client. Any other GET that accepts HTML
 * gets the app (plain paths, no hash), which sends unknown routes to the root.
 */
export const clientAssets = fp(
  async (
    app: FastifyInstance,
    { retention, booking, siteUrl }: { retention: RetentionConfig; booking: AppConfig['booking']; siteUrl: string },
  ) => {
    appConfigFile();
    const retained = {
      endedMonths: retention.endedMonths,
      poolMonths: retention.poolMonths,
      reminderDays: retention.reminderDays,
    };
    let made: { state: BrandState; json: string } | undefined;
    const appConfig = () => {
      const state = app.brand.state;
      if (made?.state !== state) made = { state, json: appConfigOf(state, retained, booking, siteUrl) };
      return made.json;
    };
    const catalogs = Object.fromEntries(LANGUAGES.map((l) => [l, loadCatalog(l)])) as Record<
      Language,
      Record<string, unknown>
    >;
    app.decorate('catalogs', catalogs);
    app.decorate(
      'publicCatalogs',
      Object.fromEntries(LANGUAGES.map((l) => [l, loadCatalog(l, PUBLIC_NAMESPACES)])) as Record<
        Language,
        Record<string, unknown>
      >,
    );
    app.decorate('appConfigJson', { getter: appConfig });

    app.get('/assets/configs/app_config.json', { schema: { hide: true } }, (_req, reply) =>
      reply.header('cache-control', 'no-cache').type('application/json').send(appConfig()),
    );
    // With the firm's published texts (issue 30, decision 0059), read from memory until the next public change.
    app.get<{ Params: { lang: string } }>('/assets/i18n/:lang', { schema: { hide: true } }, async (req, reply) => {
      const lang = req.params.lang.replace(/\.json$/, '') as Language;
      if (!LANGUAGES.includes(lang)) return reply.callNotFound();
      const siteContent = await app.siteContent.published(lang);
      return reply.header('cache-control', 'no-cache').send({ ...catalogs[lang], siteContent });
    });

    if (existsSync(CLIENT_DIR)) {
      await app.register(fastifyStatic, {
        root: CLIENT_DIR,
        index: false,
        wildcard: false,
        // The build writes .br and .gz copies of scripts and styles (vite.config.ts): sent when accepted, found beside
        // their file. They get no routes of their own: a route per file is most of the app's routes, and making them
        // most of its start (300 of 543 files).
        preCompressed: true,
        globIgnore: ['**/*.br', '**/*.gz'],
        // No source map is served, even from a build made with them for debugging (issue 26: the admin chunks'
        // sources were readable by anyone); the production build writes none (vite.config.ts).
        allowedPath: (path) => !path.endsWith('.map'),
        setHeaders: (reply, path) => {
          if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    }
  },
  { name: 'client-assets', dependencies: ['brand'] },
);
