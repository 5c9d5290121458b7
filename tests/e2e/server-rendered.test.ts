import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTENT } from '../../src/client/lib/start-on-intent.ts';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { createPublicCatalogue, literally, type PublicCatalogue } from '../helpers/public-catalogue.ts';
import { ADMIN } from '../helpers/test-app.ts';
import { logInAs } from './admin-helpers.ts';

let site: RunningSite;
let catalogue: PublicCatalogue;
let javaId: number;
let profileId: number;
beforeAll(async () => {
  site = await startSite();
  catalogue = await createPublicCatalogue(site.app);
  javaId = catalogue.jobs.java.id;
  profileId = catalogue.profiles.consultant.id;
  // The first page loads the server's rendering code: not part of what the tests time.
  await site.app.inject({ method: 'GET', url: '/jobs', headers: { accept: 'text/html' } });
});
afterAll(() => site?.close());

describe('the public site without JavaScript', () => {
  it('reads the job search from the URL, a job, the profiles and the services', async () => {
    const context = await site.browser.newContext({ baseURL: site.baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/jobs?keyword=java');
    const titles = await page.getByTestId('job-card').getByRole('heading').allInnerTexts();
    // The catalogue's three jobs about Java, those titled so first.
    expect(titles).toHaveLength(3);
    expect(titles[0]).toContain('Java');

    const { java } = catalogue.jobs;
    await page
      .getByRole('link', { name: new RegExp(literally(java.title)) })
      .first()
      .click();
    await page.waitForURL(`**/jobs/${javaId}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(java.title);
    expect(await page.getByRole('main').innerText()).toContain('The job');

    await page.goto('/profiles');
    expect(await page.getByRole('main').getByRole('heading').count()).toBeGreaterThan(1);
    for (const consultant of catalogue.profiles.consultants)
      expect(await page.getByRole('main').innerText()).toContain(consultant.profileTitle);
    await page.goto('/services');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBeTruthy();
    expect(await page.getByRole('main').innerText()).toContain(catalogue.services.consulting.title);
    await context.close();
  });
});

describe('hydration', () => {
  const paths = () => [
    '/',
    '/services',
    '/for-clients',
    '/jobs',
    '/jobs?keyword=java',
    `/jobs/${javaId}`,
    '/jobs/999999',
    '/profiles',
    `/profiles/${profileId}`,
    '/apply',
    '/talentPool',
    '/spontaneous',
    '/contact',
    '/login',
    '/?lang=fr',
    '/jobs?lang=nl',
  ];

  it('takes over every public page without a warning and without asking for its data or its style sheets again', async () => {
    const { context, page } = await site.newPage();
    const messages: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (err) => messages.push(`pageerror: ${err.message}`));
    const dataRequests: string[] = [];
    const sheetRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/(public\/)?api\//.test(r.url())) dataRequests.push(r.url());
      if (r.resourceType() === 'stylesheet') sheetRequests.push(new URL(r.url()).pathname);
    });
    for (const path of paths()) {
      dataRequests.length = 0;
      sheetRequests.length = 0;
      await page.goto(path);
      // Hydrated: the router has taken the links over (a click no longer reloads the page).
      await page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated === 'true');
      await page.waitForLoadState('networkidle');
      // The page of a job that is not there is answered 404 on purpose; the browser logs that status.
      const unexpected = messages.filter((m) => !(path === '/jobs/999999' && m.includes('status of 404')));
      expect(unexpected, path).toEqual([]);
      messages.length = 0;
      if (path !== '/jobs/999999') expect(dataRequests, path).toEqual([]);
      // The style sheets the page carries are not asked for again once its code runs.
      const carried = await page.$$eval('link[rel=stylesheet][disabled]', (links) =>
        links.map((l) => new URL((l as HTMLLinkElement).href).pathname),
      );
      expect(carried.length, path).toBeGreaterThan(0);
      expect(
        sheetRequests.filter((sheet) => carried.includes(sheet)),
        path,
      ).toEqual([]);
    }
    await context.close();
  });
});

/** Holds the app's code (start.tsx's chunk) back until the function it returns is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/**
 * A visitor with no mouse over the page (a phone). Chromium now and then gives a page it has just shown a mouse move
 * at (0, 0), trusted, as if a mouse were there: seen in about one run of this file in five, it started the app before
 * the test's visitor had done anything. Such moves are stopped before the page's code sees them. The moves the page
 * does see are kept in `window.moves`, to tell why the app started should it start.
 */
async function noMouseOverThePage(page: Page): Promise<void> {
  await page.addInitScript((intent) => {
    const moves: string[] = ((window as Window & { moves?: string[] }).moves = []);
    const atTheCorner = (event: Event) =>
      event instanceof PointerEvent && event.pointerType === 'mouse' && event.clientX === 0 && event.clientY === 0;
    addEventListener('pointermove', (event) => atTheCorner(event) && event.stopImmediatePropagation(), true);
    for (const type of intent)
      addEventListener(type, (event) => moves.push(`${event.type} at ${Math.round(performance.now())} ms`), true);
  }, INTENT);
}

/** The moves the page saw (`noMouseOverThePage`). */
function movesSeen(page: Page): Promise<string[] | undefined> {
  return page.evaluate(() => (window as Window & { moves?: string[] }).moves);
}

describe('a visitor quicker than the app', () => {
  it('reads a page without its code running, which the first move starts, and gets the click made meanwhile', async () => {
    const { context, page } = await site.newPage({ viewport: { width: 375, height: 740 } });
    // The app's code is held back until the visitor has clicked: the click lands while the page is still HTML.
    const release = await holdAppCode(page);
    await noMouseOverThePage(page);
    await page.goto('/jobs', { waitUntil: 'domcontentloaded' });
    await page.waitForLoadState('load');
    // Loaded, its code asked for while the browser is idle (prefetch links), and not run: nobody has reached for the
    // page yet.
    await page
      .locator('link[rel=prefetch][href*="/assets/start-"]')
      .waitFor({ state: 'attached', timeout: 10_000 })
      .catch(async (error: unknown) => {
        const moves = JSON.stringify(await movesSeen(page));
        throw new Error(`The app's code was not prefetched; moves seen: ${moves}`, { cause: error });
      });
    expect(await page.evaluate(() => document.getElementById('root')?.dataset.hydrated)).toBeUndefined();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBeTruthy();

    await page.getByRole('button', { name: 'Open the menu' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    await page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated === 'true');
    // The click is made again once the app has the page: the menu opens.
    await page.getByRole('dialog').waitFor();
    await context.close();
  });

  it('does not prefetch the code once the app has started: its imports have fetched it', async () => {
    const { context, page } = await site.newPage();
    const prefetches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/assets/') && r.resourceType() === 'other') prefetches.push(r.url());
    });
    // A move once the page's scripts have run (they run before DOMContentLoaded): the app starts before the load,
    // when the prefetch is asked for.
    await page.addInitScript(() =>
      addEventListener('DOMContentLoaded', () => dispatchEvent(new PointerEvent('pointermove'))),
    );
    await page.goto('/jobs');
    // An idle callback asked for now runs after the one the load asked for, which would have added the links.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    expect(prefetches).toEqual([]);
    await context.close();
  });

  it('starts on a click with no move before it (a screen reader activating a button), and makes it again', async () => {
    const { context, page } = await site.newPage({ viewport: { width: 375, height: 740 } });
    await noMouseOverThePage(page);
    await page.goto('/jobs', { waitUntil: 'domcontentloaded' });
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => document.getElementById('root')?.dataset.hydrated)).toBeUndefined();
    // A click event alone, as assistive technology sends one: no pointer, key or focus before it.
    await page.getByRole('button', { name: 'Open the menu' }).dispatchEvent('click');
    await page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated === 'true');
    await page.getByRole('dialog').waitFor();
    await context.close();
  });

  it('starts at once for signed-in staff, whose user menu the server cannot render', async () => {
    const { context, page } = await site.newPage();
    await logInAs(page);
    await noMouseOverThePage(page);
    await page.goto('/jobs', { waitUntil: 'domcontentloaded' });
    // No move: the app takes the page over by itself, and shows the session the server did not know.
    await page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated === 'true');
    await page.getByRole('button', { name: ADMIN.username }).waitFor();
    expect(await movesSeen(page)).toEqual([]);
    await context.close();
  });

  it("keeps what was typed and chosen before the page was the app's", async () => {
    const { context, page } = await site.newPage();
    // The app's code is held back until the fields are filled: the visitor types while the page is still HTML.
    const release = await holdAppCode(page);
    await page.goto('/spontaneous', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('main').locator('form');
    await form.getByLabel('Salutation').selectOption('Mr');
    await form.getByLabel(/^First name/).fill('Tom', { force: true });
    await form.getByLabel(/^E-mail address/).fill('tom@example.com', { force: true });
    release();
    await page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated === 'true');
    // The form's state has them: a render after hydration (a field checked on blur) shows them still.
    await form.getByLabel(/^Last name/).fill('Janssens');
    await form.getByLabel(/^Last name/).blur();
    expect(await form.getByLabel(/^First name/).inputValue()).toBe('Tom');
    expect(await form.getByLabel(/^E-mail address/).inputValue()).toBe('tom@example.com');
    expect(await form.getByLabel('Salutation').inputValue()).toBe('Mr');
    await context.close();
  });
});

