import { eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { dictionary } from '@zxcvbn-ts/language-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index.ts';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { ADMIN, xsrfHeaders } from '../helpers/test-app.ts';
import { testClock, type TestClock } from '../helpers/test-clock.ts';
import { createUser } from '../security/helpers.ts';
import { logInAs } from './admin-helpers.ts';
import { atRest } from './axe.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const notice = (page: Page) => page.getByTestId('login-notice');
/** A common password long enough for the length rule: only the server can refuse it. */
const COMMON_LONG = dictionary['passwords-common'].find((p) => p.length >= 12)!;

describe('the login page tells why it is shown', () => {
  it('after the session has ended', async () => {
    const { context, page } = await site.newPage();
    await logInAs(page);
    await page.goto('/home');
    await page.getByRole('button', { name: 'admin' }).waitFor();
    // Ended on the server (as an expiry, a password change elsewhere or a reset would end it).
    await site.app.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.userName, ADMIN.username));
    await page.reload();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await expect.poll(() => notice(page).innerText()).toBe('Your session has ended. Please log in again.');
    // Told once: a later visit of the login page is plain.
    await page.reload();
    await page.getByRole('heading', { name: 'Staff login' }).waitFor();
    expect(await notice(page).count()).toBe(0);
    await context.close();
  });

  it('to a user whose account was disabled, and not on logging in again, whatever the password', async () => {
    const user = await createUser(site, 'MANAGER');
    const { context, page } = await site.newPage();
    await logInAs(page, user.userName, user.password);
    await page.goto('/home');
    await page.getByRole('button', { name: user.userName }).waitFor();
    await site.app.db.update(users).set({ enabled: false }).where(eq(users.id, user.id));
    await page.reload();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    const disabled = 'This account is disabled. Ask an administrator to enable it.';
    await expect.poll(() => notice(page).innerText()).toBe(disabled);

    await page.getByLabel('User name').fill(user.userName);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Wrong user name or password.');
    // The right password gets the same answer (issue 44 item 20: a login confirms no guessed password).
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/token'));
    await page.getByRole('button', { name: 'Log in' }).click();
    expect((await answered).status()).toBe(401);
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Wrong user name or password.');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});

describe('a session without requests', () => {
  let timed: RunningSite;
  let clock: TestClock;
  beforeAll(async () => {
    clock = testClock();
    timed = await startSite({}, { clock });
  });
  afterAll(() => timed?.close());

  it('goes on while used, ends after SESSION_IDLE_MINUTES, and the login page says the session ended', async () => {
    const { context, page } = await timed.newPage();
    await logInAs(page);
    await page.goto('/home');
    await page.getByRole('navigation', { name: 'Admin menu' }).waitFor();
    // Used every 45 minutes for an hour and a half: the client keeps the token each answer renews.
    for (let i = 0; i < 2; i++) {
      clock.advance(45 * 60_000);
      await page.reload();
      await page.getByRole('navigation', { name: 'Admin menu' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/home');
    }
    clock.advance(61 * 60_000);
    await page.reload();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await expect
      .poll(() => notice(page).innerText())
      .toBe('Your session ended: it was inactive for too long or had reached its maximum length. Please log in again.');
    await context.close();
  });
});

describe('a password an admin reset', () => {
  it('opens only the change-password form, which cannot be dismissed; then the back-office', async () => {
    const user = await createUser(site, 'MANAGER');
    const adminToken = (
      await site.app.inject({
        method: 'POST',
        url: '/api/token',
        headers: await xsrfHeaders(site.app),
        payload: { username: ADMIN.username, password: ADMIN.password },
      })
    ).body;
    const reset = await site.app.inject({
      method: 'PUT',
      url: `/api/user/resetpassword/${user.id}`,
      headers: { ...(await xsrfHeaders(site.app)), authorization: adminToken },
    });
    expect(reset.statusCode).toBe(200);
    const temporary = reset.body;

    const { context, page } = await site.newPage();
    await page.goto('/login');
    await page.getByLabel('User name').fill(user.userName);
    await page.getByLabel('Password', { exact: true }).fill(temporary);
    await page.getByRole('button', { name: 'Log in' }).click();
    const change = page.getByRole('dialog', { name: 'Change password' });
    await change.waitFor();
    await expect
      .poll(() => change.getByTestId('must-change-password').innerText())
      .toBe('An administrator has reset your password. Choose your own password to continue.');
    // Nothing else of the back-office: no menu, no screen, and the form stays.
    expect(await page.getByRole('navigation', { name: 'Admin menu' }).count()).toBe(0);
    expect(await change.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto('/crudJob');
    await change.waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin menu' }).count()).toBe(0);

    await change.getByLabel('Current password').fill(temporary);
    await change.getByLabel('New password', { exact: true }).fill('my-own-fresh-password');
    await change.getByLabel('Confirm the new password').fill('my-own-fresh-password');
    await change.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('navigation', { name: 'Admin menu' }).waitFor();
    expect(await change.count()).toBe(0);
    // The screen behind it works: the server lets this session in now.
    await page.getByRole('heading', { name: 'Jobs' }).first().waitFor();
    await context.close();
  });
});

describe('logging out', () => {
  it('keeps the language the visitor chose, and tells nothing', async () => {
    const { context, page } = await site.newPage({ locale: 'en-US' });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Nederlands' }).click();
    await page.getByRole('heading', { name: 'Aanmelden voor medewerkers' }).waitFor();
    await page.getByLabel('Gebruikersnaam').fill(ADMIN.username);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    // The back-office at rest, in Dutch, before its menu is opened: a menu opened while the screen was still coming
    // (its code, its texts) closed again, and a CI run waited 30 s on the detached item.
    await page.getByRole('navigation', { name: 'Beheermenu' }).waitFor();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await atRest(page);

    await page.getByRole('button', { name: 'admin' }).click();
    await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await page.getByRole('heading', { name: 'Aanmelden voor medewerkers' }).waitFor();
    const stored: Record<string, string> = await page.evaluate(() => ({ ...localStorage }));
    expect(stored).toEqual({ lang: 'nl' });
    expect(await notice(page).count()).toBe(0);
    await context.close();
  });
});

describe('the password rule in the forms', () => {
  it('shows the length rule at once, and the server refusing a common password', async () => {
    const { context, page } = await site.newPage();
    await logInAs(page);
    await page.goto('/crudUsers');
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await expect.poll(() => dialog.getByText('At least 12 characters', { exact: false }).isVisible()).toBe(true);
    await dialog.getByLabel('User name').fill('rule-check');
    const password = dialog.locator('input[type=password]');
    await password.fill('short-pw');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText('The password needs at least 12 characters.').isVisible()).toBe(true);
    await password.fill(COMMON_LONG);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => dialog.getByText('This password is too common: choose one that is harder to guess.').isVisible())
      .toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('banner').getByRole('button', { name: 'admin', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const change = page.getByRole('dialog', { name: 'Change password' });
    await change.getByLabel('Current password').fill(ADMIN.password);
    await change.getByLabel('New password', { exact: true }).fill(COMMON_LONG);
    await change.getByLabel('Confirm the new password').fill(COMMON_LONG);
    await change.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => change.getByText('This password is too common: choose one that is harder to guess.').isVisible())
      .toBe(true);
    await context.close();
  });
});
