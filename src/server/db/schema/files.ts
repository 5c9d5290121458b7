import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.ts';

/**
 * One uploaded file (CV or attachment), stored with the record that owns it, in the same transaction. Its bytes
 * are in `stored_file_chunks` (src/server/files/stored-file.ts), so that no statement carries a whole file.
 */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  creationDate: createdAt(),
});

/** A stored file's bytes, in pieces of FILE_CHUNK_BYTES numbered from 0; deleted with their file. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    chunkNumber: integer('chunk_number').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.chunkNumber] })],
);
