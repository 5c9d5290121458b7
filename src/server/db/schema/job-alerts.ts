import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * A visitor's job alert (issue 31 item 1, docs/decisions/0061): a saved public job search (`query`, the fields of
 * GET /public/api/jobs) mailed to `email` (normalized) in `lang` at `frequency`. Double opt-in: nothing is mailed
 * before `confirmed_at`; an alert left unconfirmed 7 days is deleted by the retention run. `last_run_at`: when the
 * alert was last looked at by the alert run (the start of "new since the last mail"). Unsubscribing deletes the row.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    lang: text('lang').notNull(),
    frequency: text('frequency', { enum: ['instant', 'daily', 'weekly'] }).notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull().default({}),
    creationDate: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    /**
     * Runs in a row whose reading of this alert's search failed (issue 44 item 15): the run skips it and goes on
     * with the others; at JOB_ALERT_MAX_FAILURES it is no longer run. A run that reads it again sets it back to 0.
     */
    failures: integer('failures').notNull().default(0),
    /** The last failure's message and time, for the ADMIN's list of alerts. */
    lastError: text('last_error'),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
  },
  (t) => [
    index('job_alerts_email_idx').on(t.email),
    index('job_alerts_due_idx')
      .on(t.frequency, t.lastRunAt)
      .where(sql`${t.confirmedAt} is not null`),
    index('job_alerts_unconfirmed_idx')
      .on(t.creationDate)
      .where(sql`${t.confirmedAt} is null`),
  ],
);

/**
 * Each job an alert has mailed, once: the primary key makes a second write of the pair a no-op, and the pairs are
 * written in the statement that writes the mail, so that two alert runs (two processes, a retry, a restart) never
 * mail the same job twice to the same alert. No foreign keys (docs/decisions/0061, addendum "set-based run"): a run
 * writes hundreds of thousands of pairs and each key would cost two look-ups and row locks per pair. A deleted alert's
 * pairs go with it by a trigger (migration 0041; the run holds its alerts' rows while it writes their pairs, as the
 * key's lock did); a deleted job's pairs stay until their alert goes: ids are never reused and the run reads only the
 * pairs of jobs that exist.
 */
export const jobAlertSent = pgTable(
  'job_alert_sent',
  {
    alertId: integer('alert_id').notNull(),
    jobId: integer('job_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.jobId] })],
);
