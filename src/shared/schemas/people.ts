import { z } from 'zod';
import { pageQuery } from './pagination.ts';
import { PIPELINE_DESCRIPTORS, type Pipeline } from '../pipelines/index.ts';
import { LANGUAGES } from '../constants.ts';
import { email, id, phone, text } from './rules.ts';

/**
 * The people the firm deals with (docs/product-decisions.md#7-decisions-of-2026-11-26-they-replace-what-above-disagrees-with-them,
 * decision 0041), as `GET /api/people` and `GET /api/people/{id}` answer them.
 *
 * A person's kinds come from their records: `candidate` (a job or spontaneous application, a profile not HIRED),
 * `consultant` (a HIRED profile), `client` (an interview booking or a talent request), `correspondent` (a contact
 * message). A person may be several.
 */
export const PERSON_KINDS = ['candidate', 'consultant', 'client', 'correspondent'] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

export const peopleQuery = z.object({
  /** Words of the name, the e-mail or the phone. */
  q: text(200).optional(),
  kind: z.enum(PERSON_KINDS, { error: 'validation.invalid' }).optional(),
  /** true: only people who share their phone with someone else (a possible duplicate, never linked). */
  possibleDuplicate: z.enum(['true', 'false'], { error: 'validation.invalid' }).optional(),
  /** true: only people whose talent-pool consent is in force (by their e-mail); false: the others. */
  poolConsent: z.enum(['true', 'false'], { error: 'validation.invalid' }).optional(),
  /** The preferred language. */
  lang: z.enum(LANGUAGES, { error: 'validation.invalid' }).optional(),
  ...pageQuery,
});
export type PeopleQuery = z.output<typeof peopleQuery>;

const personFields = {
  id: z.number(),
  salutation: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Normalised (trimmed, lower case); empty for a person entered without one, or anonymised. */
  email: z.string(),
  /** E.164 as the forms store it. */
  phone: z.string(),
  /** The preferred language. */
  lang: z.string(),
  region: z.string(),
  creationDate: z.string(),
  updatedAt: z.string(),
  /** When staff last wrote the person's fields: public forms no longer overwrite them. */
  staffEditedAt: z.string().nullable(),
  /** Set once none of the person's records holds personal data: the fields are then empty. */
  anonymisedAt: z.string().nullable(),
  kinds: z.array(z.enum(PERSON_KINDS)),
};

/** A row of the people list. */
export const personSummary = z.object({
  ...personFields,
  /** Someone else has the same phone: staff may merge them, nothing links them by itself. */
  possibleDuplicate: z.boolean(),
});
export type PersonSummary = z.infer<typeof personSummary>;

/** One record of a person, in time order on the person's page. */
const personRecordRef = z.object({
  recordType: z.enum(Object.keys(PIPELINE_DESCRIPTORS) as [Pipeline, ...Pipeline[]]),
  id: z.number(),
  createdAt: z.string(),
  state: z.string(),
  /** The job applied to (job applications). */
  jobId: z.number().optional(),
});
export type PersonRecordRef = z.infer<typeof personRecordRef>;

export const personDetail = z.object({
  ...personFields,
  /** The client company this person is a contact of (decision 0044), or null. */
  companyId: z.number().nullable(),
  records: z.array(personRecordRef),
  /** The other people (not anonymised) with the same phone. */
  possibleDuplicates: z.array(z.number()),
});
export type PersonDetail = z.infer<typeof personDetail>;

/** The fields of a person that staff edit and merge (`PATCH /api/people/{id}`, `POST /api/people/{id}/merge`). */
export const PERSON_FIELDS = ['salutation', 'firstName', 'lastName', 'email', 'phone', 'lang', 'region'] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];

/**
 * `PATCH /api/people/{id}`: what staff change of a person; a field left out stays as it is. The e-mail and phone
 * follow the spec's rules (src/shared/schemas/rules.ts); a phone may be emptied, an e-mail may not (the e-mail is
 * how a person is found again).
 */
