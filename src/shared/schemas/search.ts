import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';
import { PERSON_KINDS } from './people.ts';
import { text } from './rules.ts';

/** The longest search the box takes; longer answers 400 (issue 28's bad input). */
export const SEARCH_MAX_LENGTH = 500;
/** Where a match was found: the person's own fields, or one of their records (a pipeline's name). */
export const SEARCH_RECORD_TYPES = [
  'people',
  'job-applications',
  'spontaneous-applications',
  'profiles',
  'talent-interviews',
  'contacts',
] as const;

/** GET /api/search (docs/decisions/0050): web-search syntax ("phrases", OR, -excluded) and filters. */
export const searchQuery = z.object({
  q: text(SEARCH_MAX_LENGTH).pipe(z.string().min(1, { error: 'validation.required' })),
  kind: z.enum(PERSON_KINDS, { error: 'validation.invalid' }).optional(),
  jobId: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(2_147_483_647).optional(),
  /** A state of any pipeline (its records' `process`). */
  state: z
    .string()
    .regex(/^[A-Z_]{1,40}$/, { error: 'validation.invalid' })
    .optional(),
  /** A tag's id (docs/decisions/0054): people carrying it, or one of whose job applications carries it. */
  tag: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(2_147_483_647).optional(),
  /** true: only people with a live talent-pool consent. */
  pool: z.enum(['true', 'false'], { error: 'validation.invalid' }).optional(),
  page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(1000).default(1),
  size: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type SearchQuery = z.output<typeof searchQuery>;

export const searchMatch = z.object({
  recordType: z.enum(SEARCH_RECORD_TYPES),
  /** The record's id (the person's for `people`). */
  id: z.number().int(),
  /** name, email, phone, motivation, post, profile, company, message, notes, cv */
  field: z.string(),
  /** Where it matched: HTML-escaped text, the matched words in <mark>. */
  snippet: z.string(),
});

export const searchResult = z.object({
  items: z.array(
    z.object({
      personId: z.number().int(),
      name: z.string(),
      score: z.number(),
      matches: z.array(searchMatch),
    }),
  ),
  /** People counted among the first SEARCH_HIT_CAP matches only: there may be more than `total`. */
  total: z.number().int(),
  /** The matches stopped at the cap (as the admin lists' `totalCapped`): `total` is a lower bound. */
  totalCapped: z.boolean(),
});
export type SearchResult = z.infer<typeof searchResult>;
