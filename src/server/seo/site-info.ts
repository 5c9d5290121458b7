import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../shared/schemas/app-config.ts';
import { currentBrand } from '../brand/brand-state.ts';
import { siteUrl as configuredSiteUrl } from '../mail/firm.ts';

/** The firm's runtime configuration: its saved details over config/app_config.json (docs/decisions/0060). */
export function siteConfig(): AppConfig {
  return currentBrand().config;
}

/**
 * The site's public address (SITE_URL, src/server/config.ts), never the host a request names: a forged Host header
 * must not end up in a canonical tag or the sitemap.
 */
export function siteUrl(_request?: FastifyRequest): string {
  return configuredSiteUrl();
}
