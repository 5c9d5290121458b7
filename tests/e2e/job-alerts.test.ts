import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAlerts, outboxMails } from '../../src/server/db/schema/index.ts';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { newMarker } from '../helpers/factories.ts';
import { expectAccessible, poll, switchLanguage } from './public-helpers.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite({}, { demo: false });
});
afterAll(() => site?.close());

/** "Get these jobs by e-mail" on /jobs (issue 31 item 1, docs/decisions/0061), with and without JavaScript. */
describe('the job alert form', () => {
  it('keeps the current search, asks for the address, language and frequency, and says to check the mailbox', async () => {
    const email = `alert.${newMarker()}@example.com`;
    const { context, page } = await site.newPage();
    await page.goto('/jobs?keyword=java&province=Brussels');
    const form = page.getByRole('region', { name: 'Get these jobs by e-mail' });
    await poll(() => form.getByTestId('job-alert-search').innerText()).toBe('Your search: java, Brussels');
    expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toContain(
      '/feeds/jobs.rss?lang=en',
    );
    await expectAccessible(page);
    await form.getByLabel('Your e-mail address').fill(email);
    await form.getByLabel('Language of the mails').selectOption('nl');
    await form.getByLabel('How often').selectOption('weekly');
    await form.getByRole('button', { name: 'Send me these jobs' }).click();
    await poll(() => page.getByTestId('form-success').innerText()).toContain('Check your mailbox');
    await expectAccessible(page);
    await site.app.jobAlerts.settled();
    const [alert] = await site.app.db.select().from(jobAlerts).where(eq(jobAlerts.email, email));
    expect(alert).toMatchObject({ lang: 'nl', frequency: 'weekly', query: { keyword: 'java', province: 'Brussels' } });
    expect(alert!.confirmedAt).toBeNull();
    const mails = await site.app.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.recipient, email), eq(outboxMails.template, 'job-alert-confirm')));
    expect(mails).toHaveLength(1);
    await context.close();
  });

  it("follows the interface's language: switched to French after a Dutch first page, the mail comes in French", async () => {
    // Issue 44 item 7: the form kept the first page's language (Nederlands) and the confirmation came in Dutch.
    const email = `switch.${newMarker()}@example.com`;
    const { context, page } = await site.newPage({ locale: 'nl-BE' });
    await page.goto('/jobs?keyword=java');
    const dutch = page.getByRole('region', { name: 'Ontvang deze vacatures per e-mail' });
    await poll(() => dutch.getByRole('combobox').first().inputValue()).toBe('nl');
    await switchLanguage(page, 'Français');
    const form = page.getByRole('region', { name: 'Recevoir ces offres par e-mail' });
    await poll(() => form.getByLabel('Langue des e-mails').inputValue()).toBe('fr');
    await form.getByLabel('Votre adresse e-mail').fill(email);
    await form.getByRole('button', { name: "M'envoyer ces offres" }).click();
    await poll(() => page.getByTestId('form-success').isVisible()).toBe(true);
    await site.app.jobAlerts.settled();
    const [alert] = await site.app.db.select().from(jobAlerts).where(eq(jobAlerts.email, email));
    expect(alert!.lang).toBe('fr');
    const [mail] = await site.app.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.recipient, email), eq(outboxMails.template, 'job-alert-confirm')));
    expect([mail!.lang, mail!.subject]).toEqual(['fr', 'Confirmez votre alerte emploi']);
    await context.close();
  });

  it('works without JavaScript', async () => {
    const email = `nojs.${newMarker()}@example.com`;
    const { context, page } = await site.newPage({ javaScriptEnabled: false });
    await page.goto('/jobs?keyword=sap');
    const form = page.getByRole('region', { name: 'Get these jobs by e-mail' });
    await form.getByLabel('Your e-mail address').fill(email);
    await form.getByRole('button', { name: 'Send me these jobs' }).click();
    await page.waitForURL(/sent=jobAlert/);
    expect(await page.getByTestId('form-success').innerText()).toContain('Check your mailbox');
    await site.app.jobAlerts.settled();
    const [alert] = await site.app.db.select().from(jobAlerts).where(eq(jobAlerts.email, email));
    expect(alert).toMatchObject({ frequency: 'daily', query: { keyword: 'sap' } });
    await context.close();
  });
});
