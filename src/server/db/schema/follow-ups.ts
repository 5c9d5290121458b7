import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { people } from './people.ts';
import { users } from './staff.ts';

/**
 * A reminder staff set on a record or a person (issue 28, item 6; docs/decisions/0052): "remind me on <date>",
 * with a note, assigned to a staff user. Its subject is either one pipeline record (`record_type` + `record_id`,
 * the admin resource name as in `state_history`) or one person, never both. `due_date` is a firm-local day
 * (Europe/Brussels, src/shared/firm-time.ts), as the booking dates are: a follow-up is overdue once the firm's
 * today is past it. Open while `done_at` is null. The morning mail (src/server/follow-ups/follow-up-mail-job.ts)
 * lists each assignee's open follow-ups due by today.
 */
export const followUps = pgTable(
  'follow_ups',
  {
    id: serial('id').primaryKey(),
    recordType: text('record_type'),
    recordId: integer('record_id'),
    personId: integer('person_id').references(() => people.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    note: text('note').notNull(),
    assigneeId: integer('assignee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    creationDate: createdAt(),
  },
  (t) => [
    check(
      'follow_ups_one_subject',
      sql`(${t.recordType} is not null and ${t.recordId} is not null and ${t.personId} is null) or (${t.recordType} is null and ${t.recordId} is null and ${t.personId} is not null)`,
    ),
    // "My open follow-ups due by today", the dashboard's and the morning mail's question.
    index('follow_ups_open_assignee_idx')
      .on(t.assigneeId, t.dueDate)
      .where(sql`${t.doneAt} is null`),
    index('follow_ups_record_idx').on(t.recordType, t.recordId),
    index('follow_ups_person_idx').on(t.personId),
  ],
);
