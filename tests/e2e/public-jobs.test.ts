import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications, jobs, stateHistory, storedFiles } from '../../src/server/db/schema/index.ts';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { createJob, firmDayFromNow, newMarker } from '../helpers/factories.ts';
import { createPublicCatalogue, type PublicCatalogue } from '../helpers/public-catalogue.ts';
import { expectAccessible, heading, otherFile, pdfFile, poll } from './public-helpers.ts';

let site: RunningSite;
let catalogue: PublicCatalogue;
let javaId: number;
let expiredId: number;
let hiddenId: number;
/** The count line of the unfiltered search: the catalogue's open jobs (the hidden and the expired one are not). */
let allFound: string;
beforeAll(async () => {
  site = await startSite();
  catalogue = await createPublicCatalogue(site.app);
  javaId = catalogue.jobs.java.id;
  const marker = newMarker();
  hiddenId = (await createJob(site.app, marker, { displayJob: false })).id;
  expiredId = (await createJob(site.app, marker, { endApplicationDate: firmDayFromNow(site.app, -1) })).id;
  allFound = `${catalogue.jobs.open.length} jobs found`;
});
afterAll(() => site?.close());

describe('the job search', () => {
  it('lives in the URL: shareable, reloadable, restored by the back button', async () => {
    const { context, page } = await site.newPage();
    const count = page.getByTestId('job-count');
    await page.goto('/jobs');
    await poll(() => count.innerText()).toBe(allFound);
    expect(await page.getByTestId('job-card').first().innerText()).toMatch(/urgent/i);

    await page.getByLabel('Keyword').fill('java');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await poll(() => new URL(page.url()).search).toBe('?keyword=java');
    // The three jobs about Java, those titled so first.
    const { java, javaPermanent, dataEngineer } = catalogue.jobs;
    const javaCount = '3 jobs found';
    await poll(() => count.innerText()).toBe(javaCount);
    const titles = await page.getByTestId('job-card').getByRole('heading').allInnerTexts();
    expect(titles).toEqual([java.title, javaPermanent.title, dataEngineer.title]);

    await page.getByLabel('Contract').selectOption('FREELANCE');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await poll(() => new URL(page.url()).search).toBe('?keyword=java&type=FREELANCE');
    const filteredCount = '1 job found';
    await poll(() => count.innerText()).toBe(filteredCount);

    await page.reload();
    await poll(() => count.innerText()).toBe(filteredCount);
    expect(await page.getByLabel('Keyword').inputValue()).toBe('java');
    expect(await page.getByLabel('Contract').inputValue()).toBe('FREELANCE');

    await page.goBack();
    await poll(() => count.innerText()).toBe(javaCount);
    expect(await page.getByLabel('Contract').inputValue()).toBe('');
    expect(await page.getByLabel('Keyword').inputValue()).toBe('java');
    await page.goBack();
    await poll(() => count.innerText()).toBe(allFound);
    expect(await page.getByLabel('Keyword').inputValue()).toBe('');
    await context.close();
  });

  it('pages through the results', async () => {
    const { context, page } = await site.newPage();
    await page.goto('/searchJobs?province=Brussels');
    const first = page.getByTestId('job-card').first().getByRole('heading');
    await first.waitFor();
    const firstTitle = await first.innerText();
    // The catalogue's jobs in Brussels, and only those.
    const inBrussels = catalogue.jobs.open.filter((job) => job.region === 'Brussels').map((job) => job.title);
    await poll(() => page.getByTestId('job-card').count()).toBe(inBrussels.length);
    expect(inBrussels).toContain(firstTitle.trim());
    await page.goto('/jobs');
    await page.getByTestId('job-card').first().waitFor();
    const pageOne = await page.getByTestId('job-card').first().getByRole('heading').innerText();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await poll(() => page.getByTestId('job-card').first().getByRole('heading').innerText()).not.toBe(pageOne);
    await page.goBack();
    await poll(() => page.getByTestId('job-card').first().getByRole('heading').innerText()).toBe(pageOne);
    expect(firstTitle).toBeTruthy();
    await context.close();
  });

  it('says so when nothing matches and offers a spontaneous application', async () => {
    const { context, page } = await site.newPage({ locale: 'nl-BE' });
    await page.goto('/jobs?keyword=xyzzyplugh');
    await poll(() =>
      page.getByRole('heading', { name: 'Geen vacature beantwoordt aan uw zoekopdracht' }).isVisible(),
    ).toBe(true);
    expect(await page.getByTestId('job-count').innerText()).toBe('0 vacatures gevonden');
    await page.getByRole('link', { name: 'Stuur een spontane sollicitatie' }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/spontaneous');
    await context.close();
  });
});

describe('a job page', () => {
  it('shows the description in the current language, with its JobPosting for search engines', async () => {
    const { context, page } = await site.newPage({ locale: 'fr-BE' });
    const { java } = catalogue.jobs;
    await page.goto(`/jobs/${javaId}`);
    expect(await heading(page)).toBe(java.title);
    await poll(() => page.locator('#main').innerText()).toContain(java.descriptionFr);
    expect(await page.locator('#main').innerText()).toContain('Postuler à cette offre');
    const ld = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(ld!)).toMatchObject({ '@type': 'JobPosting', title: java.title });
    await context.close();
  });

  it('says a closed job is closed and offers no form; a hidden job is not found', async () => {
    const { context, page } = await site.newPage();
    await page.goto(`/jobs/${expiredId}`);
    await poll(() => page.getByRole('alert').innerText()).toContain('This job is closed');
    expect(await page.getByRole('button', { name: 'Send my application' }).count()).toBe(0);
    await expectAccessible(page);
    await page.goto(`/jobs/${hiddenId}`);
    await poll(() => page.getByRole('alert').innerText()).toContain('does not exist or is no longer published');
    expect(await page.getByRole('button', { name: 'Send my application' }).count()).toBe(0);
    await context.close();
  });
});

