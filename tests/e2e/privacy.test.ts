import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentEvents, contacts, jobApplications } from '../../src/server/db/schema/index.ts';
import { PRIVACY_NOTICE_VERSION } from '../../src/shared/schemas/privacy.ts';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { createJob, newMarker, personOf } from '../helpers/factories.ts';
import { readZip } from '../helpers/zip.ts';
import { logInAs } from './admin-helpers.ts';
import { expectAccessible, heading, pdfFile, poll } from './public-helpers.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const consentsOf = (recordId: number) =>
  site.app.db
    .select()
    .from(consentEvents)
    .where(and(eq(consentEvents.recordType, 'job-applications'), eq(consentEvents.recordId, recordId)))
    .orderBy(asc(consentEvents.id));

describe('the privacy notice', () => {
  it('is linked from the footer and names the controller, the DPO, purposes, rights and its version', async () => {
    const { context, page } = await site.newPage();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/privacy');
    await poll(() => heading(page)).toBe('Privacy notice');
    const main = page.locator('#main');
    await poll(() => main.innerText()).toContain('Version in force since November 22, 2026');
    const text = await main.innerText();
    for (const part of [
      'Northwind Talent SRL is the controller',
      'privacy@northwind.example.com',
      'Your consent, given with its own unticked box',
      '24 months from your consent',
      'Belgian Data Protection Authority',
    ])
      expect(text).toContain(part);
    await expectAccessible(page);
    await context.close();
  });

  it('is in French and Dutch too', async () => {
    for (const [locale, title] of [
      ['fr-BE', 'Politique de confidentialité'],
      ['nl-BE', 'Privacyverklaring'],
    ] as const) {
      const { context, page } = await site.newPage({ locale });
      await page.goto('/privacy');
      await poll(() => heading(page)).toBe(title);
      await context.close();
    }
  });
});

describe('an application, its consents and its person in the back-office', () => {
  it('stores the consents with the record, flags a repeated application, links the person and audits CV views', async () => {
    const job = await createJob(site.app, newMarker());
    const { context, page } = await site.newPage();
    const applyOnce = async (message: string, pool: boolean) => {
      await page.goto(`/jobs/${job.id}`);
      const form = page.getByRole('form', { name: 'Apply for this job' });
      await form.getByLabel(/^First name/).fill('Noor');
      await form.getByLabel(/^Last name/).fill('Peeters');
      await form.getByLabel(/^E-mail address/).fill('noor.peeters@example.com');
      await form.getByLabel(/^Phone/).fill('0470 12 34 56');
      await form.getByLabel(/^Your motivation/).fill(message);
      await form.locator('input[type=file]').setInputFiles(pdfFile('noor-peeters.pdf'));
      const consent = form.getByRole('checkbox', { name: 'Keep my CV for future positions for 24 months' });
      expect(await consent.isChecked()).toBe(false);
      if (pool) await consent.check();
      const notice = form.getByRole('link', { name: 'privacy notice' });
      expect(await notice.getAttribute('href')).toBe('/privacy');
      await expectAccessible(page);
      await form.getByRole('button', { name: 'Send my application' }).click();
      await poll(() => page.getByTestId('form-success').isVisible()).toBe(true);
      const [row] = await site.app.db.select().from(jobApplications).orderBy(desc(jobApplications.id)).limit(1);
      return row!;
    };
    const first = await applyOnce('First time', true);
    const second = await applyOnce('Second time', false);

    expect((await consentsOf(first.id)).map((c) => [c.purpose, c.noticeVersion, c.lang])).toEqual([
      ['privacy_notice', PRIVACY_NOTICE_VERSION, 'en'],
      ['talent_pool', PRIVACY_NOTICE_VERSION, 'en'],
    ]);
    expect((await consentsOf(second.id)).map((c) => c.purpose)).toEqual(['privacy_notice']);
    expect(second.duplicateOfId).toBe(first.id);
    expect(first.duplicateOfId).toBeNull();

    await logInAs(page);
    await page.goto(`/jobsApplications?q=noor.peeters`);
    const rows = page.locator('tbody tr');
    await poll(() => rows.count()).toBe(2);
    expect(await page.locator('tbody').getByText('Duplicate', { exact: true }).count()).toBe(1);

    await page.goto(`/jobsApplications/${second.id}`);
    const person = page.getByRole('region', { name: 'Person', exact: true });
    await poll(() => person.innerText()).toContain('Privacy notice given on');
    const personText = await person.innerText();
    expect(personText).toContain(`notice ${PRIVACY_NOTICE_VERSION}, language en, by website form`);
    expect(personText).toContain('Second application of this e-mail to this job');
    await person.getByRole('link', { name: `Job application #${first.id}` }).waitFor();
    await expectAccessible(page);

    // A staff member opens the CV: the person page says who did, and when.
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.locator('iframe').waitFor();
    await person.getByRole('link', { name: 'Person page' }).click();
    await poll(() => new URL(page.url()).pathname).toBe(`/persons/job-applications/${second.id}`);
    await poll(() => heading(page)).toBe('noor.peeters@example.com');
    const records = page.getByRole('region', { name: 'Records', exact: true });
    await poll(() => records.getByRole('link').count()).toBe(2);
    await poll(() =>
      page
        .getByRole('region', { name: 'Consents', exact: true })
        .getByText(/^Talent pool given/)
        .count(),
    ).toBe(1);
    expect(await page.locator('body').innerText()).toContain('Talent pool: consent in force until');
    await poll(() => page.getByRole('region', { name: 'Who opened their files' }).innerText()).toContain(
      `admin opened the file of Job application #${second.id}`,
    );
    await expectAccessible(page);

    // The ADMIN takes the person's ZIP, then erases them after a confirmation that says what it does.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export (ZIP)' }).click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const zip = await readZip(Buffer.concat(chunks));
    const exported = JSON.parse(zip.get('person.json')!.toString()) as { records: Record<string, { id: number }[]> };
    expect(exported.records['job-applications']!.map((r) => r.id).sort()).toEqual([first.id, second.id].sort());
    expect([...zip.keys()].filter((name) => name.startsWith('files/'))).toHaveLength(2);

    await page.getByRole('button', { name: 'Erase this person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase this person?' });
    await poll(() => dialog.innerText()).toContain('The 2 records listed on this page');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await poll(() => records.innerText()).toContain('No record of this person.');
    const erased = await site.app.db
      .select()
      .from(jobApplications)
      .where(inArray(jobApplications.id, [first.id, second.id]));
    expect(erased.map((r) => [r.email, r.fileId, r.anonymisedAt !== null])).toEqual([
      ['', null, true],
      ['', null, true],
    ]);
    await context.close();
  });
});

