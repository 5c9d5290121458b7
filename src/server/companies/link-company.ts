import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { companies } from '../db/schema/index.ts';

/**
 * The company a public form names (a booking's or a talent request's `client`), found by its normalised name
 * (trimmed, case and accents ignored: companies.name_key) or made, in the record's transaction `tx` (decision 0044).
 * One statement, INSERT ... ON CONFLICT on the unique key, so that two forms naming the same new company at once
 * make one. A company found is never changed by a form: what it holds is staff's or the first form's. The form's
 * sender, `personId`, becomes a contact of it unless staff edited that person and already gave them a company.
 * Answers the company's id, or null when the form named none.
 */
export async function linkCompany(
  tx: Pick<Database, 'execute'>,
  { name, lang, personId, at }: { name: string; lang: string; personId: number; at: Date },
): Promise<number | null> {
  const spelled = name.trim().replace(/\s+/g, ' ');
  if (!spelled) return null;
  const found = await tx.execute<{ id: number }>(sql`insert into ${companies} (name, lang, creation_date, updated_at)
    values (${spelled}, ${lang}, ${at}, ${at})
    on conflict (name_key) do update set updated_at = companies.updated_at
    returning id`);
  const companyId = Number((found as { rows: { id: number | string }[] }).rows[0]!.id);
  await tx.execute(sql`update people set company_id = ${companyId}
    where id = ${personId} and (staff_edited_at is null or company_id is null)`);
  return companyId;
}
