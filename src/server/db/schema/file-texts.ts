import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from './files.ts';
import { people } from './people.ts';

/** Where a stored file's text extraction stands (GET /api/files/{id}/text, docs/decisions/0049). */
export const FILE_TEXT_STATUSES = ['pending', 'done', 'no-text', 'failed'] as const;
export type FileTextStatus = (typeof FILE_TEXT_STATUSES)[number];

/**
 * The text of a stored CV (PDF, DOCX), extracted by the queued job of src/server/files/text/ (decision 0049), with
 * its detected language (fr, en, nl, or '' when unsure). Personal data: deleted with its file (an anonymisation or
 * erasure deletes the file), in the person's export, never served to the public.
 */
export const fileTexts = pgTable('file_texts', {
  fileId: uuid('file_id')
    .primaryKey()
    .references(() => storedFiles.id, { onDelete: 'cascade' }),
  status: text('status', { enum: FILE_TEXT_STATUSES }).notNull().default('pending'),
  language: text('language').notNull().default(''),
  text: text('text').notNull().default(''),
  /** A DOCX's preview, sanitised HTML (mammoth, then sanitize-html); empty for a PDF, whose viewer shows the file. */
  html: text('html').notNull().default(''),
  /** Why the extraction failed (for staff): encrypted, corrupt, too large, timed out. */
  error: text('error').notNull().default(''),
  extractedAt: timestamp('extracted_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  /** When a process last gave this file to the queue: a pending file is given again only after a while. */
  queuedAt: timestamp('queued_at', { withTimezone: true }),
});

/**
 * One searchable field of a record (decision 0050): a person's name, e-mail and phone, an application's motivation,
 * staff notes, a CV's text. Written by the triggers of the search migration from the record tables and
 * `file_texts`, never by the app; the migration adds `tsv`, the text in French, English, Dutch and simple
 * (accents folded by unaccent), and its GIN index.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    field: text('field').notNull(),
    /** The piece of a long text (a CV is stored in pieces of about 2 KB, 0 first: hf_search_put of the migration). */
    chunk: integer('chunk').notNull().default(0),
    text: text('text').notNull(),
    /** The CV a `cv` document was read from: it goes with the file. */
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('search_documents_record_idx').on(t.recordType, t.recordId, t.field, t.chunk),
    index('search_documents_person_idx').on(t.personId),
  ],
);
