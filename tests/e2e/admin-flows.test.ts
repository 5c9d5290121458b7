import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index.ts';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { createJobApplication, createManager, cvUpload, newMarker } from '../helpers/factories.ts';
import { ADMIN } from '../helpers/test-app.ts';
import { shoot, signedInPage } from './admin-helpers.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
  const app = site.app;
  // The managers the forms choose; a new application (sent from the website, with its CV) to move to a no go.
  await createManager(app, { firstName: 'Nadia', lastName: 'El Amrani' });
  await createManager(app, { firstName: 'Sophie', lastName: 'Lambert' });
  const marker = newMarker();
  await createJobApplication(app, { cv: cvUpload(marker, `CV_${marker}.pdf`) });
});
afterAll(() => site?.close());

const path = (page: Page) => new URL(page.url()).pathname;
const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};
const saved = (page: Page) => page.getByText('Your changes have been saved.').first();

describe('jobs', () => {
  it('staff log in, create a job in newJob, and visitors find it on the jobs page', async () => {
    const { context, page } = await site.newPage();
    await page.goto('/login');
    await page.getByLabel('User name').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => path(page)).toBe('/home');

    // New job: from the top bar's quick create (the sidebar lists the screens, the creation forms are reached so).
    await page.getByRole('banner').getByRole('button', { name: 'Create' }).click();
    await page.getByRole('menuitem', { name: 'New job' }).click();
    await page.getByLabel('Title').fill('Quantum Software Engineer');
    await page.getByLabel('Reference').fill('NW-QSE-1');
    await choose(page, 'Contract', 'Freelance');
    await choose(page, 'Manager', 'Nadia El Amrani');
    await page.getByLabel('Description (English)').fill('Build the quantum stack.');
    await page.getByRole('tab', { name: 'Français' }).click();
    await page.getByLabel('Description (French)').fill('Construire la pile quantique.');
    await page.getByRole('tab', { name: 'Nederlands' }).click();
    await page.getByLabel('Description (Dutch)').fill('De kwantumstack bouwen.');
    await page.getByRole('button', { name: 'Applications close on' }).click();
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.locator('[data-dates-dropdown] button:not([data-outside])', { hasText: /^15$/ }).first().click();
    await page.getByRole('switch', { name: 'Urgent', exact: true }).check();
    await shoot(page, 'flow-new-job');
    await page.getByRole('button', { name: 'Save job' }).click();
    await expect.poll(() => saved(page).isVisible()).toBe(true);
    await expect.poll(() => path(page)).toBe('/crudJob');
    await expect
      .poll(() =>
        page
          .getByRole('cell', { name: /Quantum Software Engineer/ })
          .first()
          .isVisible(),
      )
      .toBe(true);

    // The public search page (the public engineer's) finds it.
    await page.goto('/jobs?keyword=Quantum');
    await expect.poll(() => page.getByText('Quantum Software Engineer').first().isVisible()).toBe(true);
    await context.close();
  });

  it('asks before deleting, and before leaving a form with unsaved changes', async () => {
    const { context, page } = await signedInPage(site);
    await page.goto('/newJob');
    await page.getByLabel('Title').fill('Half-typed job');
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Jobs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay on the page' }).click();
    expect(path(page)).toBe('/newJob');
    expect(await page.getByLabel('Title').inputValue()).toBe('Half-typed job');
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Jobs' }).click();
    await page
      .getByRole('dialog', { name: 'Unsaved changes' })
      .getByRole('button', { name: 'Leave without saving' })
      .click();
    await expect.poll(() => path(page)).toBe('/crudJob');

    await page.getByLabel('Search').fill('NW-QSE-1');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('NW-QSE-1');
    await page.getByRole('button', { name: 'Delete Quantum Software Engineer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(
      await page
        .getByRole('cell', { name: /Quantum Software Engineer/ })
        .first()
        .isVisible(),
    ).toBe(true);
    await page.getByRole('button', { name: 'Delete Quantum Software Engineer' }).click();
    await page.getByRole('dialog', { name: 'Delete?' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('Nothing matches these filters.').isVisible()).toBe(true);
    await context.close();
  });
});

describe('a job application', () => {
  it('goes from NEW through IN_REVIEW and INTERVIEW to NO_GO, with its history', async () => {
    const { context, page } = await signedInPage(site);
    await page.goto('/jobsApplications');
    await choose(page, 'State', 'New');
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.get('process')).toBe('NEW');
    await page.reload();
    expect(await page.getByRole('cell', { name: 'In review' }).count()).toBe(0);
    await page.getByRole('row').nth(1).click();
    await expect.poll(() => path(page)).toMatch(/^\/jobsApplications\/\d+$/);

    const panel = page.getByRole('form', { name: 'Change of state' });
    const move = async (state: string, fill?: () => Promise<void>) => {
      await choose(page, 'New state', state);
      await fill?.();
      await panel.getByRole('button', { name: 'Change the state' }).click();
    };
    // Only the moves the state machine allows are offered.
    await page.getByRole('combobox', { name: 'New state' }).click();
    // Any other open state, or an end (docs/product-decisions.md section 7); staff may also record that the
    // candidate withdrew (docs/decisions/0031).
    expect(await page.getByRole('option').allInnerTexts()).toEqual([
      'In review',
      'Interview',
      'Offer',
      'Hired',
      'No go',
      'Withdrawn',
    ]);
    await page.keyboard.press('Escape');

    await move('In review', () => panel.getByLabel('Comment for the history').fill('CV matches the brief'));
    await expect.poll(() => page.getByText('The state is now “In review”.').isVisible()).toBe(true);
    await move('Interview');
    await expect.poll(() => page.getByText('Current state:').locator('..').innerText()).toContain('INTERVIEW');
    await move('No go');
    await expect.poll(() => panel.getByText('This field is required.').isVisible()).toBe(true);
    await panel.getByLabel('Reason for the no go').fill('Looking for more Kubernetes experience');
    await panel.getByRole('button', { name: 'Change the state' }).click();
    await expect.poll(() => page.getByText('The state is now “No go”.').isVisible()).toBe(true);

    const history = page.getByRole('region', { name: 'History' });
    await expect.poll(() => history.innerText()).toContain('Interview → No go');
    const text = await history.innerText();
    expect(text).toContain('New → In review');
    expect(text).toContain('CV matches the brief');
    expect(text).toContain('Looking for more Kubernetes experience');
    expect(text).toMatch(/By the website/);
    expect(text.match(/By admin/g)).toHaveLength(3);

    // The CV previews inline, as a blob the browser can only hand to its PDF viewer.
    await page.getByRole('button', { name: 'Preview' }).click();
    const frame = page.locator('iframe[title^="Preview of CV_"]');
    await frame.waitFor();
    const src = (await frame.getAttribute('src'))!;
    expect(src).toMatch(/^blob:/);
    await shoot(page, 'flow-application-no-go');
    await context.close();
  });

  it('exports the filtered list as CSV', async () => {
    const { context, page } = await signedInPage(site);
    await page.goto('/jobsApplications?process=NO_GO');
    await page.getByRole('row').nth(1).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = (await buffer(await download.createReadStream())).toString('utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Number;First name;Last name;E-mail;Phone/);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.includes('No go'))).toBe(true);
    expect(csv).toMatch(/'\+32/);
    await context.close();
  });
});

describe('user accounts', () => {
  it('an ADMIN creates a MANAGER, who cannot open the users screen (the server answers 403)', async () => {
    const { context, page } = await signedInPage(site);
    await page.goto('/crudUsers');
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await dialog.getByLabel('User name').fill('sophie');
    await dialog.locator('input[type=password]').fill('first-password');
    await choose(page, 'Linked manager', 'Sophie Lambert');
    await choose(page, 'Mail language', 'Nederlands');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('cell', { name: 'sophie', exact: true }).isVisible()).toBe(true);
    // Her staff mails speak the language chosen in the form (docs/decisions/0036).
    const [sophie] = await site.app.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.userName, 'sophie'));
    expect(sophie!.language).toBe('nl');

    // Reset: the server's new password is shown once.
    await page.getByRole('button', { name: 'Reset password sophie' }).click();
    await page
      .getByRole('dialog', { name: 'Reset the password?' })
      .getByRole('button', { name: 'Reset password' })
      .click();
    const shown = page.getByTestId('new-password');
    await shown.waitFor();
    const password = (await shown.innerText()).trim();
    expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
    await shoot(page, 'flow-new-password');
    await page.getByRole('button', { name: 'Done' }).click();
    await context.close();

    const manager = await site.newPage();
    await manager.page.goto('/login');
    await manager.page.getByLabel('User name').fill('sophie');
    await manager.page.getByLabel('Password', { exact: true }).fill(password);
    await manager.page.getByRole('button', { name: 'Log in' }).click();
    // A reset password opens only the change-password form (docs/decisions/0035).
    const change = manager.page.getByRole('dialog', { name: 'Change password' });
    await change.getByLabel('Current password').fill(password);
    await change.getByLabel('New password', { exact: true }).fill('sophie-own-password');
    await change.getByLabel('Confirm the new password').fill('sophie-own-password');
    await change.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => path(manager.page)).toBe('/home');
    const nav = manager.page.getByRole('navigation', { name: 'Admin menu' });
    await nav.getByRole('link', { name: 'Managers' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Users' }).count()).toBe(0);
    await manager.page.goto('/crudUsers');
    await expect
      // Every screen for administrators says so alike (AdminLayout, issue 26 item 21).
      .poll(() => manager.page.getByText('This screen is for administrators.', { exact: false }).isVisible())
      .toBe(true);
    const status = await manager.page.evaluate(async () => {
      const res = await fetch('/api/users', { headers: { Authorization: localStorage.getItem('JWT_TOKEN')! } });
      return res.status;
    });
    expect(status).toBe(403);
    await manager.context.close();
  });
});

describe('languages', () => {
  it('shows the admin area in French and Dutch', async () => {
    const { context, page } = await signedInPage(site, { locale: 'fr-BE' });
    await page.goto('/home');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Tableau de bord');
    await page.goto('/contactsAdmin');
    await expect.poll(() => page.getByRole('button', { name: 'Exporter en CSV' }).isVisible()).toBe(true);
    await page.evaluate(() => localStorage.setItem('lang', 'nl'));
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Contacten');
    await context.close();
  });
});
