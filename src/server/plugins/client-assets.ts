import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGES, type Language } from '../../shared/constants.ts';
import { appConfig as appConfigSchema, type AppConfig } from '../../shared/schemas/app-config.ts';
import type { RetentionConfig } from '../config.ts';
import { APP_CONFIG_FILE, CLIENT_DIR, I18N_DIR } from '../paths.ts';

/** The namespaces the public pages use: what a server-rendered page carries for its first render. */
export const PUBLIC_NAMESPACES = ['common', 'public', 'consent', 'mydata'];

/** The translation catalog of a language: every namespace file of src/shared/i18n/{lang}/ (or those named) merged. */
export function loadCatalog(lang: Language, namespaces?: string[]): Record<string, unknown> {
  const dir = join(I18N_DIR, lang);
  const catalog: Record<string, unknown> = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json') && (!namespaces || namespaces.includes(f.slice(0, -5))))
    .sort()) {
    Object.assign(catalog, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>);
  }
  return catalog;
}

/** The firm's runtime configuration, checked at start so that a broken file stops the start with a clear line. */
function readAppConfig(retention: AppConfig['retention'], booking: AppConfig['booking'], siteUrl: string): string {
  const text = readFileSync(APP_CONFIG_FILE, 'utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${APP_CONFIG_FILE} is not valid JSON`);
  }
  const result = appConfigSchema.safeParse(parsed);
  if (!result.success) {
    const where = result.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new Error(`${APP_CONFIG_FILE}: ${where} missing or invalid`);
  }
  // The site's address is SITE_URL's (src/server/config.ts), whatever the file says.
  return JSON.stringify({ ...result.data, siteUrl, retention, booking });
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogs: Record<Language, Record<string, unknown>>;
    /** The public pages' part of each catalog (PUBLIC_NAMESPACES). */
    publicCatalogs: Record<Language, Record<string, unknown>>;
    /** The runtime configuration, checked, as JSON. */
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
    const appConfig = readAppConfig(
      {
        endedMonths: retention.endedMonths,
        poolMonths: retention.poolMonths,
        reminderDays: retention.reminderDays,
      },
      booking,
      siteUrl,
    );
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
    app.decorate('appConfigJson', appConfig);

    app.get('/assets/configs/app_config.json', { schema: { hide: true } }, (_req, reply) =>
      reply.header('cache-control', 'no-cache').type('application/json').send(appConfig),
    );
    app.get<{ Params: { lang: string } }>('/assets/i18n/:lang', { schema: { hide: true } }, (req, reply) => {
      const lang = req.params.lang.replace(/\.json$/, '') as Language;
      if (!LANGUAGES.includes(lang)) return reply.callNotFound();
      return reply.header('cache-control', 'no-cache').send(catalogs[lang]);
    });

    if (existsSync(CLIENT_DIR)) {
      await app.register(fastifyStatic, {
        root: CLIENT_DIR,
        index: false,
        wildcard: false,
        // The build writes .br and .gz copies of scripts and styles (vite.config.ts): sent when accepted.
        preCompressed: true,
        // No source map is served, even from a build made with them for debugging (issue 26: the admin chunks'
        // sources were readable by anyone); the production build writes none (vite.config.ts).
        allowedPath: (path) => !path.endsWith('.map'),
        setHeaders: (reply, path) => {
          if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    }
  },
  { name: 'client-assets' },
);
