import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { people } from '../db/schema/index.ts';
import { normalizePhone } from '../../shared/schemas/contact-input.ts';

/** What a record says about its person; empty fields say nothing. */
export interface PersonFields {
  email: string;
  salutation?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  lang?: string;
  region?: string;
}

/**
 * Who wrote the record: a public form, or staff (an admin-created consultant profile). What staff write wins and
 * marks the person as edited by staff; a form never overwrites a field of such a person, it only fills empty ones.
 */
export type PersonSource = 'form' | 'staff';

/** The e-mail as people are found by: trimmed, lower case (the rule of src/shared/schemas/rules.ts). */
export function personEmail(email: string): string {
  return email.trim().toLowerCase();
}

type Columns = 'salutation' | 'firstName' | 'lastName' | 'phone' | 'lang' | 'region';
const COLUMNS: Record<Columns, string> = {
  salutation: 'salutation',
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  lang: 'lang',
  region: 'region',
};

/**
 * The person a record being written belongs to (decision 0041), made or found in the record's transaction `tx`:
 * the person not anonymised with the same normalised e-mail, else a new one. One statement (INSERT ... ON CONFLICT
 * on the unique index of e-mails), so two forms of the same new address at once make one person: the second waits
 * for the first and finds it. A record without an e-mail gets a person of its own. A phone never links anybody:
 * people who share one are "possible duplicates" when read (find-people.ts).
 *
 * Found by a form, a person takes the form's newest non-empty values unless staff edited them; found by staff,
 * staff's values win. Answers the person's id.
 */
export async function linkPerson(
  tx: Pick<Database, 'execute'>,
  fields: PersonFields,
  { source, at }: { source: PersonSource; at: Date },
): Promise<number> {
  const email = personEmail(fields.email);
  const values: Record<Columns, string> = {
    salutation: fields.salutation?.trim() ?? '',
    firstName: fields.firstName?.trim() ?? '',
    lastName: fields.lastName?.trim() ?? '',
    phone: fields.phone ? normalizePhone(fields.phone) : '',
    lang: fields.lang ?? '',
    region: fields.region?.trim() ?? '',
  };
  const staffEditedAt = source === 'staff' ? at : null;
  const insert = sql`insert into ${people} (salutation, first_name, last_name, email, phone, lang, region,
      creation_date, updated_at, staff_edited_at)
    values (${values.salutation}, ${values.firstName}, ${values.lastName}, ${email}, ${values.phone},
      ${values.lang || 'en'}, ${values.region}, ${at}, ${at}, ${staffEditedAt})`;
  if (!email) {
    const result = await tx.execute<{ id: number }>(sql`${insert} returning id`);
    return idOf(result);
  }
  const assignments = sql.join(
    (Object.keys(COLUMNS) as Columns[]).map((key) => {
      const column = sql.raw(COLUMNS[key]);
      // Only what the record says (not the default a new person gets): staff's values win; a form's replace what
      // staff did not edit, and fill what is empty.
      const value = values[key];
      if (!value) return sql`${column} = people.${column}`;
      const replaces = source === 'staff' ? sql`true` : sql`(people.staff_edited_at is null or people.${column} = '')`;
      return sql`${column} = case when ${replaces} then ${value} else people.${column} end`;
    }),
    sql`, `,
  );
  const result = await tx.execute<{ id: number }>(sql`${insert}
    on conflict (email) where anonymised_at is null and email <> ''
    do update set ${assignments}, updated_at = excluded.updated_at,
      staff_edited_at = coalesce(excluded.staff_edited_at, people.staff_edited_at)
    returning id`);
  return idOf(result);
}

/** PGlite answers `{rows}`, node-postgres a result with `rows` too. */
function idOf(result: unknown): number {
  const rows = (result as { rows: { id: number | string }[] }).rows;
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('linkPerson: no person written');
  return Number(id);
}
