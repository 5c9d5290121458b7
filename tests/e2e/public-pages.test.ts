import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { createPublicCatalogue, type PublicCatalogue } from '../helpers/public-catalogue.ts';
import { expectAccessible, heading, poll, switchLanguage } from './public-helpers.ts';

let site: RunningSite;
let catalogue: PublicCatalogue;
let jobId: number;
let profileId: number;
let serviceId: number;
beforeAll(async () => {
  site = await startSite();
  catalogue = await createPublicCatalogue(site.app);
  jobId = catalogue.jobs.java.id;
  profileId = catalogue.profiles.consultant.id;
  serviceId = catalogue.services.consulting.id;
});
afterAll(() => site?.close());

type Texts = { en: string; fr: string; nl: string };
/** Each public page, with a text that shows it in each language (its main heading unless said otherwise). */
const PAGES: () => { path: string; marker: Texts; title: Texts }[] = () => [
  {
    path: '/',
    marker: {
      en: 'The right people for the work that matters',
      fr: 'Les bonnes personnes pour le travail qui compte',
      nl: 'De juiste mensen voor het werk dat ertoe doet',
    },
    title: { en: 'Home', fr: 'Accueil', nl: 'Home' },
  },
  {
    path: '/services',
    marker: { en: 'What we do', fr: 'Nos services', nl: 'Wat we doen' },
    title: { en: 'What we do', fr: 'Nos services', nl: 'Wat we doen' },
  },
  {
    path: '/for-clients',
    marker: { en: 'For clients', fr: 'Pour les clients', nl: 'Voor klanten' },
    title: { en: 'For clients', fr: 'Pour les clients', nl: 'Voor klanten' },
  },
  {
    path: `/for-clients?id=${serviceId}`,
    marker: {
      en: catalogue.consultingTexts.en.title,
      fr: catalogue.consultingTexts.fr.title,
      nl: catalogue.consultingTexts.nl.title,
    },
    title: { en: 'For clients', fr: 'Pour les clients', nl: 'Voor klanten' },
  },
  {
    path: '/jobs',
    marker: { en: 'Jobs', fr: 'Offres d’emploi', nl: 'Vacatures' },
    title: { en: 'Jobs', fr: 'Offres d’emploi', nl: 'Vacatures' },
  },
  {
    path: `/jobs/${jobId}`,
    marker: { en: 'Apply for this job', fr: 'Postuler à cette offre', nl: 'Solliciteer voor deze vacature' },
    title: { en: 'Jobs', fr: 'Offres d’emploi', nl: 'Vacatures' },
  },
  {
    path: '/profiles',
    marker: { en: 'Our talents', fr: 'Nos talents', nl: 'Onze talenten' },
    title: { en: 'Profiles', fr: 'Profils', nl: 'Profielen' },
  },
  {
    path: `/profiles/${profileId}`,
    marker: { en: 'Book an interview', fr: 'Réserver un entretien', nl: 'Plan een gesprek' },
    title: { en: 'Profiles', fr: 'Profils', nl: 'Profielen' },
  },
  {
    path: '/apply',
    marker: { en: 'Join our talents', fr: 'Rejoindre nos talents', nl: 'Word een van onze talenten' },
    title: { en: 'Talents', fr: 'Talents', nl: 'Talenten' },
  },
  {
    path: '/talentPool',
    marker: { en: 'Request a talent', fr: 'Demander un talent', nl: 'Vraag een talent aan' },
    title: { en: 'Request a talent', fr: 'Demander un talent', nl: 'Vraag een talent aan' },
  },
  {
    path: '/spontaneous',
    marker: { en: 'Spontaneous application', fr: 'Candidature spontanée', nl: 'Spontane sollicitatie' },
    title: { en: 'Spontaneous application', fr: 'Candidature spontanée', nl: 'Spontane sollicitatie' },
  },
  {
    path: '/contact',
    marker: { en: 'Contact us', fr: 'Nous contacter', nl: 'Neem contact op' },
    title: { en: 'Contact', fr: 'Contact', nl: 'Contact' },
  },
];

