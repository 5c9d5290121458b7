import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { createPublicCatalogue } from '../helpers/public-catalogue.ts';
import { pdfFile } from './public-helpers.ts';

let site: RunningSite;
/** Another site, on another origin, whose page links to our jobs page. */
let otherSite: Server;
let otherURL: string;
beforeAll(async () => {
  site = await startSite();
  // Managers for the home page's team, a page of jobs for the jobs page.
  await createPublicCatalogue(site.app);
  otherSite = createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html');
    res.end(`<!doctype html><title>Elsewhere</title><a href="${site.baseURL}/jobs">Our jobs</a>`);
  });
  await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
  otherURL = `http://127.0.0.1:${(otherSite.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  otherSite?.close();
  await site?.close();
});

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The home page, loaded and scrolled down to 900 px. */
async function scrolledHome(page: Page) {
  await page.goto('/');
  await page.locator('#Team').waitFor({ state: 'attached' });
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.waitForTimeout(200);
}

/** The jobs page once its results are there (tall enough to show a wrong scroll). */
async function jobsLoaded(page: Page) {
  await page.getByTestId('job-card').first().waitFor();
  await page.waitForTimeout(300);
}

const sectionTop = (id: string) => `document.getElementById('${id}').getBoundingClientRect().top + window.scrollY`;

describe('anchors and scrolling', () => {
  it('scrolls to a consulting section with a 1500 ms animation', async () => {
    const { context, page } = await site.newPage({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await page.locator('#Team').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Consulting' }).click();
    await page.getByRole('menuitem', { name: 'Vision and values' }).click();
    const target = await page.evaluate<number>(sectionTop('ourVision'));
    // Midway the page is moving, not there yet: the scroll is animated, not a jump.
    await page.waitForTimeout(500);
    const midway = await page.evaluate(() => window.scrollY);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(target - 80);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBeGreaterThan(target - 80);
    expect(new URL(page.url()).pathname).toBe('/visionValue');
    await context.close();
  });

  it('lands on the section when a company route or an anchor is opened directly', async () => {
    const { context, page } = await site.newPage();
    await page.goto('/championTeam');
    await page.locator('#Team').waitFor({ state: 'attached' });
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 4000 }).toBeGreaterThan(300);
    await page.goto('/#ourActivity');
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 4000 }).toBeGreaterThan(300);
    await context.close();
  });

  it('restores the scroll position on back', async () => {
    const { context, page } = await site.newPage();
    await page.goto('/');
    await page.locator('#Team').waitFor({ state: 'attached' });
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForTimeout(200);
    // The header is fixed, so clicking its link does not scroll the page first.
    await page.getByRole('banner').getByRole('link', { name: 'Jobs', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/jobs');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
    await context.close();
  });
});

describe('full page loads', () => {
  it('opens a typed URL at the top, not where the previous page was', async () => {
    const { context, page } = await site.newPage();
    await scrolledHome(page);
    await page.goto('/jobs');
    await jobsLoaded(page);
    expect(await scrollY(page)).toBe(0);
    // And with an anchor, at the anchor (below the fixed header), not at 400 nor at 0.
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.goto('/#ourActivity');
    await page.locator('#ourActivity').waitFor({ state: 'attached' });
    await expect
      .poll(() => page.evaluate(`Math.abs(${sectionTop('ourActivity')} - 72 - window.scrollY)`), { timeout: 4000 })
      .toBeLessThan(2);
    await context.close();
  });

  it('opens a page reached from another site at the top, and back there restores where we were', async () => {
    const { context, page } = await site.newPage();
    await scrolledHome(page);
    await page.goto(otherURL);
    await page.getByRole('link', { name: 'Our jobs' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/jobs');
    await jobsLoaded(page);
    expect(await scrollY(page)).toBe(0);
    await page.goBack();
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.locator('#Team').waitFor({ state: 'attached' });
    await expect.poll(() => scrollY(page)).toBe(900);
    await context.close();
  });
});

describe('on a phone', () => {
  it('shows the success message of a long form whole, below the fixed header', async () => {
    const { context, page } = await site.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/spontaneous');
    const form = page.getByRole('form', { name: 'Spontaneous application' });
    await form.getByLabel(/^First name/).fill('Tom');
    await form.getByLabel(/^Last name/).fill('Janssens');
    await form.getByLabel(/^E-mail address/).fill('tom.janssens@example.com');
    await form.getByLabel(/^Phone/).fill('+32470123456');
    await form.getByLabel(/^Position you are looking for/).fill('Project manager');
    await form.getByLabel(/^Availability/).fill('Immediately');
    await form.locator('input[type=file]').setInputFiles(pdfFile('tom-janssens.pdf'));
    await form.getByRole('button', { name: 'Send my application' }).click();
    const success = page.getByTestId('form-success');
    await success.waitFor();
    await page.waitForTimeout(500);
    if (process.env.ADMIN_SHOTS) await page.screenshot({ path: `${process.env.ADMIN_SHOTS}/phone-form-success.png` });
    const header = (await page.getByRole('banner').boundingBox())!;
    const box = (await success.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await context.close();
  });
});
