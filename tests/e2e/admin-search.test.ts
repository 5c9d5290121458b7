import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTexts } from '../../src/server/db/schema/index.ts';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { DOCX_TYPE, makeDocx } from '../helpers/cv-files.ts';
import { createJobApplication, newMarker } from '../helpers/factories.ts';
import { logInAs } from './admin-helpers.ts';
import { seriousViolations } from './axe.ts';

/** Issue 28 items 2 and 3 in the back-office: the search results page, and the CV's text status and DOCX preview. */
let site: RunningSite;
const lastName = newMarker();
const word = newMarker();
let applicationId: number;
let personId: number;

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const topSearch = (page: Page) => page.getByRole('searchbox', { name: 'Find people, CVs and notes' });
const pageSearch = (page: Page) => page.getByRole('searchbox', { name: 'Words to find' });
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('.mantine-Loader-root'));

beforeAll(async () => {
  // The CV text extraction runs (it is off in the tests unless they test it).
  site = await startSite({ CV_TEXT_POLL_SECONDS: '0.5' });
  const cv = await makeDocx(
    `I am an experienced developer and I have worked with ${word} streams for many years.\nReferences on request.`,
  );
  const application = await createJobApplication(site.app, {
    firstName: 'Quinta',
    lastName,
    cv: { fileName: 'cv-quinta.docx', mimeType: DOCX_TYPE, data: cv },
  });
  applicationId = application.id;
  personId = application.personId!;
  const fileId = application.fileId!;
  const until = Date.now() + 60_000;
  for (;;) {
    const [row] = await site.app.db.select().from(fileTexts).where(eq(fileTexts.fileId, fileId));
    if (row?.status === 'done') break;
    if (row && row.status !== 'pending') throw new Error(`the CV's extraction ended ${row.status}: ${row.error}`);
    if (Date.now() > until) throw new Error('the CV was not extracted in 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}, 120_000);
afterAll(() => site?.close());

describe('the back-office search (issue 28 item 3)', () => {
  it('finds a word of a CV from the top bar, marks it, links the person and the record', async () => {
    const { context, page } = await site.newPage({ viewport: { width: 1440, height: 900 } });
    await logInAs(page);
    await page.goto('/home');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settled(page);

    await page.keyboard.press('/');
    await page.keyboard.type(word);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/search?q=${word}`);
    await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
    const person = page.getByRole('link', { name: `Quinta ${lastName}` });
    await person.waitFor();
    // The page's field shows the words searched, like the top bar's box.
    expect(await pageSearch(page).inputValue()).toBe(word);
    expect(await topSearch(page).inputValue()).toBe(word);
    // The match: where (a job application's CV), a link to the record, the word marked in the snippet.
    const result = page.getByRole('listitem').filter({ has: person });
    expect(await result.getByText('Job application', { exact: true }).count()).toBe(1);
    expect(await result.getByText('CV', { exact: true }).count()).toBe(1);
    expect(await result.getByRole('link', { name: `Job application #${applicationId}` }).getAttribute('href')).toBe(
      `/jobsApplications/${applicationId}`,
    );
    expect((await result.locator('mark').allTextContents()).map((s) => s.toLowerCase())).toContain(word);
    expect(await result.getByText(/experienced developer/).count()).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: '1 person found' }).count()).toBe(1);
    expect(await seriousViolations(page, WCAG)).toEqual([]);

    await person.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/crudPeople/${personId}`);
    await page.getByRole('heading', { level: 1, name: new RegExp(lastName) }).waitFor();
    // Back: the same results.
    await page.goBack();
    await page.getByRole('link', { name: `Quinta ${lastName}` }).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe(word);
    await context.close();
  });

  it('says when nothing is found, searching from its own field (the top bar follows), and shows a bad search as a field error', async () => {
    const { context, page } = await site.newPage();
    await logInAs(page);
    await page.goto(`/search?q=${word}`);
    await page.getByRole('link', { name: `Quinta ${lastName}` }).waitFor();

    const none = `${newMarker()}nothing`;
    await pageSearch(page).fill(none);
    await pageSearch(page).press('Enter');
    await page.getByText(`Nothing found for “${none}”.`).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe(none);
    expect(await topSearch(page).inputValue()).toBe(none);
    expect(await seriousViolations(page, WCAG)).toEqual([]);

    // Too long for the server (500 characters at most): a 400, shown on the field in the user's language.
    await page.goto(`/search?q=${'a'.repeat(600)}`);
    await page.getByText('This text is too long.').waitFor();
    expect(await pageSearch(page).getAttribute('aria-invalid')).toBe('true');
    await context.close();
  });
});

describe('the CV in the file viewer (issue 28 item 2)', () => {
  it('says its text was extracted and previews a DOCX', async () => {
    const { context, page } = await site.newPage({ viewport: { width: 1440, height: 900 } });
    await logInAs(page);
    await page.goto(`/jobsApplications/${applicationId}`);
    await page.getByText(/^Text extracted/).waitFor();
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('region', { name: 'Preview of the document' });
    await preview.waitFor();
    expect(await preview.getByText(new RegExp(`worked with ${word} streams`)).count()).toBe(1);
    expect(await preview.locator('script').count()).toBe(0);
    expect(await seriousViolations(page, WCAG)).toEqual([]);
    await context.close();
  });
});