/**
 * Every frame's scroll position from the start of the page: a test reads the scrolling afterwards, whatever the
 * machine's load made of its own timing.
 */
const recordScrollPositions = (page: Page) =>
  page.addInitScript(() => {
    const positions: number[] = [];
    (window as unknown as { scrollPositions: number[] }).scrollPositions = positions;
    const sample = () => {
      positions.push(window.scrollY);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
const scrollPositions = (page: Page) =>
  page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions);

describe('every public page', () => {
  it('switches language from the header: heading and title in fr and nl, and is accessible', async () => {
    const { context, page } = await site.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    for (const { path, marker, title } of PAGES()) {
      await page.goto(path);
      await poll(() => page.getByRole('heading', { name: marker.en }).first().isVisible()).toBe(true);
      await poll(() => page.title()).toBe(`${title.en} | Northwind Talent`);
      await expectAccessible(page);
      for (const [lang, name] of [
        ['fr', 'Français'],
        ['nl', 'Nederlands'],
      ] as const) {
        await switchLanguage(page, name);
        await poll(() => page.getByRole('heading', { name: marker[lang] }).first().isVisible()).toBe(true);
        await poll(() => page.title()).toBe(`${title[lang]} | Northwind Talent`);
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      }
      await switchLanguage(page, 'English');
    }
    // A visitor never downloads admin code: no admin chunk among everything the public pages loaded.
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((path) => /admin/i.test(path))).toEqual([]);
    await context.close();
    // Twelve pages, each in three languages: more than one test's usual minute on a loaded machine.
  }, 180_000);

  it('fits a phone screen without sideways scrolling, and stays accessible there', async () => {
    const { context, page } = await site.newPage({ locale: 'nl-BE', viewport: { width: 390, height: 844 } });
    for (const { path, marker } of PAGES()) {
      await page.goto(path);
      await poll(() => page.getByRole('heading', { name: marker.nl }).first().isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      await expectAccessible(page);
    }
    await context.close();
    // Twelve pages, each checked by axe: as the walk above, more than a minute on a loaded machine.
  }, 180_000);

  it('honours ?lang= once at start and keeps it', async () => {
    const { context, page } = await site.newPage({ locale: 'en-US' });
    await page.goto('/services?lang=nl');
    expect(await heading(page)).toBe('Wat we doen');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('nl');
    await page.goto('/jobs');
    expect(await heading(page)).toBe('Vacatures');
    // The server titles the pages it serves in the stored language too (the `lang` cookie).
    const html = await (await page.request.get('/contact', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<html lang="nl"');
    await context.close();
  });
});

describe('the stored language (issue 26, item 16)', () => {
  const langCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'lang')?.value;

  it('wins over the browser with no lang cookie, before the app starts and after, and is not overwritten', async () => {
    const { context, page } = await site.newPage({ locale: 'en-US' });
    // A visitor who chose Dutch on an earlier visit: the choice is in localStorage, the cookie is gone.
    await page.goto('/robots.txt');
    await page.evaluate(() => localStorage.setItem('lang', 'nl'));
    expect(await langCookie(context)).toBeUndefined();
    // No move over the page: the app does not start, the page is the server's.
    await page.goto('/jobs', { waitUntil: 'domcontentloaded' });
    await poll(() => page.locator('h1').first().innerText()).toBe('Vacatures');
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
    expect(await page.evaluate(() => document.getElementById('root')?.dataset.hydrated)).toBeUndefined();
    expect(await langCookie(context)).toBe('nl');
    // The app starts on the visitor's first move and keeps the choice.
    await page.reload();
    expect(await heading(page)).toBe('Vacatures');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('nl');
    expect(await langCookie(context)).toBe('nl');
    await context.close();
  });

  it('is followed by the app when the page was written in another language and could not be loaded again', async () => {
    const { context, page } = await site.newPage({ locale: 'en-US' });
    await page.goto('/robots.txt');
    // The page already loaded itself again once (main.tsx does it once per address), and the server wrote English.
    await page.evaluate((url) => {
      localStorage.setItem('lang', 'nl');
      sessionStorage.setItem('hireframe.langReload', url);
    }, `${site.baseURL}/jobs`);
    await context.addCookies([{ name: 'lang', value: 'en', url: site.baseURL }]);
    await page.goto('/jobs');
    await poll(() => page.locator('h1').first().innerText()).toBe('Vacatures');
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('nl');
    expect(await langCookie(context)).toBe('nl');
    await context.close();
  });

  it('is followed by the address: a switch on /jobs?lang=nl leaves no ?lang=nl to flip back on reload', async () => {
    const { context, page } = await site.newPage({ locale: 'en-US' });
    await page.goto('/');
    await page.goto('/jobs?lang=nl');
    expect(await heading(page)).toBe('Vacatures');
    await switchLanguage(page, 'Français');
    await poll(() => page.locator('h1').first().innerText()).toBe('Offres d’emploi');
    await poll(() => new URL(page.url()).searchParams.get('lang')).not.toBe('nl');
    await page.reload();
    expect(await heading(page)).toBe('Offres d’emploi');
    // The switch replaced the address rather than adding one: back leads to the page before.
    await page.goBack();
    await poll(() => new URL(page.url()).pathname).toBe('/');
    await page.goForward();
    await poll(() => page.locator('h1').first().innerText()).toBe('Offres d’emploi');
    await context.close();
  });
});

describe('the home page', () => {
  it('shows the champion team from the database and leads to jobs, talents and contact', async () => {
    const { context, page } = await site.newPage();
    await page.goto('/');
    const team = page.locator('#Team');
    const { lead } = catalogue.managers;
    await poll(() => team.getByRole('heading', { name: `${lead.firstName} ${lead.lastName}` }).isVisible()).toBe(true);
    expect(await team.innerText()).toContain(lead.jobTitle);
    expect(await team.innerText()).not.toContain('@');
    await page.getByRole('link', { name: 'Meet our talents' }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/profiles');
    await page.goBack();
    await page.getByRole('link', { name: 'Browse our jobs' }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/jobs');
    await page.goBack();
    await page.locator('#main').getByRole('link', { name: 'Contact us' }).first().click();
    await poll(() => new URL(page.url()).pathname).toBe('/contact');
    await context.close();
  });

  it.each([
    ['/whoWeAre', 'aboutus'],
    ['/visionValue', 'ourVision'],
    ['/interventionArea', 'ourActivity'],
    ['/championTeam', 'Team'],
  ])('%s scrolls to #%s with the 1500 ms animation', async (path, anchor) => {
    const { context, page } = await site.newPage({ reducedMotion: 'no-preference' });
    await recordScrollPositions(page);
    await page.goto(path);
    const section = page.locator(`#${anchor}`);
    await section.waitFor();
    const top = () => section.evaluate((el) => el.getBoundingClientRect().top);
    // There at the end: the section just below the header, or as close as the end of the page allows.
    const arrived = async () =>
      (await top()) < 120 ||
      (await page.evaluate(
        () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
      ));
    await poll(arrived, { timeout: 10_000 }).toBe(true);
    // Then the animation's end: the page has not scrolled for ten frames (a fixed 1.5 s wait before).
    await poll(() =>
      page.evaluate(() => {
        const positions = (window as unknown as { scrollPositions: number[] }).scrollPositions;
        return positions.length > 10 && positions.slice(-10).every((y) => y === positions.at(-1));
      }),
    ).toBe(true);
    expect(await top()).toBeGreaterThan(60);
    // It started at the top and went through positions on the way: an animation, not a jump.
    const positions = await scrollPositions(page);
    const end = positions.at(-1)!;
    expect(positions[0]).toBe(0);
    expect(new Set(positions.filter((y) => y > 0 && y < end)).size).toBeGreaterThanOrEqual(3);
    await context.close();
  });

  it('jumps to the section without the animation for a visitor who prefers reduced motion', async () => {
    const { context, page } = await site.newPage({ reducedMotion: 'reduce' });
    await recordScrollPositions(page);
    await page.goto('/visionValue');
    const section = page.locator('#ourVision');
    await poll(() => section.evaluate((el) => el.getBoundingClientRect().top), { timeout: 10_000 }).toBeLessThan(120);
    const positions = await scrollPositions(page);
    const end = positions.at(-1)!;
    expect(end).toBeGreaterThan(0);
    // From the top to the section in one step: no position in between.
    expect(positions.filter((y) => y > 0 && y < end)).toEqual([]);
    await context.close();
  });

  it('scrolls from the consulting menu too', async () => {
    const { context, page } = await site.newPage();
    await page.goto('/jobs');
    await page.getByRole('button', { name: 'Consulting' }).click();
    await page.getByRole('menuitem', { name: 'Vision and values' }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/visionValue');
    await poll(() => page.locator('#ourVision').evaluate((el) => el.getBoundingClientRect().top), {
      timeout: 10_000,
    }).toBeLessThan(120);
    await context.close();
  });
});

describe('services and clients', () => {
  it('lists the services in the current language and leads to one service, then to contact about it', async () => {
    const { context, page } = await site.newPage({ locale: 'fr-BE' });
    const title = catalogue.consultingTexts.fr.title;
    await page.goto('/services');
    await page.getByRole('link', { name: `En savoir plus sur ${title}` }).click();
    await poll(() => page.url()).toContain(`/for-clients?id=${serviceId}`);
    // The address changes before the page it leads to has rendered: its heading is waited for, not read once.
    await poll(() => heading(page)).toBe(title);
    await page.getByRole('link', { name: 'Nous contacter à propos de ce service' }).click();
    await poll(() => page.getByRole('textbox', { name: 'Message' }).inputValue()).toContain(`« ${title} »`);
    await context.close();
  });

  it('leads clients to the talents and the talent pool, and consultants to apply', async () => {
    const { context, page } = await site.newPage();
    await page.goto('/for-clients');
    for (const [name, path] of [
      ['Browse our talents', '/profiles'],
      ['Request a talent', '/talentPool'],
      ['Join our talents', '/apply'],
    ]) {
      await page.locator('#main').getByRole('link', { name }).click();
      await poll(() => new URL(page.url()).pathname).toBe(path);
      await page.goBack();
    }
    await page.goto('/for-clients?id=99999');
    await poll(() => page.getByRole('alert').innerText()).toContain('does not exist');
    await context.close();
  });
});

describe('the talent request page', () => {
  it.each([
    ['en-US', 'Request a talent', /talent pool/i],
    ['fr-BE', 'Demander un talent', /vivier/i],
    ['nl-BE', 'Vraag een talent aan', /talentenpool/i],
  ])(
    'is named for what a client does there (%s), never "talent pool" like the candidates\' page',
    async (locale, name, pool) => {
      const { context, page } = await site.newPage({ locale });
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
      await poll(() => new URL(page.url()).pathname).toBe('/talentPool');
      await poll(() => page.title()).toBe(`${name} | Northwind Talent`);
      expect(await heading(page)).toBe(name);
      expect(await page.locator('body').innerText()).not.toMatch(pool);
      const html = await (await page.request.get('/talentPool', { headers: { accept: 'text/html' } })).text();
      expect(html).toContain(`<title>${name} | Northwind Talent</title>`);
      await context.close();
    },
  );
});

describe('keyboard', () => {
  it('reaches the content with the skip link and shows where the focus is', async () => {
    const { context, page } = await site.newPage();
    await page.goto('/contact');
    await heading(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    // Every form field has a label.
    const unlabelled = await page
      .locator('#main input:not([type=hidden]):not([tabindex="-1"]), #main textarea, #main select')
      .evaluateAll((els) => els.filter((el) => !(el as HTMLInputElement).labels?.length).length);
    expect(unlabelled).toBe(0);
    // The focus ring shows on a button reached by keyboard.
    const send = page.getByRole('button', { name: 'Send the message' });
    await send.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const outline = await send.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await context.close();
  });
});
