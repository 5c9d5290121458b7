import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, searchText, sortIndex, trigram } from './columns.ts';
import { companyId } from './companies.ts';

/**
 * One person the firm deals with: a candidate, a consultant, a client contact or someone who only wrote in
 * (docs/product-decisions.md#7-decisions-of-2026-11-26-they-replace-what-above-disagrees-with-them, decision 0041).
 * Every record of the five pipelines points to its person (`person_id`). A person is made or found when a record
 * is written (src/server/people/link-person.ts): by the normalised e-mail (trimmed, lower case), unique among
 * people not anonymised; a phone (E.164) never links, it only makes a "possible duplicate" (`possibleDuplicate`).
 * `staffEditedAt` is set once staff wrote the person's fields: a public form then only fills empty ones.
 * `anonymisedAt` is set, and the fields cleared, once none of the person's records holds personal data any more.
 */
export const people = pgTable(
  'people',
  {
    id: serial('id').primaryKey(),
    salutation: text('salutation').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** The preferred language: the one of the person's latest form, or the one staff chose. */
    lang: text('lang').notNull().default('en'),
    region: text('region').notNull().default(''),
    /** The client company this person is a contact of (decision 0044); set by staff or by a booking's form. */
    companyId: companyId(),
    creationDate: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    staffEditedAt: timestamp('staff_edited_at', { withTimezone: true }),
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /**
     * Set when staff merged this person into another (src/server/people/merge-people.ts): the row keeps only the
     * pointer (fields cleared, records moved), and `GET /api/people/{id}` answers 301 to the kept person.
     */
    mergedInto: integer('merged_into').references((): AnyPgColumn => people.id, { onDelete: 'cascade' }),
    /**
     * A "possible duplicate": the phone is not empty and someone else not anonymised has it, this person not
     * anonymised either. Kept by the database (trigger hf_people_duplicates, migration 0036) on every write of a
     * phone or an anonymisation, so that the people list's filter reads an index rather than probing each person.
     */
    possibleDuplicate: boolean('possible_duplicate').notNull().default(false),
  },
  (t) => [
    uniqueIndex('people_email_idx')
      .on(t.email)
      .where(sql`${t.anonymisedAt} is null and ${t.email} <> ''`),
    index('people_phone_idx')
      .on(t.phone)
      .where(sql`${t.anonymisedAt} is null and ${t.phone} <> ''`),
    sortIndex('people_last_name_idx', t.lastName, t.id),
    index('people_company_idx').on(t.companyId),
    sortIndex('people_created_idx', t.creationDate, t.id),
    // The people list filtered by possible duplicates, in its order (newest first).
    index('people_duplicates_idx')
      .on(t.creationDate, t.id)
      .where(sql`${t.possibleDuplicate} and ${t.anonymisedAt} is null and ${t.mergedInto} is null`),
    trigram('people_search_idx', searchText([t.firstName, t.lastName], t.email, t.phone)),
  ],
);

/** The person a record belongs to (decision 0041); never null once migration 0016 has linked the old records. */
export const personId = () =>
  integer('person_id')
    .notNull()
    .references(() => people.id);
