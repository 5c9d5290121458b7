import { appConfigFile } from '../app-config.ts';
import type { ContentFirm } from './site-content.ts';

/**
 * The firm's name and default language as the site content needs them, from the firm settings (today
 * config/app_config.json; issue 30 item 3 makes them editable): the one place the content reads them.
 */
export function contentFirm(): ContentFirm {
  const config = appConfigFile();
  return { firmName: config.firmName, defaultLanguage: config.defaultLanguage };
}
