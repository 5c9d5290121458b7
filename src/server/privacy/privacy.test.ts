import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, type Staff } from '../../../tests/helpers/admin.ts';
import { createJob, createProfile, newMarker } from '../../../tests/helpers/factories.ts';
import { pdf, postForm } from '../../../tests/helpers/public-forms.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { testClock } from '../../../tests/helpers/test-clock.ts';
import type { PersonView } from '../../shared/schemas/person.ts';
import { PRIVACY_NOTICE_VERSION } from '../../shared/schemas/privacy.ts';
import { auditLog, consentEvents, jobApplications, profiles } from '../db/schema/index.ts';

const NOW = new Date('2026-11-23T09:30:00.000Z');
const clock = testClock(NOW);
let t: TestApp;
let admin: Staff;
beforeAll(async () => {
  // This file sends more forms than one visitor may: the limit has its own tests.
  t = await createTestApp({ PUBLIC_FORM_RATE_LIMIT: '0' }, { clock });
  admin = staff(t, await t.login());
});
afterAll(() => t.close());

const person = (email: string, phone = '+32470000001') => ({ firstName: 'Eva', lastName: 'Janssens', email, phone });
const cv = (name: string) => ({ name, fileName: 'cv.pdf', data: pdf() });
const apply = (jobId: number, value: object, lang = 'nl') =>
  postForm(t, `/public/api/job/${jobId}/apply?lang=${lang}`, { name: 'application', value }, cv('file'));
const consentsOf = (recordType: string, recordId: number) =>
  t.app.db
    .select()
    .from(consentEvents)
    .where(and(eq(consentEvents.recordType, recordType), eq(consentEvents.recordId, recordId)))
    .orderBy(asc(consentEvents.id));
const rows = async (table: typeof jobApplications | typeof profiles) =>
  (await t.app.db.select({ n: count() }).from(table))[0]!.n;

