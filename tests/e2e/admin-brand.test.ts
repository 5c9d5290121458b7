import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { createManager } from '../helpers/factories.ts';
import { multipart } from '../helpers/multipart.ts';
import { ADMIN, xsrfHeaders } from '../helpers/test-app.ts';
import { keepScreenshot, logInAs } from './admin-helpers.ts';
import { atRest, seriousViolations } from './axe.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

/** A JPEG of this size sent by an ADMIN to a photo address, with its alternative texts in fr, en and nl. */
async function uploadPhoto(url: string, size: { width: number; height: number }, alt: [string, string, string]) {
  const photo = await sharp({ create: { ...size, channels: 3, background: '#4a7' } })
    .jpeg()
    .toBuffer();
  const xsrf = await xsrfHeaders(site.app);
  const token = (await site.app.inject({ method: 'POST', url: '/api/token', headers: xsrf, payload: ADMIN })).body;
  const form = multipart([
    { name: 'alt.fr', value: alt[0] },
    { name: 'alt.en', value: alt[1] },
    { name: 'alt.nl', value: alt[2] },
    { name: 'file', data: photo, fileName: 'photo.jpg', contentType: 'image/jpeg' },
  ]);
  return site.app.inject({
    method: 'POST',
    url,
    headers: { ...xsrf, authorization: token, 'content-type': form.contentType },
    payload: form.body,
  });
}

