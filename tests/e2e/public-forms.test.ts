import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, spontaneousApplications, storedFiles } from '../../src/server/db/schema/index.ts';
import { makeDemoPdf } from '../../src/server/seed/demo-pdf.ts';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { createJob, newMarker } from '../helpers/factories.ts';
import { expectAccessible, recordHistory, otherFile, pdfFile, poll } from './public-helpers.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const history = (recordType: string, recordId: number) => recordHistory(site.app.db, recordType, recordId);

describe('a spontaneous application', () => {
  it('takes a CV dropped on the zone and a phone in any format, and is stored whole', async () => {
    // The jobs page, with a job on it, offers the spontaneous application.
    const job = await createJob(site.app, newMarker());
    const { context, page } = await site.newPage();
    await page.goto('/jobs');
    await page.getByRole('heading', { name: job.title }).waitFor();
    await page.getByRole('link', { name: 'Send a spontaneous application' }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/spontaneous');
    const form = page.getByRole('form', { name: 'Spontaneous application' });
    await form.getByLabel('Salutation').selectOption('Mr');
    await form.getByLabel(/^First name/).fill('Tom');
    await form.getByLabel(/^Last name/).fill('Janssens');
    await form.getByLabel(/^E-mail address/).fill('tom.janssens@example.com');
    await form.getByLabel(/^Phone/).fill('0470/12.34.56');
    await form.getByLabel(/^Position you are looking for/).fill('Project manager');
    await form.getByLabel(/^Availability/).fill('Immediately');

    // Drag and drop: a real drop event carrying a PDF.
    const pdf = makeDemoPdf('Tom Janssens\nCV').toString('base64');
    await page.evaluate((b64) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], 'tom-janssens.pdf', { type: 'application/pdf' }));
      const zone = document.querySelector('.mantine-Dropzone-root')!;
      for (const type of ['dragenter', 'dragover', 'drop'])
        zone.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
    }, pdf);
    await poll(() => form.getByTestId('selected-file').innerText()).toContain('tom-janssens.pdf');
    await expectAccessible(page);

    await form.getByRole('button', { name: 'Send my application' }).click();
    await poll(() => page.getByTestId('form-success').innerText()).toContain(
      'Thank you, your application has been sent',
    );

    const [row] = await site.app.db
      .select()
      .from(spontaneousApplications)
      .orderBy(desc(spontaneousApplications.id))
      .limit(1);
    expect(row).toMatchObject({
      salutation: 'Mr',
      firstName: 'Tom',
      phone: '+32470123456',
      post: 'Project manager',
      availability: 'Immediately',
      process: 'NEW',
      lang: 'en',
    });
    const [file] = await site.app.db.select().from(storedFiles).where(eq(storedFiles.id, row!.cvFileId!));
    expect(file).toMatchObject({ fileName: 'tom-janssens.pdf', mimeType: 'application/pdf' });
    expect(await history('spontaneous-applications', row!.id)).toEqual([
      expect.objectContaining({ fromState: null, toState: 'NEW', changedBy: null }),
    ]);
    await context.close();
  });

  it('refuses a file that is too large before sending it', async () => {
    const { context, page } = await site.newPage({ locale: 'fr-BE' });
    await page.goto('/spontaneous');
    const form = page.getByRole('form', { name: 'Candidature spontanée' });
    await form.locator('input[type=file]').setInputFiles(otherFile('enorme.pdf', 11 * 1024 * 1024));
    await poll(() => form.getByText('Le fichier dépasse 10 Mo.').isVisible()).toBe(true);
    await form.locator('input[type=file]').setInputFiles(otherFile('photo.png', 2000));
    await poll(() => form.getByText('Seuls les fichiers PDF, DOC, DOCX ou ODT sont acceptés.').isVisible()).toBe(true);
    await context.close();
  });
});

