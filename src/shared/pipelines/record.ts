import { z } from 'zod';

/**
 * The parts of a pipeline record as the admin API answers it (each descriptor's `record`, docs/decisions/0042):
 * what every record has, and the person it is about.
 */

/**
 * When the record was anonymised (an erasure or the retention job, docs/decisions/0031), null while it is not: its
 * personal fields are then neutral values and its files gone, and staff see it marked as anonymised.
 */
export const anonymisedAt = z.string().nullable().default(null);

/** The record's own copy of what the person wrote, and the person it belongs to (decision 0041). */
export const PERSON = {
  personId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
};

/** Its state, staff's comment, when it came in, when it was anonymised. */
export const PIPELINE_FIELDS = {
  process: z.string(),
  comment: z.string(),
  creationDate: z.string(),
  anonymisedAt,
};

/** The notes staff keep on a candidate (job and spontaneous applications, talents; `CANDIDATE_NOTES` edits them). */
export const CANDIDATE_NOTE_FIELDS = {
  noGoComment: z.string(),
  notes: z.string(),
};