describe('the firm and brand screen (issue 30 items 3 and 4)', () => {
  it('changes the colour (refusing a weak one); with a hero photo uploaded, the public home shows both', async () => {
    const { context, page } = await site.newPage();
    await logInAs(page);
    await page.goto('/firmSettings');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Firm and brand');
    await atRest(page);
    expect(await seriousViolations(page)).toEqual([]);

    // A light yellow fails: the screen says which pair, and the server refuses it too.
    const color = page.getByLabel('Primary colour');
    await color.fill('#ffd43b');
    await expect.poll(() => page.getByText('Too weak').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Save the colour' }).click();
    await expect.poll(() => page.getByText(/white text on buttons of this colour is hard to read/).count()).toBe(1);

    await color.fill('#0b6e4f');
    await page.getByRole('button', { name: 'Save the colour' }).click();
    await expect
      .poll(() =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
        ),
      )
      .toBe('#0b6e4f');

    await context.close();

    // The hero photo, with its three alternative texts, sent as the screen sends it (multipart `file`, `alt.*`).
    const uploaded = await uploadPhoto('/api/settings/hero-photo', { width: 1600, height: 900 }, [
      'Nos bureaux',
      'Our offices',
      'Onze kantoren',
    ]);
    expect(uploaded.statusCode).toBe(200);

    // The public home, rendered by the server: the colour from the first byte (no flash) and the photo with its box.
    const html = (await site.app.inject({ method: 'GET', url: '/?lang=en' })).body;
    expect(html).toContain('#0b6e4f');
    const visitor = await site.newPage();
    await visitor.page.goto('/?lang=en');
    const hero = visitor.page.locator('picture img').first();
    expect(await hero.getAttribute('alt')).toBe('Our offices');
    expect(await hero.getAttribute('width')).toBe('1600');
    expect(await hero.getAttribute('height')).toBe('900');
    expect(await visitor.page.locator('picture source[type="image/webp"]').count()).toBeGreaterThan(0);
    // No layout shift while the page and its picture load.
    const shift = await visitor.page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 1000);
        }),
    );
    expect(shift).toBe(0);
    await atRest(visitor.page);
    expect(await seriousViolations(visitor.page)).toEqual([]);
    await visitor.context.close();
  });

  it('takes the home photo in the natural order: the file first, then its descriptions, then save (issue 44 item 1)', async () => {
    const { context, page } = await site.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await logInAs(page);
    await page.goto('/firmSettings');
    const photoForm = page.getByRole('group', { name: "The home page's photo" });
    await photoForm.waitFor();

    // The file is chosen first (as the form reads, top to bottom), then each description typed key by key.
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    await photoForm
      .locator('input[type="file"]')
      .setInputFiles({ name: 'offices.jpg', mimeType: 'image/jpeg', buffer: photo });
    await photoForm.getByText('offices.jpg').waitFor();
    await photoForm.getByLabel('Description in French').clear();
    await photoForm.getByLabel('Description in French').pressSequentially('Nos bureaux de Gand');
    // The walk's crash came at the first key: "Cannot read properties of null (reading 'value')".
    expect(errors).toEqual([]);
    await photoForm.getByLabel('Description in English').clear();
    await photoForm.getByLabel('Description in English').pressSequentially('Our offices in Ghent');
    await photoForm.getByLabel('Description in Dutch').clear();
    await photoForm.getByLabel('Description in Dutch').pressSequentially('Ons kantoor in Gent');
    expect(errors).toEqual([]);
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    expect(await photoForm.getByLabel('Description in English').inputValue()).toBe('Our offices in Ghent');

    await photoForm.getByRole('button', { name: /^(Upload|Replace) the photo$/ }).click();
    await expect
      .poll(() => photoForm.locator('picture img').getAttribute('alt'), { timeout: 60_000 })
      .toBe('Our offices in Ghent');
    await keepScreenshot(page, 'admin-brand-home-photo', photoForm);

    // The public home shows it.
    const visitor = await site.newPage();
    await expect
      .poll(
        async () => {
          await visitor.page.goto('/?lang=nl');
          return visitor.page.locator('picture img').first().getAttribute('alt');
        },
        { timeout: 30_000 },
      )
      .toBe('Ons kantoor in Gent');
    await visitor.context.close();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("keeps a wide logo wide: in the screen's preview and in the public header, on a phone too (issue 44 item 1)", async () => {
    // A logo twenty times as wide as it is high, as long word marks are: wider than a phone's header leaves it.
    const wide = await sharp({ create: { width: 2000, height: 100, channels: 4, background: '#0b6e4f' } })
      .png()
      .toBuffer();
    const xsrf = await xsrfHeaders(site.app);
    const token = (await site.app.inject({ method: 'POST', url: '/api/token', headers: xsrf, payload: ADMIN })).body;
    const form = multipart([{ name: 'file', data: wide, fileName: 'logo.png', contentType: 'image/png' }]);
    const sent = await site.app.inject({
      method: 'POST',
      url: '/api/settings/logo',
      headers: { ...xsrf, authorization: token, 'content-type': form.contentType },
      payload: form.body,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    /** The drawn picture's width over its height: the box, narrowed by object-fit where it is set. */
    const drawnRatio = (img: Locator) =>
      img.evaluate((el: HTMLImageElement) => {
        const box = el.getBoundingClientRect();
        const natural = el.naturalWidth / el.naturalHeight;
        const fit = getComputedStyle(el).objectFit;
        if (fit === 'contain' || fit === 'scale-down') return natural; // drawn whole inside its box, never stretched
        return box.width / box.height;
      });

    for (const viewport of [
      { width: 360, height: 740 },
      { width: 1280, height: 900 },
    ]) {
      const visitor = await site.newPage({ viewport });
      await visitor.page.goto('/?lang=en');
      const logo = visitor.page.locator('header img').first();
      await logo.waitFor();
      await expect.poll(() => logo.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      expect(Math.abs((await drawnRatio(logo)) - 20), `header at ${viewport.width} px`).toBeLessThan(1);
      const box = (await logo.boundingBox())!;
      expect(box.width / box.height, `header box at ${viewport.width} px`).toBeGreaterThan(19);
      // And it fits the window: no sideways scrolling on a phone.
      expect(box.x + box.width, `header at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
      await visitor.context.close();
    }

    const { context, page } = await site.newPage({ viewport: { width: 1280, height: 900 } });
    await logInAs(page);
    await page.goto('/firmSettings');
    const preview = page.getByRole('img', { name: 'The current logo' });
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect(Math.abs((await drawnRatio(preview)) - 20), 'the preview').toBeLessThan(1);
    const previewBox = (await preview.boundingBox())!;
    expect(previewBox.x + previewBox.width, 'the preview fits the screen').toBeLessThanOrEqual(1280);
    await context.close();
  });

  it("the manager edit window shows the manager's photo as the public page does, to replace or remove", async () => {
    const manager = await createManager(site.app, { firstName: 'Lotte', lastName: 'Claes', showOnSite: true });
    const uploaded = await uploadPhoto(`/api/managers/${manager.id}/photo`, { width: 600, height: 800 }, [
      'Portrait de Lotte',
      'Portrait of Lotte',
      'Portret van Lotte',
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    const { context, page } = await site.newPage();
    await logInAs(page);
    await page.goto(`/crudManagers?q=${manager.lastName}`);
    await page.getByRole('button', { name: `Edit ${manager.firstName} ${manager.lastName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit manager' });
    const img = dialog.locator('picture img');
    await expect.poll(() => img.getAttribute('alt')).toBe('Portrait of Lotte');
    expect(await dialog.locator('picture source[type="image/webp"]').getAttribute('srcset')).toMatch(/\/media\//);
    expect(await img.getAttribute('width')).toBe('480');
    expect(await dialog.getByRole('button', { name: 'Replace the photo' }).count()).toBe(1);
    await atRest(page);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Remove the photo' }).click();
    await page.getByRole('dialog', { name: 'Delete?' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => dialog.getByText('No photo yet.').count()).toBe(1);
    const team = (await site.app.inject({ method: 'GET', url: '/public/api/managers' })).json<
      { id: number; photo: unknown }[]
    >();
    expect(team.find((m) => m.id === manager.id)?.photo ?? null).toBeNull();
    await context.close();
  });
});
