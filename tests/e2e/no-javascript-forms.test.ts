import { desc, eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contacts,
  jobApplications,
  jobs,
  profiles,
  spontaneousApplications,
  storedFiles,
  talentInterviews,
} from '../../src/server/db/schema.ts';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { pdfFile } from './public-helpers.ts';

/**
 * Issue 26, item 15 (docs/decisions/0038): every public form works in a browser with JavaScript off, as a plain HTML
 * form posted to its page: a refusal shows the page again with each message by its field, in the page's language;
 * an accepted form shows the same confirmation, and the record (with its CV) is stored.
 */
let site: RunningSite;
let jobId: number;
let profileId: number;
beforeAll(async () => {
  site = await startSite();
  jobId = (await site.app.db.select().from(jobs).where(eq(jobs.title, 'Senior Java Developer')))[0]!.id;
  profileId = (await site.app.db.select().from(profiles).where(eq(profiles.firstName, 'Lucas')))[0]!.id;
});
afterAll(() => site?.close());

async function withoutJavaScript(lang: 'fr' | 'nl' | 'en'): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await site.newPage({ javaScriptEnabled: false });
  await opened.context.addCookies([{ name: 'lang', value: lang, url: site.baseURL }]);
  return opened;
}

/** The form's submit button, as the server rendered it: enabled. */
async function submit(page: Page, form: string): Promise<void> {
  const button = page.locator(`form:has(input[name=_form][value=${form}]) button[type=submit]`);
  expect(await button.isEnabled()).toBe(true);
  await Promise.all([page.waitForNavigation(), button.click()]);
}

const field = (page: Page, form: string, name: string) =>
  page.locator(`form:has(input[name=_form][value=${form}]) [name="${name}"]`);

async function fill(page: Page, form: string, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const input = field(page, form, name);
    if ((await input.evaluate((el) => el.tagName)) === 'SELECT') await input.selectOption(value);
    else await input.fill(value);
  }
}

/** The message under a field (Mantine links it with aria-describedby), or any text of the page. */
const pageText = (page: Page) => page.locator('main').innerText();

const person = {
  firstName: 'Noor',
  lastName: 'Claes',
  email: 'noor.claes@mijnbedrijf.brussels',
  phone: '0470 12 34 56',
};

describe('the public forms without JavaScript', () => {
  it('apply to a job: errors in Dutch next to the fields, then the application with its CV', async () => {
    const { context, page } = await withoutJavaScript('nl');
    await page.goto(`/jobs/${jobId}`);
    await fill(page, 'apply', { firstName: 'Noor', email: 'noor@claes' });
    await submit(page, 'apply');
    const text = await pageText(page);
    expect(text).toContain('Dit veld is verplicht.');
    expect(text).toContain('Geef na de @ een domein');
    expect(text).toContain('Voeg een bestand toe.');
    // What was typed is kept.
    expect(await field(page, 'apply', 'firstName').inputValue()).toBe('Noor');
    const before = (await site.app.db.select().from(storedFiles)).length;
    await fill(page, 'apply', { ...person, message: 'Ik solliciteer graag.' });
    await field(page, 'apply', 'poolConsent').check();
    await field(page, 'apply', 'file').setInputFiles(pdfFile('noor-claes.pdf'));
    await submit(page, 'apply');
    expect(new URL(page.url()).searchParams.get('sent')).toBe('apply');
    expect(await page.getByTestId('form-success').innerText()).toContain('Bedankt, uw sollicitatie is verstuurd');
    const [row] = await site.app.db.select().from(jobApplications).orderBy(desc(jobApplications.id)).limit(1);
    expect(row).toMatchObject({ jobId, email: person.email, phone: '+32470123456', lang: 'nl', process: 'NEW' });
    expect(row!.fileId).toBeTruthy();
    expect((await site.app.db.select().from(storedFiles)).length).toBe(before + 1);
    await context.close();
  });
});
