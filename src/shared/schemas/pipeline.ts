import { z } from 'zod';
import { fieldsNeeded, statesIn } from '../pipelines/descriptor.ts';
import { PIPELINE_DESCRIPTORS, type Pipeline } from '../pipelines/index.ts';
import { optionalDate, optionalText, requiredTime, text } from './rules.ts';

/** The records that move through a pipeline, by the path of their admin calls (`/api/{resource}`). */
export const PIPELINE_RESOURCES = [
  'job-applications',
  'spontaneous-applications',
  'talent-interviews',
  'contacts',
  'profiles',
] as const satisfies readonly Pipeline[];
export type PipelineResource = (typeof PIPELINE_RESOURCES)[number];

const ALL_STATES: readonly string[] = [...new Set(Object.values(PIPELINE_DESCRIPTORS).flatMap(statesIn))];

/** A time of day, or null when empty. */
export const optionalTime = () =>
  z
    .union([requiredTime(), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

/**
 * A change of state (`PUT /api/{resource}/{id}/process`): the new state, a comment for the history, and the
 * fields the new state needs (its descriptor's `needs`: NO_GO a `noGoComment`, RESCHEDULED the new date and
 * time). Whether the
 * move is allowed from the record's current state is the server's call (409 otherwise).
 */
export const processChange = z
  .object({
    process: z.string({ error: 'validation.required' }).refine((s) => ALL_STATES.includes(s), {
      error: 'validation.invalid',
    }),
    comment: optionalText(2000),
    noGoComment: optionalText(2000),
    rescheduledBookedDate: optionalDate(),
    rescheduledBookedTime: optionalTime(),
    bookedDate: optionalDate(),
    bookedTime: optionalTime(),
    offer: optionalText(2000),
    /** NO_GO of an application: also send the candidate the rejection mail (off unless ticked). */
    tellCandidate: z.boolean({ error: 'validation.invalid' }).optional().default(false),
  })
  .superRefine((v, ctx) => {
    const required = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: 'validation.required' });
    const given = v as Record<string, unknown>;
    for (const field of fieldsNeeded(Object.values(PIPELINE_DESCRIPTORS), v.process))
      if (!given[field]) required(field);
  });
export type ProcessChange = z.output<typeof processChange>;
export type ProcessChangeInput = z.input<typeof processChange>;

// In a PATCH an absent field is left alone; an empty date or time clears it.
const patchText = (max = 5000) => text(max).optional();
const patchDate = () =>
  z
    .union([z.iso.date({ error: 'validation.date' }), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));
const patchTime = () =>
  z
    .union([requiredTime(), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

/** The fields staff edit on a job or spontaneous application. Any other field is refused. */
export const applicationPatch = z.strictObject({
  comment: patchText(),
  notes: patchText(),
  noGoComment: patchText(2000),
});
export type ApplicationPatch = z.input<typeof applicationPatch>;

/** The candidate-process fields of a talent (docs/spec/product-spec.md#3-entities-and-their-fields: type, notes, noGo, booked date and time, offer). */
export const profilePatch = applicationPatch.extend({
  type: patchText(50),
  offer: patchText(2000),
  bookedDate: patchDate(),
  bookedTime: patchTime(),
});
export type ProfilePatch = z.input<typeof profilePatch>;

export const talentInterviewPatch = z.strictObject({
  comment: patchText(),
  feedbackConsultant: patchText(),
  feedbackClient: patchText(),
  interviewResume: patchText(),
  intermediateClient: patchText(200),
  rescheduledBookedDate: patchDate(),
  rescheduledBookedTime: patchTime(),
});
export type TalentInterviewPatch = z.input<typeof talentInterviewPatch>;

export const contactPatch = z.strictObject({ commentAdmin: patchText() });
export type ContactPatch = z.input<typeof contactPatch>;
