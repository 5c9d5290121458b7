import { desc } from 'drizzle-orm';
import { earliestBookingDay } from '../../src/shared/booking-slots.ts';
import { firmDay } from '../../src/shared/firm-time.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, talentInterviews } from '../../src/server/db/schema/index.ts';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { createPublicCatalogue, FIRM_CONTACT, shownName, type PublicCatalogue } from '../helpers/public-catalogue.ts';
import { expectAccessible, recordHistory, heading, pdfFile, poll } from './public-helpers.ts';

let site: RunningSite;
let catalogue: PublicCatalogue;
let consultantId: number;
let hiddenId: number;
let privateContacts: string[];
beforeAll(async () => {
  site = await startSite();
  catalogue = await createPublicCatalogue(site.app);
  consultantId = catalogue.profiles.consultant.id;
  hiddenId = catalogue.profiles.candidate.id;
  privateContacts = catalogue.profiles.all.flatMap((p) => [p.email, p.phone]).filter((v): v is string => !!v);
});
afterAll(() => site?.close());

const history = (recordType: string, recordId: number) => recordHistory(site.app.db, recordType, recordId);

describe('the talents', () => {
  it('are searched by technologies, and show only what the firm displays', async () => {
    const { context, page } = await site.newPage();
    await page.goto('/profiles');
    const count = page.getByTestId('profile-count');
    // The published consultants only: not the candidate.
    const published = `${catalogue.profiles.consultants.length} talents found`;
    await poll(() => count.innerText()).toBe(published);
    await page.getByLabel('Technologies').fill('Java, Kafka');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await poll(() => new URL(page.url()).searchParams.get('technologies')).toBe('Java, Kafka');
    // One consultant knows both (another knows Kafka only, the candidate Java but is not published).
    await poll(() => count.innerText()).toBe('1 talent found');
    const cards = await page.getByTestId('profile-card').allInnerTexts();
    expect(cards.length).toBe(1);
    for (const card of cards) expect(card).toMatch(/Kafka/);
    for (const value of privateContacts) expect(await page.content()).not.toContain(value);

    const name = shownName(catalogue.profiles.consultant);
    await page.getByRole('link', { name }).click();
    await poll(() => heading(page)).toBe(name);
    await poll(() => page.locator('#main').innerText()).toContain(FIRM_CONTACT.email);
    for (const value of privateContacts) expect(await page.content()).not.toContain(value);
    await page.goto(`/profiles/${hiddenId}`);
    await poll(() => page.getByRole('alert').innerText()).toContain('does not exist or is no longer available');
    await context.close();
  });
});

describe('booking an interview', () => {
  it('checks the fields, then books a date from the calendar (in Dutch)', async () => {
    const { context, page } = await site.newPage({ locale: 'nl-BE' });
    await page.goto(`/profiles/${consultantId}`);
    const form = page.getByRole('form', { name: 'Plan een gesprek' });
    await form.getByRole('button', { name: 'Plan het gesprek' }).click();
    await poll(() => form.getByText('Dit veld is verplicht.').count()).toBe(7);

    await form.getByRole('button', { name: /^Datum/ }).click();
    // Issue 26: no day before the first one the firm accepts (one working day of notice) can be chosen: today
    // and every day before it are disabled.
    const days = page.locator('.mantine-DatePickerInput-day');
    await days.first().waitFor();
    const first = earliestBookingDay(new Date(), 1);
    if (first.slice(0, 7) === firmDay(new Date()).slice(0, 7)) {
      const states = await days.evaluateAll((els) =>
        els.map((e) => ({
          today: e.hasAttribute('data-today'),
          disabled: e.hasAttribute('data-disabled'),
          label: e.getAttribute('aria-label') ?? '',
        })),
      );
      const today = states.findIndex((d) => d.today);
      expect(today).toBeGreaterThanOrEqual(0);
      expect(states.slice(0, today + 1).every((d) => d.disabled)).toBe(true);
      const enabled = states.find((d) => !d.disabled)!;
      expect(Number(enabled.label.split(' ')[0])).toBe(Number(first.slice(8)));
    }
    await page.getByRole('button', { name: 'Volgende maand' }).click();
    await page.locator('.mantine-DatePickerInput-day:not([data-disabled]):not([data-outside])').first().click();
    await form.getByLabel(/^Uur/).selectOption('10:30');
    await form.getByLabel(/^Bedrijf/).fill('Havenbedrijf Antwerpen');
    await form.getByLabel(/^Voornaam/).fill('Koen');
    await form.getByLabel(/^Achternaam/).fill('Maes');
    await form.getByLabel(/^E-mailadres/).fill('koen.maes@example.be');
    await form.getByLabel(/^Telefoon/).fill('+32478123456');
    await form.getByLabel('Opmerking').fill('Liefst in de voormiddag.');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Plan het gesprek' }).click();
    await poll(() => page.getByTestId('form-success').innerText()).toContain(
      'Uw aanvraag voor een gesprek is verstuurd',
    );

    const [row] = await site.app.db.select().from(talentInterviews).orderBy(desc(talentInterviews.id)).limit(1);
    expect(row).toMatchObject({
      kind: 'BOOKING',
      profileId: consultantId,
      process: 'REQUESTED',
      bookedTime: '10:30',
      client: 'Havenbedrijf Antwerpen',
      email: 'koen.maes@example.be',
      // The client's own words, apart from the staff's comment (issue 26).
      clientMessage: 'Liefst in de voormiddag.',
      comment: '',
    });
    // A weekday of next month.
    const booked = new Date(`${row!.bookedDate}T12:00:00`);
    expect(booked.getTime()).toBeGreaterThan(Date.now());
    expect([0, 6]).not.toContain(booked.getDay());
    expect(await history('talent-interviews', row!.id)).toEqual([
      expect.objectContaining({ fromState: null, toState: 'REQUESTED', changedBy: null }),
    ]);
    await context.close();
  });
});