/** Each Mantine class name (m_ and 8 hex digits) that a sheet of Mantine's gives rules to, with that sheet's name. */
function mantineSheets(): Map<string, string> {
  const owner = new Map<string, string>();
  const add = (file: string, name: string) => {
    for (const [, cls] of readFileSync(file, 'utf8').matchAll(/\.(m_[0-9a-f]{8})\b/g)) owner.set(cls!, name);
  };
  const core = 'node_modules/@mantine/core/styles';
  for (const file of readdirSync(core).filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css')))
    add(`${core}/${file}`, `@mantine/core/styles/${file}`);
  for (const pkg of ['dates', 'dropzone', 'notifications'])
    add(`node_modules/@mantine/${pkg}/styles.css`, `@mantine/${pkg}`);
  return owner;
}

/** The Mantine sheets the page shows components of without having their rules loaded. */
async function sheetsMissing(page: Page, owner: Map<string, string>): Promise<string[]> {
  const { shown, styled } = await page.evaluate(() => {
    const styled = new Set<string>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule)
          for (const m of rule.selectorText.matchAll(/\.(m_[0-9a-f]{8})/g)) styled.add(m[1]!);
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) visit(sheet.cssRules);
    const shown = new Set([...document.querySelectorAll('[class]')].flatMap((e) => [...e.classList]));
    return { shown: [...shown], styled: [...styled] };
  });
  const loaded = new Set(styled);
  return [...new Set(shown.filter((c) => owner.has(c) && !loaded.has(c)).map((c) => owner.get(c)!))];
}

