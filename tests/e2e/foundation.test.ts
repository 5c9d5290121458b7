import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { ADMIN } from '../helpers/test-app.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

describe('the shell', () => {
  it.each([
    ['fr', 'Accueil', 'Offres d’emploi'],
    ['en', 'Home', 'Jobs'],
    ['nl', 'Home', 'Vacatures'],
  ])('shows the home page in %s, stores the language and titles the page', async (lang, home, jobs) => {
    const { context, page } = await site.newPage({ locale: lang === 'en' ? 'en-US' : `${lang}-BE` });
    await page.goto('/');
    await expect.poll(() => page.title()).toContain(home);
    await expect
      .poll(() => page.locator('nav').getByRole('link', { name: jobs, exact: true }).first().isVisible())
      .toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe(lang);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    await expect.poll(() => page.locator('footer').innerText()).toContain(String(new Date().getFullYear()));
    await context.close();
  });

  it('switches language from the header and refreshes the title', async () => {
    const { context, page } = await site.newPage();
    await page.goto('/jobs');
    await expect.poll(() => page.title()).toMatch(/^Jobs/);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Nederlands' }).click();
    await expect.poll(() => page.title()).toMatch(/^Vacatures/);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('nl');
    await context.close();
  });

  it('sends unknown paths to the root', async () => {
    const { context, page } = await site.newPage();
    await page.goto('/no/such/page');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('shows the login page on an admin route to a visitor', async () => {
    const { context, page } = await site.newPage();
    await page.goto('/home');
    await expect.poll(() => page.getByRole('heading', { name: 'Staff login' }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('login, change password, logout', () => {
  it('works end to end', async () => {
    const { context, page } = await site.newPage();
    await page.goto('/login');
    await page.getByLabel('User name').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    const stored: Record<string, string> = await page.evaluate(() => ({ ...localStorage }));
    expect(stored).toMatchObject({ userName: 'admin', isAdmin: 'true' });
    expect(stored.JWT_TOKEN?.split('.')).toHaveLength(3);

    // The menu style follows whether a `menu` value is stored.
    await page.getByRole('button', { name: 'Fold the menu' }).click();
    expect(await page.evaluate(() => localStorage.getItem('menu'))).not.toBeNull();
    await page.reload();
    await page.getByRole('button', { name: 'Unfold the menu' }).click();
    expect(await page.evaluate(() => localStorage.getItem('menu'))).toBeNull();
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link').count())
      .toBeGreaterThan(5);

    // The change-password modal: save disabled while invalid, mismatch alert, backdrop does not close it.
    await page.getByRole('button', { name: 'admin' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.waitFor();
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Current password').fill(ADMIN.password);
    await dialog.getByLabel('New password', { exact: true }).fill('another-password');
    await dialog.getByLabel('Confirm the new password').fill('different');
    expect(await save.isDisabled()).toBe(false);
    let sent = 0;
    page.on('request', (r) => r.url().includes('/api/changePassword') && sent++);
    await save.click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('Passwords did not match');
    expect(sent).toBe(0);
    await page.mouse.click(5, 5);
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByLabel('Confirm the new password').fill('another-password');
    await save.click();
    await expect.poll(() => page.getByText('Your password has been changed.').isVisible()).toBe(true);
    // The session goes on with the new token: the admin home still loads data.
    expect(
      (
        await page.request.get('/api/me', {
          headers: { authorization: (await page.evaluate(() => localStorage.getItem('JWT_TOKEN')))! },
        })
      ).status(),
    ).toBe(200);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(sent).toBe(1);

    // Reopened, the form is reset.
    await page.getByRole('button', { name: 'admin' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    expect(await page.getByRole('dialog').getByLabel('Current password').inputValue()).toBe('');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    // Logout clears storage and hard-navigates to /login.
    await page.getByRole('button', { name: 'admin' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    // Storage was cleared: nothing of the session is left (the language is detected again on the new page).
    const after: Record<string, string> = await page.evaluate(() => ({ ...localStorage }));
    expect(Object.keys(after).filter((k) => k !== 'lang')).toEqual([]);
    await context.close();
  });
});
