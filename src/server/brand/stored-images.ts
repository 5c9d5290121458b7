import { and, eq, inArray } from 'drizzle-orm';
import type { Logo, Picture } from '../../shared/schemas/brand.ts';
import type { Database } from '../db/client.ts';
import { images, imageVariants, type ImageAlt } from '../db/schema/index.ts';
import type { ProcessedImage } from './process-image.ts';

const EXTENSIONS: Record<string, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png', svg: 'svg' };
export const MEDIA_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
};

/** A variant's address: its content hash and its format (`/media/{hash}.{ext}`), served immutable (routes/public/media.ts). */
export const mediaPath = (hash: string, format: string) => `/media/${hash}.${EXTENSIONS[format] ?? format}`;

/** Stores a processed picture (its row and every variant) in the caller's transaction; answers its id. */
export async function storeImage(
  db: Pick<Database, 'insert'>,
  kind: string,
  image: ProcessedImage,
  alt: ImageAlt,
): Promise<string> {
  const [row] = await db
    .insert(images)
    .values({ kind, width: image.width, height: image.height, alt })
    .returning({ id: images.id });
  for (const v of image.variants) {
    await db.insert(imageVariants).values({
      imageId: row!.id,
      format: v.format,
      role: v.role,
      width: v.width,
      height: v.height,
      hash: v.hash,
      size: v.data.length,
      data: v.data,
    });
  }
  return row!.id;
}

/** Deletes pictures no longer used (their variants go with them). */
export async function deleteImages(db: Pick<Database, 'delete'>, ids: (string | null | undefined)[]): Promise<void> {
  const gone = ids.filter((id): id is string => Boolean(id));
  if (gone.length > 0) await db.delete(images).where(inArray(images.id, gone));
}

type VariantRow = { imageId: string; format: string; role: string; width: number; height: number; hash: string };

const srcset = (rows: VariantRow[]) => rows.map((r) => `${mediaPath(r.hash, r.format)} ${r.width}w`).join(', ');

/** Pictures as pages render them (`<picture>`), by image id; ids without a picture are left out. */
export async function picturesOf(db: Database, ids: (string | null | undefined)[]): Promise<Map<string, Picture>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const pictures = new Map<string, Picture>();
  if (wanted.length === 0) return pictures;
  const [rows, variants] = await Promise.all([
    db.select().from(images).where(inArray(images.id, wanted)),
    db
      .select({
        imageId: imageVariants.imageId,
        format: imageVariants.format,
        role: imageVariants.role,
        width: imageVariants.width,
        height: imageVariants.height,
        hash: imageVariants.hash,
      })
      .from(imageVariants)
      .where(and(inArray(imageVariants.imageId, wanted), eq(imageVariants.role, 'photo'))),
  ]);
  for (const image of rows) {
    const mine = variants.filter((v) => v.imageId === image.id).sort((a, b) => a.width - b.width);
    const jpeg = mine.filter((v) => v.format === 'jpeg');
    if (jpeg.length === 0) continue;
    pictures.set(image.id, {
      width: image.width,
      height: image.height,
      alt: image.alt,
      sources: (['avif', 'webp'] as const)
        .map((format) => ({ type: `image/${format}`, srcset: srcset(mine.filter((v) => v.format === format)) }))
        .filter((s) => s.srcset !== ''),
      src: mediaPath(jpeg[Math.floor((jpeg.length - 1) / 2)]!.hash, 'jpeg'),
      srcset: srcset(jpeg),
    });
  }
  return pictures;
}

/** The logo as the header and mails show it, and its favicons; null without one. */
export async function logoOf(db: Database, id: string | null | undefined): Promise<Logo | null> {
  if (!id) return null;
  const rows = await db
    .select({
      format: imageVariants.format,
      role: imageVariants.role,
      width: imageVariants.width,
      height: imageVariants.height,
      hash: imageVariants.hash,
    })
    .from(imageVariants)
    .where(eq(imageVariants.imageId, id));
  const png = rows.find((r) => r.role === 'logo' && r.format === 'png');
  const favicon = rows.find((r) => r.role === 'favicon');
  const touch = rows.find((r) => r.role === 'touch-icon');
  if (!png || !favicon || !touch) return null;
  const svg = rows.find((r) => r.role === 'logo' && r.format === 'svg');
  return {
    src: mediaPath((svg ?? png).hash, (svg ?? png).format),
    width: png.width,
    height: png.height,
    pngSrc: mediaPath(png.hash, 'png'),
    favicon: mediaPath(favicon.hash, 'png'),
    touchIcon: mediaPath(touch.hash, 'png'),
  };
}

/** One variant's bytes and type by its address's hash and extension, or undefined. */
export async function readVariant(db: Database, hash: string, ext: string) {
  const format = ext === 'jpg' ? 'jpeg' : ext;
  const [row] = await db
    .select({ data: imageVariants.data, format: imageVariants.format })
    .from(imageVariants)
    .where(and(eq(imageVariants.hash, hash), eq(imageVariants.format, format)))
    .limit(1);
  return row;
}
