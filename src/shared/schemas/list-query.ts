import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { cursorText, pageQuery } from './pagination.ts';
import { text } from './rules.ts';

/** `field:asc` or `field:desc`; the server checks the field against the columns a list may be sorted by. */
export const SORT_PATTERN = /^[A-Za-z]+:(asc|desc)$/;

const isoDate = () => z.iso.date({ error: 'validation.date' }).optional();
const flag = () => z.enum(['true', 'false']).optional();

/**
 * The admin lists of docs/product-decisions.md#4-the-api: `q, process, from, to, sort, page, size` (and `after`), and `tag`, `rating` on job applications. `process` is one state or
 * several separated by commas; `from` and `to` bound the creation date, both days included.
 */
const listFields = z.object({
  // text(): control characters are refused here, with the field named, rather than by the database.
  q: text(200).optional(),
  process: text(200).optional(),
  from: isoDate(),
  to: isoDate(),
  sort: z.string().regex(SORT_PATTERN, { error: 'validation.invalid' }).optional(),
  /** Job applications: those carrying this tag (its id; docs/decisions/0054). */
  tag: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(2_147_483_647).optional(),
  /** Job applications: those whose average rating is at least this (1 to 5). */
  rating: z.coerce.number({ error: 'validation.invalid' }).min(1).max(5).optional(),
  /** The `next` of the page before: the page after it, read by seeking however deep (`page` is then only shown). */
  after: cursorText.optional(),
  /** Job applications: marked by a knock-out answer, or not (docs/decisions/0062). */
  knockedOut: flag(),
  /** Applications and talents: from one source (`direct`, `rss`, `linkedin.com`, ...). */
  source: text(100).optional(),
  ...pageQuery,
});

/** A list's search and filters without its paging and sort: the "all matching" of a bulk action (decision 0055). */
export const listFilterFields = listFields.pick({
  q: true,
  process: true,
  from: true,
  to: true,
  tag: true,
  rating: true,
});

const withDateRange = <T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(schema: T) =>
  schema.refine((v) => !v.from || !v.to || v.from <= v.to, { error: 'validation.dateRange', path: ['to'] });

export const listQuery = withDateRange(listFields);
export type ListQuery = z.output<typeof listFields>;

/** A pipeline's CSV export: the list's search, filters and sort, the language of its headers, its separator. */
export const exportQuery = withDateRange(
  listFields.omit({ after: true, page: true, size: true }).extend({
    lang: z.enum(LANGUAGES).default('en'),
    separator: z.enum(['semicolon', 'comma', 'tab']).default('semicolon'),
  }),
);

/** The job list adds the filters staff use most: shown or hidden, urgent, and the manager in charge. */
export const jobListQuery = withDateRange(
  listFields.extend({
    displayJob: flag(),
    urgentStatus: flag(),
    manager: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  }),
);
export type JobListQuery = ListQuery & {
  displayJob?: 'true' | 'false';
  urgentStatus?: 'true' | 'false';
  manager?: number;
};

/** The profile list can also be narrowed to published or unpublished profiles. */
export const profileListQuery = withDateRange(listFields.extend({ display: flag() }));
export type ProfileListQuery = ListQuery & { display?: 'true' | 'false' };

/** The audit log: newest first, optionally narrowed to one user name or action. */
export const auditLogQuery = z.object({ q: listFields.shape.q, ...pageQuery });
