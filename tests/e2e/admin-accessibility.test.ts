import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, STORAGE_KEYS, type Language } from '../../src/shared/constants.ts';
import en from '../../src/shared/i18n/en/admin.json' with { type: 'json' };
import fr from '../../src/shared/i18n/fr/admin.json' with { type: 'json' };
import nl from '../../src/shared/i18n/nl/admin.json' with { type: 'json' };
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { logInAs, navigateInApp } from './admin-helpers.ts';
import { seriousViolations } from './axe.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite({}, { demo: true });
});
afterAll(() => site?.close());

/** Every admin screen: the dashboard, each list, each form, a record page of each pipeline, the audit log. */
const SCREENS = [
  '/home',
  '/newService',
  '/crudJob',
  '/newJob',
  '/crudJob/1',
  '/crudProfile',
  '/newProfile',
  '/crudProfile/21',
  '/crudManagers',
  '/crudUsers',
  '/auditLog',
  '/outbox',
  '/replies',
  '/jobsApplications',
  '/jobsApplications/1',
  '/spontanousApplications',
  '/spontanousApplications/1',
  '/talentsInterviews',
  '/talentsInterviews/1',
  '/contactsAdmin',
  '/contactsAdmin/1',
  '/crudCompanies',
  '/crudCompanies/1',
  '/crudPeople',
  '/crudPeople/1',
];

/** Screens whose edit form opens in a dialog: the first record's is checked too. */
const DIALOGS = new Set(['/crudManagers', '/crudUsers']);
const EDIT: Record<Language, string> = { en: en.admin.common.edit, fr: fr.admin.common.edit, nl: nl.admin.common.edit };

/** WCAG 2.1 A and AA; only serious and critical violations fail (as issue 13 measured them). */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function walk(page: Page, lang: Language, folded: boolean): Promise<string[]> {
  const label = `${lang} ${folded ? 'folded' : 'unfolded'}`;
  const found: string[] = [];
  for (const path of SCREENS) {
    // Inside the app, as a click on the menu goes: the app is loaded once, not once per screen.
    await navigateInApp(page, path);
    for (const violation of await seriousViolations(page, WCAG)) found.push(`${label} ${path}: ${violation}`);
    if (folded || !DIALOGS.has(path)) continue;
    await page.locator(`button[aria-label^="${EDIT[lang]} "]`).first().click();
    await page.getByRole('dialog').waitFor();
    for (const violation of await seriousViolations(page, WCAG))
      found.push(`${label} ${path} (edit dialog): ${violation}`);
    await page.keyboard.press('Escape');
  }
  return found;
}

describe.each(LANGUAGES)('the back-office in %s', (lang) => {
  it('passes axe (WCAG 2.1 A/AA) on every screen, with the menu unfolded and folded', async () => {
    const { context, page } = await site.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/login');
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEYS.lang, lang]);
    await logInAs(page);
    await page.goto('/home');
    await page.waitForLoadState('networkidle');
    const found = await walk(page, lang, false);
    await page.getByRole('navigation').getByRole('button', { expanded: true }).click();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.menu)).not.toBeNull();
    found.push(...(await walk(page, lang, true)));
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(found, found.join('\n')).toEqual([]);
    await context.close();
  }, 600_000);
});

describe('the axe check itself', () => {
  it('reports a serious violation when the page has one', async () => {
    const { context, page } = await site.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await seriousViolations(page, WCAG)).toEqual([]);
    await page.evaluate(() => document.querySelector('main')!.append(document.createElement('button')));
    expect(await seriousViolations(page, WCAG)).toEqual([expect.stringMatching(/^button-name \(1\): /)]);
    await context.close();
  });
});
