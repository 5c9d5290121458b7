import { z } from 'zod';

/** Site content (issue 30, docs/decisions/0059; keys in src/shared/site-content/registry.ts). */

/** PUT /api/site-content/{key}: the three languages of the draft (the server checks length and required per key). */
export const siteContentDraftBody = z.object({
  fr: z.string().max(20_000),
  en: z.string().max(20_000),
  nl: z.string().max(20_000),
});
export type SiteContentDraftBody = z.infer<typeof siteContentDraftBody>;

export const siteContentKeyParams = z.object({ key: z.string().min(1).max(120) });

export const siteContentPublishBody = z.object({ keys: z.array(z.string().min(1).max(120)).min(1).max(500) });

export const siteContentRestoreBody = z.object({ version: z.number().int().min(0) });

const texts = { fr: z.string(), en: z.string(), nl: z.string() };

/** One key as the editor reads it: its place's rules, its published texts and its draft. */
export const siteContentItem = z.object({
  key: z.string(),
  section: z.string(),
  format: z.enum(['plain', 'rich']),
  maxLength: z.number().int(),
  required: z.boolean(),
  published: z.object({
    ...texts,
    version: z.number().int(),
    publishedAt: z.string().nullable(),
    publishedBy: z.string().nullable(),
  }),
  draft: z.object({ ...texts, savedAt: z.string().nullable(), savedBy: z.string().nullable() }).nullable(),
});
export type SiteContentItem = z.infer<typeof siteContentItem>;

export const siteContentList = z.object({ items: z.array(siteContentItem) });

export const siteContentVersion = z.object({
  version: z.number().int(),
  ...texts,
  editedBy: z.string().nullable(),
  editedAt: z.string().nullable(),
  publishedBy: z.string().nullable(),
  publishedAt: z.string().nullable(),
  restoredFrom: z.number().int().nullable(),
});
export type SiteContentVersion = z.infer<typeof siteContentVersion>;

export const siteContentPublishAnswer = z.object({ published: z.array(z.string()) });

/** GET /api/site-content/preview?lang=: what a public page shows with every draft published (ADMIN). */
export const siteContentPreviewQuery = z.object({ lang: z.enum(['fr', 'en', 'nl']) });
export const publishedContentSchema = z.object({
  texts: z.record(z.string(), z.string()),
  fallbacks: z.record(z.string(), z.enum(['fr', 'en', 'nl'])),
});