describe('a phone shared by two people, and a person who comes back (issue 26)', () => {
  it('shows the other as a possible duplicate only, and lets the ADMIN allow mail again', async () => {
    const marker = newMarker();
    const phone = '+3226001122';
    const eva = `eva.${marker}@example.org`;
    const jan = `jan.${marker}@example.net`;
    const [mine] = await site.app.db
      .insert(jobApplications)
      .values({
        firstName: 'Eva',
        lastName: marker,
        email: eva,
        phone,
        personId: await personOf(site.app.db, { email: eva, phone }),
        process: 'NEW',
      })
      .returning();
    const [other] = await site.app.db
      .insert(contacts)
      .values({
        firstName: 'Jan',
        lastName: marker,
        email: jan,
        phone,
        personId: await personOf(site.app.db, { email: jan, phone }),
        message: 'Hello',
        process: 'NEW',
      })
      .returning();
    const { context, page } = await site.newPage();
    await logInAs(page);
    await page.goto(`/persons/job-applications/${mine!.id}`);
    await poll(() => heading(page)).toBe(eva);
    const records = page.getByRole('region', { name: 'Records', exact: true });
    await poll(() => records.getByRole('link').count()).toBe(1);
    const duplicates = page.getByRole('region', { name: 'Possible duplicates', exact: true });
    await poll(() => duplicates.innerText()).toContain(`Contact #${other!.id}`);
    expect(await duplicates.innerText()).toContain(`${jan}`);
    expect(await duplicates.innerText()).toContain('same phone, other e-mail');
    expect(await records.innerText()).not.toContain(jan);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Erase this person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase this person?' });
    await poll(() => dialog.innerText()).toContain('The 1 records listed on this page');
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await poll(() => records.innerText()).toContain('No record of this person.');
    const [kept] = await site.app.db.select().from(contacts).where(eq(contacts.id, other!.id));
    expect(kept).toMatchObject({ email: jan, anonymisedAt: null });

    // Eva writes again: her new record's person page says her address is blocked, and the ADMIN lifts it.
    const [back] = await site.app.db
      .insert(contacts)
      .values({
        firstName: 'Eva',
        lastName: marker,
        email: eva,
        phone: '',
        personId: await personOf(site.app.db, { email: eva }),
        message: 'Back',
        process: 'NEW',
      })
      .returning();
    await page.goto(`/persons/contacts/${back!.id}`);
    const blocked = page.getByTestId('suppressed');
    await poll(() => blocked.innerText()).toContain('This address is on the suppression list');
    await blocked.getByRole('button', { name: 'Allow mail again' }).click();
    await poll(() => blocked.count()).toBe(0);
    await context.close();
  });
});