describe('a talent request', () => {
  it('is sent from the talent pool page and stored', async () => {
    const { context, page } = await site.newPage();
    await page.goto('/talentPool');
    const form = page.getByRole('form', { name: 'Request a talent' });
    await form.getByRole('button', { name: 'Send the request' }).click();
    await poll(() => form.getByText('This field is required.').count()).toBe(4);
    await form.getByLabel(/^Role or profile/).fill('Senior back-end developer');
    await form.getByLabel(/^Type of collaboration/).selectOption('FREELANCE');
    await form.getByLabel(/^Skills needed/).fill('Java, Spring Boot, Kafka');
    await form.getByLabel(/^Your e-mail address/).fill('cto@client.example.be');
    await form.getByRole('button', { name: 'Send the request' }).click();
    await poll(() => page.getByTestId('form-success').innerText()).toContain('Your request has been sent');
    const [row] = await site.app.db.select().from(talentInterviews).orderBy(desc(talentInterviews.id)).limit(1);
    expect(row).toMatchObject({
      kind: 'TALENT_REQUEST',
      process: 'REQUESTED',
      talentName: 'Senior back-end developer',
      contractType: 'FREELANCE',
      skills: 'Java, Spring Boot, Kafka',
      email: 'cto@client.example.be',
    });
    expect(await history('talent-interviews', row!.id)).toHaveLength(1);
    await context.close();
  });
});

describe('joining the talents', () => {
  it('creates an unpublished profile in process NEW with its CV (in Dutch)', async () => {
    const { context, page } = await site.newPage({ locale: 'nl-BE' });
    await page.goto('/apply');
    const form = page.getByRole('form', { name: 'Word een van onze talenten' });
    await form.getByRole('button', { name: 'Sluit aan bij de talentenpool' }).click();
    await poll(() => form.getByText('Dit veld is verplicht.').count()).toBe(9);
    expect(await form.getByText('Voeg een bestand toe.').isVisible()).toBe(true);

    await form.getByLabel('Aanspreking').selectOption('Ms');
    await form.getByLabel(/^Voornaam/).fill('Lotte');
    await form.getByLabel(/^Achternaam/).fill('Claes');
    await form.getByLabel(/^E-mailadres/).fill('lotte.claes@example.be');
    await form.getByLabel(/^Telefoon/).fill('+32479556677');
    await form.getByLabel('Huidige functie').fill('BI-analist');
    await form.getByLabel(/^Gezochte functie/).fill('Data engineer');
    await form.getByLabel(/^Contract/).selectOption('CDI');
    await form.getByLabel('Werktijd').selectOption('PART_TIME');
    await form.getByLabel(/^Ervaring/).selectOption('2-5');
    await form.getByLabel(/^Beschikbaarheid/).fill('Na een opzegtermijn van een maand');
    await form.getByLabel(/^Vaardigheden en technologieën/).fill('Python, SQL, dbt');
    await form.getByLabel('Stel uzelf voor').fill('Ik bouw al vier jaar datapijplijnen.');
    await form.locator('input[type=file]').setInputFiles(pdfFile('lotte-claes.pdf'));
    // The pool consent is the purpose of the form: it is refused until the person ticks it themselves.
    await form.getByRole('button', { name: 'Sluit aan bij de talentenpool' }).click();
    await poll(() => form.getByText('Vink dit vakje aan om lid te worden van de talentenpool').isVisible()).toBe(true);
    await form.getByRole('checkbox', { name: /talentenpool/ }).check();
    await form.getByRole('button', { name: 'Sluit aan bij de talentenpool' }).click();
    await poll(() => page.getByTestId('form-success').innerText()).toContain('Welkom in onze talentenpool');

    const [row] = await site.app.db.select().from(profiles).orderBy(desc(profiles.id)).limit(1);
    expect(row).toMatchObject({
      firstName: 'Lotte',
      lastName: 'Claes',
      salutation: 'Ms',
      profileTitle: 'Data engineer',
      technologies: 'Python, SQL, dbt',
      contractType: 'CDI',
      workingTime: 'PART_TIME',
      experience: '2-5',
      descriptionNl: 'Ik bouw al vier jaar datapijplijnen.',
      display: false,
      process: 'NEW',
    });
    expect(row!.cvFileId).toBeTruthy();
    expect(await history('profiles', row!.id)).toEqual([expect.objectContaining({ fromState: null, toState: 'NEW' })]);
    // Not on the public site until staff publish it.
    await page.goto('/profiles?keyword=Lotte');
    await poll(() => page.getByTestId('profile-count').innerText()).toBe('0 talenten gevonden');
    await context.close();
  });
});
