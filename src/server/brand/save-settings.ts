import { sql } from 'drizzle-orm';
import { checkContrast } from '../../shared/brand-colors.ts';
import type { BrandUpdate, FirmSettings } from '../../shared/schemas/brand.ts';
import type { Database } from '../db/client.ts';
import { firmSettings } from '../db/schema/index.ts';
import { badRequest } from '../errors.ts';

/** The one settings row, made with the first change and updated after (the trigger notifies every process). */
async function upsert(
  db: Pick<Database, 'insert'>,
  values: Partial<typeof firmSettings.$inferInsert>,
  by: string,
): Promise<void> {
  await db
    .insert(firmSettings)
    .values({ id: 1, ...values, updatedBy: by })
    .onConflictDoUpdate({ target: firmSettings.id, set: { ...values, updatedBy: by, updatedAt: sql`now()` } });
}

/** `PUT /api/settings/firm`: the firm's details, whole (the schema checked them). */
export async function saveFirmSettings(db: Database, firm: FirmSettings, by: string): Promise<void> {
  await upsert(db, { firm }, by);
}

/**
 * `PUT /api/settings/brand`: the primary colour, refused (400, `primaryColor` named) when any text it sits under
 * or over falls short of WCAG AA: the message names the failing pairs and their ratios.
 */
export async function saveBrand(db: Database, brand: BrandUpdate, by: string): Promise<void> {
  const failing = checkContrast(brand.primaryColor).filter((c) => !c.passes);
  if (failing.length > 0) {
    const pairs = failing.map((c) => `${c.pair} (${c.foreground} on ${c.background}: ${c.ratio}:1)`).join(', ');
    throw badRequest(`The colour ${brand.primaryColor} fails WCAG AA contrast (4.5:1) for ${pairs}`, {
      primaryColor: `validation.contrast.${failing[0]!.pair}`,
    });
  }
  await upsert(db, { primaryColor: brand.primaryColor }, by);
}

/** The logo or the hero photo of the row (the caller deletes the one it replaces). */
export async function setBrandImage(
  db: Pick<Database, 'insert'>,
  which: 'logoImageId' | 'heroImageId',
  imageId: string | null,
  by: string,
): Promise<void> {
  await upsert(db, { [which]: imageId }, by);
}
