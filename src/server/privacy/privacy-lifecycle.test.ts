import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../../../tests/helpers/admin.ts';
import { createJob, createProfile, newMarker, personOf } from '../../../tests/helpers/factories.ts';
import { pdf, postForm } from '../../../tests/helpers/public-forms.ts';
import { createTestApp, TEST_SECRET, type TestApp } from '../../../tests/helpers/test-app.ts';
import { readZip } from '../../../tests/helpers/zip.ts';
import { PRIVACY_NOTICE_VERSION } from '../../shared/schemas/privacy.ts';
import {
  applicationRatings,
  applicationTags,
  auditLog,
  jobApplications,
  outboxMails,
  personTags,
  profiles,
  stateHistory,
  tags,
  users,
} from '../db/schema/index.ts';
import { storeFile } from '../files/stored-file.ts';
import { recordFormConsents } from './consent.ts';
import { runRetention } from './retention.ts';
import { changePoolConsent } from './self-service.ts';
import { MY_DATA_TOKEN_HEADER, signMyDataToken } from './self-service-link.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: TEST_SECRET });
});
afterAll(() => t.close());

/** A Belgian mobile number of its own for each test person, so that a scan for it finds only theirs. */
const uniquePhone = () => `+32479${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

async function application(marker: string, process = 'NEW', endedAt?: Date) {
  const email = `${marker}@example.org`;
  const phone = uniquePhone();
  const fileId = await storeFile(t.app.db, {
    fileName: `${marker}.pdf`,
    mimeType: 'application/pdf',
    data: Buffer.from(`%PDF-1.4 ${marker}`),
  });
  const fields = { firstName: `First${marker}`, lastName: `Last${marker}`, email, phone };
  const personId = await personOf(t.app.db, fields);
  const [row] = await t.app.db
    .insert(jobApplications)
    .values({ ...fields, personId, fileId, process })
    .returning();
  if (endedAt) {
    await t.app.db
      .insert(stateHistory)
      .values({ recordType: 'job-applications', recordId: row!.id, toState: process, changedAt: endedAt });
  }
  return { email, phone, row: row! };
}

type Column = { table_schema: string; table_name: string; column_name: string };
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows);

/**
 * Where any of `needles` is still written: every text, JSON and bytes column of every table (the stored files'
 * bytes included), read from information_schema so that a table added later is scanned too.
 */
async function traces(needles: string[]): Promise<string[]> {
  const columns = await t.app.db.execute(
    sql`select table_schema, table_name, column_name from information_schema.columns
        where table_schema not in ('pg_catalog', 'information_schema')
        and data_type in ('text', 'character varying', 'jsonb', 'json', 'bytea')`,
  );
  const hits: string[] = [];
  for (const c of rowsOf<Column>(columns)) {
    const text = sql`lower(encode(convert_to(${sql.identifier(c.column_name)}::text, 'UTF8'), 'escape'))`;
    for (const needle of needles) {
      const found = await t.app.db.execute(
        sql`select 1 from ${sql.identifier(c.table_schema)}.${sql.identifier(c.table_name)}
            where position(${needle.toLowerCase()} in ${text}) > 0 limit 1`,
      );
      if (rowsOf(found).length > 0) hits.push(`${c.table_schema}.${c.table_name}.${c.column_name}: ${needle}`);
    }
  }
  return hits;
}

const token = (email: string, days = 30) =>
  signMyDataToken(t.config.mail.myDataLinks.key, email, new Date(Date.now() + days * 86400_000));

describe('erasure, export and links', () => {
  it('erases a person so that no table holds their address or names, and their link answers 410', async () => {
    const marker = newMarker();
    const { email, phone } = await application(marker);
    const headers = { ...t.xsrf, [MY_DATA_TOKEN_HEADER]: token(email) };
    const mine = await t.app.inject({ method: 'GET', url: '/public/api/my-data', headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ records: unknown[] }>().records).toHaveLength(1);

    const zip = await t.app.inject({ method: 'GET', url: '/public/api/my-data/export', headers });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.includes(Buffer.from(`%PDF-1.4 ${marker}`))).toBe(true);

    const erased = await t.app.inject({
      method: 'POST',
      url: '/public/api/my-data/erase',
      headers,
      payload: { confirm: true },
    });
    expect(erased.statusCode).toBe(204);
    expect(await traces([email, `First${marker}`, `Last${marker}`, marker, phone])).toEqual([]);
    const again = await t.app.inject({ method: 'GET', url: '/public/api/my-data', headers });
    expect(again.statusCode).toBe(410);
  });

  it('refuses forged and expired links', async () => {
    const email = `${newMarker()}@example.org`;
    const forged = signMyDataToken('another-key', email, new Date(Date.now() + 86400_000));
    const res = await t.app.inject({
      method: 'GET',
      url: '/public/api/my-data',
      headers: { [MY_DATA_TOKEN_HEADER]: forged },
    });
    expect(res.statusCode).toBe(401);
    const expired = await t.app.inject({
      method: 'GET',
      url: '/public/api/my-data',
      headers: { [MY_DATA_TOKEN_HEADER]: token(email, -1) },
    });
    expect(expired.statusCode).toBe(410);
  });

  it('anonymises an ended application on the day its retention ends, not before', async () => {
    const ended = new Date('2026-01-15T10:00:00Z');
    const { row } = await application(newMarker(), 'NO_GO', ended);
    const [tag] = await t.app.db
      .insert(tags)
      .values({ name: `Retention ${newMarker()}`, color: 'grape' })
      .returning();
    const [rater] = await t.app.db.select({ id: users.id }).from(users).limit(1);
    await t.app.db.insert(applicationTags).values({ applicationId: row.id, tagId: tag!.id });
    await t.app.db.insert(personTags).values({ personId: row.personId, tagId: tag!.id });
    await t.app.db.insert(applicationRatings).values({ applicationId: row.id, userId: rater!.id, rating: 2 });
    const marks = () =>
      Promise.all([
        t.app.db.select().from(applicationTags).where(eq(applicationTags.applicationId, row.id)),
        t.app.db.select().from(applicationRatings).where(eq(applicationRatings.applicationId, row.id)),
        t.app.db.select().from(personTags).where(eq(personTags.personId, row.personId)),
      ]).then((lists) => lists.map((l) => l.length));
    const run = (at: string) => runRetention(t.app.db, t.app.mail, t.config.retention, new Date(at));
    await run('2026-07-14T10:00:00Z');
    expect(await marks()).toEqual([1, 1, 1]);
    const [before] = await t.app.db
      .select()
      .from(jobApplications)
      .where(sql`${jobApplications.id} = ${row.id}`);
    expect(before!.anonymisedAt).toBeNull();
    await run('2026-07-15T10:00:01Z');
    const [after] = await t.app.db
      .select()
      .from(jobApplications)
      .where(sql`${jobApplications.id} = ${row.id}`);
    expect(after!.anonymisedAt).not.toBeNull();
    expect(after!.email).toBe('');
    expect(after!.process).toBe('NO_GO');
    // Its tags and rating, and the person's tags (their only record), went with it.
    expect(await marks()).toEqual([0, 0, 0]);
  });
});

describe('export and erasure by an ADMIN', () => {
  it('exports every record, consent, history entry and file byte for byte, then erases it all, twice harmlessly', async () => {
    const admin = staff(t, await t.login());
    const marker = newMarker();
    const email = `${marker}@example.org`;
    const phone = uniquePhone();
    const names = { firstName: `First${marker}`, lastName: `Last${marker}` };
    const job = await createJob(t.app, newMarker());
    const cvOfApplication = pdf(`${names.firstName} application`);
    const cvOfSpontaneous = pdf(`${names.firstName} spontaneous`);
    const applied = await postForm(
      t,
      `/public/api/job/${job.id}/apply?lang=fr`,
      { name: 'application', value: { ...names, email, phone, message: 'Bonjour', poolConsent: true } },
      { name: 'file', fileName: 'cv.pdf', data: cvOfApplication },
    );
    const spontaneous = await postForm(
      t,
      '/public/api/spontaneous-applications?lang=fr',
      {
        name: 'application',
        value: { ...names, email: email.toUpperCase(), phone, availability: 'Now', post: 'Analyst' },
      },
      { name: 'cv', fileName: 'cv.pdf', data: cvOfSpontaneous },
    );
    // (Another address with the same phone is somebody else: tests/security/shared-phone.test.ts.)
    for (const res of [applied, spontaneous]) expect(res.statusCode).toBe(201);
    const ids = {
      'job-applications': [applied.json<{ id: number }>().id],
      'spontaneous-applications': [spontaneous.json<{ id: number }>().id],
    };

    // Staff's tags on the application and on the person, and a rating: theirs too (decision 0054, addendum).
    const tag = await admin.send('POST', '/api/tags', { name: `Tag ${marker}`, color: 'teal' });
    expect(tag.statusCode, tag.body).toBe(201);
    const tagId = tag.json<{ id: number }>().id;
    const applicationId = ids['job-applications'][0]!;
    const [{ personId }] = (await t.app.db
      .select({ personId: jobApplications.personId })
      .from(jobApplications)
      .where(eq(jobApplications.id, applicationId))) as [{ personId: number }];
    for (const [url, payload] of [
      [`/api/job-applications/${applicationId}/tags`, { tagIds: [tagId] }],
      [`/api/people/${personId}/tags`, { tagIds: [tagId] }],
      [`/api/job-applications/${applicationId}/rating`, { rating: 4 }],
    ] as const) {
      const res = await admin.send('PUT', url, payload);
      expect(res.statusCode, res.body).toBeLessThan(300);
    }

    const exported = await admin.send('POST', '/api/privacy/export', {
      recordType: 'spontaneous-applications',
      id: ids['spontaneous-applications'][0],
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    const zip = await readZip(exported.rawPayload);
    const document = JSON.parse(zip.get('person.json')!.toString()) as {
      emails: string[];
      records: Record<string, { id: number; email: string; firstName: string }[]>;
      consents: { recordType: string; recordId: number; purpose: string }[];
      history: { recordType: string; recordId: number }[];
      files: { recordType: string; recordId: number; path: string }[];
      tags: { applications: { applicationId: number; tag: string }[]; person: { personId: number; tag: string }[] };
      ratings: { applicationId: number; rating: number; ratedBy: string }[];
    };
    expect(document.emails).toEqual([email]);
    expect(document.tags).toEqual({
      applications: [{ applicationId, tag: `Tag ${marker}` }],
      person: [{ personId, tag: `Tag ${marker}` }],
    });
    expect(document.ratings).toMatchObject([{ applicationId, rating: 4, ratedBy: 'admin' }]);
    for (const [type, list] of Object.entries(ids)) {
      expect(document.records[type]!.map((r) => r.id)).toEqual(list);
      expect(document.records[type]![0]!.firstName).toBe(names.firstName);
      expect(document.history.filter((h) => h.recordType === type).map((h) => h.recordId)).toContain(list[0]);
      expect(document.consents.filter((c) => c.recordType === type && c.purpose === 'privacy_notice')).toHaveLength(1);
    }
    expect(document.consents.filter((c) => c.purpose === 'talent_pool')).toHaveLength(1);
    const fileOf = (type: string) => zip.get(document.files.find((f) => f.recordType === type)!.path);
    expect(document.files).toHaveLength(2);
    expect(fileOf('job-applications')!.equals(cvOfApplication)).toBe(true);
    expect(fileOf('spontaneous-applications')!.equals(cvOfSpontaneous)).toBe(true);

    // The scan finds them before the erasure: it can fail.
    const needles = [email, names.firstName, names.lastName, phone, phone.slice(3)];
    expect((await traces(needles)).length).toBeGreaterThan(0);
    const erased = await admin.send('POST', '/api/privacy/erase', {
      recordType: 'job-applications',
      id: ids['job-applications'][0],
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ records: 2 });
    const marksLeft = await Promise.all([
      t.app.db.select().from(applicationTags).where(eq(applicationTags.applicationId, applicationId)),
      t.app.db.select().from(applicationRatings).where(eq(applicationRatings.applicationId, applicationId)),
      t.app.db.select().from(personTags).where(eq(personTags.personId, personId)),
    ]);
    expect(marksLeft.map((rows) => rows.length)).toEqual([0, 0, 0]);
    // The tag itself is the firm's, not the person's: it stays.
    expect(await t.app.db.select().from(tags).where(eq(tags.id, tagId))).toHaveLength(1);
    // Nothing is sent to an erased address again, even when somebody asks for its link.
    const link = await t.app.inject({
      method: 'POST',
      url: '/public/api/my-data/link',
      headers: t.xsrf,
      payload: { email },
    });
    expect(link.statusCode).toBe(202);
    await t.app.myDataLinks.settled();
    expect(await traces(needles)).toEqual([]);

    const again = await admin.send('POST', '/api/privacy/erase', {
      recordType: 'job-applications',
      id: ids['job-applications'][0],
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ records: 0 });
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['privacy.export', 'privacy.erase']))
      .orderBy(auditLog.id);
    expect(audit.slice(-3).map((a) => [a.action, a.userName])).toEqual([
      ['privacy.export', 'admin'],
      ['privacy.erase', 'admin'],
      ['privacy.erase', 'admin'],
    ]);
  });

  it('is refused to a manager, and answers 404 for a record that does not exist', async () => {
    const admin = staff(t, await t.login());
    expect(
      (await admin.send('POST', '/api/privacy/erase', { recordType: 'contacts', id: 999_999_999 })).statusCode,
    ).toBe(404);
    const bad = await admin.send('POST', '/api/privacy/export', { recordType: 'people', id: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { fields: { recordType: 'validation.invalid' } } });
  });
});

describe('talent-pool consent over time', () => {
  it('keeps a profile whose consent was renewed, and anonymises it once the renewed consent lapses', async () => {
    const marker = newMarker();
    const profile = await createProfile(t.app, marker, { email: `${marker}@example.org`, process: 'NEW' });
    const given = new Date('2024-01-10T09:00:00Z');
    await t.app.db.transaction((tx) =>
      recordFormConsents(tx, {
        email: profile.email,
        recordType: 'profiles',
        recordId: profile.id,
        lang: 'en',
        at: given,
        noticeVersion: PRIVACY_NOTICE_VERSION,
        poolConsent: true,
        poolMonths: t.config.retention.poolMonths,
      }),
    );
    // Renewed from the reminder a month before it lapsed: 24 more months from then.
    await changePoolConsent(t.app.db, {
      email: profile.email,
      action: 'renewed',
      poolMonths: t.config.retention.poolMonths,
      lang: 'en',
      now: new Date('2025-12-10T09:00:00Z'),
    });
    const anonymisedAt = async () =>
      (await t.app.db.select().from(profiles).where(eq(profiles.id, profile.id)))[0]!.anonymisedAt;
    const run = (at: string) => runRetention(t.app.db, t.app.mail, t.config.retention, new Date(at));

    await run('2026-02-10T09:00:00Z'); // past the first consent's end
    expect(await anonymisedAt()).toBeNull();
    await run('2027-12-10T08:59:00Z'); // the renewed consent's last minute
    expect(await anonymisedAt()).toBeNull();
    await run('2027-12-10T09:00:01Z');
    expect(await anonymisedAt()).not.toBeNull();
  });
});

describe('renewal reminders', () => {
  it('mails the renewal 30 and 7 days before a pool consent lapses, once each, in the person language', async () => {
    const marker = newMarker();
    const profile = await createProfile(t.app, marker, { email: `${marker}@example.org`, process: 'NEW' });
    await t.app.db.transaction((tx) =>
      recordFormConsents(tx, {
        email: profile.email,
        recordType: 'profiles',
        recordId: profile.id,
        lang: 'nl',
        at: new Date('2024-03-01T09:00:00Z'),
        noticeVersion: PRIVACY_NOTICE_VERSION,
        poolConsent: true,
        poolMonths: 24,
      }),
    ); // lapses on 2026-03-01 at 09:00
    const reminders = () =>
      t.app.db
        .select()
        .from(outboxMails)
        .where(and(eq(outboxMails.recipient, profile.email), eq(outboxMails.template, 'pool-consent-renewal')))
        .orderBy(outboxMails.id);
    const run = (at: string) => runRetention(t.app.db, t.app.mail, t.config.retention, new Date(at));

    await run('2026-01-30T08:59:00Z');
    expect(await reminders()).toHaveLength(0);
    await run('2026-01-30T09:00:01Z');
    await run('2026-02-01T03:00:00Z');
    expect(await reminders()).toHaveLength(1);
    await run('2026-02-22T09:00:01Z');
    await run('2026-02-23T03:00:00Z');
    const sent = await reminders();
    expect(sent).toHaveLength(2);
    for (const mail of sent) {
      expect(mail.lang).toBe('nl');
      expect(String(mail.data.myDataLink)).toMatch(/\/my-data\?action=renew#/);
    }
  });
});

describe('"send me my link"', () => {
  it('answers the same for a known and an unknown address, mails only the known one, and is rate limited', async () => {
    const { email } = await application(newMarker());
    const unknown = `${newMarker()}@example.org`;
    const ask = (address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/public/api/my-data/link?lang=nl',
        headers: t.xsrf,
        payload: { email: address },
      });
    const known = await ask(email);
    const stranger = await ask(unknown);
    expect([known.statusCode, stranger.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(stranger.body);
    // The lookup and the mail come after the answer (docs/decisions/0036).
    await t.app.myDataLinks.settled();
    const mails = await t.app.db
      .select()
      .from(outboxMails)
      .where(inArray(outboxMails.recipient, [email, unknown]));
    expect(mails.map((m) => [m.recipient, m.template, m.lang])).toEqual([[email, 'my-data-link', 'nl']]);

    // Every address of this test client counts towards one limit: asking on and on ends in a 429.
    const codes: number[] = [];
    while (codes.length <= t.config.publicFormRateLimit && codes.at(-1) !== 429)
      codes.push((await ask(unknown)).statusCode);
    expect(codes.at(-1)).toBe(429);
    expect(codes.slice(0, -1).every((code) => code === 202)).toBe(true);
    const refused = await ask(email);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
