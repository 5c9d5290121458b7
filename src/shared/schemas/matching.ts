import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { id } from './rules.ts';

/**
 * Matching (issue 32): the answers of `GET /api/jobs/{id}/matches`, `GET /api/people/{id}/matching-jobs`,
 * `GET /api/talent-interviews/{id}/matches`, `GET /api/companies/{id}/matches` and
 * `GET /public/api/job/{id}/similar`. The engine (src/server/matching/) ranks; the routes only shape its answer.
 */

/** Why a match ranks where it does, already worded in the request's language. */
export const matchReasonKind = z.enum([
  'skills-matched',
  'skills-missing',
  'seniority',
  'region',
  'availability',
  'languages',
  'cv-line',
  'title',
]);
export type MatchReasonKind = z.infer<typeof matchReasonKind>;

export const matchReason = z.object({ kind: matchReasonKind, text: z.string() });
export type MatchReason = z.infer<typeof matchReason>;

const scored = {
  /** 0..1, higher is a better fit; comparable within one answer only. */
  score: z.number(),
  reasons: z.array(matchReason),
  /** Canonical skill labels in the request's language. */
  matchedSkills: z.array(z.string()),
  missingSkills: z.array(z.string()),
};

/** A person who may fit a job. */
export const personMatch = z.object({ personId: z.number().int(), name: z.string(), ...scored });
export type PersonMatch = z.infer<typeof personMatch>;

/** An open job that may fit a person. */
export const jobMatch = z.object({ jobId: z.number().int(), title: z.string(), ...scored });
export type JobMatch = z.infer<typeof jobMatch>;

/** A published consultant profile that may fit what a client asked for. */
export const profileMatch = z.object({
  profileId: z.number().int(),
  personId: z.number().int().nullable(),
  name: z.string(),
  ...scored,
});
export type ProfileMatch = z.infer<typeof profileMatch>;

export const matchList = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

export const matchQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type MatchQuery = z.infer<typeof matchQuery>;

/** A similar job on the public job page. */
export const similarJob = z.object({
  id: z.number().int(),
  jobRef: z.string(),
  title: z.string(),
  region: z.string(),
  type: z.string(),
});
export type SimilarJob = z.infer<typeof similarJob>;

/** `?limit=` and the language the reasons are worded in (the page's; else the request's). */
export const adminMatchQuery = matchQuery.extend({
  lang: z.enum(LANGUAGES, { error: 'validation.invalid' }).optional(),
});
export type AdminMatchQuery = z.infer<typeof adminMatchQuery>;

/** `/api/jobs/{id}/matches/{personId}/…`: the job and the suggested person. */
export const matchActionParams = z.object({ id: id(), personId: id() });

/** `POST …/add`: the job application made in the job's pipeline. */
export const matchAdded = z.object({ applicationId: z.number().int() });
export type MatchAdded = z.infer<typeof matchAdded>;

/** `POST …/invite`: the invitation written to the outbox. */
export const matchInvited = z.object({ outboxId: z.number().int() });
export type MatchInvited = z.infer<typeof matchInvited>;
