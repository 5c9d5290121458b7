import { z } from 'zod';
import { picture } from './brand.ts';
import { id, longText, optionalText, requiredText } from './rules.ts';

const serviceText = z.object({
  title: optionalText(200),
  description: optionalText(2000),
  details: longText(20_000).default(''),
});
/** title, description and details in French and Dutch; the plain fields hold the English text. */
const serviceTranslations = z.object({ fr: serviceText.optional(), nl: serviceText.optional() });
export type ServiceTranslations = z.infer<typeof serviceTranslations>;

export const serviceInput = z.object({
  title: requiredText(200),
  description: requiredText(2000),
  details: longText(20_000).default(''),
  translations: serviceTranslations.default({}),
  displayOrder: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type ServiceInput = z.input<typeof serviceInput>;

export const serviceUpdate = serviceInput.extend({ id: id() });

export const service = serviceInput.extend({
  id: z.number(),
  creationDate: z.string(),
  /** Its photo (docs/decisions/0060), where the answer carries it (the public list and page). */
  photo: picture.nullable().optional(),
});
export type Service = z.infer<typeof service>;
