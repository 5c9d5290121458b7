import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { QuestionKind, QuestionOption, QuestionTexts } from '../../../shared/schemas/screening.ts';
import { jobs } from './catalog.ts';

/**
 * A job's own screening questions (issue 31 item 3, docs/decisions/0062): asked on its apply form, in the
 * visitor's language. `knockOut` is the list of answers that mark an application (yes/no: `yes` or `no`; a choice:
 * option values; a number: `{min, max}` outside which it is marked). The answers are stored with the application
 * (`job_applications.answers`), with a copy of the question's words, so that editing or removing a question later
 * leaves what the candidate answered readable.
 */
export const screeningQuestions = pgTable(
  'screening_questions',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    kind: text('kind').$type<QuestionKind>().notNull(),
    text: jsonb('text').$type<QuestionTexts>().notNull(),
    options: jsonb('options').$type<QuestionOption[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    knockOut: jsonb('knock_out').$type<string[] | { min?: number | null; max?: number | null } | null>(),
  },
  (t) => [index('screening_questions_job_idx').on(t.jobId, t.position)],
);
