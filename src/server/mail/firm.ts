import { readFileSync } from 'node:fs';
import { appConfig, type AppConfig } from '../../shared/schemas/app-config.ts';
import { APP_CONFIG_FILE } from '../paths.ts';

let cached: AppConfig | undefined;

/** The firm's details for mails (name, address, phone, site), from config/app_config.json, read once. */
export function firmDetails(): AppConfig {
  cached ??= appConfig.parse(JSON.parse(readFileSync(APP_CONFIG_FILE, 'utf8')));
  return cached;
}

/** The address of the site, without a trailing slash, for links in mails. */
export function siteUrl(): string {
  return (firmDetails().siteUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
}
