import { desc, eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  contacts,
  jobApplications,
  profiles,
  spontaneousApplications,
  storedFiles,
  talentInterviews,
} from '../../src/server/db/schema/index.ts';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { createPublicCatalogue } from '../helpers/public-catalogue.ts';
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
  const catalogue = await createPublicCatalogue(site.app);
  jobId = catalogue.jobs.java.id;
  profileId = catalogue.profiles.consultant.id;
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
    if ((await input.evaluate((el) => el.tagName)) === 'SELECT') {
      await input.selectOption(value === '#1' ? { index: 1 } : value);
    } else await input.fill(value);
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

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    it(`shows the thank-you first on the answered page, at the top of the window (${viewport.width}px, issue 44 item 13)`, async () => {
      const { context, page } = await site.newPage({ javaScriptEnabled: false, viewport });
      await context.addCookies([{ name: 'lang', value: 'en', url: site.baseURL }]);
      await page.goto(`/jobs/${jobId}`);
      await fill(page, 'apply', {
        ...person,
        email: `top.${viewport.width}@mijnbedrijf.brussels`,
        message: 'I would like to apply.',
      });
      await field(page, 'apply', 'poolConsent').check();
      await field(page, 'apply', 'file').setInputFiles(pdfFile('noor-top.pdf'));
      await submit(page, 'apply');
      const success = page.getByTestId('form-success');
      expect(await success.innerText()).toContain('Thank you');
      // Where the candidate looks: the thank-you's top in the window's first quarter, the whole of it in view.
      await expect
        .poll(async () => {
          const box = await success.boundingBox();
          return box !== null && box.y >= 0 && box.y < viewport.height / 4 && box.y + box.height <= viewport.height;
        })
        .toBe(true);
      await context.close();
    });
  }

  it('spontaneous application (French): errors, then the application with its CV', async () => {
    const { context, page } = await withoutJavaScript('fr');
    await page.goto('/spontaneous');
    await fill(page, 'spontaneous', { firstName: 'Noor' });
    await submit(page, 'spontaneous');
    const text = await pageText(page);
    expect(text).toContain('Ce champ est obligatoire.');
    expect(text).toContain('Veuillez joindre un fichier.');
    await fill(page, 'spontaneous', { ...person, availability: 'Immédiatement', post: 'Chef de projet' });
    await field(page, 'spontaneous', 'cv').setInputFiles(pdfFile('noor-spontaneous.pdf'));
    await submit(page, 'spontaneous');
    expect(await page.getByTestId('form-success').innerText()).toContain('Merci, votre candidature a été envoyée');
    const [row] = await site.app.db
      .select()
      .from(spontaneousApplications)
      .orderBy(desc(spontaneousApplications.id))
      .limit(1);
    expect(row).toMatchObject({ email: person.email, post: 'Chef de projet', lang: 'fr' });
    expect(row!.cvFileId).toBeTruthy();
    await context.close();
  });

  it('join the talent pool (Dutch): the consent box is required, then the profile with its CV', async () => {
    const { context, page } = await withoutJavaScript('nl');
    await page.goto('/apply');
    const values = {
      ...person,
      availability: 'Over een maand',
      contractType: '#1',
      experience: '#1',
      technicalSkills: 'Python, SQL',
      postTitle: 'Data-analist',
    };
    await fill(page, 'talents', values);
    await field(page, 'talents', 'cv').setInputFiles(pdfFile('noor-pool.pdf'));
    await submit(page, 'talents');
    expect(await pageText(page)).toContain('Vink dit vakje aan om lid te worden van de talentenpool');
    expect(await field(page, 'talents', 'postTitle').inputValue()).toBe('Data-analist');
    await field(page, 'talents', 'poolConsent').check();
    await field(page, 'talents', 'cv').setInputFiles(pdfFile('noor-pool.pdf'));
    await submit(page, 'talents');
    expect(await page.getByTestId('form-success').innerText()).toContain('Welkom in onze talentenpool');
    const [row] = await site.app.db.select().from(profiles).orderBy(desc(profiles.id)).limit(1);
    expect(row).toMatchObject({ email: person.email, display: false, process: 'NEW' });
    expect(row!.cvFileId).toBeTruthy();
    await context.close();
  });

  it('talent request (French): errors, then the request', async () => {
    const { context, page } = await withoutJavaScript('fr');
    await page.goto('/talentPool');
    await fill(page, 'talentRequest', { email: 'cto@client' });
    await submit(page, 'talentRequest');
    const text = await pageText(page);
    expect(text).toContain('Ce champ est obligatoire.');
    expect(text).toContain('Après le @, indiquez un domaine');
    await fill(page, 'talentRequest', {
      contractType: '#1',
      skills: 'Java, Kafka',
      talentName: 'Développeur back-end',
      email: 'cto@client.gent',
      client: 'Brouwerij Gentse Stroop',
    });
    await submit(page, 'talentRequest');
    expect(await page.getByTestId('form-success').innerText()).toContain('Votre demande a été envoyée');
    const [row] = await site.app.db.select().from(talentInterviews).orderBy(desc(talentInterviews.id)).limit(1);
    expect(row).toMatchObject({ kind: 'TALENT_REQUEST', email: 'cto@client.gent', skills: 'Java, Kafka' });
    // The company it names, found or made (decision 0044).
    const [company] = await site.app.db.select().from(companies).where(eq(companies.id, row!.companyId!));
    expect(company).toMatchObject({ name: 'Brouwerij Gentse Stroop', lang: 'fr' });
    await context.close();
  });

  it('contact (French): errors, then the message', async () => {
    const { context, page } = await withoutJavaScript('fr');
    await page.goto('/contact');
    await fill(page, 'contact', { firstName: 'Anne', phone: '12' });
    await submit(page, 'contact');
    expect(await pageText(page)).toContain('Ce champ est obligatoire.');
    await fill(page, 'contact', { ...person, message: 'Pouvez-vous me rappeler ?' });
    await submit(page, 'contact');
    expect(await page.getByTestId('form-success').innerText()).toContain('Votre message a été envoyé');
    const [row] = await site.app.db.select().from(contacts).orderBy(desc(contacts.id)).limit(1);
    expect(row).toMatchObject({ email: person.email, message: 'Pouvez-vous me rappeler ?', lang: 'fr' });
    await context.close();
  });

  it('interview booking (Dutch): errors, then the booking, whose confirmation repeats the date', async () => {
    const { context, page } = await withoutJavaScript('nl');
    await page.goto(`/profiles/${profileId}`);
    await fill(page, 'booking', { client: 'Mijn Bedrijf' });
    await submit(page, 'booking');
    expect(await pageText(page)).toContain('Dit veld is verplicht.');
    expect(await field(page, 'booking', 'client').inputValue()).toBe('Mijn Bedrijf');
    await fill(page, 'booking', { ...person, bookedTime: '10:00' });
    // The browser's own date input (the calendar needs JavaScript).
    await page.locator('form input[type=date][name=bookedDate]').fill('2030-03-13');
    await submit(page, 'booking');
    const success = await page.getByTestId('form-success').innerText();
    expect(success).toContain('Uw aanvraag voor een gesprek is verstuurd');
    expect(success).toContain('10:00');
    const [row] = await site.app.db.select().from(talentInterviews).orderBy(desc(talentInterviews.id)).limit(1);
    expect(row).toMatchObject({ profileId, bookedDate: '2030-03-13', bookedTime: '10:00', client: 'Mijn Bedrijf' });
    await context.close();
  });

  it('"send me my link" (French): an address refused, then the same answer as with JavaScript', async () => {
    const { context, page } = await withoutJavaScript('fr');
    await page.goto('/privacy');
    await fill(page, 'myDataLink', { email: 'pas-une-adresse' });
    await submit(page, 'myDataLink');
    expect(await pageText(page)).toContain('Saisissez une adresse e-mail valide');
    await fill(page, 'myDataLink', { email: person.email });
    await submit(page, 'myDataLink');
    expect(await page.getByTestId('form-success').innerText()).toContain(
      'Si nous connaissons cette adresse, nous y avons envoyé un lien.',
    );
    await context.close();
  });

  it('refuses a post from another site (no XSRF token: the origin decides)', async () => {
    const res = await site.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'sec-fetch-site': 'cross-site' },
      payload: '--x\r\nContent-Disposition: form-data; name="_form"\r\n\r\ncontact\r\n--x--\r\n',
    });
    expect(res.statusCode).toBe(403);
    const count = (await site.app.db.select().from(contacts)).length;
    const noOrigin = await site.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="_form"\r\n\r\ncontact\r\n--x--\r\n',
    });
    expect(noOrigin.statusCode).toBe(403);
    expect((await site.app.db.select().from(contacts)).length).toBe(count);
  });
});
