import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contacts, people } from '../../db/schema/index.ts';
import { adminTestApp, body, managerToken, pdf, staff } from '../../../../tests/helpers/admin.ts';
import { createJob, newMarker } from '../../../../tests/helpers/factories.ts';
import { postForm } from '../../../../tests/helpers/public-forms.ts';
import type { PersonDetail, PersonSummary } from '../../../shared/schemas/people.ts';
import type { Page } from '../../../shared/schemas/pagination.ts';

/** GET /api/people and GET /api/people/{id} (issue 27, decision 0041). */
const ctx = adminTestApp();

const uniquePhone = () => `+32477${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;

async function contact(email: string, phone: string, lastName = 'Janssens') {
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/public/api/contact',
    headers: ctx.t.xsrf,
    payload: { firstName: 'Sara', lastName, email, phone, message: 'Hello', website: '' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

async function personIdOf(resource: string, id: number) {
  return body<{ personId: number }>(await ctx.admin.get(`/api/${resource}/${id}`)).personId;
}

const list = async (query: string) => {
  const res = await ctx.admin.get(`/api/people?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<Page<PersonSummary>>(res);
};

describe('the people API', () => {
  it('GET /api/people/{id}: the person, their kinds and every record in time order', async () => {
    const marker = newMarker();
    const email = `${marker}@example.org`;
    const phone = uniquePhone();
    const job = await createJob(ctx.t.app, marker);
    const applied = await postForm(
      ctx.t,
      `/public/api/job/${job.id}/apply?lang=nl`,
      {
        name: 'application',
        value: { firstName: 'Sara', lastName: marker, email, phone, message: 'Graag', website: '' },
      },
      { name: 'file', fileName: 'cv.pdf', data: pdf() },
    );
    expect(applied.statusCode, applied.body).toBe(201);
    const applicationId = applied.json<{ id: number }>().id;
    const contactId = await contact(email.toUpperCase(), phone, marker);
    const personId = await personIdOf('job-applications', applicationId);

    const res = await ctx.admin.get(`/api/people/${personId}`);
    expect(res.statusCode).toBe(200);
    const person = body<PersonDetail>(res);
    expect(person).toMatchObject({ id: personId, email, phone, lastName: marker, lang: 'en', anonymisedAt: null });
    expect(person.kinds.sort()).toEqual(['candidate', 'correspondent']);
    expect(
      person.records.map(({ createdAt, ...rest }) => ({ ...rest, dated: !Number.isNaN(Date.parse(createdAt)) })),
    ).toEqual([
      { recordType: 'job-applications', id: applicationId, state: 'NEW', jobId: job.id, dated: true },
      { recordType: 'contacts', id: contactId, state: 'NEW', dated: true },
    ]);
    expect(person.possibleDuplicates).toEqual([]);

    const unknown = await ctx.admin.get('/api/people/2147483000');
    expect(unknown.statusCode).toBe(404);
    expect(body<{ error: { code: string; message: string } }>(unknown).error.code).toBe('NOT_FOUND');
  });

  it('GET /api/people: search, kind, and possible duplicates by a shared phone', async () => {
    const marker = newMarker();
    const phone = uniquePhone();
    const first = await personIdOf('contacts', await contact(`${marker}.a@example.org`, phone, marker));
    const second = await personIdOf('contacts', await contact(`${marker}.b@example.org`, phone, marker));
    const alone = await personIdOf('contacts', await contact(`${marker}.c@example.org`, uniquePhone(), marker));

    const found = await list(`q=${marker}`);
    expect(found.total).toBe(3);
    expect(found.items.map((p) => p.id)).toEqual([alone, second, first]);
    expect(found.items.map((p) => p.possibleDuplicate)).toEqual([false, true, true]);
    expect(found.items[0]).toMatchObject({ kinds: ['correspondent'], email: `${marker}.c@example.org` });

    const duplicates = await list(`q=${marker}&possibleDuplicate=true`);
    expect(duplicates.items.map((p) => p.id)).toEqual([second, first]);
    expect((await list(`q=${marker}&possibleDuplicate=false`)).items.map((p) => p.id)).toEqual([alone]);
    expect((await list(`q=${marker}&kind=correspondent&size=1&page=2`)).items.map((p) => p.id)).toEqual([second]);
    expect((await list(`q=${marker}&kind=consultant`)).total).toBe(0);

    const detail = body<PersonDetail>(await ctx.admin.get(`/api/people/${first}`));
    expect(detail.possibleDuplicates).toEqual([second]);

    // The flag is kept by the database on every write (migration 0032): a phone changed leaves the pair alone, the
    // same phone written again pairs them, an anonymised person is no one's duplicate, a deleted one neither.
    const db = ctx.t.app.db;
    const set = (id: number, fields: Partial<typeof people.$inferInsert>) =>
      db.update(people).set(fields).where(eq(people.id, id));
    const flagged = async () => (await list(`q=${marker}&possibleDuplicate=true`)).items.map((p) => p.id);
    await set(second, { phone: uniquePhone() });
    expect(await flagged()).toEqual([]);
    await set(alone, { phone });
    expect(await flagged()).toEqual([alone, first]);
    await set(second, { phone });
    expect(await flagged()).toEqual([alone, second, first]);
    await set(alone, { anonymisedAt: ctx.t.app.clock.now() });
    expect(await flagged()).toEqual([second, first]);
    await set(second, { phone: '' });
    expect(await flagged()).toEqual([]);
    await set(second, { phone });
    expect(await flagged()).toEqual([second, first]);
    await db.delete(contacts).where(eq(contacts.personId, second));
    await db.delete(people).where(eq(people.id, second));
    expect(await flagged()).toEqual([]);
    expect((await list(`q=${marker}&possibleDuplicate=false`)).items.map((p) => p.id)).toEqual([first]);
  });

  it('refuses a bad filter with the field at fault, and answers a MANAGER too', async () => {
    const bad = await ctx.admin.get('/api/people?kind=alien&possibleDuplicate=maybe');
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({
      error: { fields: { kind: 'validation.invalid', possibleDuplicate: 'validation.invalid' } },
    });
    expect((await ctx.t.app.inject({ method: 'GET', url: '/api/people' })).statusCode).toBe(401);
    const manager = staff(ctx.t, await managerToken(ctx.t, ctx.admin, `people.${newMarker()}`));
    expect((await manager.get('/api/people?size=1')).statusCode).toBe(200);
  });
});
