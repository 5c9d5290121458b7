import { sql } from 'drizzle-orm';
import { mergeWinner, PERSON_FIELDS, type PersonDetail, type PersonMergePreview } from '../../shared/schemas/people.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { conflict } from '../errors.ts';
import { lockLivePerson } from './edit-person.ts';
import { getPerson } from './find-people.ts';

/**
 * `GET /api/people/{id}/merge-preview?from=` (issue 44 item 4): what merging `from` into `id` would do, without
 * doing it: both people, who wins each field by default (mergeWinner, the rule the merge applies), and the counts
 * of what moves. Refused as the merge would be (409 on self, merged or anonymised people; 404 when unknown), so that
 * the screen says so before staff confirm. Reads only: no lock, no write.
 */
export async function previewMerge(db: Database, id: number, from: number): Promise<PersonMergePreview> {
  if (from === id) throw conflict('A person cannot be merged into themselves', { from: 'people.errors.mergeSelf' });
  await lockLivePerson(db, id, 'id', false);
  const gone = await lockLivePerson(db, from, 'from', false);
  const [kept, other] = (await Promise.all([getPerson(db, id), getPerson(db, from)])) as [PersonDetail, PersonDetail];

  const fields = PERSON_FIELDS.map((field) => ({
    field,
    kept: kept[field],
    from: other[field],
    winner: mergeWinner(kept[field], other[field]),
    choosable: kept[field] !== '' && other[field] !== '' && kept[field] !== other[field],
  }));
  const records: Record<string, number> = {};
  for (const r of other.records) records[r.recordType] = (records[r.recordType] ?? 0) + 1;

  const [counts] = rowsOf<{ files: number; consents: number; mails: number; follow_ups: number }>(
    await db.execute(sql`
      with recs as (
        select 'job-applications' as t, id, file_id from job_applications where person_id = ${from}
        union all select 'spontaneous-applications', id, cv_file_id from spontaneous_applications where person_id = ${from}
        union all select 'profiles', id, cv_file_id from profiles where person_id = ${from}
        union all select 'talent-interviews', id, null from talent_interviews where person_id = ${from}
        union all select 'contacts', id, file_id from contacts where person_id = ${from}
      )
      select
        (select count(*) from recs where file_id is not null)::int as files,
        (select count(*) from consent_events c
          where (${gone.email} <> '' and c.email = ${gone.email})
             or exists (select 1 from recs where recs.t = c.record_type and recs.id = c.record_id))::int as consents,
        ((select count(*) from outbox_mails where person_id = ${from})
          + (select count(*) from inbound_mails where person_id = ${from}))::int as mails,
        (select count(*) from follow_ups where person_id = ${from})::int as follow_ups`),
  );
  const tags = rowsOf<{ name: string }>(
    await db.execute(sql`
      select name from tags where id in (
        select tag_id from person_tags where person_id = ${from}
        union select at.tag_id from application_tags at
          join job_applications a on a.id = at.application_id where a.person_id = ${from})
      order by lower(name)`),
  ).map((t) => t.name);

  return {
    kept,
    from: other,
    fields,
    moves: {
      records,
      files: counts?.files ?? 0,
      consents: counts?.consents ?? 0,
      tags,
      mails: counts?.mails ?? 0,
      followUps: counts?.follow_ups ?? 0,
    },
  };
}
