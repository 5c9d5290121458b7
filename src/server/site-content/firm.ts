import { currentBrand } from '../brand/brand-state.ts';
import type { ContentFirm } from './site-content.ts';

/**
 * The firm's name and default language as the site content needs them: the firm settings in force (the saved row
 * over config/app_config.json, docs/decisions/0060), the one place the content reads them.
 */
export function contentFirm(): ContentFirm {
  const { config } = currentBrand();
  return { firmName: config.firmName, defaultLanguage: config.defaultLanguage };
}
