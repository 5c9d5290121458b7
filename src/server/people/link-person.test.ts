import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApp, body, pdf } from '../../../tests/helpers/admin.ts';
import { newMarker } from '../../../tests/helpers/factories.ts';
import { postForm } from '../../../tests/helpers/public-forms.ts';
import { people } from '../db/schema/index.ts';
import { anonymiseRecords } from '../privacy/anonymise.ts';
import { linkPerson } from './link-person.ts';

/** Every record is written with its person (decision 0041): found by normalised e-mail, never by phone. */
const ctx = adminTestApp();

const uniquePhone = () => `+32478${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
const cv = () => ({ name: 'cv', fileName: 'cv.pdf', data: pdf() });

async function sendContact(fields: { email: string; phone: string; firstName?: string; lastName?: string }) {
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/public/api/contact',
    headers: ctx.t.xsrf,
    payload: { firstName: 'Anne', lastName: 'Dupont', message: 'Please call me.', website: '', ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

/** The record as staff read it, with its `personId`. */
async function record(resource: string, id: number) {
  const res = await ctx.admin.get(`/api/${resource}/${id}`);
  expect(res.statusCode).toBe(200);
  return body<{ personId: number; email: string }>(res);
}

const person = async (id: number) => (await ctx.t.app.db.select().from(people).where(eq(people.id, id)))[0]!;

describe('the person of a record', () => {
  it('links every form of one address (any case, any spaces) to one person, and answers personId', async () => {
    const marker = newMarker();
    const phone = uniquePhone();
    const contact = await sendContact({ email: `  ${marker}.Anne@Example.ORG `, phone });
    const spontaneous = await postForm(
      ctx.t,
      '/public/api/spontaneous-applications?lang=fr',
      {
        name: 'application',
        value: {
          salutation: 'Ms',
          firstName: 'Anne',
          lastName: 'Dupont-Lambert',
          email: `${marker}.anne@example.org`,
          phone,
          availability: 'Immediately',
          post: 'Analyst',
          website: '',
        },
      },
      cv(),
    );
    expect(spontaneous.statusCode, spontaneous.body).toBe(201);
    const request = await ctx.t.app.inject({
      method: 'POST',
      url: '/public/api/talent-requests',
      headers: ctx.t.xsrf,
      payload: { contractType: 'FREELANCE', skills: 'SQL', talentName: 'Analyst', email: `${marker}.ANNE@example.org` },
    });
    expect(request.statusCode).toBe(201);

    const first = await record('contacts', contact);
    const second = await record('spontaneous-applications', spontaneous.json<{ id: number }>().id);
    const third = await record('talent-interviews', request.json<{ id: number }>().id);
    expect(first.personId).toEqual(expect.any(Number));
    expect([second.personId, third.personId]).toEqual([first.personId, first.personId]);
    // The person holds the address once, normalised, and the newest form's values (nobody on staff edited them).
    expect(await person(first.personId)).toMatchObject({
      email: `${marker}.anne@example.org`,
      salutation: 'Ms',
      lastName: 'Dupont-Lambert',
      phone,
      lang: 'en',
      staffEditedAt: null,
      anonymisedAt: null,
    });
  });

  it('never links by phone: another address with the same phone is another person', async () => {
    const phone = uniquePhone();
    const one = await record('contacts', await sendContact({ email: `${newMarker()}@example.org`, phone }));
    const other = await record('contacts', await sendContact({ email: `${newMarker()}@example.org`, phone }));
    expect(other.personId).not.toBe(one.personId);
    expect((await person(other.personId)).phone).toBe((await person(one.personId)).phone);
  });

  it('two forms of the same new address at once make one person', async () => {
    const email = `${newMarker()}@example.org`;
    const ids = await Promise.all([0, 1, 2].map(() => sendContact({ email, phone: uniquePhone() })));
    const linked = await Promise.all(ids.map((id) => record('contacts', id)));
    expect(new Set(linked.map((r) => r.personId)).size).toBe(1);
    expect(await ctx.t.app.db.select().from(people).where(eq(people.email, email))).toHaveLength(1);
    // The same at the level of the statement, each in its own transaction.
    const other = `${newMarker()}@example.org`;
    const at = new Date();
    const both = await Promise.all(
      [0, 1].map(() => ctx.t.app.db.transaction((tx) => linkPerson(tx, { email: other }, { source: 'form', at }))),
    );
    expect(both[0]).toBe(both[1]);
  });

  it('a consultant staff created keeps what staff wrote when the same address sends a form', async () => {
    const marker = newMarker();
    const email = `${marker}@example.org`;
    const created = await ctx.admin.form('POST', '/api/postProfile', {
      name: 'profile',
      value: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        phone: '+32470000001',
        displayedFirstName: 'Ada',
        displayedLastName: 'L.',
        profileTitle: 'Data Engineer',
        region: 'Brussels',
        display: false,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const profile = body<{ id: number; personId: number }>(created);
    const staffPerson = await person(profile.personId);
    expect(staffPerson).toMatchObject({ email, lastName: 'Lovelace', region: 'Brussels' });
    expect(staffPerson.staffEditedAt).not.toBeNull();

    const contact = await record(
      'contacts',
      await sendContact({ email: email.toUpperCase(), phone: uniquePhone(), firstName: 'A.', lastName: 'King' }),
    );
    expect(contact.personId).toBe(profile.personId);
    // The record keeps what the form said; the person keeps what staff wrote.
    expect(await person(profile.personId)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+32470000001',
    });

    // Given another address by staff, the profile belongs to that address's person.
    const moved = await ctx.admin.form('PUT', '/api/profile', {
      name: 'profile',
      value: {
        id: profile.id,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: `${marker}.new@example.org`,
        displayedFirstName: 'Ada',
        displayedLastName: 'L.',
        display: false,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const movedTo = body<{ personId: number }>(moved).personId;
    expect(movedTo).not.toBe(profile.personId);
    expect((await person(movedTo)).email).toBe(`${marker}.new@example.org`);
    // The contact message still belongs to the former person, who stays.
    expect((await person(profile.personId)).email).toBe(email);

    // A person left with no record goes with their last one.
    const deleted = await ctx.admin.send('DELETE', `/api/profile/${profile.id}`);
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await ctx.t.app.db.select().from(people).where(eq(people.id, movedTo))).toEqual([]);
  });

  it('anonymises a person with their last record, and frees the address for a new person', async () => {
    const email = `${newMarker()}@example.org`;
    const first = await sendContact({ email, phone: uniquePhone() });
    const second = await sendContact({ email, phone: uniquePhone() });
    const { personId } = await record('contacts', first);
    const anonymise = (id: number) =>
      ctx.t.app.db.transaction((tx) => anonymiseRecords(tx, [{ recordType: 'contacts', id }], new Date(), 'retention'));

    await anonymise(first);
    // One record still holds the person's data: the person stays.
    expect(await person(personId)).toMatchObject({ email, anonymisedAt: null });

    await anonymise(second);
    const gone = await person(personId);
    expect(gone).toMatchObject({ email: '', phone: '', lastName: '', salutation: '' });
    expect(gone.anonymisedAt).not.toBeNull();

    const again = await record('contacts', await sendContact({ email, phone: uniquePhone() }));
    expect(again.personId).not.toBe(personId);
  });
});