describe('the contact form', () => {
  it('sends a plain message (in French)', async () => {
    const { context, page } = await site.newPage({ locale: 'fr-BE' });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Envoyez-nous un message' });
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await poll(() => form.getByText('Ce champ est obligatoire.').count()).toBe(5);
    await form.getByLabel(/^Prénom/).fill('Anne');
    await form.getByLabel(/^Nom/).fill('Dupont');
    await form.getByLabel(/^Adresse e-mail/).fill('anne.dupont@example.be');
    await form.getByLabel(/^Téléphone/).fill('+32475123456');
    await form.getByRole('textbox', { name: /^Message/ }).fill('Pouvez-vous me rappeler au sujet d’un projet data ?');
    let body = '';
    page.on('request', (r) => {
      if (r.url().includes('/public/api/contact')) body = r.postData() ?? '';
    });
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await poll(() => page.getByTestId('form-success').innerText()).toContain('Votre message a été envoyé');
    // The honeypot travels, empty, with the values.
    expect(JSON.parse(body)).toMatchObject({ website: '', firstName: 'Anne' });
    const [row] = await site.app.db.select().from(contacts).orderBy(desc(contacts.id)).limit(1);
    expect(row).toMatchObject({
      firstName: 'Anne',
      email: 'anne.dupont@example.be',
      message: 'Pouvez-vous me rappeler au sujet d’un projet data ?',
      process: 'NEW',
      fileId: null,
    });
    expect(await history('contacts', row!.id)).toHaveLength(1);
    await context.close();
  });

  it('sends a message with an attachment, which then requires a subject and the file (in Dutch)', async () => {
    const { context, page } = await site.newPage({ locale: 'nl-BE' });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Stuur ons een bericht' });
    await form.getByLabel(/^Voornaam/).fill('Sofie');
    await form.getByLabel(/^Achternaam/).fill('Wouters');
    await form.getByLabel(/^E-mailadres/).fill('sofie.wouters@example.be');
    await form.getByLabel(/^Telefoon/).fill('+32476123456');
    await form.getByRole('textbox', { name: /^Bericht/ }).fill('In bijlage de functiebeschrijving.');
    await form.getByRole('switch', { name: /Voeg een document toe/ }).check();
    await form.getByRole('button', { name: 'Verstuur het bericht' }).click();
    await poll(() => form.getByText('Voeg een bestand toe.').isVisible()).toBe(true);
    expect(await form.getByText('Dit veld is verplicht.').count()).toBe(1);
    await form.getByLabel(/^Onderwerp/).fill('Vacature data engineer');
    await form.locator('input[type=file]').setInputFiles(pdfFile('functiebeschrijving.pdf'));
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Verstuur het bericht' }).click();
    await poll(() => page.getByTestId('form-success').innerText()).toContain('Uw bericht is verstuurd');
    const [row] = await site.app.db.select().from(contacts).orderBy(desc(contacts.id)).limit(1);
    expect(row).toMatchObject({ firstName: 'Sofie', post: 'Vacature data engineer', process: 'NEW' });
    const [file] = await site.app.db.select().from(storedFiles).where(eq(storedFiles.id, row!.fileId!));
    expect(file).toMatchObject({ fileName: 'functiebeschrijving.pdf', mimeType: 'application/pdf' });
    expect(await history('contacts', row!.id)).toEqual([expect.objectContaining({ toState: 'NEW' })]);
    await context.close();
  });
});

describe('the honeypot', () => {
  it.each(['/contact', '/spontaneous', '/apply', '/talentPool'])(
    'on %s is a hidden text field named website, out of reach of people',
    async (path) => {
      const { context, page } = await site.newPage();
      await page.goto(path);
      const trap = page.locator('input[name="website"]');
      await trap.waitFor({ state: 'attached' });
      expect(await trap.getAttribute('type')).toBe('text');
      expect(await trap.getAttribute('tabindex')).toBe('-1');
      expect(await trap.getAttribute('autocomplete')).toBe('off');
      // Off screen, one pixel, and hidden from assistive technologies.
      const box = await trap.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(0);
      expect(await trap.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
      await context.close();
    },
  );
});
