import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index.ts';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { ADMIN } from '../helpers/test-app.ts';
import { logInAs } from './admin-helpers.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite({}, { demo: false });
});
afterAll(() => site?.close());

const languageOf = async (userName: string) =>
  (await site.app.db.select({ language: users.language }).from(users).where(eq(users.userName, userName)))[0]!.language;

describe('the user menu', () => {
  it('sets the language of my staff mails', async () => {
    const { context, page } = await site.newPage();
    await logInAs(page);
    await page.goto('/home');
    const menu = page.getByRole('banner').getByRole('button', { name: ADMIN.username, exact: true });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Français', exact: true }).click();
    await expect.poll(() => languageOf(ADMIN.username)).toBe('fr');
    await menu.click();
    // The chosen language is marked, in words for a screen reader.
    await page.getByRole('menuitem', { name: '(chosen) Français', exact: true }).waitFor();
    await page.getByRole('menuitem', { name: "The firm's default", exact: true }).click();
    await expect.poll(() => languageOf(ADMIN.username)).toBe(null);
    await context.close();
  });
});
