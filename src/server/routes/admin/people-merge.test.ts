import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { consentEvents, people } from '../../db/schema/index.ts';
import { adminTestApp, body } from '../../../../tests/helpers/admin.ts';
import {
  createCompany,
  createContactMessage,
  createJobApplication,
  createTag,
  firmDayFromNow,
  newMarker,
} from '../../../../tests/helpers/factories.ts';
import { readZip } from '../../../../tests/helpers/zip.ts';
import type { PersonActivity, PersonDetail, PersonMergePreview } from '../../../shared/schemas/people.ts';
import { rowsOf } from '../../db/rows.ts';

/** PATCH /api/people/{id}, POST /api/people/{id}/merge, privacy by person id (issue 27 item 3, decision 0045). */
const ctx = adminTestApp();

const uniquePhone = () => `+32478${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;

async function contact(email: string, phone: string, lastName: string) {
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/public/api/contact',
    headers: ctx.t.xsrf,
    payload: { firstName: 'Sara', lastName, email, phone, message: 'Hello', website: '' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ id: number }>().id;
  const personId = body<{ personId: number }>(await ctx.admin.get(`/api/contacts/${id}`)).personId;
  return { id, personId };
}

const person = async (id: number) => body<PersonDetail>(await ctx.admin.get(`/api/people/${id}`));
const errorOf = (res: { json: <T>() => T }) =>
  res.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;

describe('PATCH /api/people/{id}', () => {
  it('edits the fields, marks the person as edited by staff, and a later form no longer overwrites them', async () => {
    const marker = newMarker();
    const email = `${marker}@example.org`;
    const { personId } = await contact(email, uniquePhone(), marker);
    const res = await ctx.admin.send('PATCH', `/api/people/${personId}`, {
      firstName: 'Sarah',
      phone: '0470 12 34 56',
      lang: 'nl',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<PersonDetail>(res)).toMatchObject({
      id: personId,
      firstName: 'Sarah',
      phone: '+32470123456',
      lang: 'nl',
    });
    expect(body<PersonDetail>(res).staffEditedAt).not.toBeNull();

    await contact(email, uniquePhone(), marker); // Sara again, another phone: staff's values stay
    expect(await person(personId)).toMatchObject({ firstName: 'Sarah', phone: '+32470123456' });

    const audit = await ctx.t.app.db.execute(
      sql`select detail from audit_log where action = 'people.edit' and detail->>'personId' = ${String(personId)}`,
    );
    expect(rowsOf<{ detail: { fields: string[] } }>(audit).map((r) => r.detail.fields.sort())).toEqual([
      ['firstName', 'lang', 'phone'],
    ]);
  });

  it('refuses an address another person has (409 on email), bad fields (400), unknown people (404)', async () => {
    const marker = newMarker();
    const a = await contact(`${marker}.a@example.org`, uniquePhone(), marker);
    await contact(`${marker}.b@example.org`, uniquePhone(), marker);
    const taken = await ctx.admin.send('PATCH', `/api/people/${a.personId}`, { email: ` ${marker}.B@Example.org` });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({ code: 'CONFLICT', fields: { email: 'people.errors.emailTaken' } });

    const bad = await ctx.admin.send('PATCH', `/api/people/${a.personId}`, {
      email: 'nope',
      lang: 'de',
      phone: '12',
      mood: 'happy',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {})).toEqual(expect.arrayContaining(['email', 'lang', 'phone']));
    expect((await person(a.personId)).email).toBe(`${marker}.a@example.org`);

    const unknown = await ctx.admin.send('PATCH', '/api/people/2147483000', { firstName: 'X' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
  });
});

describe('POST /api/people/{id}/merge', () => {
  it('moves the records to the kept person, takes the chosen fields, leaves a pointer, writes history and audit', async () => {
    const marker = newMarker();
    const phone = uniquePhone();
    const kept = await contact(`${marker}.kept@example.org`, phone, `${marker}kept`);
    const gone = await contact(`${marker}.gone@example.org`, phone, `${marker}gone`);
    expect((await person(kept.personId)).possibleDuplicates).toEqual([gone.personId]);
    const followUp = await ctx.admin.send('POST', '/api/follow-ups', {
      personId: gone.personId,
      dueDate: firmDayFromNow(ctx.t.app, 7),
      note: `${marker} call back`,
    });
    expect(followUp.statusCode, followUp.body).toBe(201);

    const res = await ctx.admin.send('POST', `/api/people/${kept.personId}/merge`, {
      from: gone.personId,
      fields: { email: 'from', lastName: 'kept' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const merged = body<PersonDetail>(res);
    expect(merged).toMatchObject({ id: kept.personId, email: `${marker}.gone@example.org`, lastName: `${marker}kept` });
    expect(merged.records.map((r) => r.id).sort()).toEqual([kept.id, gone.id].sort());
    expect(merged.possibleDuplicates).toEqual([]);
    expect(body<{ personId: number }>(await ctx.admin.get(`/api/contacts/${gone.id}`)).personId).toBe(kept.personId);
    const followed = await ctx.admin.get(`/api/follow-ups?personId=${kept.personId}`);
    expect(body<{ items: { note: string }[] }>(followed).items.map((f) => f.note)).toEqual([`${marker} call back`]);

    const moved = await ctx.admin.get(`/api/people/${gone.personId}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/api/people/${kept.personId}`);
    expect(body(moved)).toEqual({ mergedInto: kept.personId });

    // A new form with the merged person's former address finds the kept person (the address is theirs now).
    const again = await contact(`${marker}.gone@example.org`, phone, `${marker}gone`);
    expect(again.personId).toBe(kept.personId);

    const activity = body<PersonActivity>(await ctx.admin.get(`/api/people/${kept.personId}/activity`));
    expect(activity.events.filter((e) => e.kind === 'person').map((e) => e.what)).toEqual([
      `merge #${gone.personId} → #${kept.personId}`,
    ]);
    expect(
      activity.events.some((e) => e.kind === 'history' && e.recordId === gone.id && e.what.includes('merged')),
    ).toBe(true);
    expect(activity.events.filter((e) => e.kind === 'record')).toHaveLength(3);
    const audit = await ctx.t.app.db.execute(
      sql`select detail from audit_log where action = 'people.merge' and detail->>'personId' = ${String(kept.personId)}`,
    );
    expect(rowsOf<{ detail: Record<string, unknown> }>(audit)[0]?.detail).toMatchObject({
      from: gone.personId,
      records: 1,
    });

    // The merged person is out of the list; merging it again, or into it, is refused.
    const listed = body<{ items: { id: number }[] }>(await ctx.admin.get(`/api/people?q=${marker}`));
    expect(listed.items.map((p) => p.id)).toEqual([kept.personId]);
    const from = await ctx.admin.send('POST', `/api/people/${kept.personId}/merge`, { from: gone.personId });
    expect(from.statusCode).toBe(409);
    expect(errorOf(from).fields).toEqual({ from: 'people.errors.merged' });
    const into = await ctx.admin.send('POST', `/api/people/${gone.personId}/merge`, { from: kept.personId });
    expect(into.statusCode).toBe(409);
    expect(errorOf(into).fields).toEqual({ id: 'people.errors.merged' });
  });

  it("keeps the kept person's company, or takes the merged one's when the kept person has none", async () => {
    const marker = newMarker();
    const company = await createCompany(ctx.t.app, marker);
    const a = await contact(`${marker}a@example.org`, uniquePhone(), marker);
    const b = await contact(`${marker}b@example.org`, uniquePhone(), marker);
    await ctx.t.app.db.update(people).set({ companyId: company.id }).where(eq(people.id, b.personId));
    const merged = await ctx.admin.send('POST', `/api/people/${a.personId}/merge`, { from: b.personId });
    expect(merged.statusCode, merged.body).toBe(200);
    expect((await person(a.personId)).companyId).toBe(company.id);
  });

  it('refuses a merge into oneself (409), unknown people (404) and bad bodies (400), in the error shape', async () => {
    const marker = newMarker();
    const a = await contact(`${marker}@example.org`, uniquePhone(), marker);
    const self = await ctx.admin.send('POST', `/api/people/${a.personId}/merge`, { from: a.personId });
    expect(self.statusCode).toBe(409);
    expect(errorOf(self)).toMatchObject({ code: 'CONFLICT', fields: { from: 'people.errors.mergeSelf' } });
    const unknownFrom = await ctx.admin.send('POST', `/api/people/${a.personId}/merge`, { from: 2147483000 });
    expect(unknownFrom.statusCode).toBe(404);
    expect(errorOf(unknownFrom).code).toBe('NOT_FOUND');
    const unknownInto = await ctx.admin.send('POST', `/api/people/2147483000/merge`, { from: a.personId });
    expect(unknownInto.statusCode).toBe(404);
    const bad = await ctx.admin.send('POST', `/api/people/${a.personId}/merge`, {
      from: 'x',
      fields: { email: 'both' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {})).toEqual(expect.arrayContaining(['from', 'fields.email']));
    expect((await person(a.personId)).records).toHaveLength(1);
  });

  it('is one transaction: a failure in the middle leaves both people whole', async () => {
    const marker = newMarker();
    const kept = await contact(`${marker}.kept@example.org`, uniquePhone(), `${marker}kept`);
    const gone = await contact(`${marker}.gone@example.org`, uniquePhone(), `${marker}gone`);
    const before = [await person(kept.personId), await person(gone.personId)];
    // The contacts' move (after both people were rewritten and the other tables moved) fails.
    await ctx.t.app.db.execute(
      sql.raw(`create function fail_merge_${marker}() returns trigger language plpgsql as
      $$ begin raise exception 'injected failure'; end $$`),
    );
    await ctx.t.app.db.execute(
      sql.raw(`create trigger fail_merge_${marker} before update of person_id on contacts for each row
        when (old.id = ${gone.id}) execute function fail_merge_${marker}()`),
    );
    try {
      const res = await ctx.admin.send('POST', `/api/people/${kept.personId}/merge`, {
        from: gone.personId,
        fields: { email: 'from' },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.t.app.db.execute(sql.raw(`drop trigger fail_merge_${marker} on contacts`));
    }
    const after = [await person(kept.personId), await person(gone.personId)];
    expect(after).toEqual(before);
    const audit = await ctx.t.app.db.execute(
      sql`select 1 from audit_log where action = 'people.merge' and detail->>'from' = ${String(gone.personId)}`,
    );
    expect(rowsOf(audit)).toHaveLength(0);

    // Two merges of the same pair at once, each way round: one wins, the other is refused, nothing is lost.
    const [one, two] = await Promise.all([
      ctx.admin.send('POST', `/api/people/${kept.personId}/merge`, { from: gone.personId }),
      ctx.admin.send('POST', `/api/people/${gone.personId}/merge`, { from: kept.personId }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const winner = one.statusCode === 200 ? kept.personId : gone.personId;
    expect((await person(winner)).records.map((r) => r.id).sort()).toEqual([kept.id, gone.id].sort());
  });
});

describe('GET /api/people/{id}/merge-preview (issue 44 item 4)', () => {
  /** A contact message as the form writes it, without the form's rate limit (these tests send many). */
  async function message(email: string, phone: string, lastName: string) {
    const row = await createContactMessage(ctx.t.app, { firstName: 'Sara', lastName, email, phone });
    return { id: row.id, personId: row.personId };
  }

  /** Everything a merge could change of two people, as stored. */
  async function stateOf(...ids: number[]) {
    const list = sql.join(
      ids.map((i) => sql`${i}::int`),
      sql`, `,
    );
    return {
      people: rowsOf(await ctx.t.app.db.execute(sql`select * from people where id in (${list}) order by id`)),
      records: rowsOf(
        await ctx.t.app.db.execute(sql`select 'a' t, id, person_id from job_applications where person_id in (${list})
          union all select 'c', id, person_id from contacts where person_id in (${list}) order by 1, 2`),
      ),
      tags: rowsOf(
        await ctx.t.app.db.execute(
          sql`select person_id, tag_id from person_tags where person_id in (${list}) order by 1, 2`,
        ),
      ),
      followUps: rowsOf(
        await ctx.t.app.db.execute(sql`select id, person_id from follow_ups where person_id in (${list}) order by 1`),
      ),
      merges: rowsOf(await ctx.t.app.db.execute(sql`select id from audit_log where action = 'people.merge'`)).length,
    };
  }

  it('counts what would move (records, files, consents, tags, mails, follow-ups) and changes nothing', async () => {
    const marker = newMarker();
    const kept = await message(`${marker}.kept@example.org`, uniquePhone(), `${marker}kept`);
    const fromEmail = `${marker}.from@example.org`;
    const application = await createJobApplication(ctx.t.app, { email: fromEmail, lastName: `${marker}from` });
    const fromId = application.personId;
    const second = await message(fromEmail, uniquePhone(), `${marker}from`);
    expect(second.personId).toBe(fromId);
    const [red, blue] = [await createTag(ctx.t.app, { name: `${marker} red` }), await createTag(ctx.t.app)];
    expect((await ctx.admin.send('PUT', `/api/people/${fromId}/tags`, { tagIds: [red.id] })).statusCode).toBe(200);
    const tagged = await ctx.admin.send('PUT', `/api/job-applications/${application.id}/tags`, {
      tagIds: [red.id, blue.id],
    });
    expect(tagged.statusCode, tagged.body).toBe(200);
    const followUp = await ctx.admin.send('POST', '/api/follow-ups', {
      personId: fromId,
      dueDate: firmDayFromNow(ctx.t.app, 3),
      note: `${marker} call`,
    });
    expect(followUp.statusCode, followUp.body).toBe(201);
    // What the forms wrote, counted here by another road than the preview's: consents by address and by record.
    const [consents] = rowsOf<{ n: number }>(
      await ctx.t.app.db.execute(sql`select count(*)::int n from consent_events where email = ${fromEmail}
        or (record_type = 'job-applications' and record_id = ${application.id})
        or (record_type = 'contacts' and record_id = ${second.id})`),
    );
    const [mails] = rowsOf<{ n: number }>(
      await ctx.t.app.db.execute(sql`select count(*)::int n from outbox_mails where person_id = ${fromId}`),
    );
    expect(consents!.n).toBeGreaterThan(0);
    const before = await stateOf(kept.personId, fromId);

    const res = await ctx.admin.get(`/api/people/${kept.personId}/merge-preview?from=${fromId}`);
    expect(res.statusCode, res.body).toBe(200);
    const preview = body<PersonMergePreview>(res);
    expect(preview.kept.id).toBe(kept.personId);
    expect(preview.from).toMatchObject({ id: fromId, email: fromEmail, lastName: `${marker}from` });
    expect(preview.moves).toEqual({
      records: { 'job-applications': 1, contacts: 1 },
      files: 1, // the application's CV; the contact message had none
      consents: consents!.n,
      tags: [blue.name, red.name].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
      mails: mails!.n,
      followUps: 1,
    });
    expect(await stateOf(kept.personId, fromId)).toEqual(before);

    // The merge then moves exactly that.
    const merged = await ctx.admin.send('POST', `/api/people/${kept.personId}/merge`, { from: fromId });
    expect(merged.statusCode, merged.body).toBe(200);
    const after = await stateOf(kept.personId, fromId);
    expect(after.records.filter((r) => (r as { person_id: number }).person_id === kept.personId)).toHaveLength(3);
    expect(after.followUps).toHaveLength(1);
    const [movedMails] = rowsOf<{ n: number }>(
      await ctx.t.app.db.execute(sql`select count(*)::int n from outbox_mails where person_id = ${kept.personId}`),
    );
    expect(movedMails!.n).toBeGreaterThanOrEqual(mails!.n);
  });

  it('says who wins each field, lets staff choose only where both have a value, and the merge takes those values', async () => {
    const marker = newMarker();
    const kept = await message(`${marker}.kept@example.org`, uniquePhone(), `${marker}kept`);
    const gone = await message(`${marker}.gone@example.org`, uniquePhone(), `${marker}gone`);
    const edit = await ctx.admin.send('PATCH', `/api/people/${gone.personId}`, { region: 'Liège', phone: '' });
    expect(edit.statusCode, edit.body).toBe(200);

    const preview = body<PersonMergePreview>(
      await ctx.admin.get(`/api/people/${kept.personId}/merge-preview?from=${gone.personId}`),
    );
    const byField = Object.fromEntries(preview.fields.map((f) => [f.field, f]));
    expect(byField.lastName).toMatchObject({
      kept: `${marker}kept`,
      from: `${marker}gone`,
      winner: 'kept',
      choosable: true,
    });
    expect(byField.firstName).toMatchObject({ kept: 'Sara', from: 'Sara', choosable: false });
    // The kept person has no region: the other's wins, nothing to choose; the kept one's phone stays.
    expect(byField.region).toMatchObject({ kept: '', from: 'Liège', winner: 'from', choosable: false });
    expect(byField.phone).toMatchObject({ from: '', winner: 'kept', choosable: false });

    const res = await ctx.admin.send('POST', `/api/people/${kept.personId}/merge`, {
      from: gone.personId,
      fields: { lastName: 'from', email: 'from' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<PersonDetail>(res)).toMatchObject({
      lastName: `${marker}gone`,
      email: `${marker}.gone@example.org`,
      region: 'Liège',
      phone: preview.kept.phone,
      firstName: 'Sara',
    });
  });

  it('refuses as the merge would: oneself 409, merged 409, unknown 404, a bad id 400 on from', async () => {
    const marker = newMarker();
    const a = await message(`${marker}.a@example.org`, uniquePhone(), marker);
    const b = await message(`${marker}.b@example.org`, uniquePhone(), marker);
    const self = await ctx.admin.get(`/api/people/${a.personId}/merge-preview?from=${a.personId}`);
    expect(self.statusCode).toBe(409);
    expect(errorOf(self).fields).toEqual({ from: 'people.errors.mergeSelf' });
    const unknown = await ctx.admin.get(`/api/people/${a.personId}/merge-preview?from=2147483000`);
    expect(unknown.statusCode).toBe(404);
    const bad = await ctx.admin.get(`/api/people/${a.personId}/merge-preview?from=x`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {})).toEqual(['from']);
    expect((await ctx.admin.send('POST', `/api/people/${a.personId}/merge`, { from: b.personId })).statusCode).toBe(
      200,
    );
    const merged = await ctx.admin.get(`/api/people/${a.personId}/merge-preview?from=${b.personId}`);
    expect(merged.statusCode).toBe(409);
    expect(errorOf(merged).fields).toEqual({ from: 'people.errors.merged' });
  });
});

describe('privacy by person id', () => {
  it('exports and erases exactly the records of that person, not those of someone sharing the phone', async () => {
    const marker = newMarker();
    const phone = uniquePhone();
    const mine = await contact(`${marker}.mine@example.org`, phone, `${marker}mine`);
    const mine2 = await contact(`${marker}.MINE@example.org`, uniquePhone(), `${marker}mine`);
    const other = await contact(`${marker}.other@example.org`, phone, `${marker}other`);
    expect(mine2.personId).toBe(mine.personId);

    const exported = await ctx.admin.send('POST', '/api/privacy/export', { personId: mine.personId });
    expect(exported.statusCode, exported.body).toBe(200);
    const document = JSON.parse((await readZip(exported.rawPayload)).get('person.json')!.toString()) as {
      emails: string[];
      records: Record<string, { id: number }[]>;
    };
    expect(document.emails).toEqual([`${marker}.mine@example.org`]);
    expect(document.records.contacts!.map((r) => r.id).sort()).toEqual([mine.id, mine2.id].sort());

    const erased = await ctx.admin.send('POST', '/api/privacy/erase', { personId: mine.personId });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(body(erased)).toEqual({ records: 2 });
    expect((await person(mine.personId)).anonymisedAt).not.toBeNull();
    const untouched = await person(other.personId);
    expect(untouched).toMatchObject({ anonymisedAt: null, email: `${marker}.other@example.org` });

    // The record form still works; bad and unknown ids answer in the error shape.
    const byRecord = await ctx.admin.send('POST', '/api/privacy/export', { recordType: 'contacts', id: other.id });
    expect(byRecord.statusCode).toBe(200);
    const unknown = await ctx.admin.send('POST', '/api/privacy/erase', { personId: 2147483000 });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
    expect((await ctx.admin.send('POST', '/api/privacy/export', { personId: 'x' })).statusCode).toBe(400);
  });
});

describe('GET /api/people filters', () => {
  it('narrows by talent-pool consent in force and by language, and refuses bad values', async () => {
    const marker = newMarker();
    const pooled = await contact(`${marker}.pool@example.org`, uniquePhone(), marker);
    const lapsed = await contact(`${marker}.lapsed@example.org`, uniquePhone(), marker);
    const none = await contact(`${marker}.none@example.org`, uniquePhone(), marker);
    const now = ctx.t.app.clock.now();
    const day = 86_400_000;
    const pool = (email: string, recordId: number, expiresAt: Date) => ({
      email,
      recordType: 'contacts',
      recordId,
      purpose: 'talent_pool' as const,
      action: 'given' as const,
      noticeVersion: '1',
      lang: 'en',
      source: 'staff' as const,
      at: new Date(now.getTime() - 10 * day),
      expiresAt,
    });
    await ctx.t.app.db
      .insert(consentEvents)
      .values([
        pool(`${marker}.pool@example.org`, pooled.id, new Date(now.getTime() + 100 * day)),
        pool(`${marker}.lapsed@example.org`, lapsed.id, new Date(now.getTime() - day)),
      ]);
    await ctx.admin.send('PATCH', `/api/people/${none.personId}`, { lang: 'fr' });

    const ids = async (query: string) =>
      body<{ items: { id: number }[] }>(await ctx.admin.get(`/api/people?q=${marker}&${query}`))
        .items.map((p) => p.id)
        .sort();
    expect(await ids('poolConsent=true')).toEqual([pooled.personId]);
    expect(await ids('poolConsent=false')).toEqual([lapsed.personId, none.personId].sort());
    expect(await ids('lang=fr')).toEqual([none.personId]);
    expect(await ids('lang=fr&poolConsent=true')).toEqual([]);
    const bad = await ctx.admin.get('/api/people?lang=de&poolConsent=maybe');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({ lang: 'validation.invalid', poolConsent: 'validation.invalid' });
  });
});
