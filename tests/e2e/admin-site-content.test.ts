import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_CONTENT } from '../../src/shared/site-content/registry.ts';
import { publishSiteContent, saveDraft } from '../../src/server/site-content/site-content.ts';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { newMarker } from '../helpers/factories.ts';
import { logInAs } from './admin-helpers.ts';
import { seriousViolations } from './axe.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Every error the page writes to its console or throws (a failed hydration is one). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

describe('the site texts editor (issue 30)', () => {
  it('edits a text, previews the draft in a language, publishes it, and shows its versions; axe-clean', async () => {
    const marker = newMarker();
    const title = `Talent for ${marker}`;
    const { context, page } = await site.newPage({ viewport: { width: 1400, height: 900 } });
    await logInAs(page);
    await page.goto('/siteContent/home');
    await page.getByRole('heading', { level: 1, name: 'Site texts' }).waitFor();
    const hero = page.locator('[data-key="home.hero.title"]');
    // Each text by its plain name and place on the page (issue 44 item 1), the developer key only in small print.
    await hero.getByText('Main title of the site', { exact: true }).waitFor();
    await hero.getByText('Home page › Top banner', { exact: true }).waitFor();
    const english = hero.getByLabel('English (en)');
    await expect.poll(() => english.inputValue()).toBe('The right people for the work that matters');
    expect(await seriousViolations(page, WCAG)).toEqual([]);

    // A required text emptied: refused on the spot, nothing to save.
    await english.fill('');
    await hero.getByText('Required: it cannot be empty.').waitFor();
    expect(await page.getByRole('button', { name: 'Save drafts' }).isDisabled()).toBe(true);
    await english.fill(title);
    await hero.getByText(`${title.length} / 120 characters`).waitFor();
    // A rich text: typed in the editor of its language.
    const rich = page.locator('[data-key="home.aboutus.p2"] [contenteditable="true"][aria-label="English (en)"]');
    await rich.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(` Rich ${marker}.`);
    await page.getByRole('button', { name: 'Save drafts' }).click();
    await hero.getByText('Draft not yet published').waitFor();

    // The preview: the public page in English with the drafts; visitors still see the published text.
    const preview = page.getByRole('link', { name: 'Preview in EN' });
    expect(await preview.getAttribute('href')).toBe('/?lang=en&preview=1');
    const previewPage = await context.newPage();
    const previewErrors = consoleErrors(previewPage);
    await previewPage.goto('/?lang=en&preview=1');
    await previewPage.getByRole('heading', { level: 1, name: title }).waitFor();
    await previewPage.getByText(`Rich ${marker}.`).waitFor();
    await previewPage.getByRole('status').filter({ hasText: 'Preview' }).waitFor();
    expect(previewErrors).toEqual([]);

    const visitor = await site.browser.newContext({ baseURL: site.baseURL, locale: 'en-US' });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/');
    await visitorPage.getByRole('heading', { level: 1, name: 'The right people for the work that matters' }).waitFor();

    // Published: the visitor sees it on the next load.
    await page.getByRole('button', { name: 'Publish this page' }).click();
    // Asked first (issue 44 item 1): nothing is published until the confirmation.
    const confirm = page.getByRole('dialog', { name: 'Publish this page?' });
    await confirm.getByText('Visitors will see the 2 saved drafts of this page at once.').waitFor();
    await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('2 texts published: the site shows them now.').waitFor();
    await expect.poll(() => hero.getByText('Draft not yet published').count()).toBe(0);
    await visitorPage.goto('/?lang=en');
    await visitorPage.getByRole('heading', { level: 1, name: title }).waitFor();

    // Its versions: who published what; the first one restored as a draft.
    await hero.getByRole('button', { name: 'Versions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Versions of “Main title of the site”' });
    await dialog.getByText('Version 1').waitFor();
    expect(await dialog.innerText()).toMatch(/Published by admin/);
    expect(await seriousViolations(page, WCAG)).toEqual([]);
    await dialog.getByRole('button', { name: 'Restore as draft' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => english.inputValue()).toBe('The right people for the work that matters');
    await hero.getByText('Draft not yet published').waitFor();
    await visitor.close();
    await context.close();
  }, 240_000);

  it('still renders every public page without a console error after extreme content is published', async () => {
    const unit = 'Ünïcødé \u200fمرحبا\u200e 🎉👩🏽‍💻 & "quotes" ';
    const fill = (length: number) =>
      unit
        .repeat(Math.ceil(length / unit.length))
        .slice(0, length)
        .trim();
    // Optional texts left empty, the others as long as their place allows, right-to-left marks and emoji.
    for (const entry of SITE_CONTENT) {
      const text = !entry.required
        ? ''
        : entry.format === 'rich'
          ? `<p>${fill(entry.maxLength - 8).replace(/[&"]/g, '.')}</p>`
          : fill(entry.maxLength);
      await saveDraft(site.app.db, entry.key, { fr: text, en: text, nl: text }, null, new Date());
    }
    await publishSiteContent(
      site.app.db,
      SITE_CONTENT.map((e) => e.key),
      null,
      new Date(),
    );
    const { context, page } = await site.newPage({ viewport: { width: 390, height: 844 } });
    const errors = consoleErrors(page);
    for (const path of ['/', '/for-clients', '/services', '/jobs', '/profiles', '/apply', '/contact', '/privacy']) {
      const res = await page.goto(`${path}?lang=fr`);
      expect(res?.status(), path).toBe(200);
      await page.locator('footer').waitFor();
      // The page fits the phone's width, however long its words.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    for (const anchor of ['aboutus', 'ourVision', 'ourActivity', 'Team']) {
      await page.goto('/?lang=en');
      expect(await page.locator(`#${anchor}`).count(), anchor).toBe(1);
    }
    expect(await page.locator('footer').innerText()).toContain(`© ${new Date().getFullYear()}`);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
