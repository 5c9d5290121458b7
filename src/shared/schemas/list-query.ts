import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { cursorText, pageQuery } from './pagination.ts';
import { text } from './rules.ts';
import { LIST_FILTERS, type ListFilter } from '../pipelines/descriptor.ts';

/** `field:asc` or `field:desc`; the server checks the field against the columns a list may be sorted by. */
export const SORT_PATTERN = /^[A-Za-z]+:(asc|desc)$/;

const isoDate = () => z.iso.date({ error: 'validation.date' }).optional();
const flag = () => z.enum(['true', 'false']).optional();

/** The search, state, dates, sort and paging every admin list takes. */
const commonFields = {
  // text(): control characters are refused here, with the field named, rather than by the database.
  q: text(200).optional(),
  process: text(200).optional(),
  from: isoDate(),
  to: isoDate(),
  sort: z.string().regex(SORT_PATTERN, { error: 'validation.invalid' }).optional(),
  /** The `next` of the page before: the page after it, read by seeking however deep (`page` is then only shown). */
  after: cursorText.optional(),
  ...pageQuery,
};

/** The filters some lists have besides (a pipeline's descriptor says which: `list.filters`). */
const filterFields = {
  /** Job applications: those carrying this tag (its id; docs/decisions/0054). */
  tag: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(2_147_483_647).optional(),
  /** Job applications: those whose average rating is at least this (1 to 5). */
  rating: z.coerce.number({ error: 'validation.invalid' }).min(1).max(5).optional(),
  /** Job applications: marked by a knock-out answer, or not (docs/decisions/0062). */
  knockedOut: flag(),
  /** Applications and talents: from one source (`direct`, `rss`, `linkedin.com`, ...). */
  source: text(100).optional(),
} satisfies Record<ListFilter, z.ZodType>;

/**
 * The admin lists of docs/product-decisions.md#4-the-api: `q, process, from, to, sort, page, size` (and `after`), and `tag`, `rating` on job applications. `process` is one state or
 * several separated by commas; `from` and `to` bound the creation date, both days included.
 */
const listFields = z.object({ ...commonFields, ...filterFields });

/** A filter the list does not have: refused (400 naming it) rather than dropped, so that nothing is widened unseen. */
const notInList = () => z.never({ error: 'validation.invalid' }).optional();

/** A pipeline list's fields: the common ones and the filters its descriptor names (`list.filters`). */
const pipelineListFields = (filters: readonly ListFilter[]) =>
  z.object({
    ...commonFields,
    ...(Object.fromEntries(
      LIST_FILTERS.map((f) => [f, filters.includes(f) ? filterFields[f] : notInList()]),
    ) as typeof filterFields),
  });

const withDateRange = <T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(schema: T) =>
  schema.refine((v) => !v.from || !v.to || v.from <= v.to, { error: 'validation.dateRange', path: ['to'] });

export const listQuery = withDateRange(listFields);

/** A pipeline's list query (`GET /api/{resource}`): the common fields and its descriptor's filters. */
export const pipelineListQuery = (filters: readonly ListFilter[]) => withDateRange(pipelineListFields(filters));

/** A pipeline's CSV export (`GET /api/{resource}/export`): its list's search, filters and sort, language, separator. */
export const pipelineExportQuery = (filters: readonly ListFilter[]) =>
  withDateRange(
    pipelineListFields(filters)
      .omit({ after: true, page: true, size: true })
      .extend({
        lang: z.enum(LANGUAGES).default('en'),
        separator: z.enum(['semicolon', 'comma', 'tab']).default('semicolon'),
      }),
  );

/**
 * A pipeline list's search and filters, without its sort and paging: the "all matching" of a bulk action
 * (decision 0055), the same fields as the list's query, so that every filter of the list is one of it too.
 */
export const pipelineFilterFields = (filters: readonly ListFilter[]) =>
  pipelineListFields(filters).omit({ sort: true, after: true, page: true, size: true });
export type ListQuery = z.output<typeof listFields>;

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
