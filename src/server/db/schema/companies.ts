import { sql, type SQL } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, searchText, sortIndex, trigram } from './columns.ts';
import { managers } from './staff.ts';

/**
 * A company's name as companies are found by (decision 0044): accents dropped (Unicode NFD, then the combining
 * marks removed), lower case, runs of white space made one space, trimmed. Written once, in SQL, so that the
 * stored key, the lookup of a form's name and the migration's backfill cannot disagree; every function in it is
 * immutable, as a generated column needs.
 */
export const companyNameKey = (name: SQL | string): SQL =>
  sql`lower(btrim(regexp_replace(regexp_replace(normalize(${name}, NFD), '[\\u0300-\\u036f]', '', 'g'), '\\s+', ' ', 'g')))`;

/**
 * A client company of the firm (docs/product-decisions.md#7-decisions-of-2026-11-26-they-replace-what-above-disagrees-with-them,
 * decision 0044): its contacts are people (`people.company_id`); the interview bookings and talent requests sent for
 * it point to it (`talent_interviews.company_id`). Made by staff, or found or made by a public form from the
 * company name it carries; one company per normalised name (`name_key`).
 */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs((): SQL => companyNameKey(sql.raw('"name"'))),
    /** Stored normalised: upper case, without spaces, dots or dashes (src/shared/schemas/company.ts). */
    vatNumber: text('vat_number').notNull().default(''),
    address: text('address').notNull().default(''),
    /** The language the firm speaks with the company. */
    lang: text('lang').notNull().default('en'),
    /** The manager in charge of the company ("the companies in my charge" of a scoped MANAGER). */
    managerId: integer('manager_id').references(() => managers.id, { onDelete: 'set null' }),
    creationDate: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_name_key_idx').on(t.nameKey),
    index('companies_manager_idx').on(t.managerId),
    sortIndex('companies_name_idx', t.name, t.id),
    sortIndex('companies_created_idx', t.creationDate, t.id),
    trigram('companies_search_idx', searchText(t.name, t.vatNumber, t.address)),
  ],
);

/** The company of a client contact, or of a booking or talent request: null when none was named. */
export const companyId = () => integer('company_id').references(() => companies.id, { onDelete: 'set null' });