describe('consent stored with the record', () => {
  it('an application stores the notice it was sent under, and the pool consent only when ticked', async () => {
    const job = await createJob(t.app, newMarker());
    const withPool = await apply(job.id, { ...person('Eva.Pool@Example.com '), message: 'Hallo', poolConsent: true });
    expect(withPool.statusCode).toBe(201);
    const { id } = withPool.json<{ id: number }>();
    expect(await consentsOf('job-applications', id)).toEqual([
      expect.objectContaining({
        email: 'eva.pool@example.com',
        purpose: 'privacy_notice',
        action: 'given',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        lang: 'nl',
        source: 'form',
        at: NOW,
        expiresAt: null,
      }),
      expect.objectContaining({
        purpose: 'talent_pool',
        action: 'given',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        at: NOW,
        expiresAt: new Date('2028-11-23T09:30:00.000Z'),
      }),
    ]);

    const without = await apply(job.id, { ...person('eva.nopool@example.com'), message: 'Hallo' }, 'fr');
    const events = await consentsOf('job-applications', without.json<{ id: number }>().id);
    expect(events.map((e) => [e.purpose, e.lang])).toEqual([['privacy_notice', 'fr']]);
  });

  it('every other public form records its notice in the same transaction as its record', async () => {
    const spontaneous = await postForm(
      t,
      '/public/api/spontaneous-applications?lang=en',
      {
        name: 'application',
        value: { ...person('spont@example.com'), availability: 'Now', post: 'Tester', poolConsent: true },
      },
      cv('cv'),
    );
    const contact = await t.app.inject({
      method: 'POST',
      url: '/public/api/contact?lang=fr',
      headers: t.xsrf,
      payload: { ...person('contact@example.com'), message: 'Bonjour' },
    });
    const request = await t.app.inject({
      method: 'POST',
      url: '/public/api/talent-requests?lang=en',
      headers: t.xsrf,
      payload: { contractType: 'CDI', skills: 'SQL', talentName: 'Analyst', email: 'cto@client.example.be' },
    });
    const profile = await createProfile(t.app, newMarker());
    const booking = await t.app.inject({
      method: 'POST',
      url: `/public/api/profile/${profile.id}/interviews?lang=en`,
      headers: t.xsrf,
      payload: {
        ...person('buyer@client.example.be'),
        client: 'Client SA',
        bookedDate: '2099-01-05',
        bookedTime: '10:00',
      },
    });
    for (const res of [spontaneous, contact, request, booking]) expect(res.statusCode).toBe(201);
    const purposes = async (type: string, res: typeof contact) =>
      (await consentsOf(type, res.json<{ id: number }>().id)).map((e) => e.purpose);
    expect(await purposes('spontaneous-applications', spontaneous)).toEqual(['privacy_notice', 'talent_pool']);
    expect(await purposes('contacts', contact)).toEqual(['privacy_notice']);
    expect(await purposes('talent-interviews', request)).toEqual(['privacy_notice']);
    expect(await purposes('talent-interviews', booking)).toEqual(['privacy_notice']);
  });

  it('joining the talent pool needs its consent ticked, and stores it with the profile', async () => {
    const profile = {
      ...person('pool.member@example.com'),
      availability: 'Now',
      contractType: 'FREELANCE',
      technicalSkills: 'SQL',
      experience: '5-10',
      postTitle: 'Analyst',
    };
    const join = (value: object) => postForm(t, '/public/api/talents?lang=en', { name: 'profile', value }, cv('cv'));
    const before = await rows(profiles);
    for (const refused of [profile, { ...profile, poolConsent: false }, { ...profile, poolConsent: 'yes' }]) {
      const res = await join(refused);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { fields: { poolConsent: 'validation.poolConsentRequired' } } });
    }
    expect(await rows(profiles)).toBe(before);

    const joined = await join({ ...profile, poolConsent: true });
    expect(joined.statusCode).toBe(201);
    const events = await consentsOf('profiles', joined.json<{ id: number }>().id);
    expect(events.map((e) => [e.purpose, e.expiresAt?.toISOString() ?? null])).toEqual([
      ['privacy_notice', null],
      ['talent_pool', '2028-11-23T09:30:00.000Z'],
    ]);
  });

  it('refuses a notice version the site never showed, saving nothing', async () => {
    const job = await createJob(t.app, newMarker());
    const before = await rows(jobApplications);
    const res = await apply(job.id, { ...person('forged@example.com'), message: 'Hi', noticeVersion: '1999-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { fields: { noticeVersion: 'validation.invalid' } } });
    expect(await rows(jobApplications)).toBe(before);
  });
});

describe('the duplicate flag', () => {
  it('flags a second application of the same e-mail to the same job, without refusing or merging it', async () => {
    const job = await createJob(t.app, newMarker());
    const other = await createJob(t.app, newMarker());
    const first = (await apply(job.id, { ...person('twice@example.com'), message: 'First' })).json<{ id: number }>();
    const second = await apply(job.id, { ...person(' TWICE@example.com', '0470 99 88 77'), message: 'Second' });
    expect(second.statusCode).toBe(201);
    const elsewhere = await apply(other.id, { ...person('twice@example.com'), message: 'Other job' });

    const record = await admin.get(`/api/job-applications/${second.json<{ id: number }>().id}`);
    expect(record.json()).toMatchObject({ duplicateOfId: first.id, message: 'Second', phone: '+32470998877' });
    // Nothing a form sends overwrites the first record.
    expect((await admin.get(`/api/job-applications/${first.id}`)).json()).toMatchObject({
      duplicateOfId: null,
      message: 'First',
      phone: '+32470000001',
    });
    expect((await admin.get(`/api/job-applications/${elsewhere.json<{ id: number }>().id}`)).json()).toMatchObject({
      duplicateOfId: null,
    });
    const list = await admin.get(`/api/job-applications?q=twice%40example.com&size=50`);
    const flags = list
      .json<{ items: { id: number; duplicateOfId: number | null }[] }>()
      .items.map((r) => r.duplicateOfId);
    expect(flags.sort()).toEqual([first.id, null, null].sort());
  });
});

