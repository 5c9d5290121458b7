import { z } from 'zod';
import { requiredText } from './rules.ts';

/**
 * Tags and ratings (issue 28, item 4; docs/decisions/0054). A tag's colour is one of Mantine's palette, so that a
 * badge of any tag reads in the light and dark themes alike.
 */
export const TAG_COLORS = [
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const;
export type TagColor = (typeof TAG_COLORS)[number];

const id = () => z.number({ error: 'validation.invalid' }).int().min(1).max(2_147_483_647);

/** POST /api/tags (ADMIN): a name (unique whatever its case) and a colour. */
export const tagInput = z.object({
  name: requiredText(40),
  color: z.enum(TAG_COLORS, { error: 'validation.invalid' }),
});
export type TagInput = z.infer<typeof tagInput>;
/** PATCH /api/tags/{id} (ADMIN): rename or recolour. */
export const tagPatch = tagInput.partial();

export const tag = z.object({ id: z.number().int(), name: z.string(), color: z.string() });
export type Tag = z.infer<typeof tag>;

/** GET /api/tags: every tag, by name, with how many applications and people carry it. */
export const tagWithUse = tag.extend({ applications: z.number().int(), people: z.number().int() });
export const tagList = z.array(tagWithUse);
export type TagWithUse = z.infer<typeof tagWithUse>;

/** The most tags one record carries. */
export const MAX_TAGS_PER_RECORD = 30;

/** PUT /api/job-applications/{id}/tags and PUT /api/people/{id}/tags: the record's tags, all of them. */
export const tagIdsBody = z.object({
  tagIds: z
    .array(id(), { error: 'validation.invalid' })
    .max(MAX_TAGS_PER_RECORD, { error: 'validation.tooMany' })
    .transform((ids) => [...new Set(ids)]),
});

/** PUT /api/job-applications/{id}/rating: the caller's rating, 1 to 5; null removes it. */
export const ratingBody = z.object({
  rating: z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).min(1).max(5).nullable(),
});

/** What a job application carries: its tags and its ratings (the average, how many, the caller's own). */
export const applicationMarks = z.object({
  tags: z.array(tag),
  /** The average of the staff's ratings, to one decimal; null when nobody rated it. */
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  myRating: z.number().int().nullable(),
});
export type ApplicationMarks = z.infer<typeof applicationMarks>;

/** What a person carries: their own tags, and the marks of each of their job applications. */
export const personMarks = z.object({
  tags: z.array(tag),
  applications: z.array(
    z.object({
      id: z.number().int(),
      tags: z.array(tag),
      rating: z.number().nullable(),
      ratingCount: z.number().int(),
    }),
  ),
});
export type PersonMarks = z.infer<typeof personMarks>;
