import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.ts';

/** An alternative text per language (a photo's `alt`), required for photos, empty for the logo. */
export type ImageAlt = { fr: string; en: string; nl: string };

/**
 * A picture the firm uploaded (docs/decisions/0060): a photo (manager, service, hero) or the logo. The original is
 * not kept: only its re-encoded sizes (`image_variants`), made on the server from the bytes, metadata stripped.
 * `width` and `height` are the largest variant's, after the photo's orientation was applied: the page reserves the
 * picture's box from them (no layout shift).
 */
export const images = pgTable('images', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** manager, service, hero or logo. */
  kind: text('kind').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  alt: jsonb('alt').$type<ImageAlt>().notNull(),
  creationDate: createdAt(),
});

/**
 * One size in one format of an image: its bytes, and the content hash its address carries (`/media/{hash}.{ext}`),
 * so that it is served with a year's immutable caching and a new photo gets a new address.
 */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    /** avif, webp, jpeg, png (logo, favicon) or svg (logo). */
    format: text('format').notNull(),
    /** What the variant is for: `photo` (a responsive size), `logo`, `favicon`, `touch-icon`. */
    role: text('role').notNull().default('photo'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    hash: text('hash').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.imageId, t.format, t.role, t.width] }),
    index('image_variants_hash_idx').on(t.hash),
    index('image_variants_image_idx').on(t.imageId),
  ],
);

/**
 * The firm's settings, one row (id 1): its details (name, addresses, phones, e-mail, network link, DPO: the
 * shape of config/app_config.json's, which stays the first start's defaults; null until saved), its primary colour
 * and its logo, and the hero photo. Saving it notifies every process (migration's trigger on `public_cache`).
 */
export const firmSettings = pgTable(
  'firm_settings',
  {
    id: integer('id').primaryKey().default(1),
    firm: jsonb('firm').$type<Record<string, unknown>>(),
    primaryColor: text('primary_color'),
    logoImageId: uuid('logo_image_id').references(() => images.id, { onDelete: 'set null' }),
    heroImageId: uuid('hero_image_id').references(() => images.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [check('firm_settings_one_row', sql`${t.id} = 1`)],
);