describe('one person across the product', () => {
  it('lists every record of the e-mail and their consents, and those only sharing its phone apart', async () => {
    const job = await createJob(t.app, newMarker());
    const applied = await apply(job.id, { ...person('linked@example.com', '0470 11 22 33'), message: 'Hi' });
    const contact = await t.app.inject({
      method: 'POST',
      url: '/public/api/contact?lang=en',
      headers: t.xsrf,
      payload: { ...person('linked.work@company.be', '+32 470 11 22 33'), message: 'Hello' },
    });
    const stranger = await apply(job.id, { ...person('stranger@example.com', '+32479000000'), message: 'Hi' });
    for (const res of [applied, contact, stranger]) expect(res.statusCode).toBe(201);

    const res = await admin.get(`/api/persons/job-applications/${applied.json<{ id: number }>().id}`);
    expect(res.statusCode).toBe(200);
    const view = res.json<PersonView>();
    expect(view.email).toBe('linked@example.com');
    expect(view.records.map((r) => [r.recordType, r.id])).toEqual([
      ['job-applications', applied.json<{ id: number }>().id],
    ]);
    // The same phone with another address: perhaps the same person, perhaps a shared line (issue 26).
    expect(view.possibleDuplicates.map((r) => [r.recordType, r.id, r.email])).toEqual([
      ['contacts', contact.json<{ id: number }>().id, 'linked.work@company.be'],
    ]);
    expect(view.consents.map((c) => c.recordType)).toEqual(['job-applications']);
    expect(view.suppressed).toBe(false);
    expect(view.poolConsent).toBeNull();
  });

  it('is for staff only, and named by a record, never by an address in the URL', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/persons/contacts/1' })).statusCode).toBe(401);
    const res = await admin.get('/api/persons/people/1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { fields: { recordType: 'validation.invalid' } } });
    expect((await admin.get('/api/persons/contacts/999999999')).statusCode).toBe(404);
    expect((await admin.get('/api/persons?email=linked@example.com')).statusCode).toBe(404);
  });
});

describe('who saw which CV', () => {
  it('audits every download of a file with who and when, and shows it on the person page', async () => {
    const job = await createJob(t.app, newMarker());
    const { id } = (await apply(job.id, { ...person('seen@example.com', '+32470555444'), message: 'Hi' })).json<{
      id: number;
    }>();
    const [row] = await t.app.db.select().from(jobApplications).where(eq(jobApplications.id, id));
    const before = await admin.get(`/api/persons/job-applications/${id}`);
    expect(before.json<PersonView>().fileViews).toEqual([]);

    expect((await admin.get(`/api/files/${row!.fileId}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/files/${row!.fileId}`)).statusCode).toBe(200);
    const missing = await admin.get('/api/files/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);

    const entries = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'file.view'));
    expect(entries.filter((e) => e.detail.fileId === row!.fileId)).toHaveLength(2);
    expect(entries.some((e) => e.detail.fileId === '00000000-0000-4000-8000-000000000000')).toBe(false);
    // Only the file's id: its name may hold the person's name, which an erasure must not leave behind.
    expect(entries.every((e) => Object.keys(e.detail).join() === 'fileId')).toBe(true);

    const views = (await admin.get(`/api/persons/job-applications/${id}`)).json<PersonView>().fileViews;
    expect(views).toEqual([
      expect.objectContaining({ fileId: row!.fileId, userName: 'admin', recordType: 'job-applications', recordId: id }),
      expect.objectContaining({ fileId: row!.fileId, userName: 'admin', recordType: 'job-applications', recordId: id }),
    ]);
  });
});
