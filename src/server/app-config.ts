import { readFileSync } from 'node:fs';
import { appConfig, type AppConfig } from '../shared/schemas/app-config.ts';
import { APP_CONFIG_FILE } from './paths.ts';

let checked: AppConfig | undefined;

/**
 * config/app_config.json, the first start's values of the firm's details and site content (docs/product-decisions.md
 * section 7), read from disk and checked against the shared schema once, here only: config.ts (SITE_URL's default),
 * the mails' firm details, the pages' site info and the served runtime configuration all read this. A broken file
 * throws one line that says what to fix.
 */
export function appConfigFile(): AppConfig {
  if (checked) return checked;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(APP_CONFIG_FILE, 'utf8'));
  } catch {
    throw new Error(`${APP_CONFIG_FILE} is not valid JSON`);
  }
  const result = appConfig.safeParse(parsed);
  if (!result.success) {
    const where = result.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new Error(`${APP_CONFIG_FILE}: ${where} missing or invalid`);
  }
  checked = result.data;
  return checked;
}
