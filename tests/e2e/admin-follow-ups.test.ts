import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmDay } from '../../src/shared/firm-time.ts';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { jobApplications } from '../../src/server/db/schema/index.ts';
import { newMarker, personOf } from '../helpers/factories.ts';
import { logInAs, navigateInApp } from './admin-helpers.ts';
import { seriousViolations } from './axe.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite({}, { demo: false });
});
afterAll(() => site?.close());

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

describe('follow-ups (issue 28, item 6)', () => {
  it('set from a record with "Remind me", shown on the dashboard, marked done there; axe-clean', async () => {
    const marker = newMarker();
    const fields = { firstName: 'Test', lastName: marker, email: `${marker}@example.com`, phone: '+32470123456' };
    const [application] = await site.app.db
      .insert(jobApplications)
      .values({ ...fields, personId: await personOf(site.app.db, fields), process: 'NEW' })
      .returning();
    const recordPath = `/jobsApplications/${application!.id}`;
    const note = `Call back about the offer ${marker}`;
    const { page } = await site.newPage({ viewport: { width: 1280, height: 900 } });
    await logInAs(page);
    await page.goto(recordPath);
    await page.getByRole('heading', { level: 1, name: `Test ${marker}` }).waitFor();
    const followUps = page.getByRole('region', { name: 'Follow-ups' });
    await followUps.getByText('No open follow-up.').waitFor();

    // Remind me today (the firm's day): a note is needed first.
    await followUps.getByRole('button', { name: 'Remind me' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remind me' });
    await dialog.getByRole('button', { name: 'Save the reminder' }).click();
    await dialog.getByText('This field is required.').first().waitFor();
    expect(await dialog.getByLabel('Remind', { exact: true }).locator('option:checked').innerText()).toBe('admin');
    await dialog.getByRole('button', { name: 'Remind on' }).click();
    const today = firmDay(new Date());
    // The calendar opens on the browser's month; the firm's day may already be in the next one (around midnight).
    if (Number(today.slice(5, 7)) !== new Date().getMonth() + 1)
      await page.getByRole('button', { name: 'Next month' }).click();
    await page
      .locator('[data-dates-dropdown] button:not([data-outside])', {
        hasText: new RegExp(`^${Number(today.slice(8))}$`),
      })
      .first()
      .click();
    await dialog.getByLabel('Note').fill(note);
    expect(await seriousViolations(page, WCAG)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save the reminder' }).click();
    await dialog.waitFor({ state: 'detached' });
    await followUps.getByText(note).waitFor();
    expect((await followUps.innerText()).toLowerCase()).toContain('today');

    // The dashboard: in "My follow-ups", linking to the record.
    await navigateInApp(page, '/home');
    const mine = page.getByRole('region', { name: 'My follow-ups' });
    await mine.getByText(note).waitFor();
    // The top bar counts it too (issue 28 item 8), a link to this dashboard.
    await page.getByRole('banner').getByRole('link', { name: '1 follow-up due' }).waitFor();
    const link = mine.getByRole('link', { name: `Test ${marker}` });
    expect(await link.getAttribute('href')).toBe(recordPath);
    expect(await seriousViolations(page, WCAG)).toEqual([]);

    // Done: it leaves the dashboard, and the record has no open follow-up any more.
    await mine.getByRole('button', { name: `Done: ${note}` }).click();
    await mine.getByText(note).waitFor({ state: 'detached' });
    await link.waitFor({ state: 'detached' });
    await page.getByRole('banner').getByRole('link', { name: '0 follow-ups due' }).waitFor();
    await navigateInApp(page, recordPath);
    await page.getByRole('region', { name: 'Follow-ups' }).getByText('No open follow-up.').waitFor();

    // The record's person has the same section on their page.
    await navigateInApp(page, `/crudPeople/${application!.personId}`);
    await page.getByRole('region', { name: 'Follow-ups' }).getByRole('button', { name: 'Remind me' }).waitFor();
    expect(await seriousViolations(page, WCAG)).toEqual([]);
    // A walk over three screens with four axe runs: more than the browser tests' minute on a loaded machine.
  }, 120_000);
});
