import { z } from 'zod';
import { id, requiredDate, requiredText } from './rules.ts';
import { PIPELINE_RESOURCES } from './pipeline.ts';

/** A follow-up is due at most this many years after the firm's today (docs/decisions/0052). */
export const FOLLOW_UP_MAX_YEARS = 5;
export const FOLLOW_UP_NOTE_MAX = 1000;

/** The last firm day a follow-up may be set for, from the firm's today (both yyyy-mm-dd). */
export function latestFollowUpDate(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  // 29 February + 5 years is 28 February, not 1 March.
  const last = new Date(Date.UTC(y + FOLLOW_UP_MAX_YEARS, m - 1, 1));
  const days = new Date(Date.UTC(y + FOLLOW_UP_MAX_YEARS, m, 0)).getUTCDate();
  last.setUTCDate(Math.min(d, days));
  return last.toISOString().slice(0, 10);
}

/**
 * Why a due date is refused, or null: a day in the past is allowed (it is overdue at once, as a note "I should
 * have called yesterday" is), a day more than five years after today is not.
 */
export function followUpDateProblem(dueDate: string, today: string): string | null {
  return dueDate > latestFollowUpDate(today) ? 'validation.followUpTooFar' : null;
}

const note = () => requiredText(FOLLOW_UP_NOTE_MAX);
const dueDate = () => requiredDate();

/** An assignee: a user id; empty or absent, the caller. */
const assignee = () => z.preprocess((v) => (v === '' || v === null ? undefined : v), id().optional());

/** The fields staff fill in the "Remind me" form (the client's form validates with it too). */
export const followUpForm = z.object({
  dueDate: dueDate(),
  note: note(),
  assigneeId: assignee(),
});
export type FollowUpFormValues = z.input<typeof followUpForm>;

/**
 * `POST /api/follow-ups`: on one pipeline record (`recordType` + `recordId`) or on one person (`personId`); the
 * assignee is the caller when not given.
 */
export const followUpInput = followUpForm
  .extend({
    recordType: z.enum(PIPELINE_RESOURCES, { error: 'validation.invalid' }).optional(),
    recordId: id().optional(),
    personId: id().optional(),
  })
  .superRefine((v, ctx) => {
    const onRecord = v.recordType !== undefined || v.recordId !== undefined;
    if (onRecord && v.personId !== undefined)
      ctx.addIssue({ code: 'custom', path: ['personId'], message: 'validation.followUpOneSubject' });
    else if (onRecord && v.recordType === undefined)
      ctx.addIssue({ code: 'custom', path: ['recordType'], message: 'validation.required' });
    else if (onRecord && v.recordId === undefined)
      ctx.addIssue({ code: 'custom', path: ['recordId'], message: 'validation.required' });
    else if (!onRecord && v.personId === undefined)
      ctx.addIssue({ code: 'custom', path: ['recordId'], message: 'validation.followUpOneSubject' });
  });
export type FollowUpInput = z.input<typeof followUpInput>;

/** `PATCH /api/follow-ups/{id}`: mark done (or open again), or change the date, the note or the assignee. */
export const followUpPatch = z.object({
  done: z.boolean({ error: 'validation.invalid' }).optional(),
  dueDate: dueDate().optional(),
  note: note().optional(),
  assigneeId: assignee(),
});
export type FollowUpPatch = z.input<typeof followUpPatch>;

export const FOLLOW_UP_DUE = ['overdue', 'today', 'upcoming'] as const;
export type FollowUpDue = (typeof FOLLOW_UP_DUE)[number];

/**
 * `GET /api/follow-ups`: `assignee` is `me` or a user id; `due` picks the open ones overdue, due today or later
 * (firm days); `status` open (default), done or all.
 */
export const followUpQuery = z.object({
  assignee: z.union([z.literal('me'), id()], { error: 'validation.invalid' }).optional(),
  due: z.enum(FOLLOW_UP_DUE, { error: 'validation.invalid' }).optional(),
  status: z.enum(['open', 'done', 'all'], { error: 'validation.invalid' }).default('open'),
  recordType: z.enum(PIPELINE_RESOURCES, { error: 'validation.invalid' }).optional(),
  recordId: id().optional(),
  personId: id().optional(),
});
export type FollowUpQuery = z.input<typeof followUpQuery>;

/** One follow-up as the API answers it; `name` is the record's or the person's name, for lists and mails. */
export const followUp = z.object({
  id: z.number(),
  recordType: z.enum(PIPELINE_RESOURCES).nullable(),
  recordId: z.number().nullable(),
  personId: z.number().nullable(),
  name: z.string(),
  dueDate: z.string(),
  note: z.string(),
  assigneeId: z.number(),
  assigneeName: z.string(),
  createdById: z.number().nullable(),
  doneAt: z.string().nullable(),
  creationDate: z.string(),
});
export type FollowUp = z.infer<typeof followUp>;

export const followUpList = z.object({ items: z.array(followUp), total: z.number() });
export type FollowUpList = z.infer<typeof followUpList>;

/** The staff a follow-up can be assigned to: the enabled users. */
export const followUpAssignee = z.object({ id: z.number(), userName: z.string() });
export type FollowUpAssignee = z.infer<typeof followUpAssignee>;