export const personEdit = z
  .object({
    salutation: text(20).optional(),
    firstName: text(100).optional(),
    lastName: text(100).optional(),
    email: email().optional(),
    phone: z.union([z.literal(''), phone()], { error: 'validation.phone' }).optional(),
    lang: z.enum(LANGUAGES, { error: 'validation.invalid' }).optional(),
    region: text(100).optional(),
  })
  .strict();
export type PersonEdit = z.output<typeof personEdit>;

/**
 * `POST /api/people/{id}/merge`: the person `from` is merged into the person of the path (the kept one). For each
 * field, `fields` says whose value wins: `kept` (the default) or `from`.
 */
const mergeChoice = z.enum(['kept', 'from'], { error: 'validation.invalid' }).optional();

export const personMerge = z.object({
  from: id(),
  fields: z
    .object({
      salutation: mergeChoice,
      firstName: mergeChoice,
      lastName: mergeChoice,
      email: mergeChoice,
      phone: mergeChoice,
      lang: mergeChoice,
      region: mergeChoice,
    } satisfies Record<PersonField, unknown>)
    .strict()
    .default({}),
});
export type PersonMerge = z.output<typeof personMerge>;

/** One line of a person's time line: their records, consents, mails, state changes, CV views and staff's edits. */
export const personEvent = z.object({
  at: z.string(),
  kind: z.enum(['record', 'consent', 'mail', 'history', 'fileView', 'person']),
  recordType: z.enum(Object.keys(PIPELINE_DESCRIPTORS) as [Pipeline, ...Pipeline[]]).optional(),
  recordId: z.number().optional(),
  /** What happened, by kind: the record's state, the consent's purpose and action, the mail's subject, … */
  what: z.string(),
  /** Who did it (staff's user name), where known. */
  by: z.string().nullable().optional(),
});
export type PersonEvent = z.infer<typeof personEvent>;

/** `GET /api/people/{id}/activity`: the person page's time line (oldest first) and privacy state. */
export const personActivity = z.object({
  events: z.array(personEvent),
  /** The talent-pool consent as it stands now; null when the person never gave one. */
  poolConsent: z.object({ inForce: z.boolean(), expiresAt: z.string().nullable() }).nullable(),
  /** The person's address is on the mail suppression list (they were erased once). */
  suppressed: z.boolean(),
});
export type PersonActivity = z.infer<typeof personActivity>;

/** `GET /api/people/{id}/merge-preview?from=`: the person that would be merged into the one of the path. */
export const personMergePreviewQuery = z.object({ from: id() });

/** Whose value a merged field takes: staff's choice, else the kept person's unless it is empty (nothing is lost). */
export function mergeWinner(kept: string, from: string, choice?: 'kept' | 'from'): 'kept' | 'from' {
  if (choice) return choice;
  return kept === '' && from !== '' ? 'from' : 'kept';
}

/**
 * What `POST /api/people/{id}/merge` would do, done by nobody (issue 44 item 4): both people, per field the two
 * values and the winner (staff choose where both have one), and what moves from `from` to the kept person.
 */
export const personMergePreview = z.object({
  kept: personDetail,
  from: personDetail,
  fields: z.array(
    z.object({
      field: z.enum(PERSON_FIELDS),
      kept: z.string(),
      from: z.string(),
      winner: z.enum(['kept', 'from']),
      /** Both people have a value, and they differ: staff choose which one stays. */
      choosable: z.boolean(),
    }),
  ),
  moves: z.object({
    /** The records of `from`, per pipeline (API names). */
    records: z.record(z.string(), z.number()),
    /** The files (CVs, attachments) on those records. */
    files: z.number(),
    /** The consent events on those records or on `from`'s address. */
    consents: z.number(),
    /** The tags of `from` and of its applications that the kept person gets. */
    tags: z.array(z.string()),
    /** The mails sent to or received from `from`, and the follow-ups on `from`. */
    mails: z.number(),
    followUps: z.number(),
  }),
});
export type PersonMergePreview = z.infer<typeof personMergePreview>;
