import { eq, sql } from 'drizzle-orm';
import { mergeWinner, PERSON_FIELDS, type PersonMerge } from '../../shared/schemas/people.ts';
import type { Database } from '../db/client.ts';
import {
  auditLog,
  contacts,
  followUps,
  inboundMails,
  jobApplications,
  outboxMails,
  people,
  profiles,
  spontaneousApplications,
  stateHistory,
  talentInterviews,
} from '../db/schema/index.ts';
import { conflict } from '../errors.ts';
import { isEmailTaken, lockLivePerson, type StaffActor } from './edit-person.ts';

/** The record tables whose rows point to a person; a merge moves them all. */
const RECORD_TABLES = [
  ['job-applications', jobApplications],
  ['spontaneous-applications', spontaneousApplications],
  ['profiles', profiles],
  ['talent-interviews', talentInterviews],
  ['contacts', contacts],
] as const;

/**
 * `POST /api/people/{id}/merge` (issue 27 item 3, decision 0045): the person `from` becomes part of the person
 * `id`, the kept one. Per field, `fields` says whose value the kept person takes. Every record of `from` (and so
 * its consents, files, mails and history, which hang on the records) moves to the kept person; each moved record's
 * history says so; `from` keeps only a pointer (`merged_into`, its fields cleared so that its address and phone
 * link and flag nobody any more), and people merged into `from` earlier now point to the kept one. The merge is in
 * the audit log (`people.merge`). One transaction: a failure anywhere leaves both people as they were.
 *
 * 409 when merging a person into themselves or when either one was merged or anonymised already; 404 when either
 * does not exist (the field at fault named: `id` or `from`).
 */
export async function mergePeople(
  db: Database,
  input: { id: number; merge: PersonMerge; by: StaffActor; now: Date },
): Promise<void> {
  const { id, merge, by, now } = input;
  if (merge.from === id)
    throw conflict('A person cannot be merged into themselves', { from: 'people.errors.mergeSelf' });
  try {
    await db.transaction(async (tx) => {
      // Locked in id order, so two merges of the same pair the other way round wait instead of deadlocking.
      const [first, second] = id < merge.from ? [id, merge.from] : [merge.from, id];
      const rows = new Map<number, Awaited<ReturnType<typeof lockLivePerson>>>();
      rows.set(first, await lockLivePerson(tx, first, first === id ? 'id' : 'from'));
      rows.set(second, await lockLivePerson(tx, second, second === id ? 'id' : 'from'));
      const kept = rows.get(id)!;
      const gone = rows.get(merge.from)!;

      // Staff's choice per field, else the kept person's value unless empty (the preview shows the same winners).
      const values = Object.fromEntries(
        PERSON_FIELDS.map((field) => [
          field,
          mergeWinner(kept[field], gone[field], merge.fields[field]) === 'from' ? gone[field] : kept[field],
        ]),
      );
      // The merged person first lets go of its address, so that the kept one may take it (unique e-mails).
      await tx
        .update(people)
        .set({
          salutation: '',
          firstName: '',
          lastName: '',
          email: '',
          phone: '',
          region: '',
          mergedInto: id,
          updatedAt: now,
        })
        .where(eq(people.id, gone.id));
      await tx.update(people).set({ mergedInto: id, updatedAt: now }).where(eq(people.mergedInto, gone.id));
      // The merged person's tags go to the kept one (decision 0054).
      await tx.execute(sql`insert into person_tags (person_id, tag_id)
        select ${id}::int, tag_id from person_tags where person_id = ${gone.id} on conflict do nothing`);
      await tx.execute(sql`delete from person_tags where person_id = ${gone.id}`);
      await tx
        .update(people)
        .set({
          ...values,
          // The kept person's company, or the merged one's when the kept one has none (decision 0044).
          companyId: kept.companyId ?? gone.companyId,
          creationDate: gone.creationDate < kept.creationDate ? gone.creationDate : kept.creationDate,
          staffEditedAt: now,
          updatedAt: now,
        })
        .where(eq(people.id, id));

      const note = `Person #${gone.id} merged into person #${id}`;
      let moved = 0;
      for (const [recordType, table] of RECORD_TABLES) {
        const ids = await tx
          .update(table)
          .set({ personId: id })
          .where(eq(table.personId, gone.id))
          .returning({ id: table.id, state: table.process });
        moved += ids.length;
        if (ids.length)
          await tx.insert(stateHistory).values(
            ids.map((r) => ({
              recordType,
              recordId: r.id,
              fromState: r.state,
              toState: r.state,
              comment: note,
              changedBy: by.userName,
              changedAt: now,
            })),
          );
      }
      // The follow-ups on the merged person follow it (those on its records stay with the records).
      await tx.update(followUps).set({ personId: id }).where(eq(followUps.personId, gone.id));
      // So do the mails written to it and the replies it sent: the kept person's time line shows them.
      await tx.update(outboxMails).set({ personId: id }).where(eq(outboxMails.personId, gone.id));
      await tx.update(inboundMails).set({ personId: id }).where(eq(inboundMails.personId, gone.id));
      await tx.insert(auditLog).values({
        action: 'people.merge',
        userName: by.userName,
        ip: by.ip,
        detail: { personId: id, from: gone.id, fields: merge.fields, records: moved },
        at: now,
      });
    });
  } catch (err) {
    if (isEmailTaken(err)) throw conflict('Another person has this e-mail', { email: 'people.errors.emailTaken' });
    throw err;
  }
}
