import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { createJobApplication, moveRecord } from '../helpers/factories.ts';
import { createPublicCatalogue, shownName, type PublicCatalogue } from '../helpers/public-catalogue.ts';
import { logInAs } from './admin-helpers.ts';
import { poll } from './public-helpers.ts';

let site: RunningSite;
let catalogue: PublicCatalogue;
let jobId: number;
let profileId: number;
let applicationId: number;
/** A comment staff wrote in English on the application's history. */
const SCREENED = 'CV screened: the profile matches the brief.';
beforeAll(async () => {
  site = await startSite();
  catalogue = await createPublicCatalogue(site.app);
  jobId = catalogue.jobs.java.id;
  profileId = catalogue.profiles.consultant.id;
  const application = await createJobApplication(site.app, { jobId, lang: 'nl' });
  await moveRecord(site.app, 'job-applications', application.id, { process: 'IN_REVIEW', comment: SCREENED });
  applicationId = application.id;
});
afterAll(() => site?.close());

/** The value (dd) next to a label (dt) in a description list. */
const fact = (page: Page, label: string) =>
  page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`, 'i') })
    .locator('xpath=following-sibling::dd[1]');
/** A staff text as shown: its language, and whether it says it is not translated. */
const untranslated = async (where: Locator, text: string) => ({
  lang: await where.getByText(text, { exact: true }).getAttribute('lang'),
  note: (await where.getByTestId('not-translated').first().innerText()).trim(),
});
/** A staff text on a public page: its language, and how many staff notes are shown (none to candidates). */
const publicText = async (where: Locator, text: string) => ({
  lang: await where.getByText(text, { exact: true }).getAttribute('lang'),
  notes: await where.getByTestId('not-translated').count(),
});

describe('texts in the page language', () => {
  it('labels codes and marks staff texts with their language, without a staff note, on a French job page', async () => {
    const { context, page } = await site.newPage({ locale: 'fr-BE' });
    await page.goto(`/jobs/${jobId}`);
    const { java } = catalogue.jobs;
    await poll(() => fact(page, 'Lieu').innerText()).toBe('Bruxelles');
    // Issue 44 item 9: a rate that is an amount and a period is written the French way, in the page's language.
    // (French puts a no-break space between the figure and the sign: any space here.)
    await poll(async () => (await fact(page, 'Rémunération').innerText()).replace(/\s/g, ' ')).toBe('650 €/jour');
    expect(await fact(page, 'Rémunération').locator('[lang="en"]').count()).toBe(0);
    // Issue 26: a staff text candidates see is marked as English for screen readers, with no staff note.
    expect(await publicText(fact(page, 'Formation'), java.education)).toEqual({ lang: 'en', notes: 0 });
    expect(await page.getByText('(non traduit)').count()).toBe(0);
    // In English, the same texts need no note.
    const en = await site.newPage({ locale: 'en-US' });
    await en.page.goto(`/jobs/${jobId}`);
    await poll(() => fact(en.page, 'Pay').innerText()).toBe(java.rate);
    expect(await en.page.getByTestId('not-translated').count()).toBe(0);
    await en.context.close();
    await context.close();
  });

  it('marks the availability of a talent as English, without a staff note, on Dutch profile pages and cards', async () => {
    const { context, page } = await site.newPage({ locale: 'nl-BE' });
    await page.goto(`/profiles/${profileId}`);
    await poll(() => fact(page, 'Regio').innerText()).toBe('Antwerpen');
    expect(await publicText(fact(page, 'Beschikbaarheid'), 'Immediately')).toEqual({ lang: 'en', notes: 0 });
    await page.goto('/profiles');
    const card = page.getByTestId('profile-card').filter({ hasText: shownName(catalogue.profiles.consultant) });
    await card.waitFor();
    expect(await publicText(card, 'Immediately')).toEqual({ lang: 'en', notes: 0 });
    expect(await page.getByText('(niet vertaald)').count()).toBe(0);
    await context.close();
  });

  it('shows the back-office history, languages and regions in French', async () => {
    const { context, page } = await site.newPage({ locale: 'fr-BE' });
    await logInAs(page);
    await page.goto(`/jobsApplications/${applicationId}`);
    const history = page.locator('.mantine-Timeline-root');
    await poll(() => history.innerText()).toContain('Par le site web');
    expect(await history.innerText()).not.toContain('Received through the website');
    expect(await untranslated(history, SCREENED)).toEqual({
      lang: 'en',
      note: '(non traduit)',
    });
    await poll(() => fact(page, 'Langue').innerText()).toBe('néerlandais');
    await page.goto('/crudJob');
    await poll(() => page.getByRole('cell', { name: 'Bruxelles', exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('cell', { name: 'Brussels', exact: true }).count()).toBe(0);
    await page.goto(`/crudJob/${jobId}`);
    await poll(() => page.getByLabel('Région').first().inputValue()).toBe('Bruxelles');
    await context.close();
  });
});
