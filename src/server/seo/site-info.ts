import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../shared/schemas/app-config.ts';
import { appConfigFile } from '../app-config.ts';
import { siteUrl as configuredSiteUrl } from '../mail/firm.ts';

/** The firm's runtime configuration (config/app_config.json), already checked at start by client-assets. */
export function siteConfig(): AppConfig {
  return appConfigFile();
}

/**
 * The site's public address (SITE_URL, src/server/config.ts), never the host a request names: a forged Host header
 * must not end up in a canonical tag or the sitemap.
 */
export function siteUrl(_request?: FastifyRequest): string {
  return configuredSiteUrl();
}
