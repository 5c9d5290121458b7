import type { AppConfig } from '../../shared/schemas/app-config.ts';
import { appConfigFile } from '../app-config.ts';

/** The firm's details for mails (name, address, phone, site), from config/app_config.json, read once. */
export function firmDetails(): AppConfig {
  return appConfigFile();
}

let configuredSiteUrl: string | undefined;

/** Set by buildApp from SITE_URL (src/server/config.ts), before any mail or page is written. */
export function setSiteUrl(url: string): void {
  configuredSiteUrl = url.replace(/\/+$/, '');
}

/**
 * The site's public address (SITE_URL), without a trailing slash: every link that leaves the product (mails, My
 * data links, canonical tags, sitemap, JSON-LD, invitations) starts with it.
 */
export function siteUrl(): string {
  return configuredSiteUrl ?? (firmDetails().siteUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
}
