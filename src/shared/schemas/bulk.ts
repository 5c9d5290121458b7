import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { PIPELINE_DESCRIPTORS } from '../pipelines/index.ts';
import { pipelineFilterFields } from './list-query.ts';
import { optionalText, requiredText } from './rules.ts';

/**
 * Bulk actions (issue 28, item 5; docs/decisions/0055): `POST /api/bulk` acts on the records named, or on every
 * record a list's filter matches, each one as its own action would (the state machine, the history, the mail, the
 * policy), and answers what was done and what was refused, and why.
 */

/** The most records one bulk action takes; more answers 400 naming `records`. */
export const BULK_MAX = 5000;

/** What a bulk action acts on: the pipelines' records, and people (the search's results; tags only). */
export const BULK_RECORD_TYPES = [
  'job-applications',
  'spontaneous-applications',
  'talent-interviews',
  'contacts',
  'profiles',
  'people',
] as const;
export type BulkRecordType = (typeof BULK_RECORD_TYPES)[number];

/** The lists whose filter a bulk action can take as "all matching". */
export const BULK_LISTS = ['job-applications', 'spontaneous-applications', 'talent-interviews', 'contacts'] as const;
export type BulkList = (typeof BULK_LISTS)[number];

const id = () => z.number({ error: 'validation.invalid' }).int().min(1).max(2_147_483_647);

export const bulkRecord = z.object({
  recordType: z.enum(BULK_RECORD_TYPES, { error: 'validation.invalid' }),
  id: id(),
});
export type BulkRecord = z.infer<typeof bulkRecord>;

const filterOf = <L extends BulkList>(recordType: L) =>
  pipelineFilterFields(PIPELINE_DESCRIPTORS[recordType].list.filters)
    .extend({ recordType: z.literal(recordType) })
    .refine((v) => !v.from || !v.to || v.from <= v.to, { error: 'validation.dateRange', path: ['to'] });

/**
 * "All matching": a list (its record type) and its search and filters, read again on the server in the user's
 * charge. Its fields are the list's own query's (`pipelineFilterFields`, from the pipeline's descriptor), so that
 * every filter of the list (state, dates, tag, rating, knock-out mark, source...) is one of "all matching" too.
 */
export const bulkFilter = z.discriminatedUnion(
  'recordType',
  [
    filterOf('job-applications'),
    filterOf('spontaneous-applications'),
    filterOf('talent-interviews'),
    filterOf('contacts'),
  ],
  { error: 'validation.invalid' },
);
export type BulkFilter = z.output<typeof bulkFilter>;

const target = {
  records: z
    .array(bulkRecord, { error: 'validation.invalid' })
    .max(BULK_MAX, { error: 'validation.tooManyRecords' })
    .optional(),
  filter: bulkFilter.optional(),
};

const tagIds = () =>
  z
    .array(id(), { error: 'validation.invalid' })
    .max(30, { error: 'validation.invalid' })
    .default([])
    .transform((ids) => [...new Set(ids)]);

export const bulkAction = z
  .discriminatedUnion(
    'action',
    [
      z.object({
        action: z.literal('move'),
        ...target,
        /** The state every record goes to, each as its pipeline's state machine allows. */
        state: z.string({ error: 'validation.required' }).regex(/^[A-Z_]{1,40}$/, { error: 'validation.invalid' }),
        /** The reason a state needs (a No-go's), the same for all. */
        reason: optionalText(2000),
        comment: optionalText(2000),
        /** The state's mail (a rejection) sent to each person, or not: one choice for all. */
        sendMail: z.boolean({ error: 'validation.invalid' }).default(false),
      }),
      z.object({ action: z.literal('tag'), ...target, add: tagIds(), remove: tagIds() }),
      z.object({
        action: z.literal('reject'),
        ...target,
        reason: requiredText(2000),
        /** The rejection mail, in each person's language: sent unless unticked. */
        sendMail: z.boolean({ error: 'validation.invalid' }).default(true),
      }),
      z.object({
        action: z.literal('export'),
        ...target,
        lang: z.enum(LANGUAGES, { error: 'validation.invalid' }).default('en'),
        separator: z.enum(['semicolon', 'comma', 'tab'], { error: 'validation.invalid' }).default('semicolon'),
      }),
    ],
    { error: 'validation.invalid' },
  )
  .superRefine((v, ctx) => {
    if ((v.records === undefined) === (v.filter === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['records'], message: 'validation.recordsOrFilter' });
    }
    if (v.action === 'tag' && v.add.length + v.remove.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['add'], message: 'validation.required' });
    }
  });
export type BulkAction = z.output<typeof bulkAction>;
export type BulkActionInput = z.input<typeof bulkAction>;

export const bulkRefusal = bulkRecord.extend({
  /** Why, as a translation key (`validation.invalidTransition`, `errors.NOT_FOUND`…). */
  reason: z.string(),
  message: z.string(),
});
export type BulkRefusal = z.infer<typeof bulkRefusal>;

/** What a move, a rejection or a tagging did: the records done, those refused and why. */
export const bulkSummary = z.object({
  action: z.enum(['move', 'tag', 'reject']),
  moved: z.array(bulkRecord),
  tagged: z.array(bulkRecord),
  refused: z.array(bulkRefusal),
});
export type BulkSummary = z.infer<typeof bulkSummary>;
