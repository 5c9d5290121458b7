import { readFileSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { appConfig, type AppConfig } from '../../shared/schemas/app-config.ts';
import { APP_CONFIG_FILE } from '../paths.ts';

let cached: AppConfig | undefined;

/** The firm's runtime configuration (config/app_config.json), already checked at start by client-assets. */
export function siteConfig(): AppConfig {
  cached ??= appConfig.parse(JSON.parse(readFileSync(APP_CONFIG_FILE, 'utf8')));
  return cached;
}

/** The site's public address: `siteUrl` from the configuration, else the host the request came to. */
export function siteUrl(request: FastifyRequest): string {
  const configured = siteConfig().siteUrl;
  if (configured) return configured.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
