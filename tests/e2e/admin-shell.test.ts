import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../src/shared/constants.ts';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { createJob, createJobApplication, newMarker } from '../helpers/factories.ts';
import { logInAs, navigateInApp } from './admin-helpers.ts';
import { seriousViolations } from './axe.ts';

/** Issue 28 item 8 (the back-office's own shell) and item 7 (previous / next on a record, following its list). */
let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Admin menu' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Find people, CVs and notes' });
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

async function openBackOffice(page: Page, path = '/home') {
  await logInAs(page);
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.mantine-Loader-root'));
}

describe('the back-office shell on a 1440 px screen', () => {
  it('is full width, without the public header and footer, its sidebar grouped by work and foldable', async () => {
    const { context, page } = await site.newPage({ viewport: { width: 1440, height: 900 } });
    await openBackOffice(page);
    // Not the public site's: no footer, no public menu (Home, Consulting, Jobs...).
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    // The page uses the width there is: all of it but the sidebar.
    const main = await page.locator('main').boundingBox();
    expect(main!.width).toBeGreaterThan(1150);
    // Grouped by work.
    const menu = adminMenu(page);
    for (const group of ['Pipelines', 'People and companies', 'Content', 'Settings']) {
      expect(await menu.getByRole('group', { name: group }).isVisible(), group).toBe(true);
    }
    expect(
      await menu.getByRole('group', { name: 'Pipelines' }).getByRole('link', { name: 'Job applications' }).count(),
    ).toBe(1);
    expect(await menu.getByRole('group', { name: 'Settings' }).getByRole('link', { name: 'Users' }).count()).toBe(1);
    const people = menu.getByRole('group', { name: 'People and companies' });
    expect(await people.getByRole('link', { name: 'Companies' }).count()).toBe(1);
    expect(await people.getByRole('link', { name: 'People', exact: true }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Skip to content' }).count()).toBe(1);
    expect(await seriousViolations(page, WCAG)).toEqual([]);

    // Folded: icons only, each link still named; the choice is kept under the spec's `menu` key.
    const before = (await menu.boundingBox())!.width;
    await menu.getByRole('button', { name: 'Fold the menu' }).click();
    await expect.poll(async () => (await menu.boundingBox())!.width).toBeLessThan(80);
    expect(before).toBeGreaterThan(200);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.menu)).not.toBeNull();
    await menu.getByRole('link', { name: 'Jobs', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/crudJob');
    await page.getByRole('heading', { level: 1, name: 'Jobs' }).waitFor();
    expect(await seriousViolations(page, WCAG)).toEqual([]);
    await page.reload();
    await menu.getByRole('button', { name: 'Unfold the menu' }).click();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.menu)).toBeNull();
    await context.close();
  });

  it('focuses the search box with / (not while typing in a field) and sends the words to the search screen', async () => {
    const { context, page } = await site.newPage({ viewport: { width: 1440, height: 900 } });
    await openBackOffice(page, '/jobsApplications');
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('/');
    expect(await focusedLabel(page)).toBe('Find people, CVs and notes');
    expect(await searchBox(page).inputValue()).toBe('');
    // In a field, `/` is a character.
    const listSearch = page.locator('main input').first();
    await listSearch.click();
    await page.keyboard.type('a/b');
    expect(await listSearch.inputValue()).toBe('a/b');
    expect(await focusedLabel(page)).not.toBe('Find people, CVs and notes');
    // The list's own search settles first (debounced), so that it cannot race the box's navigation.
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('a/b');
    await searchBox(page).fill('kafka développeur');
    await searchBox(page).press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/search');
    expect(new URL(page.url()).searchParams.get('q')).toBe('kafka développeur');
    await context.close();
  });

  it('quick creates a job; switches the language; logs out from the user menu', async () => {
    const { context, page } = await site.newPage({ viewport: { width: 1440, height: 900 } });
    await openBackOffice(page);
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('menuitem', { name: 'New job' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/newJob');
    await page.getByRole('heading', { level: 1, name: 'New job' }).waitFor();

    await page.getByRole('button', { name: 'Language: EN' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await page.getByRole('navigation', { name: "Menu d'administration" }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.getByRole('group', { name: 'Paramètres' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Langue: FR' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await adminMenu(page).waitFor();

    await page.getByRole('button', { name: 'admin', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).waitFor();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token)).toBeNull();
    await context.close();
  });
});

describe('the back-office shell on a 390 px phone', () => {
  it('opens the menu from the top bar, keeps the search box, and passes axe', async () => {
    const { context, page } = await site.newPage({ viewport: { width: 390, height: 844 } });
    await openBackOffice(page);
    expect(await adminMenu(page).isVisible()).toBe(false);
    expect(await searchBox(page).isVisible()).toBe(true);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page, WCAG)).toEqual([]);
    const burger = page.getByRole('button', { name: 'Open the admin menu' });
    await burger.click();
    await expect.poll(() => adminMenu(page).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Close the admin menu' }).getAttribute('aria-expanded')).toBe('true');
    await adminMenu(page).getByRole('link', { name: 'Talent interviews' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/talentsInterviews');
    await expect.poll(() => adminMenu(page).isVisible()).toBe(false);
    await page.getByRole('heading', { level: 1, name: 'Talent interviews' }).waitFor();
    expect(await seriousViolations(page, WCAG)).toEqual([]);
    await page.keyboard.press('/');
    expect(await focusedLabel(page)).toBe('Find people, CVs and notes');
    await context.close();
  });
});

describe('previous / next on a record, following the list it was opened from', () => {
  it('walks the list in its order across a page boundary, by buttons and by j / k, and goes back to it', async () => {
    // Five applications of its own, made one after the other: the list's oldest first are these, in this order.
    const job = await createJob(site.app, newMarker());
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createJobApplication(site.app, { jobId: job.id })).id);
    const { context, page } = await site.newPage({ viewport: { width: 1440, height: 900 } });
    await logInAs(page);
    // Two a page, oldest first: the third record is on the second page.
    const list = '/jobsApplications?sort=creationDate:asc&size=2';
    const listed = await page.evaluate(async () => {
      const res = await fetch('/api/job-applications?sort=creationDate:asc&size=6', {
        headers: { Authorization: localStorage.getItem('JWT_TOKEN')! },
      });
      return ((await res.json()) as { items: { id: number }[] }).items.map((r) => r.id);
    });
    expect(listed).toEqual(ids);
    await page.goto(list);
    const rows = page.locator('table tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    await rows.nth(1).click();
    const at = () => new URL(page.url()).pathname;
    await expect.poll(at).toBe(`/jobsApplications/${ids[1]}`);
    const pager = page.getByRole('navigation', { name: 'Records of the list' });
    await expect.poll(() => pager.innerText()).toContain('2 of 5');
    expect(await seriousViolations(page, WCAG)).toEqual([]);

    // Past the page's end: the next page's first record.
    const next = pager.getByRole('link', { name: 'Next record' });
    await next.click();
    await expect.poll(at).toBe(`/jobsApplications/${ids[2]}`);
    await expect.poll(() => pager.innerText()).toContain('3 of');
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('j');
    await expect.poll(at).toBe(`/jobsApplications/${ids[3]}`);
    // Each key once the record it leads to is shown (a key is read against the record on the screen).
    await expect.poll(() => pager.innerText()).toContain('4 of');
    await page.keyboard.press('k');
    await expect.poll(at).toBe(`/jobsApplications/${ids[2]}`);
    await expect.poll(() => pager.innerText()).toContain('3 of');
    // Back before the page's start: the page before, read again.
    await pager.getByRole('link', { name: 'Previous record' }).click();
    await expect.poll(at).toBe(`/jobsApplications/${ids[1]}`);
    await expect.poll(() => pager.innerText()).toContain('2 of');
    await pager.getByRole('link', { name: 'Previous record' }).click();
    await expect.poll(at).toBe(`/jobsApplications/${ids[0]}`);
    await expect.poll(() => pager.getByRole('button', { name: 'Previous record' }).isDisabled()).toBe(true);

    // Back to the list as it was (its sort and size).
    await page.getByRole('main').getByRole('link', { name: 'Job applications' }).click();
    await expect.poll(() => new URL(page.url()).search).toContain('size=2');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('creationDate:asc');
    // The list is on the screen (a navigation commits after the address changes).
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.innerText()).toBe('Job applications');
    await expect.poll(() => rows.count()).toBe(2);

    // Opened from elsewhere (its address): no previous / next, the way back only.
    await navigateInApp(page, `/jobsApplications/${ids[1]}`);
    await expect.poll(() => heading.innerText()).not.toBe('Job applications');
    expect(await page.getByRole('main').getByRole('link', { name: 'Job applications' }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Records of the list' }).count()).toBe(0);
    await context.close();
  });
});
