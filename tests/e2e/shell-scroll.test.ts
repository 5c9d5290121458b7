import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from '../helpers/browser.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const sectionTop = (id: string) => `document.getElementById('${id}').getBoundingClientRect().top + window.scrollY`;

describe('anchors and scrolling', () => {
  it('scrolls to a consulting section with a 1500 ms animation', async () => {
    const { context, page } = await site.newPage();
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
