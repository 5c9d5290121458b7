import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { createJobApplication } from '../helpers/factories.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { logInAs } from './admin-helpers.ts';
import { seriousViolations } from './axe.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let site: RunningSite;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  site = await startSite({ SMTP_URL: sink.url, MAIL_POLL_SECONDS: '0.5' }, { demo: false });
}, 240_000);
afterAll(async () => {
  await site?.close();
  await sink?.close();
});

/** Issue 29 items 1 and 2 (docs/decisions/0056): "Write" on a person, the preview as it arrives, the timeline. */
describe('writing to a person from the back-office', () => {
  it('writes in the person’s language with placeholders filled, previews it, sends it, lists it; axe-clean', async () => {
    const application = await createJobApplication(site.app, { lang: 'fr', firstName: 'Camille' });
    const { context, page } = await site.newPage();
    await logInAs(page);
    await page.goto(`/crudPeople/${application.personId}`);
    await page.getByRole('button', { name: 'Write', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('Language').inputValue()).toBe('French');
    await dialog.getByLabel('Subject').fill('Bonjour {{firstName}}');
    await dialog.getByRole('textbox', { name: 'Message' }).click();
    await page.keyboard.type('Merci pour votre candidature, ');
    await dialog.getByRole('button', { name: '{{firstName}}' }).click();
    expect(await seriousViolations(page, WCAG)).toEqual([]);
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => dialog.getByText('Preview: Bonjour Camille').count()).toBe(1);
    await expect
      .poll(() => page.frameLocator('iframe[title="Preview"]').locator('body').innerText())
      .toContain('Merci pour votre candidature, Camille');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await sink.waitFor(() => sink.to(application.email).some((m) => m.parsed.subject === 'Bonjour Camille'));
    const mail = sink.to(application.email).find((m) => m.parsed.subject === 'Bonjour Camille')!;
    expect(mail.parsed.text).toContain('Merci pour votre candidature, Camille');
    const timeline = page.getByTestId('person-mail-timeline');
    await expect.poll(() => timeline.innerText()).toContain('Bonjour Camille');
    expect(await timeline.innerText()).toContain('admin');
    expect(await seriousViolations(page, WCAG)).toEqual([]);
    await context.close();
  });

  it('lists the templates with the notifications and their missing translations; axe-clean', async () => {
    const { context, page } = await site.newPage();
    await logInAs(page);
    await page.goto('/mailTemplates');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('E-mail templates');
    const row = page.getByRole('row').filter({ hasText: 'Application rejected' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('job-applications → NO_GO');
    await row.getByRole('button', { name: 'Edit Application rejected' }).click();
    await expect.poll(() => page.getByLabel('Subject (en)').inputValue()).toBe('Your application for {{jobTitle}}');
    expect(await seriousViolations(page, WCAG)).toEqual([]);
    await context.close();
  });
});
