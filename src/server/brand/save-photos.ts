import { eq } from 'drizzle-orm';
import type { Picture, PhotoAlt } from '../../shared/schemas/brand.ts';
import type { Database } from '../db/client.ts';
import { firmSettings, managers, services } from '../db/schema/index.ts';
import { HttpError, notFound } from '../errors.ts';
import { MAX_LOGO_BYTES, type PhotoKind } from './image-limits.ts';
import { detectImageType, processLogo, processPhoto } from './process-image.ts';
import { setBrandImage } from './save-settings.ts';
import { deleteImages, logoOf, picturesOf, storeImage } from './stored-images.ts';
import type { Logo } from '../../shared/schemas/brand.ts';

const TABLES = { manager: managers, service: services } as const;

const wrongType = (what: string) =>
  new HttpError(415, `${what} must be a JPEG, PNG or WebP picture (its bytes say otherwise)`, {
    file: 'validation.imageType',
  });

/**
 * A photo for a manager, a service or the hero: its type read from the bytes (JPEG, PNG, WebP; never SVG), the
 * record checked before any work, the photo processed (process-image.ts), then stored and put in place of the old
 * one in one transaction, the old one deleted. Answers the picture as pages show it.
 */
export async function savePhoto(
  db: Database,
  target: { kind: PhotoKind; id?: number },
  data: Buffer,
  alt: PhotoAlt,
  by: string,
): Promise<Picture> {
  const type = await detectImageType(data);
  if (!type || type === 'image/svg+xml') throw wrongType('A photo');
  if (target.kind !== 'hero') {
    const table = TABLES[target.kind];
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, target.id!));
    if (!row) throw notFound(`This ${target.kind} does not exist`);
  }
  const processed = await processPhoto(data, target.kind);
  const imageId = await db.transaction(async (tx) => {
    const id = await storeImage(tx, target.kind, processed, alt);
    if (target.kind === 'hero') {
      const [old] = await tx.select({ id: firmSettings.heroImageId }).from(firmSettings).where(eq(firmSettings.id, 1));
      await setBrandImage(tx, 'heroImageId', id, by);
      await deleteImages(tx, [old?.id]);
    } else {
      const table = TABLES[target.kind];
      const [old] = await tx
        .select({ id: table.photoImageId })
        .from(table)
        .where(eq(table.id, target.id!))
        .for('update');
      if (!old) throw notFound(`This ${target.kind} does not exist`);
      await tx.update(table).set({ photoImageId: id }).where(eq(table.id, target.id!));
      await deleteImages(tx, [old.id]);
    }
    return id;
  });
  return (await picturesOf(db, [imageId])).get(imageId)!;
}

/** Takes a manager's or service's photo away (initials show again). */
export async function removePhoto(db: Database, target: { kind: 'manager' | 'service'; id: number }): Promise<void> {
  const table = TABLES[target.kind];
  await db.transaction(async (tx) => {
    const [old] = await tx.select({ id: table.photoImageId }).from(table).where(eq(table.id, target.id)).for('update');
    if (!old) throw notFound(`This ${target.kind} does not exist`);
    await tx.update(table).set({ photoImageId: null }).where(eq(table.id, target.id));
    await deleteImages(tx, [old.id]);
  });
}

/**
 * The logo: SVG (checked: svg-policy.ts) or JPEG, PNG, WebP, at most MAX_LOGO_BYTES; its PNG copy and favicons
 * made (process-image.ts), stored in place of the old one.
 */
export async function saveLogo(db: Database, data: Buffer, by: string): Promise<Logo> {
  if (data.length > MAX_LOGO_BYTES) {
    throw new HttpError(413, 'The logo is larger than 1 MB', { file: 'validation.logoTooLarge' });
  }
  const type = await detectImageType(data);
  if (!type) {
    throw new HttpError(415, 'The logo must be an SVG, PNG, JPEG or WebP picture (its bytes say otherwise)', {
      file: 'validation.logoType',
    });
  }
  const processed = await processLogo(data, type);
  const imageId = await db.transaction(async (tx) => {
    const id = await storeImage(tx, 'logo', processed, { fr: '', en: '', nl: '' });
    const [old] = await tx.select({ id: firmSettings.logoImageId }).from(firmSettings).where(eq(firmSettings.id, 1));
    await setBrandImage(tx, 'logoImageId', id, by);
    await deleteImages(tx, [old?.id]);
    return id;
  });
  return (await logoOf(db, imageId))!;
}
