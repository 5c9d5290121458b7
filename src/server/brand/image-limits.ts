/**
 * What the server accepts and makes of a picture (docs/decisions/0060), in one place.
 */

/** A photo's sizes (widths in pixels), per place: the team's cards are small, the hero fills the screen. */
export const PHOTO_WIDTHS = {
  manager: [160, 320, 480],
  service: [400, 800, 1200],
  hero: [640, 1280, 1920],
} as const;
export type PhotoKind = keyof typeof PHOTO_WIDTHS;

/**
 * The formats each size is encoded in: WebP (every current browser), JPEG as the fallback every browser shows. AVIF
 * was dropped (decision 0060, addendum): its encoder took more than half of a 12 MP photo's time for a few KB less.
 */
export const PHOTO_FORMATS = ['webp', 'jpeg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/**
 * The most pixels a picture may have before it is decoded (width x height as its header says): 50 megapixels, four
 * times a phone's 12 MP photo. A "decompression bomb" (a small file declaring 30,000 x 30,000) is refused before
 * any pixel is decoded.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The logo's file at most; its PNG copy at most this high (header, mails), and the favicons' sizes. */
export const MAX_LOGO_BYTES = 1024 * 1024;
export const LOGO_PNG_HEIGHT = 192;
export const FAVICON_SIZE = 32;
export const TOUCH_ICON_SIZE = 180;

/** Pictures processed at once by this process (each uses the CPU fully for a second or so); others wait. */
export const IMAGE_CONCURRENCY = 1;
/** Pictures waiting beyond this are refused with 503 (try again) rather than queued without end. */
export const IMAGE_QUEUE_LIMIT = 8;
