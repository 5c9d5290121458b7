import { z } from 'zod';
import {
  editedFields,
  fieldsNeeded,
  fieldsOfChange,
  statesIn,
  type PipelineDescriptor,
} from '../pipelines/descriptor.ts';
import type { EditableField } from '../pipelines/fields.ts';
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
const optionalTime = () =>
  z
    .union([requiredTime(), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

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

function patchField(f: EditableField) {
  if (f.kind === 'date') return patchDate();
  if (f.kind === 'time') return patchTime();
  return patchText(f.max ?? 5000);
}

/** A field as a change of state carries it: empty when not given. */
function changeField(f: EditableField | undefined) {
  if (f?.kind === 'date') return optionalDate();
  if (f?.kind === 'time') return optionalTime();
  return optionalText(f?.max ?? 2000);
}

const DESCRIPTORS: readonly PipelineDescriptor[] = Object.values(PIPELINE_DESCRIPTORS);
/** Every field a change into some state of some pipeline carries, with how staff edit it. */
const CHANGE_FIELDS = Object.fromEntries(
  DESCRIPTORS.flatMap((d) =>
    statesIn(d)
      .flatMap((state) => fieldsOfChange(d, state))
      .map((key) => {
        const field = DESCRIPTORS.flatMap((x) => editedFields(x)).find((f) => f.key === key);
        return [key, changeField(field)] as const;
      }),
  ),
);

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
    // The fields a change into some state carries (its descriptor's needs and writes), typed as staff edit them.
    ...CHANGE_FIELDS,
    /** NO_GO of an application: also send the candidate the rejection mail (off unless ticked). */
    tellCandidate: z.boolean({ error: 'validation.invalid' }).optional().default(false),
  })
  .superRefine((v, ctx) => {
    const required = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: 'validation.required' });
    const given = v as Record<string, unknown>;
    for (const field of fieldsNeeded(Object.values(PIPELINE_DESCRIPTORS), v.process))
      if (!given[field]) required(field);
  });
/** The fields a change carries besides its state, its comment and the mail flag: those its descriptor names. */
type ChangeValues = { [field: string]: string | boolean | null | undefined };
export type ProcessChange = z.output<typeof processChange> & ChangeValues;
export type ProcessChangeInput = z.input<typeof processChange> & ChangeValues;

/** The fields staff edit on a record, as its descriptor lists them (`PATCH /api/{resource}/{id}`). Any other is refused. */
const patchOf = (d: PipelineDescriptor) =>
  z.strictObject(Object.fromEntries(editedFields(d).map((f) => [f.key, patchField(f)])));

/** The fields staff edit on a job or spontaneous application. */
export const applicationPatch = patchOf(PIPELINE_DESCRIPTORS['job-applications']);

/** Each pipeline's PATCH body. */
export const PIPELINE_PATCHES = Object.fromEntries(
  Object.entries(PIPELINE_DESCRIPTORS).map(([p, d]) => [p, patchOf(d)]),
) as Record<Pipeline, ReturnType<typeof patchOf>>;
