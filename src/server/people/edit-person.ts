import { and, eq, isNull, ne } from 'drizzle-orm';
import type { PersonEdit } from '../../shared/schemas/people.ts';
import type { Database } from '../db/client.ts';
import { auditLog, people } from '../db/schema/index.ts';
import { conflict, notFound } from '../errors.ts';

/** Who does a staff change to a person, for the audit log (domain code takes no request). */
export interface StaffActor {
  userName: string | null;
  ip: string | null;
}

/**
 * The person row locked for a change (or only read, for a merge's preview): 404 when there is none, 409 once merged
 * or anonymised.
 */
export async function lockLivePerson(tx: Database, id: number, field = 'id', lock = true) {
  const query = tx.select().from(people).where(eq(people.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(`No person ${id}`);
  if (row.mergedInto !== null)
    throw conflict(`Person ${id} was merged into person ${row.mergedInto}`, { [field]: 'people.errors.merged' });
  if (row.anonymisedAt) throw conflict(`Person ${id} is anonymised`, { [field]: 'people.errors.anonymised' });
  return row;
}

/** A unique violation of the people's e-mail index (two staff giving the same address at once). */
export function isEmailTaken(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23505';
}

/**
 * `PATCH /api/people/{id}` (issue 27 item 3): staff change a person's own fields. The change marks the person as
 * edited by staff (`staff_edited_at`), so that a public form no longer overwrites these fields (decision 0041).
 * The e-mail stays unique among people not anonymised: 409 on `email`. One transaction with its audit line.
 */
export async function editPerson(
  db: Database,
  input: { id: number; edit: PersonEdit; by: StaffActor; now: Date },
): Promise<void> {
  const { id, edit, by, now } = input;
  try {
    await db.transaction(async (tx) => {
      const before = await lockLivePerson(tx, id);
      if (edit.email && edit.email !== before.email) {
        const [taken] = await tx
          .select({ id: people.id })
          .from(people)
          .where(and(eq(people.email, edit.email), ne(people.id, id), isNull(people.anonymisedAt)));
        if (taken) throw conflict('Another person has this e-mail', { email: 'people.errors.emailTaken' });
      }
      await tx
        .update(people)
        .set({ ...edit, staffEditedAt: now, updatedAt: now })
        .where(eq(people.id, id));
      const changed = (Object.keys(edit) as (keyof PersonEdit)[]).filter((k) => edit[k] !== before[k]);
      await tx.insert(auditLog).values({
        action: 'people.edit',
        userName: by.userName,
        ip: by.ip,
        // Which fields, never their values: the audit log outlives an erasure's scrub of addresses.
        detail: { personId: id, fields: changed },
        at: now,
      });
    });
  } catch (err) {
    if (isEmailTaken(err)) throw conflict('Another person has this e-mail', { email: 'people.errors.emailTaken' });
    throw err;
  }
}
