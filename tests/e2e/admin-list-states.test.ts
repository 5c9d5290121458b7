import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { createJob, createJobApplication, newMarker } from '../helpers/factories.ts';
import { jsonForm } from '../helpers/multipart.ts';
import { pdf } from '../helpers/public-forms.ts';
import { ADMIN, xsrfHeaders } from '../helpers/test-app.ts';
import { logInAs } from './admin-helpers.ts';

/** Issue 26: a list that fails to load (item 1), an anonymised record (item 1), mail badges (item 20), roles (item 21). */
let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

async function staffCall(method: 'GET' | 'POST', url: string, payload?: object, user = ADMIN) {
  const xsrf = await xsrfHeaders(site.app);
  const login = await site.app.inject({
    method: 'POST',
    url: '/api/token',
    headers: xsrf,
    payload: { username: user.username, password: user.password },
  });
  expect(login.statusCode).toBe(200);
  return site.app.inject({ method, url, headers: { ...xsrf, authorization: login.body }, payload });
}

/** A job application sent through the public form: its acknowledgement lands in the outbox. */
async function apply(lastName: string) {
  const job = await createJob(site.app, newMarker());
  const email = `${lastName.toLowerCase()}@example.com`;
  const form = jsonForm(
    {
      name: 'application',
      value: { firstName: 'Bea', lastName, email, phone: '+32470123456', message: 'Hello', website: '' },
    },
    { name: 'file', fileName: 'cv.pdf', data: pdf() },
  );
  const sent = await site.app.inject({
    method: 'POST',
    url: `/public/api/job/${job.id}/apply?lang=en`,
    headers: { ...(await xsrfHeaders(site.app)), ...form.headers },
    payload: form.payload,
  });
  expect(sent.statusCode).toBe(201);
  return { id: sent.json<{ id: number }>().id, email, job };
}

/** Each badge's label, and whether the badge shows all of it (nothing cut, no ellipsis). */
const badges = (page: Page, within: string) =>
  page.locator(`${within} .mantine-Badge-root`).evaluateAll((nodes) =>
    nodes.map((node) => {
      const label = node.querySelector('.mantine-Badge-label') ?? node;
      return {
        text: label.textContent,
        whole: label.scrollWidth <= label.clientWidth && node.scrollWidth <= node.clientWidth,
      };
    }),
  );

describe('a back-office list that fails to load', () => {
  it('says so with a retry, never that nothing matches', async () => {
    const application = await createJobApplication(site.app);
    const { context, page } = await site.newPage();
    await logInAs(page);
    let broken = true;
    await page.route(
      (url) => url.pathname === '/api/job-applications',
      (route) =>
        broken
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong on our side' } }),
            })
          : route.continue(),
    );
    await page.goto('/jobsApplications');
    await expect
      .poll(() => page.getByText('This list could not be loaded.').isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await page.getByText('Nothing matches these filters.').count()).toBe(0);

    broken = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.getByText('This list could not be loaded.').count()).toBe(0);
    await expect.poll(() => page.locator('tbody tr').filter({ hasText: application.lastName }).count()).toBe(1);
    await context.close();
  });
});

describe('an anonymised record', () => {
  it('is listed and opened, marked as anonymised in the page language', async () => {
    const { id, job } = await apply('Erasable');
    const erased = await staffCall('POST', '/api/privacy/erase', { recordType: 'job-applications', id });
    expect(erased.statusCode).toBe(200);

    const { context, page } = await site.newPage({ locale: 'fr-BE' });
    await logInAs(page);
    await page.evaluate(() => localStorage.setItem('lang', 'fr'));
    await page.goto(`/jobsApplications?q=${encodeURIComponent(job.title)}`);
    const row = page.getByRole('row').filter({ hasText: job.title });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toMatch(/Anonymisé/i);
    expect(await row.innerText()).toMatch(/Retirée|Retiré/i);
    await row.click();
    await expect.poll(() => page.getByText('Dossier anonymisé').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('Les données de la personne ont été effacées : le dossier est clôturé.').isVisible())
      .toBe(true);
    expect(await page.getByText("La personne a été effacée : l'état de ce dossier ne change plus.").isVisible()).toBe(
      true,
    );
    await context.close();
  });
});

describe('mail state badges', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`show their whole label in the Outbox and a record's Mails panel at ${viewport.width}px`, async () => {
      const { id, email } = await apply(`Badge${viewport.width}`);
      const { context, page } = await site.newPage({ viewport });
      await logInAs(page);
      await page.goto(`/outbox?q=${email}`);
      const row = page.getByRole('row').filter({ hasText: email });
      await expect.poll(() => row.count()).toBeGreaterThan(0);
      const inOutbox = await badges(page, 'tbody');
      expect(inOutbox.length).toBeGreaterThan(0);
      expect(inOutbox.filter((b) => !b.whole)).toEqual([]);

      await page.goto(`/jobsApplications/${id}`);
      const panel = page.locator('[aria-label="Mails"]');
      await expect.poll(() => panel.locator('.mantine-Badge-root').count()).toBeGreaterThan(0);
      const inPanel = await badges(page, '[aria-label="Mails"]');
      expect(inPanel.filter((b) => !b.whole)).toEqual([]);
      await context.close();
    });
  }
});

describe('a MANAGER', () => {
  it('has no Outbox or Audit log in the menu, and is told these screens are for administrators', async () => {
    const manager = { username: `mgr.${newMarker()}`, password: 'manager-password-1' };
    const created = await staffCall('POST', '/api/user/add', {
      userName: manager.username,
      password: manager.password,
      role: 'MANAGER',
    });
    expect(created.statusCode).toBe(201);

    const { context, page } = await site.newPage();
    await logInAs(page, manager.username, manager.password);
    await page.goto('/jobsApplications');
    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    await expect.poll(() => menu.getByRole('link', { name: 'Job applications' }).count()).toBe(1);
    expect(await menu.getByRole('link', { name: 'Outbox' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Audit log' }).count()).toBe(0);

    for (const path of ['/outbox', '/auditLog']) {
      await page.goto(path);
      await expect
        .poll(() => page.getByText('This screen is for administrators.', { exact: false }).isVisible())
        .toBe(true);
      expect(await page.getByText('Not saved', { exact: true }).count()).toBe(0);
      expect(await page.getByText('user accounts', { exact: false }).count()).toBe(0);
    }
    await context.close();
  });
});
