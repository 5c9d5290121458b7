import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Security-relevant events: logins, logouts, password changes, every admin change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userName: text('user_name'),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    // The views of one file, which a person's page lists (decision 0030).
    index('audit_log_file_view_idx')
      .on(sql`(${t.detail}->>'fileId')`)
      .where(sql`${t.action} = 'file.view'`),
  ],
);
