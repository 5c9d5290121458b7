import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAlerts } from '../../src/server/db/schema/index.ts';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { newMarker } from '../helpers/factories.ts';
import { shoot, signedInPage } from './admin-helpers.ts';
import { expectAccessible, poll } from './public-helpers.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite({}, { demo: false });
});
afterAll(() => site?.close());

/** The ADMIN's job alerts screen (issue 44 item 15): the alerts with their failures, and removing one. */
describe('the Job alerts screen', () => {
  it('lists the alerts with their failures and removes one after a confirmation', async () => {
    const m = newMarker();
    const [bad] = await site.app.db
      .insert(jobAlerts)
      .values({
        email: `bad.${m}@example.com`,
        lang: 'en',
        frequency: 'instant',
        query: { keyword: 'java' },
        confirmedAt: new Date(),
        failures: 3,
        lastError: 'the search could not be read',
      })
      .returning();
    await site.app.db
      .insert(jobAlerts)
      .values({ email: `good.${m}@example.com`, lang: 'fr', frequency: 'weekly', query: {}, confirmedAt: new Date() });

    const { context, page } = await signedInPage(site);
    await page.goto('/jobAlerts');
    await page.getByRole('heading', { name: 'Job alerts', level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ hasText: bad!.email });
    await poll(() => row.innerText()).toContain('keyword: java');
    expect(await row.innerText()).toContain('As soon as posted');
    expect(await row.innerText()).toContain('3');
    const other = page.getByRole('row').filter({ hasText: `good.${m}@example.com` });
    expect(await other.innerText()).toContain('All jobs');
    expect(await other.innerText()).toContain('Weekly');
    await expectAccessible(page);
    await shoot(page, 'job-alerts');

    await row.getByRole('button', { name: `Remove the alert of ${bad!.email}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(bad!.email).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });
    expect(await site.app.db.select().from(jobAlerts).where(eq(jobAlerts.id, bad!.id))).toHaveLength(0);
    expect(await other.count()).toBe(1);
    await context.close();
  });
});
