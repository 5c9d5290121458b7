import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApp, body, managerToken, staff } from '../../../../tests/helpers/admin.ts';
import { createCompany, createProfile, newMarker } from '../../../../tests/helpers/factories.ts';
import { earliestBookingDay } from '../../../shared/booking-slots.ts';
import type { Company, CompanyDetail, CompanySummary } from '../../../shared/schemas/company.ts';
import type { Page } from '../../../shared/schemas/pagination.ts';
import type { PersonDetail } from '../../../shared/schemas/people.ts';
import { companies, managers, people, talentInterviews } from '../../db/schema/index.ts';

/** GET/POST /api/companies, GET/PATCH /api/companies/{id}, and the forms that find or make a company (decision 0044). */
const ctx = adminTestApp();

type Fields = { error: { code: string; fields?: Record<string, string> } };

const requestTalent = async (payload: Record<string, unknown>, lang = 'en') => {
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: `/public/api/talent-requests?lang=${lang}`,
    headers: ctx.t.xsrf,
    payload: { contractType: 'CDI', skills: 'Java', talentName: 'Developer', ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
};

const book = async (profileId: number, payload: Record<string, unknown>) => {
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: `/public/api/profile/${profileId}/interviews`,
    headers: ctx.t.xsrf,
    payload: {
      bookedDate: earliestBookingDay(ctx.t.app.clock.now(), 1),
      bookedTime: '10:30',
      firstName: 'Marc',
      lastName: 'Client',
      phone: '+3225551234',
      comment: '',
      ...payload,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
};

const companyOfRecord = async (id: number) => {
  const [row] = await ctx.t.app.db
    .select({ companyId: talentInterviews.companyId, personId: talentInterviews.personId })
    .from(talentInterviews)
    .where(eq(talentInterviews.id, id));
  return row!;
};

const newManager = async (marker: string) => {
  const [row] = await ctx.t.app.db
    .insert(managers)
    .values({ firstName: 'Ann', lastName: marker, email: `${marker}.m@example.com` })
    .returning();
  return row!.id;
};

describe('the companies API', () => {
  it('POST /api/companies makes a company, normalising its VAT number; GET reads it back', async () => {
    const marker = newMarker();
    const managerId = await newManager(marker);
    const res = await ctx.admin.send('POST', '/api/companies', {
      name: `  Acme ${marker} `,
      vatNumber: 'be 0417.497.106',
      address: 'Rue de la Loi 16, 1000 Bruxelles',
      lang: 'fr',
      managerId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = body<Company>(res);
    expect(made).toMatchObject({ name: `Acme ${marker}`, vatNumber: 'BE0417497106', lang: 'fr', managerId });
    expect(made).not.toHaveProperty('nameKey');

    const read = await ctx.admin.get(`/api/companies/${made.id}`);
    expect(read.statusCode).toBe(200);
    expect(body<CompanyDetail>(read)).toMatchObject({ ...made, contacts: [], records: [], consultants: [] });

    // A bare Belgian number gets its prefix; other EU numbers are kept as typed, compacted.
    const bare = await ctx.admin.send('POST', '/api/companies', { name: `Bare ${marker}`, vatNumber: '0202239951' });
    expect(body<Company>(bare)).toMatchObject({ vatNumber: 'BE0202239951', lang: 'en', managerId: null });
    const dutch = await ctx.admin.send('POST', '/api/companies', {
      name: `NL ${marker}`,
      vatNumber: 'NL 8532.23.456.B01',
    });
    expect(body<Company>(dutch).vatNumber).toBe('NL853223456B01');
  });

  it('refuses bad input with 400 and the field, a name taken (case, accents) with 409', async () => {
    const marker = newMarker();
    const refused = async (
      payload: object,
      field: string,
      status = 400,
      method: 'POST' | 'PATCH' = 'POST',
      url = '/api/companies',
    ) => {
      const res = await ctx.admin.send(method, url, payload);
      expect(res.statusCode, res.body).toBe(status);
      return body<Fields>(res).error.fields?.[field];
    };
    expect(await refused({}, 'name')).toBe('validation.required');
    expect(await refused({ name: '   ' }, 'name')).toBe('validation.required');
    expect(await refused({ name: 'x'.repeat(201) }, 'name')).toBe('validation.tooLong');
    expect(await refused({ name: `A ${marker}`, lang: 'de' }, 'lang')).toBe('validation.invalid');
    expect(await refused({ name: `A ${marker}`, vatNumber: 'BE0417497107' }, 'vatNumber')).toBe(
      'validation.vatNumberCheck',
    );
    expect(await refused({ name: `A ${marker}`, vatNumber: 'BE12345' }, 'vatNumber')).toBe(
      'validation.vatNumberBelgian',
    );
    expect(await refused({ name: `A ${marker}`, vatNumber: 'US123456789' }, 'vatNumber')).toBe('validation.vatNumber');
    expect(await refused({ name: `A ${marker}`, managerId: 2_000_000_000 }, 'managerId')).toBe(
      'validation.unknownManager',
    );
    expect(await refused({ name: `A ${marker}`, managerId: 'x' }, 'managerId')).toBe('validation.invalid');

    const made = await createCompany(ctx.t.app, marker, { name: `Société Générale ${marker}` });
    expect(await refused({ name: `SOCIETE   generale ${marker}` }, 'name', 409)).toBe('validation.companyNameTaken');
    const other = await createCompany(ctx.t.app, `${marker}b`);
    const url = `/api/companies/${other.id}`;
    expect(await refused({ name: `société générale ${marker}` }, 'name', 409, 'PATCH', url)).toBe(
      'validation.companyNameTaken',
    );
    expect(await refused({ name: '' }, 'name', 400, 'PATCH', url)).toBe('validation.required');
    expect(await refused({ lang: 'xx' }, 'lang', 400, 'PATCH', url)).toBe('validation.invalid');
    // The company keeps its own name once more (a change of spelling only).
    const respelled = await ctx.admin.send('PATCH', `/api/companies/${made.id}`, {
      name: `Societe Generale ${marker}`,
    });
    expect(respelled.statusCode, respelled.body).toBe(200);
    expect((await ctx.admin.send('PATCH', '/api/companies/2147483000', { name: 'Nobody' })).statusCode).toBe(404);
    expect((await ctx.admin.get('/api/companies/2147483000')).statusCode).toBe(404);
    expect((await ctx.admin.get('/api/companies/abc')).statusCode).toBe(400);
  });

  it('PATCH /api/companies/{id} changes only the fields sent, the manager in charge included', async () => {
    const marker = newMarker();
    const made = await createCompany(ctx.t.app, marker, { vatNumber: 'BE0417497106' });
    const managerId = await newManager(marker);
    const res = await ctx.admin.send('PATCH', `/api/companies/${made.id}`, { address: 'Avenue Louise 1', managerId });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<Company>(res)).toMatchObject({
      name: made.name,
      vatNumber: 'BE0417497106',
      address: 'Avenue Louise 1',
      lang: 'fr',
      managerId,
    });
    const cleared = await ctx.admin.send('PATCH', `/api/companies/${made.id}`, { managerId: null, vatNumber: '' });
    expect(body<Company>(cleared)).toMatchObject({ managerId: null, vatNumber: '', address: 'Avenue Louise 1' });
  });

  it('GET /api/companies: a page as the other lists, searched, sorted, narrowed to a manager, with counts', async () => {
    const marker = newMarker();
    const managerId = await newManager(marker);
    const b = await createCompany(ctx.t.app, marker, { name: `Beta ${marker}`, managerId });
    const a = await createCompany(ctx.t.app, marker, { name: `Alpha ${marker}` });
    await requestTalent({ email: `${marker}.x@example.com`, client: `alpha ${marker}` });

    const list = async (query: string) => {
      const res = await ctx.admin.get(`/api/companies?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return body<Page<CompanySummary>>(res);
    };
    const found = await list(`q=${marker}&sort=name:asc`);
    expect(found).toMatchObject({ total: 2, page: 1, size: 10 });
    expect(found.items.map((c) => [c.id, c.contacts, c.records])).toEqual([
      [a.id, 1, 1],
      [b.id, 0, 0],
    ]);
    expect((await list(`q=${marker}&sort=name:desc&size=1`)).items.map((c) => c.id)).toEqual([b.id]);
    expect((await list(`q=${marker}&size=1&page=2&sort=name:asc`)).items.map((c) => c.id)).toEqual([b.id]);
    const first = await list(`q=${marker}&size=1&sort=name:asc`);
    expect((await list(`q=${marker}&size=1&sort=name:asc&page=2&after=${first.next}`)).items.map((c) => c.id)).toEqual([
      b.id,
    ]);
    expect((await list(`manager=${managerId}`)).items.map((c) => c.id)).toEqual([b.id]);

    const badSort = await ctx.admin.get('/api/companies?sort=vatNumber:asc');
    expect(badSort.statusCode).toBe(400);
    expect(body<Fields>(badSort).error.fields).toEqual({ sort: 'validation.invalid' });
    expect((await ctx.admin.get('/api/companies?size=1000')).statusCode).toBe(400);
  });

  it('is staff only: 401 without a token, 403 without the XSRF header, a MANAGER reads and writes', async () => {
    const { app, xsrf } = ctx.t;
    for (const [method, url] of [
      ['GET', '/api/companies'],
      ['POST', '/api/companies'],
      ['GET', '/api/companies/1'],
      ['PATCH', '/api/companies/1'],
    ] as const) {
      const res = await app.inject({ method, url, headers: xsrf, ...(method === 'GET' ? {} : { payload: {} }) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    const noXsrf = await app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: { authorization: ctx.admin.token },
      payload: { name: 'No XSRF' },
    });
    expect(noXsrf.statusCode).toBe(403);

    const manager = staff(ctx.t, await managerToken(ctx.t, ctx.admin, `companies.${newMarker()}`));
    const made = await manager.send('POST', '/api/companies', { name: `By a manager ${newMarker()}` });
    expect(made.statusCode, made.body).toBe(201);
    expect((await manager.get(`/api/companies/${body<Company>(made).id}`)).statusCode).toBe(200);
    expect((await manager.get('/api/companies')).statusCode).toBe(200);
  });
});

describe('the forms find or make the company of their sender', () => {
  it('the same company named twice, in other case and accents, is one company; its contacts and records', async () => {
    const marker = newMarker();
    const profile = await createProfile(ctx.t.app, marker);
    const first = await book(profile.id, { email: `${marker}.a@example.com`, client: `  Crédit   Agricole ${marker}` });
    const second = await requestTalent({
      email: `${marker}.b@example.com`,
      client: `CREDIT AGRICOLE ${marker.toUpperCase()}`,
    });
    const third = await requestTalent({ email: `${marker}.a@example.com`, client: `crédit agricole ${marker}` }, 'nl');
    const [a, b, c] = await Promise.all([first, second, third].map(companyOfRecord));
    expect(a!.companyId).not.toBeNull();
    expect(b!.companyId).toBe(a!.companyId);
    expect(c!.companyId).toBe(a!.companyId);
    expect(c!.personId).toBe(a!.personId);
    const rows = await ctx.t.app.db.select().from(companies).where(eq(companies.id, a!.companyId!));
    // Named as the first form spelled it, white space tidied, in its language.
    expect(rows).toEqual([expect.objectContaining({ name: `Crédit Agricole ${marker}`, lang: 'en' })]);

    const res = await ctx.admin.get(`/api/companies/${a!.companyId}`);
    const detail = body<CompanyDetail>(res);
    expect(detail.contacts.map((p) => p.id)).toEqual([a!.personId, b!.personId]);
    expect(detail.records.map((r) => [r.id, r.kind, r.personId])).toEqual([
      [first, 'BOOKING', a!.personId],
      [second, 'TALENT_REQUEST', b!.personId],
      [third, 'TALENT_REQUEST', a!.personId],
    ]);
    expect(detail.records[1]).toMatchObject({
      recordType: 'talent-interviews',
      state: 'REQUESTED',
      about: 'Developer',
    });
    expect(detail.consultants).toEqual([
      expect.objectContaining({
        profileId: profile.id,
        personId: profile.personId,
        name: `Test ${marker}`,
        profileState: 'HIRED',
        lastBookingState: 'REQUESTED',
      }),
    ]);

    const person = body<PersonDetail>(await ctx.admin.get(`/api/people/${b!.personId}`));
    expect(person.companyId).toBe(a!.companyId);
  });

  it('a talent request without a company (the old API) links none; another company moves a contact', async () => {
    const marker = newMarker();
    const id = await requestTalent({ email: `${marker}@example.com` });
    const { companyId, personId } = await companyOfRecord(id);
    expect(companyId).toBeNull();
    expect(body<PersonDetail>(await ctx.admin.get(`/api/people/${personId}`)).companyId).toBeNull();

    const later = await requestTalent({ email: `${marker}@example.com`, client: `New ${marker}` });
    const moved = await companyOfRecord(later);
    expect(body<PersonDetail>(await ctx.admin.get(`/api/people/${personId}`)).companyId).toBe(moved.companyId);
  });

  it('never overwrites the company staff gave a person; nor a company staff edited', async () => {
    const marker = newMarker();
    const staffCompany = await createCompany(ctx.t.app, marker, { vatNumber: 'BE0417497106', lang: 'nl' });
    const first = await requestTalent({ email: `${marker}@example.com`, client: `Other ${marker}` });
    const { personId } = await companyOfRecord(first);
    // Staff put the person in their company (PATCH /api/people/{id} does this; written directly here).
    await ctx.t.app.db
      .update(people)
      .set({ companyId: staffCompany.id, staffEditedAt: new Date() })
      .where(eq(people.id, personId));
    const second = await requestTalent({ email: `${marker}@example.com`, client: `Yet another ${marker}` });
    expect((await companyOfRecord(second)).companyId).not.toBe(staffCompany.id);
    expect(body<PersonDetail>(await ctx.admin.get(`/api/people/${personId}`)).companyId).toBe(staffCompany.id);

    // A form naming the staff's company finds it and leaves it as staff wrote it.
    const third = await requestTalent(
      { email: `${marker}.b@example.com`, client: staffCompany.name.toLowerCase() },
      'fr',
    );
    expect((await companyOfRecord(third)).companyId).toBe(staffCompany.id);
    const [kept] = await ctx.t.app.db.select().from(companies).where(eq(companies.id, staffCompany.id));
    expect(kept).toMatchObject({ name: staffCompany.name, vatNumber: 'BE0417497106', lang: 'nl' });
  });

  it('two forms naming the same new company at once make one company', async () => {
    const marker = newMarker();
    const ids = await Promise.all(
      ['a', 'b', 'c'].map((x) => requestTalent({ email: `${marker}.${x}@example.com`, client: `Rush ${marker}` })),
    );
    const found = await Promise.all(ids.map(companyOfRecord));
    expect(new Set(found.map((f) => f.companyId)).size).toBe(1);
  });
});
