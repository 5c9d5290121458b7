import { eq } from 'drizzle-orm';
import { firmSettings as firmSettingsSchema, type BrandConfig, type FirmSettings } from '../../shared/schemas/brand.ts';
import type { AppConfig } from '../../shared/schemas/app-config.ts';
import { appConfigFile } from '../app-config.ts';
import type { Database } from '../db/client.ts';
import { firmSettings } from '../db/schema/index.ts';
import { logoOf, picturesOf } from './stored-images.ts';

/** The firm's details and brand in force: the saved row over config/app_config.json (docs/decisions/0060). */
export interface BrandState {
  /** The file's configuration with the saved details over it. */
  config: AppConfig;
  /** Whether the details were saved (else they are the file's). */
  saved: boolean;
  brand: BrandConfig;
}

/** The details of the file, as the settings screen edits them. */
export const firmFieldsOf = (config: AppConfig): FirmSettings => ({
  firmName: config.firmName,
  addresses: config.addresses,
  phones: config.phones,
  email: config.email,
  networkUrl: config.networkUrl,
  copyrightHolder: config.copyrightHolder,
  dpo: config.dpo,
});

/** The file's values alone: before the database is read, and for a process with no saved settings. */
export function fileBrand(): BrandState {
  return { config: appConfigFile(), saved: false, brand: { primaryColor: null, logo: null, hero: null } };
}

/** Reads the saved settings (one row, maybe none) and the logo's and hero's addresses. */
export async function loadBrand(db: Database): Promise<BrandState> {
  const [row] = await db.select().from(firmSettings).where(eq(firmSettings.id, 1));
  const file = appConfigFile();
  if (!row) return fileBrand();
  // A row written by an older version that no longer passes the schema falls back to the file, field by field.
  const saved = row.firm ? firmSettingsSchema.safeParse(row.firm) : undefined;
  const [logo, heroes] = await Promise.all([logoOf(db, row.logoImageId), picturesOf(db, [row.heroImageId])]);
  return {
    config: saved?.success ? { ...file, ...saved.data } : file,
    saved: Boolean(saved?.success),
    brand: {
      primaryColor: row.primaryColor,
      logo,
      hero: row.heroImageId ? (heroes.get(row.heroImageId) ?? null) : null,
    },
  };
}

let current: BrandState | undefined;

/**
 * The process's brand, for the code that has no app at hand (the mails' templates, the page titles): set by the
 * brand plugin (src/server/plugins/brand.ts) when it loads or reloads the settings. One firm per process.
 */
export function currentBrand(): BrandState {
  return current ?? fileBrand();
}

export function setCurrentBrand(state: BrandState | undefined): void {
  current = state;
}
