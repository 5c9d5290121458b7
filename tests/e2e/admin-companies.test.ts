import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earliestBookingDay } from '../../src/shared/booking-slots.ts';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { createProfile, newMarker } from '../helpers/factories.ts';
import { xsrfHeaders } from '../helpers/test-app.ts';
import { logInAs, navigateInApp, networkQuiet } from './admin-helpers.ts';
import { seriousViolations } from './axe.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite({}, { demo: false });
});
afterAll(() => site?.close());

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A talent request sent from the public form's API, naming its company. */
async function requestTalent(email: string, client: string) {
  const res = await site.app.inject({
    method: 'POST',
    url: '/public/api/talent-requests',
    headers: await xsrfHeaders(site.app),
    payload: { contractType: 'CDI', skills: 'Java', talentName: 'Back-end developer', email, client },
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('the companies screens (decision 0044)', () => {
  it('add a company, see the forms that name it on its page, edit it; axe-clean', async () => {
    const marker = newMarker();
    const name = `Brasserie ${marker}`;
    const { context, page } = await site.newPage({ viewport: { width: 1280, height: 900 } });
    await logInAs(page);
    await page.goto('/home');
    await page.getByRole('navigation').getByRole('link', { name: 'Companies' }).click();
    await page.getByRole('heading', { level: 1, name: 'Companies' }).waitFor();
    expect(await seriousViolations(page, WCAG)).toEqual([]);

    // Add: a VAT number that does not add up is refused on its field, with the reason.
    await page.getByRole('button', { name: 'Add company' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('VAT number').fill('BE 0417.497.107');
    expect(await seriousViolations(page, WCAG)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('This Belgian VAT number does not add up').waitFor();
    await dialog.getByLabel('VAT number').fill('BE 0417.497.106');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // Saved, the dialog leaves for the new company's page (no "unsaved changes" on the way).
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/crudCompanies\/\d+$/);
    const companyPath = new URL(page.url()).pathname;
    await expect.poll(() => page.getByLabel('VAT number').inputValue()).toBe('BE0417497106');
    await page.getByText('No booking or request yet.').waitFor();

    // Two requests naming it in other case and accents: both on its page, their senders its contacts.
    await requestTalent(`${marker}.a@example.com`, `BRASSÉRIE ${marker.toUpperCase()}`);
    await requestTalent(`${marker}.b@example.com`, ` brasserie   ${marker} `);
    await page.reload();
    const records = page.getByTestId('company-records').getByRole('listitem');
    await expect.poll(() => records.count()).toBe(2);
    expect(await records.first().innerText()).toContain('Talent request');
    const contacts = page.getByTestId('company-contacts').getByRole('link');
    await expect.poll(() => contacts.count()).toBe(2);
    expect(await contacts.first().getAttribute('href')).toMatch(/^\/crudPeople\/\d+$/);
    expect(await seriousViolations(page, WCAG)).toEqual([]);

    // Edit: the address, saved and kept.
    await page.getByLabel('Address').fill('Grand-Place 1, 1000 Bruxelles');
    const saved = networkQuiet(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await saved();
    await page.reload();
    await expect.poll(() => page.getByLabel('Address').inputValue()).toBe('Grand-Place 1, 1000 Bruxelles');

    // The list finds it, with its counts, and opens it.
    await navigateInApp(page, `/crudCompanies?q=${marker}`);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.innerText()).toContain('BE0417497106');
    await row.click();
    await page.waitForURL((url) => url.pathname === companyPath);
    await context.close();
  }, 120_000);

  it('lists the consultants a company booked, linked to their profile', async () => {
    const marker = newMarker();
    const profile = await createProfile(site.app, marker);
    const res = await site.app.inject({
      method: 'POST',
      url: `/public/api/profile/${profile.id}/interviews`,
      headers: await xsrfHeaders(site.app),
      payload: {
        bookedDate: earliestBookingDay(site.app.clock.now(), 1),
        bookedTime: '10:30',
        firstName: 'Marc',
        lastName: marker,
        email: `${marker}@example.com`,
        phone: '+3225551234',
        client: `Booker ${marker}`,
        comment: '',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { context, page } = await site.newPage({ viewport: { width: 390, height: 844 } });
    await logInAs(page);
    await page.goto(`/crudCompanies?q=${marker}`);
    await page
      .getByRole('row')
      .filter({ hasText: `Booker ${marker}` })
      .click();
    await page.getByRole('heading', { level: 1, name: `Booker ${marker}` }).waitFor();
    const consultant = page.getByTestId('company-consultants').getByRole('link', { name: `Test ${marker}` });
    expect(await consultant.getAttribute('href')).toBe(`/crudProfile/${profile.id}`);
    expect(await seriousViolations(page, WCAG)).toEqual([]);
    await context.close();
  }, 120_000);
});
