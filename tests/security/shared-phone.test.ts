import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, spontaneousApplications, storedFiles } from '../../src/server/db/schema/index.ts';
import { isSuppressed } from '../../src/server/privacy/suppression.ts';
import type { PersonView } from '../../src/shared/schemas/person.ts';
import { managerToken, staff, type Staff } from '../helpers/admin.ts';
import { createJob, newMarker } from '../helpers/factories.ts';
import { pdf, postForm } from '../helpers/public-forms.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { readZip } from '../helpers/zip.ts';

/**
 * Issue 26, item 5: two people who share a phone (a switchboard, a family landline) but not an e-mail are two
 * people. The person page shows the other only as a possible duplicate; the export, the erasure and the
 * suppression list never take in the other's records, CV or address.
 */
let t: TestApp;
let admin: Staff;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_FORM_RATE_LIMIT: '0' });
  admin = staff(t, await t.login());
});
afterAll(() => t.close());

const idOf = (res: { json: <T>() => T }) => res.json<{ id: number }>().id;

async function twoPeopleOnePhone() {
  const marker = newMarker();
  const phone = `+32478${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  const eva = { firstName: `Eva${marker}`, lastName: 'Peeters', email: `eva.${marker}@example.org`, phone };
  // The other one writes the same line the national way: it is stored as the same E.164 number.
  const jan = {
    firstName: `Jan${marker}`,
    lastName: 'Peeters',
    email: `jan.${marker}@example.net`,
    phone: `0${phone.slice(3)}`,
  };
  const evaCv = pdf(`Eva ${marker} CV`);
  const janCv = pdf(`Jan ${marker} CV`);
  const job = await createJob(t.app, marker);
  const applied = await postForm(
    t,
    `/public/api/job/${job.id}/apply?lang=nl`,
    { name: 'application', value: { ...eva, message: 'Hallo' } },
    { name: 'file', fileName: 'cv.pdf', data: evaCv },
  );
  const spontaneous = await postForm(
    t,
    '/public/api/spontaneous-applications?lang=nl',
    { name: 'application', value: { ...jan, availability: 'Now', post: 'Analyst' } },
    { name: 'cv', fileName: 'cv.pdf', data: janCv },
  );
  expect([applied.statusCode, spontaneous.statusCode]).toEqual([201, 201]);
  return { eva, jan, evaCv, janCv, evaId: idOf(applied), janId: idOf(spontaneous) };
}

describe('a phone shared by two people', () => {
  it('shows the other only as a possible duplicate on the person page', async () => {
    const { jan, evaId, janId } = await twoPeopleOnePhone();
    const view = (await admin.get(`/api/persons/job-applications/${evaId}`)).json<PersonView>();
    expect(view.records.map((r) => [r.recordType, r.id])).toEqual([['job-applications', evaId]]);
    expect(view.possibleDuplicates.map((r) => [r.recordType, r.id, r.email])).toEqual([
      ['spontaneous-applications', janId, jan.email],
    ]);
    expect(view.consents.every((c) => c.recordType === 'job-applications' && c.recordId === evaId)).toBe(true);
  });

  it("leaves the other's records, CV and address out of the export ZIP and untouched by the erasure", async () => {
    const { eva, jan, evaCv, janCv, evaId, janId } = await twoPeopleOnePhone();

    const exported = await admin.send('POST', '/api/privacy/export', { recordType: 'job-applications', id: evaId });
    expect(exported.statusCode).toBe(200);
    const zip = await readZip(exported.rawPayload);
    const person = zip.get('person.json')!.toString();
    const document = JSON.parse(person) as {
      emails: string[];
      records: Record<string, { id: number }[]>;
      files: { path: string }[];
    };
    expect(document.emails).toEqual([eva.email]);
    expect(document.records['job-applications']!.map((r) => r.id)).toEqual([evaId]);
    expect(document.records['spontaneous-applications'] ?? []).toEqual([]);
    expect(person).not.toContain(jan.email);
    expect(person).not.toContain(jan.firstName);
    expect(document.files).toHaveLength(1);
    expect(zip.get(document.files[0]!.path)!.equals(evaCv)).toBe(true);
    expect([...zip.values()].some((bytes) => bytes.equals(janCv))).toBe(false);

    const erased = await admin.send('POST', '/api/privacy/erase', { recordType: 'job-applications', id: evaId });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ records: 1 });

    const [janRow] = await t.app.db.select().from(spontaneousApplications).where(eq(spontaneousApplications.id, janId));
    expect(janRow).toMatchObject({ firstName: jan.firstName, email: jan.email, anonymisedAt: null });
    expect(janRow!.cvFileId).not.toBeNull();
    const [file] = await t.app.db.select().from(storedFiles).where(eq(storedFiles.id, janRow!.cvFileId!));
    expect(file).toBeDefined();
    expect(await isSuppressed(t.app.db, jan.email)).toBe(false);
    expect(await isSuppressed(t.app.db, eva.email)).toBe(true);
    const janView = (await admin.get(`/api/persons/spontaneous-applications/${janId}`)).json<PersonView>();
    expect(janView.records.map((r) => r.id)).toEqual([janId]);
    expect(janView.suppressed).toBe(false);
  });
});

describe('a person who comes back after an erasure', () => {
  it('can be taken off the suppression list by an ADMIN, audited; a MANAGER gets 403', async () => {
    const { eva, evaId } = await twoPeopleOnePhone();
    expect(
      (await admin.send('POST', '/api/privacy/erase', { recordType: 'job-applications', id: evaId })).statusCode,
    ).toBe(200);
    const back = await t.app.inject({
      method: 'POST',
      url: '/public/api/contact?lang=nl',
      headers: t.xsrf,
      payload: { ...eva, message: 'Ik ben terug' },
    });
    expect(back.statusCode).toBe(201);
    const ref = { recordType: 'contacts', id: idOf(back) };
    expect((await admin.get(`/api/persons/contacts/${ref.id}`)).json<PersonView>().suppressed).toBe(true);

    const manager = staff(t, await managerToken(t, admin, `manager.${newMarker()}`));
    expect((await manager.send('POST', '/api/privacy/unsuppress', ref)).statusCode).toBe(403);
    expect(await isSuppressed(t.app.db, eva.email)).toBe(true);

    const lifted = await admin.send('POST', '/api/privacy/unsuppress', ref);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toEqual({ removed: true });
    expect(await isSuppressed(t.app.db, eva.email)).toBe(false);
    expect((await admin.get(`/api/persons/contacts/${ref.id}`)).json<PersonView>().suppressed).toBe(false);
    const [line] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'privacy.unsuppress'))
      .orderBy(auditLog.id);
    expect(line!.userName).toBe('admin');
    expect(line!.detail).toMatchObject({ removed: true });
    expect(JSON.stringify(line!.detail)).not.toContain(eva.email);
  });
});
