import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, real, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { jobs } from './catalog.ts';
import { people } from './people.ts';

/**
 * What matching read from a person (issue 32, docs/decisions/0063-matching.md): written by the queued job of
 * src/server/matching/refresh.ts from their CVs' texts, profiles and applications, never by a request. Personal
 * data: in the person's export, deleted by erasure and anonymisation (and with the person, FK cascade).
 * `eligibleUntil`: until when matching may suggest the person (their talent-pool consent's expiry, or 'infinity'
 * for a consultant or a live spontaneous application); null when it may not (decision 0063, privacy).
 */
export const matchPeople = pgTable(
  'match_people',
  {
    personId: integer('person_id')
      .primaryKey()
      .references(() => people.id, { onDelete: 'cascade' }),
    seniority: smallint('seniority'),
    years: smallint('years'),
    place: text('place'),
    spoken: text('spoken')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    basis: text('basis').notNull().default(''),
    eligibleUntil: timestamp('eligible_until', { withTimezone: true }),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('match_people_eligible_idx').on(t.eligibleUntil)],
);

/** One concept (skill or role) of a person, its weight and the line it was read from. */
export const matchPersonTerms = pgTable(
  'match_person_terms',
  {
    concept: text('concept').notNull(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    weight: real('weight').notNull(),
    evidence: text('evidence').notNull().default(''),
    /** The person's `match_people.eligible_until`, copied so that the candidate query is the index alone. */
    eligibleUntil: timestamp('eligible_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.concept, t.personId] }),
    index('match_person_terms_person_idx').on(t.personId),
    // The candidates of a query (engine.ts candidatePeople): per concept, the eligible people and their weights,
    // read by an index-only scan (docs/decisions/0063, addendum: speed).
    index('match_person_terms_candidates_idx').on(t.concept, t.eligibleUntil, t.personId, t.weight),
  ],
);

/** What matching read from a job: its seniority, place, spoken languages and the total weight of its concepts. */
export const matchJobs = pgTable('match_jobs', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  seniority: smallint('seniority'),
  place: text('place'),
  spoken: text('spoken')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One concept of a job and its weight (a title's role weighs more than a skill named once in the text). */
export const matchJobTerms = pgTable(
  'match_job_terms',
  {
    concept: text('concept').notNull(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    weight: real('weight').notNull(),
  },
  (t) => [primaryKey({ columns: [t.concept, t.jobId] }), index('match_job_terms_job_idx').on(t.jobId)],
);

/**
 * The jobs most like a job, computed when it is saved (both ways: the new job joins the lists of the jobs it
 * resembles), so that the public page reads a few rows; whether each is open is checked when read.
 */
export const matchSimilarJobs = pgTable(
  'match_similar_jobs',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    similarId: integer('similar_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.similarId] }), index('match_similar_jobs_order_idx').on(t.jobId, t.score)],
);

/**
 * People and jobs whose concepts are to be computed again ('person' | 'job', its id): marked by triggers of
 * migration <this one> on every table matching reads, taken by the queue's sweep (src/server/matching/match-job.ts).
 */
export const matchDirty = pgTable(
  'match_dirty',
  {
    kind: text('kind', { enum: ['person', 'job'] }).notNull(),
    id: integer('id').notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);