describe('applying to a job', () => {
  it('checks every field and the CV before sending anything', async () => {
    const { context, page } = await site.newPage();
    let sent = 0;
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/apply') && sent++);
    await page.goto(`/jobs/${javaId}`);
    const form = page.getByRole('form', { name: 'Apply for this job' });
    await form.getByRole('button', { name: 'Send my application' }).click();
    await poll(() => form.getByText('This field is required.').count()).toBe(5);
    expect(await form.getByText('Please attach a file.').isVisible()).toBe(true);
    await form.getByLabel('E-mail address').fill('Jane@Example');
    await form.getByLabel('Phone').fill('0470 12');
    await form.getByLabel('Phone').blur();
    // Each refusal says what is wrong.
    await poll(() => form.getByText('After the @, give a domain such as example.com').isVisible()).toBe(true);
    expect(await form.getByText('This number is too short').isVisible()).toBe(true);
    // Everyday Belgian input is accepted as typed, with the same hint as on every form.
    expect(await form.getByText('e.g. 0470 12 34 56 or +32 470 12 34 56').isVisible()).toBe(true);
    await form.getByLabel('E-mail address').fill('Jan.Peeters@Gmail.com');
    await form.getByLabel('Phone').fill('0470 12 34 56');
    await form.getByLabel('Phone').blur();
    await poll(() => form.getByLabel('Phone').getAttribute('aria-invalid')).not.toBe('true');
    expect(await form.getByLabel('E-mail address').getAttribute('aria-invalid')).not.toBe('true');
    // The client checks the file's type and size at once.
    await form.locator('input[type=file]').setInputFiles(otherFile('notes.txt', 'hello'));
    await poll(() => form.getByText('Only PDF, DOC, DOCX or ODT files are accepted.').isVisible()).toBe(true);
    await form.locator('input[type=file]').setInputFiles(otherFile('huge.pdf', 10 * 1024 * 1024 + 10));
    await poll(() => form.getByText('The file is larger than 10 MB.').isVisible()).toBe(true);
    await expectAccessible(page);
    expect(sent).toBe(0);
    await context.close();
  });

  it('sends the application with its CV in French, disabled while sending, and stores it whole', async () => {
    const { context, page } = await site.newPage({ locale: 'fr-BE' });
    await page.goto(`/jobs/${javaId}`);
    const form = page.getByRole('form', { name: 'Postuler à cette offre' });
    await form.getByLabel('Prénom').fill('Camille');
    await form.getByLabel(/^Nom/).fill('Lefèvre');
    await form.getByLabel('Adresse e-mail').fill('camille.lefevre@example.be');
    await form.getByLabel('Téléphone').fill('+32470112233');
    await form.getByLabel('Votre motivation').fill('Je connais bien Kafka et les paiements.');
    await form.locator('input[type=file]').setInputFiles(pdfFile('camille-cv.pdf'));
    await poll(() => form.getByTestId('selected-file').innerText()).toContain('camille-cv.pdf');
    // Slow the answer down to see the form while it is sending.
    await page.route('**/public/api/job/*/apply*', async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    const submit = form.getByRole('button', { name: 'Envoyer ma candidature' });
    await submit.click();
    await poll(() => submit.isDisabled()).toBe(true);
    await poll(() => page.getByTestId('form-success').innerText()).toContain('Merci, votre candidature a été envoyée');

    const [row] = await site.app.db.select().from(jobApplications).orderBy(desc(jobApplications.id)).limit(1);
    expect(row).toMatchObject({
      jobId: javaId,
      firstName: 'Camille',
      lastName: 'Lefèvre',
      email: 'camille.lefevre@example.be',
      process: 'NEW',
      lang: 'fr',
    });
    const [file] = await site.app.db.select().from(storedFiles).where(eq(storedFiles.id, row!.fileId!));
    expect(file).toMatchObject({ fileName: 'camille-cv.pdf', mimeType: 'application/pdf' });
    const history = await site.app.db
      .select()
      .from(stateHistory)
      .where(and(eq(stateHistory.recordType, 'job-applications'), eq(stateHistory.recordId, row!.id)));
    expect(history).toEqual([expect.objectContaining({ fromState: null, toState: 'NEW', changedBy: null })]);
    await context.close();
  });

  it('shows the server’s refusal of a field next to that field', async () => {
    const { context, page } = await site.newPage();
    await page.goto(`/jobs/${javaId}`);
    const form = page.getByRole('form', { name: 'Apply for this job' });
    await form.getByLabel('First name').fill('Jane');
    await form.getByLabel('Last name').fill('Doe');
    await form.getByLabel('E-mail address').fill('jane@example.com');
    await form.getByLabel('Phone').fill('+32470123456');
    await form.getByLabel('Your motivation').fill('Hello');
    await form.locator('input[type=file]').setInputFiles(pdfFile());
    await page.route('**/public/api/job/*/apply*', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'INVALID', message: 'Some fields are not valid', fields: { email: 'validation.email' } },
        }),
      }),
    );
    await form.getByRole('button', { name: 'Send my application' }).click();
    const email = form.getByLabel('E-mail address');
    await poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByText('Enter a valid e-mail address').isVisible()).toBe(true);
    expect(await page.getByTestId('form-success').count()).toBe(0);
    await context.close();
  });

  it('tells the visitor when the job closed while they were filling in the form, and hides the form', async () => {
    const { context, page } = await site.newPage();
    const open = await createJob(site.app, newMarker());
    await page.goto(`/jobs/${open.id}`);
    const form = page.getByRole('form', { name: 'Apply for this job' });
    await form.getByLabel('First name').fill('Jane');
    await form.getByLabel('Last name').fill('Doe');
    await form.getByLabel('E-mail address').fill('jane@example.com');
    await form.getByLabel('Phone').fill('+32470123456');
    await form.getByLabel('Your motivation').fill('Hello');
    await form.locator('input[type=file]').setInputFiles(pdfFile());
    await site.app.db.update(jobs).set({ displayJob: false }).where(eq(jobs.id, open.id));
    const before = (await site.app.db.select().from(jobApplications)).length;
    await form.getByRole('button', { name: 'Send my application' }).click();
    await poll(() => page.getByRole('alert').innerText()).toContain('closed in the meantime');
    expect(await page.getByRole('form', { name: 'Apply for this job' }).count()).toBe(0);
    expect((await site.app.db.select().from(jobApplications)).length).toBe(before);
    await context.close();
  });
});
