import { z } from 'zod';
import { pageQuery } from './pagination.ts';
import { PIPELINE_DESCRIPTORS, type Pipeline } from '../pipelines/index.ts';
import { text } from './rules.ts';

/**
 * The people the firm deals with (docs/product-decisions.md#7-decisions-of-2026-11-26-they-replace-what-above-disagrees-with-them,
 * decision 0041), as `GET /api/people` and `GET /api/people/{id}` answer them.
 *
 * A person's kinds come from their records: `candidate` (a job or spontaneous application, a profile not HIRED),
 * `consultant` (a HIRED profile), `client` (an interview booking or a talent request), `correspondent` (a contact
 * message). A person may be several.
 */
const PERSON_KINDS = ['candidate', 'consultant', 'client', 'correspondent'] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

export const peopleQuery = z.object({
  /** Words of the name, the e-mail or the phone. */
  q: text(200).optional(),
  kind: z.enum(PERSON_KINDS, { error: 'validation.invalid' }).optional(),
  /** true: only people who share their phone with someone else (a possible duplicate, never linked). */
  possibleDuplicate: z.enum(['true', 'false'], { error: 'validation.invalid' }).optional(),
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
