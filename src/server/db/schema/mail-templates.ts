import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Language } from '../../../shared/constants.ts';
import { createdAt } from './columns.ts';

/**
 * The mail templates the firm edits (docs/decisions/0056): a name, and a subject and a body (sanitised, mail-safe
 * HTML) per language. A row with `notification` words one of the product's own mails (an acknowledgement, a
 * rejection, an invitation...): seeded with the texts of src/shared/i18n/<lang>/mail.json, reworded by the firm,
 * never deleted.
 */
export const mailTemplates = pgTable('mail_templates', {
  id: serial('id').primaryKey(),
  notification: text('notification').unique(),
  name: text('name').notNull(),
  subject: jsonb('subject').$type<Partial<Record<Language, string>>>().notNull().default({}),
  body: jsonb('body').$type<Partial<Record<Language, string>>>().notNull().default({}),
  creationDate: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
