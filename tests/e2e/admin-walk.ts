import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, type Language } from '../../src/shared/constants.ts';
import en from '../../src/shared/i18n/en/admin.json' with { type: 'json' };
import fr from '../../src/shared/i18n/fr/admin.json' with { type: 'json' };
import nl from '../../src/shared/i18n/nl/admin.json' with { type: 'json' };
import { startSite, type RunningSite } from '../helpers/browser.ts';
import {
  navigateInApp,
  networkQuiet,
  recordOfEachKind,
  shoot,
  signedInPage,
  type AdminRecords,
} from './admin-helpers.ts';
import { seriousViolations } from './axe.ts';

/*
 * The walk over every admin screen (tests/e2e/admin-screens-*.test.ts, one file per language so that the three walks
 * run side by side): each walk checks what the screen renders (its main heading, the admin navigation, no page
 * error, no failed API call) and, where asked, axe on it. One walk serves the rendering and the accessibility checks,
 * which were two files walking the same screens (docs/decisions/0068). On the site's own data: a record of each kind.
 */

/**
 * Every admin screen: the dashboard, each list, each form, a record page of each pipeline, the audit log, the outbox,
 * the replies, the companies and people; with what its main heading says in English ('': only that it has one).
 */
const screens = (records: AdminRecords): [string, string][] => [
  ['/home', 'Dashboard'],
  ['/newService', 'Services'],
  ['/crudJob', 'Jobs'],
  ['/newJob', 'New job'],
  [`/crudJob/${records.job.id}`, `Edit “${records.job.title}”`],
  ['/crudProfile', 'Profiles'],
  ['/newProfile', 'New profile'],
  [`/crudProfile/${records.candidate.id}`, ''],
  ['/crudManagers', 'Managers'],
  ['/crudUsers', 'Users'],
  ['/auditLog', 'Audit log'],
  ['/outbox', 'Outbox'],
  ['/replies', ''],
  ['/jobsApplications', 'Job applications'],
  [`/jobsApplications/${records.application.id}`, `${records.application.firstName} ${records.application.lastName}`],
  ['/spontanousApplications', 'Spontaneous applications'],
  [`/spontanousApplications/${records.spontaneous.id}`, ''],
  ['/talentsInterviews', 'Talent interviews'],
  [`/talentsInterviews/${records.interview.id}`, ''],
  ['/contactsAdmin', 'Contacts'],
  [`/contactsAdmin/${records.contact.id}`, ''],
  ['/crudCompanies', 'Companies'],
  [`/crudCompanies/${records.company.id}`, records.company.name],
  ['/crudPeople', 'People'],
  [`/crudPeople/${records.person.id}`, ''],
];

/** Screens whose edit form opens in a dialog: the first record's is checked too. */
const DIALOGS = new Set(['/crudManagers', '/crudUsers']);
const TEXTS: Record<Language, typeof en> = { en, fr, nl };

/** WCAG 2.1 A and AA; only serious and critical violations fail (as issue 13 measured them). */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What a walk saw go wrong on the page: errors thrown, API calls answered 400 or more. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => r.url().includes('/api/') && r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
  return errors;
}

export interface Walk {
  lang: Language;
  size: 'desktop' | 'phone';
  /** Each screen loaded from its address, as a bookmark or a link in a mail opens it; otherwise inside the app. */
  byAddress: boolean;
  /** axe on each screen (and on the edit dialogs while the menu is unfolded), the menu folded or not. */
  axe?: 'unfolded' | 'folded';
}

/** Walks every screen: answers axe's serious violations; fails on a screen that does not render. */
export async function walk(page: Page, records: AdminRecords, { lang, size, byAddress, axe }: Walk): Promise<string[]> {
  const label = `${lang} ${size}${axe ? ` ${axe}` : ''}`;
  const menu = TEXTS[lang].admin.menu;
  const found: string[] = [];
  for (const [path, heading] of screens(records)) {
    if (byAddress) {
      const quiet = networkQuiet(page);
      await page.goto(path);
      await quiet();
    } else {
      await navigateInApp(page, path);
    }
    const h1 = page.getByRole('heading', { level: 1 });
    // The English walks know each screen's heading; the others that it has one.
    await expect
      .poll(() => h1.first().innerText(), { message: `${label} ${path}` })
      .toContain(lang === 'en' ? heading : '');
    const nav =
      size === 'phone'
        ? page.getByRole('button', { name: menu.openMenu })
        : page.getByRole('navigation', { name: menu.label });
    expect(await nav.isVisible(), `${label} ${path}: navigation`).toBe(true);
    if (!axe) {
      await shoot(page, `${size}${path.replaceAll('/', '-')}`);
      continue;
    }
    for (const violation of await seriousViolations(page, WCAG)) found.push(`${label} ${path}: ${violation}`);
    if (axe === 'folded' || !DIALOGS.has(path)) continue;
    await page.locator(`button[aria-label^="${TEXTS[lang].admin.common.edit} "]`).first().click();
    await page.getByRole('dialog').waitFor();
    for (const violation of await seriousViolations(page, WCAG))
      found.push(`${label} ${path} (edit dialog): ${violation}`);
    await page.keyboard.press('Escape');
  }
  return found;
}

/**
 * The desktop walks of one language: every screen with the menu unfolded (axe, and the edit dialogs), then folded
 * (axe). The English walk loads each screen from its address; every other walk goes through the app, as a click on
 * the menu does (the app is loaded once, not once per screen).
 */
async function walkInLanguage(site: RunningSite, records: AdminRecords, lang: Language): Promise<void> {
  const { context, page } = await signedInPage(site, {
    viewport: { width: 1280, height: 900 },
    storage: { [STORAGE_KEYS.lang]: lang },
  });
  const errors = watchErrors(page);
  await page.goto('/home');
  await page.waitForLoadState('networkidle');
  const found = await walk(page, records, { lang, size: 'desktop', byAddress: lang === 'en', axe: 'unfolded' });
  await page.getByRole('navigation').getByRole('button', { expanded: true }).click();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.menu)).not.toBeNull();
  found.push(...(await walk(page, records, { lang, size: 'desktop', byAddress: false, axe: 'folded' })));
  expect(await page.locator('html').getAttribute('lang')).toBe(lang);
  expect(found, found.join('\n')).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
}

/**
 * A walk file's site (with a record of each kind) and its desktop walks in `lang`; the file's other tests reach the
 * same site and records through the getters.
 */
export function walkFile(lang: Language): { site: () => RunningSite; records: () => AdminRecords } {
  let site: RunningSite;
  let records: AdminRecords;
  beforeAll(async () => {
    site = await startSite();
    records = await recordOfEachKind(site.app);
  });
  afterAll(() => site?.close());
  describe(`the back-office in ${lang}`, () => {
    it('renders every screen and passes axe (WCAG 2.1 A/AA) there, with the menu unfolded and folded', async () => {
      await walkInLanguage(site, records, lang);
    }, 600_000);
  });
  return { site: () => site, records: () => records };
}
