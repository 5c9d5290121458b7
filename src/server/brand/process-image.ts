import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { badRequest, HttpError } from '../errors.ts';
import {
  FAVICON_SIZE,
  LOGO_PNG_HEIGHT,
  MAX_INPUT_PIXELS,
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  type PhotoFormat,
  TOUCH_ICON_SIZE,
  type PhotoKind,
} from './image-limits.ts';
import { withImageSlot } from './image-slots.ts';
import { checkSvg, looksLikeSvg } from './svg-policy.ts';

// No cache of decoded pictures between requests: each is processed once, and the memory goes back at once.
sharp.cache(false);

export type VariantRole = 'photo' | 'logo' | 'favicon' | 'touch-icon';

/** One encoded size of a picture, and the content hash its address carries. */
export interface ImageVariant {
  format: 'avif' | 'webp' | 'jpeg' | 'png' | 'svg';
  role: VariantRole;
  width: number;
  height: number;
  hash: string;
  data: Buffer;
}

export interface ProcessedImage {
  /** The largest variant's box, orientation applied. */
  width: number;
  height: number;
  variants: ImageVariant[];
}

const RASTER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof RASTER_TYPES)[number] | 'image/svg+xml';

/** A variant's address part: its content, hashed (SHA-256, base64url, 128 bits). */
export const contentHash = (data: Buffer) => createHash('sha256').update(data).digest('base64url').slice(0, 22);

/** The type of a picture from its bytes (never its name or the browser's claim); undefined for anything else. */
export async function detectImageType(data: Buffer): Promise<ImageType | undefined> {
  const detected = await fileTypeFromBuffer(data);
  if (detected && (RASTER_TYPES as readonly string[]).includes(detected.mime)) return detected.mime as ImageType;
  // An SVG has no magic number: file-type says XML (with a prolog) or nothing; its text tells.
  if ((!detected || detected.mime === 'application/xml' || detected.mime === 'image/svg+xml') && looksLikeSvg(data)) {
    return 'image/svg+xml';
  }
  return undefined;
}

const unreadable = () =>
  badRequest('The picture cannot be read: the file is damaged or is not a picture', {
    file: 'validation.imageCorrupt',
  });

/** The picture's box as its header says, orientation applied; refused when damaged or over MAX_INPUT_PIXELS. */
async function inspect(data: Buffer): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  const { width, height } = meta;
  if (!width || !height) throw unreadable();
  if (width * height > MAX_INPUT_PIXELS) {
    throw badRequest(
      `The picture has too many pixels (${width} × ${height}); at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
      { file: 'validation.imageTooManyPixels' },
    );
  }
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/** sharp's errors while decoding are the file's fault (truncated, corrupt): 400, not 500. */
async function decoding<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw unreadable();
  }
}

const variant = async (pipeline: Sharp, format: ImageVariant['format'], role: VariantRole): Promise<ImageVariant> => {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { format, role, width: info.width, height: info.height, hash: contentHash(data), data };
};

/** How each size of a photo is encoded (docs/decisions/0060, addendum): WebP, and JPEG as the fallback. */
const PHOTO_ENCODERS: Record<PhotoFormat, (pipeline: Sharp) => Sharp> = {
  webp: (p) => p.webp({ quality: 78, effort: 0 }),
  jpeg: (p) => p.jpeg({ quality: 80, progressive: true, optimiseCoding: true }),
};

/**
 * A photo's responsive sizes (PHOTO_WIDTHS of its place, none wider than the photo) in PHOTO_FORMATS. The photo is
 * decoded once (JPEG shrink-on-load: libjpeg decodes at 1/2, 1/4 or 1/8 when the largest size allows), turned upright
 * (EXIF orientation), flattened on white and made sRGB; each size is encoded from those pixels, so no metadata (EXIF,
 * GPS, XMP, ICC) reaches any output. Runs in an image slot (image-slots.ts).
 */
export async function processPhoto(data: Buffer, kind: PhotoKind): Promise<ProcessedImage> {
  return withImageSlot(() =>
    decoding(async () => {
      const box = await inspect(data);
      const widths = [...new Set(PHOTO_WIDTHS[kind].map((w) => Math.min(w, box.width)))];
      const largest = Math.max(...widths);
      const base = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: largest, withoutEnlargement: true, fastShrinkOnLoad: true })
        .flatten({ background: '#ffffff' })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
      const variants: ImageVariant[] = [];
      for (const width of widths) {
        const height = Math.max(1, Math.round((raw.height * width) / raw.width));
        const sized = sharp(base.data, { raw }).resize(width, height);
        // One encoding at a time: the peak memory of one encoder (bench/images.ts).
        for (const format of PHOTO_FORMATS) {
          variants.push(await variant(PHOTO_ENCODERS[format](sized.clone()), format, 'photo'));
        }
      }
      const top = variants.find((v) => v.width === largest)!;
      return { width: top.width, height: top.height, variants };
    }),
  );
}

/**
 * The logo: an SVG kept as sent once checked (svg-policy.ts: refused if it carries scripts, handlers or external
 * references), or a PNG/JPEG/WebP; either way a PNG copy LOGO_PNG_HEIGHT high (mail clients), the favicon
 * (FAVICON_SIZE square PNG) and the touch icon (TOUCH_ICON_SIZE), the logo centred on transparency.
 */
export async function processLogo(data: Buffer, type: ImageType): Promise<ProcessedImage> {
  if (type === 'image/svg+xml') checkSvg(data);
  return withImageSlot(() =>
    decoding(async () => {
      const box = await inspect(data);
      const input = () =>
        sharp(data, {
          limitInputPixels: MAX_INPUT_PIXELS,
          failOn: 'error',
          // An SVG is drawn at a density that makes its PNG sharp at LOGO_PNG_HEIGHT.
          ...(type === 'image/svg+xml'
            ? { density: Math.min(600, Math.max(72, (72 * LOGO_PNG_HEIGHT) / box.height)) }
            : {}),
        }).rotate();
      const square = (size: number) =>
        input()
          .resize(size, size, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
          .png({ compressionLevel: 9 });
      const [png, favicon, touch] = await Promise.all([
        variant(
          input().resize({ height: LOGO_PNG_HEIGHT, withoutEnlargement: true }).png({ compressionLevel: 9 }),
          'png',
          'logo',
        ),
        variant(square(FAVICON_SIZE), 'png', 'favicon'),
        variant(square(TOUCH_ICON_SIZE), 'png', 'touch-icon'),
      ]);
      const variants = [png, favicon, touch];
      if (type === 'image/svg+xml') {
        variants.push({
          format: 'svg',
          role: 'logo',
          width: png.width,
          height: png.height,
          hash: contentHash(data),
          data,
        });
      }
      return { width: png.width, height: png.height, variants };
    }),
  );
}
