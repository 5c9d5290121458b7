import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { storedFiles } from './files.ts';
import { outboxMails } from './mail.ts';
import { people } from './people.ts';

export const INBOUND_MAIL_STATES = ['matched', 'unmatched', 'failed'] as const;
export const INBOUND_MATCHES = ['token', 'in-reply-to', 'sender', 'hand'] as const;

/** An attachment of a reply that was not kept, and why (its type or its size, checked like an upload). */
export interface RefusedAttachment {
  fileName: string;
  reason: 'type' | 'size' | 'count';
}

/**
 * A mail read from the replies' mailbox (IMAP_URL, docs/decisions/0057): matched to a person (and the record and
 * outbox mail it answers), unmatched (listed for staff to attach by hand), or failed (too large, malformed: set
 * aside with why). One row per message of the mailbox: (mailbox, UIDVALIDITY, UID) is unique, so two app processes
 * reading the same mailbox write it once (insert … on conflict do nothing).
 */
export const inboundMails = pgTable(
  'inbound_mails',
  {
    id: serial('id').primaryKey(),
    mailbox: text('mailbox').notNull(),
    uidValidity: bigint('uid_validity', { mode: 'number' }).notNull(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    /** The Message-ID header as sent (with its angle brackets); null when it had none. */
    messageId: text('message_id'),
    fromAddress: text('from_address').notNull().default(''),
    fromName: text('from_name').notNull().default(''),
    subject: text('subject').notNull().default(''),
    /** The mail's text (its text part, else its HTML as text), bounded; its HTML is never kept nor shown. */
    text: text('text').notNull().default(''),
    /** The Date header, when it had a valid one. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    size: integer('size').notNull().default(0),
    state: text('state', { enum: INBOUND_MAIL_STATES }).notNull(),
    /** How it was matched: the Reply-To token, In-Reply-To/References, the sender's address, or by hand. */
    matchedBy: text('matched_by', { enum: INBOUND_MATCHES }),
    /** Why it was set aside (state failed). */
    failReason: text('fail_reason'),
    personId: integer('person_id').references(() => people.id, { onDelete: 'set null' }),
    recordType: text('record_type'),
    recordId: integer('record_id'),
    /** The outbox mail it answers, when known. */
    outboxId: integer('outbox_id').references(() => outboxMails.id, { onDelete: 'set null' }),
    /** The staff member who attached it by hand. */
    attachedBy: text('attached_by'),
    refusedAttachments: jsonb('refused_attachments').$type<RefusedAttachment[]>().notNull().default([]),
    creationDate: createdAt(),
  },
  (t) => [
    uniqueIndex('inbound_mails_uid_idx').on(t.mailbox, t.uidValidity, t.uid),
    index('inbound_mails_person_idx').on(t.personId),
    index('inbound_mails_state_idx').on(t.state, t.creationDate),
    index('inbound_mails_message_id_idx').on(t.messageId),
  ],
);

/** The attachments kept of a reply (stored like uploads, src/server/files/stored-file.ts); deleted with it. */
export const inboundMailFiles = pgTable(
  'inbound_mail_files',
  {
    inboundMailId: integer('inbound_mail_id')
      .notNull()
      .references(() => inboundMails.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.inboundMailId, t.fileId] }), index('inbound_mail_files_file_idx').on(t.fileId)],
);
