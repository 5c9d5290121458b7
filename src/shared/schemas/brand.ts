import { z } from 'zod';
import { HEX_COLOR } from '../brand-colors.ts';
import { email, requiredText } from './rules.ts';

/**
 * The firm's details as the settings screen edits them (`GET/PUT /api/settings/firm`): config/app_config.json's
 * fields of the same names, whose file values are the first start's defaults (docs/decisions/0060). Phones are
 * shown as written ("+32 2 555 01 00"): free text, two of them as the footer shows (docs/spec/product-spec.md#1).
 */
export const firmSettings = z.object({
  firmName: requiredText(120),
  addresses: z.array(requiredText(300)).min(1, { error: 'validation.required' }).max(5),
  phones: z.array(requiredText(40)).length(2, { error: 'validation.twoPhones' }),
  email: email(),
  networkUrl: z.url({ protocol: /^https?$/, error: 'validation.url' }).max(500, { error: 'validation.tooLong' }),
  copyrightHolder: requiredText(200),
  dpo: z.object({ name: requiredText(200), email: email(), address: requiredText(300) }),
});
export type FirmSettings = z.infer<typeof firmSettings>;

/** `PUT /api/settings/brand`: the primary colour, `#rrggbb` (checked for contrast by the server). */
export const brandUpdate = z.object({
  primaryColor: z
    .string({ error: 'validation.required' })
    .trim()
    .toLowerCase()
    .regex(HEX_COLOR, { error: 'validation.color' }),
});
export type BrandUpdate = z.infer<typeof brandUpdate>;

/** A photo's alternative text, required in each language (`alt.fr`, `alt.en`, `alt.nl` multipart fields). */
export const photoAlt = z.object({ fr: requiredText(250), en: requiredText(250), nl: requiredText(250) });
export type PhotoAlt = z.infer<typeof photoAlt>;

/**
 * A picture as pages render it (`<picture>`): its box (width, height: no layout shift), its alternative text per
 * language, one srcset per modern format (AVIF, WebP) and the JPEG fallback's (`src` the middle size). Every
 * address carries the content hash (long-lived immutable caching).
 */
export const picture = z.object({
  width: z.number(),
  height: z.number(),
  alt: z.object({ fr: z.string(), en: z.string(), nl: z.string() }),
  sources: z.array(z.object({ type: z.string(), srcset: z.string() })),
  src: z.string(),
  srcset: z.string(),
});
export type Picture = z.infer<typeof picture>;

/** The logo as the header and the mails show it, and the favicon made from it. */
export const logo = z.object({
  src: z.string(),
  width: z.number(),
  height: z.number(),
  /** A PNG of the logo for mail clients that do not show SVG. */
  pngSrc: z.string(),
  favicon: z.string(),
  touchIcon: z.string(),
});
export type Logo = z.infer<typeof logo>;

/** What the public configuration carries of the brand (assets/configs/app_config.json's `brand`). */
export const brandConfig = z.object({
  primaryColor: z.string().nullable(),
  logo: logo.nullable(),
  hero: picture.nullable(),
});
export type BrandConfig = z.infer<typeof brandConfig>;

/** `GET /api/settings/firm`: the details in force, whether they were saved or are still the file's, the brand. */
export const firmSettingsAnswer = firmSettings.extend({
  saved: z.boolean(),
  brand: brandConfig,
});
export type FirmSettingsAnswer = z.infer<typeof firmSettingsAnswer>;
