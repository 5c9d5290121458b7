import { readFileSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { appConfig, type AppConfig } from '../../shared/schemas/app-config.ts';
import { siteUrl as configuredSiteUrl } from '../mail/firm.ts';
import { APP_CONFIG_FILE } from '../paths.ts';

let cached: AppConfig | undefined;

/** The firm's runtime configuration (config/app_config.json), already checked at start by client-assets. */
export function siteConfig(): AppConfig {
  cached ??= appConfig.parse(JSON.parse(readFileSync(APP_CONFIG_FILE, 'utf8')));
  return cached;
}

/**
 * The site's public address (SITE_URL, src/server/config.ts), never the host a request names: a forged Host header
 * must not end up in a canonical tag or the sitemap.
 */
export function siteUrl(_request?: FastifyRequest): string {
  return configuredSiteUrl();
}