describe('the public style sheets (app/mantine-styles.ts)', () => {
  it('hold the rules of every Mantine component a public page shows, menus, drawer and calendar open', async () => {
    const owner = mantineSheets();
    const missing: string[] = [];
    const check = async (page: Page, what: string) => {
      for (const sheet of await sheetsMissing(page, owner)) missing.push(`${what}: ${sheet}`);
    };
    const { context, page } = await site.newPage();
    for (const path of [
      '/',
      '/services',
      '/for-clients',
      '/jobs',
      `/jobs/${javaId}`,
      '/profiles',
      '/apply',
      '/talentPool',
      '/spontaneous',
      '/contact',
      '/login',
    ]) {
      await page.goto(path);
      await check(page, path);
    }
    await page.goto(`/profiles/${profileId}`);
    await check(page, 'a profile');
    await page.getByRole('button', { name: /^Date/ }).click();
    await page.locator('[data-dates-dropdown]').waitFor();
    await check(page, 'a profile, calendar open');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menu').waitFor();
    await check(page, 'language menu open');
    await context.close();

    const phone = await site.newPage({ viewport: { width: 375, height: 740 } });
    await phone.page.goto('/jobs');
    await check(phone.page, '/jobs on a phone');
    await phone.page.getByRole('button', { name: 'Open the menu' }).click();
    await phone.page.getByRole('dialog').waitFor();
    await check(phone.page, 'the menu on a phone');
    await phone.context.close();
    expect(missing).toEqual([]);
  });
});
