import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, STORAGE_KEYS, type Language } from '../../src/shared/constants.ts';
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
 * Every admin screen, walked once per language with the menu unfolded and once folded (axe on each), and once on a
 * phone. Each walk checks what the screen renders (its main heading, the admin navigation, no page error, no failed
 * API call) on the screens it opens: one walk serves the rendering and the accessibility checks, which were two
 * files walking the same screens (docs/decisions/0068). On the site's own data: a record of each kind.
 */

let site: RunningSite;
let records: AdminRecords;
beforeAll(async () => {
  site = await startSite();
  records = await recordOfEachKind(site.app);
});
afterAll(() => site?.close());

/**
 * Every admin screen: the dashboard, each list, each form, a record page of each pipeline, the audit log, the outbox,
 * the replies, the companies and people; with what its main heading says in English ('': only that it has one).
 */
const screens = (): [string, string][] => [
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
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What a walk saw go wrong on the page: errors thrown, API calls answered 400 or more. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => r.url().includes('/api/') && r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
  return errors;
}

interface Walk {
  lang: Language;
  size: 'desktop' | 'phone';
  /** Each screen loaded from its address, as a bookmark or a link in a mail opens it; otherwise inside the app. */
  byAddress: boolean;
  /** axe on each screen (and on the edit dialogs while the menu is unfolded), the menu folded or not. */
  axe?: 'unfolded' | 'folded';
}

/** Walks every screen: answers axe's serious violations; fails on a screen that does not render. */
async function walk(page: Page, { lang, size, byAddress, axe }: Walk): Promise<string[]> {
  const label = `${lang} ${size}${axe ? ` ${axe}` : ''}`;
  const menu = TEXTS[lang].admin.menu;
  const found: string[] = [];
  for (const [path, heading] of screens()) {
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

describe.each(LANGUAGES)('the back-office in %s', (lang) => {
  it('renders every screen and passes axe (WCAG 2.1 A/AA) there, with the menu unfolded and folded', async () => {
    const { context, page } = await signedInPage(site, {
      viewport: { width: 1280, height: 900 },
      storage: { [STORAGE_KEYS.lang]: lang },
    });
    const errors = watchErrors(page);
    await page.goto('/home');
    await page.waitForLoadState('networkidle');
    // The English walk loads each screen from its address; every other walk goes through the app, as a click on the
    // menu does (the app is loaded once, not once per screen).
    const found = await walk(page, { lang, size: 'desktop', byAddress: lang === 'en', axe: 'unfolded' });
    await page.getByRole('navigation').getByRole('button', { expanded: true }).click();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.menu)).not.toBeNull();
    found.push(...(await walk(page, { lang, size: 'desktop', byAddress: false, axe: 'folded' })));
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(found, found.join('\n')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});

describe('every admin screen on a phone', () => {
  it('renders its heading, with no error, and the admin navigation', async () => {
    const { context, page } = await signedInPage(site, { viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await page.goto('/home');
    // Through the app, as its menu goes; the desktop walks load every screen from its address.
    expect(await walk(page, { lang: 'en', size: 'phone', byAddress: false })).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
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

describe('the API documentation', () => {
  it('renders Swagger UI at /api/docs under the content security policy', async () => {
    const { context, page } = await site.newPage();
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto('/api/docs');
    await expect.poll(() => page.locator('.swagger-ui .info .title').first().innerText()).toContain('Hireframe API');
    await page.getByText('admin: job-applications', { exact: true }).first().waitFor();
    await shoot(page, 'api-docs');
    expect(problems).toEqual([]);
    await context.close();
  });
});
