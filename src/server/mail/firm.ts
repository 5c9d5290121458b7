import type { AppConfig } from '../../shared/schemas/app-config.ts';
import type { BrandConfig } from '../../shared/schemas/brand.ts';
import { currentBrand } from '../brand/brand-state.ts';

/**
 * The firm's details for mails (name, address, phone, site): the saved settings over config/app_config.json
 * (docs/decisions/0060), as this process last loaded them.
 */
export function firmDetails(): AppConfig {
  return currentBrand().config;
}

/** The firm's colour and logo for mails (docs/decisions/0060); null ones fall back to the mails' own. */
export function mailBrand(): BrandConfig {
  return currentBrand().brand;
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

/** The mails' accent (links, buttons, the firm's name): the firm's primary colour, checked for contrast when saved. */
export const mailColor = (): string => mailBrand().primaryColor ?? '#1c4e80';
