import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * One mail per row, written in the same transaction as the record that causes it. The idempotency key makes a
 * second write of the same mail a no-op; the queue job carries only the id. The mail is rendered from its
 * template and data when it is sent or shown, so that the write stays cheap.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    template: text('template').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    recipient: text('recipient').notNull(),
    lang: text('lang').notNull(),
    subject: text('subject').notNull(),
    /** queued, sent, failed, or kept (no SMTP_URL: shown in the back-office, never sent). */
    state: text('state', { enum: ['queued', 'sent', 'failed', 'kept'] }).notNull(),
    tries: integer('tries').notNull().default(0),
    lastError: text('last_error'),
    messageId: text('message_id'),
    recordType: text('record_type'),
    recordId: integer('record_id'),
    /** The person a mail written from the record goes to (docs/decisions/0056), for their time line. */
    personId: integer('person_id'),
    /** The user name of the staff member who wrote it; null for the product's own notifications. */
    sentBy: text('sent_by'),
    /**
     * The thread's token in the mail's Reply-To (`replies+<token>@…`, MAIL_REPLY_TO, docs/decisions/0057): a reply
     * to that address lands on this mail's person and record. Random; null for the staff's own mails.
     */
    replyToken: text('reply_token').unique(),
    creationDate: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_mails_record_idx').on(t.recordType, t.recordId),
    index('outbox_mails_created_idx').on(t.creationDate),
    index('outbox_mails_person_idx').on(t.personId),
    index('outbox_mails_message_id_idx').on(t.messageId),
  ],
);

/**
 * Addresses of erased persons, as a SHA-256 hash of the normalized address: no mail is ever sent to them again and
 * their self-service links stop working, without keeping the address itself.
 */
export const mailSuppressions = pgTable('mail_suppressions', {
  emailHash: text('email_hash').primaryKey(),
  creationDate: createdAt(),
});
