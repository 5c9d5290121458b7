import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';

export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/** Past this many matching records an admin list stops counting: `total` is then this and `totalCapped` true. */
export const COUNT_CAP = 10_000;

/**
 * A search (`q`) counts its matches exactly up to this many only (the public job search likewise stops at 1,000):
 * each match counted is a row whose text is read and tested, and a wide search has tens of thousands. Past it,
 * `total` is this and `totalCapped` true ("of more than 1,000"); the pages go on by `next` (decision 0043).
 */
export const SEARCH_COUNT_CAP = 1_000;

/** A cursor (`next`, sent back as `after`): opaque, base64url. */
export const cursorText = z
  .string()
  .max(2000)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.invalid' });

export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    /** The total stopped counting at its cap (COUNT_CAP, SEARCH_COUNT_CAP): there are more records than `total`. */
    totalCapped: z.boolean().optional(),
    /** The page after this one, read by seeking (`after=`): null on the last page. */
    next: z.string().nullable().optional(),
  });

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
  totalCapped?: boolean;
  next?: string | null;
}
