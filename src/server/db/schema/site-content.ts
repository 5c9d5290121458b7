import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './staff.ts';

/**
 * The site's content (issue 30, docs/decisions/0059; keys in src/shared/site-content/registry.ts): one row per key
 * an ADMIN has edited, with its published texts (what visitors read) and its draft (what the editor saved, not yet
 * published; null when none). A key without a row shows its first start's text (src/server/site-content/defaults.json).
 * A write here notifies the public cache (the trigger of the migration), so every app process drops its answers.
 */
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  fr: text('fr').notNull(),
  en: text('en').notNull(),
  nl: text('nl').notNull(),
  /** The published version's number (0: the first start's text, never published from the editor). */
  version: integer('version').notNull().default(0),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  publishedById: integer('published_by_id').references(() => users.id, { onDelete: 'set null' }),
  draftFr: text('draft_fr'),
  draftEn: text('draft_en'),
  draftNl: text('draft_nl'),
  draftAt: timestamp('draft_at', { withTimezone: true }),
  draftById: integer('draft_by_id').references(() => users.id, { onDelete: 'set null' }),
  /** The version the draft was restored from, while the draft is that version's text unedited. */
  draftRestoredFrom: integer('draft_restored_from'),
});

/** Every published version of a key: who wrote and who published what, and when; restore copies one into the draft. */
export const siteContentVersions = pgTable(
  'site_content_versions',
  {
    key: text('key').notNull(),
    version: integer('version').notNull(),
    fr: text('fr').notNull(),
    en: text('en').notNull(),
    nl: text('nl').notNull(),
    editedById: integer('edited_by_id').references(() => users.id, { onDelete: 'set null' }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    publishedById: integer('published_by_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** The version it was restored from, when it was. */
    restoredFrom: integer('restored_from'),
  },
  (t) => [primaryKey({ columns: [t.key, t.version] })],
);
