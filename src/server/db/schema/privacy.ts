import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every consent a person gave, renewed or withdrew, and the privacy notice each form was sent under
 * (docs/decisions/0030). `email` is the person's normalized address (lower case, trimmed): the key that links a
 * person's records. `recordType` is a pipeline name of src/shared/schemas/process.ts. Events are only added, never
 * changed; the current state of a consent is its newest event. An erasure replaces `email` like every other
 * personal field.
 */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    /**
     * privacy_notice: the notice the form was sent under; talent_pool: keep my CV for future positions; job_alert:
     * mail me new jobs (`record_type` 'job-alerts', the alert's id; given when confirmed, withdrawn on unsubscribe).
     */
    purpose: text('purpose', { enum: ['privacy_notice', 'talent_pool', 'job_alert'] }).notNull(),
    action: text('action', { enum: ['given', 'renewed', 'withdrawn'] }).notNull(),
    noticeVersion: text('notice_version').notNull(),
    lang: text('lang').notNull(),
    /** form (a public form), self_service (the person's "My data" page), staff (the back-office). */
    source: text('source', { enum: ['form', 'self_service', 'staff'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** When a talent-pool consent lapses unless renewed (24 months after given or renewed). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('consent_events_email_idx').on(t.email),
    index('consent_events_record_idx').on(t.recordType, t.recordId),
    index('consent_events_expires_idx').on(t.purpose, t.expiresAt),
  ],
);
