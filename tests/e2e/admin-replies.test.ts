import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { createInboundMail, createJobApplication, newMarker } from '../helpers/factories.ts';
import { logInAs } from './admin-helpers.ts';
import { seriousViolations } from './axe.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let site: RunningSite;
beforeAll(async () => {
  site = await startSite({}, { demo: false });
}, 240_000);
afterAll(async () => {
  await site?.close();
});

/** Issue 29 item 5 (docs/decisions/0057): a reply nobody could match, attached by hand on /replies. */
describe('replies to attach', () => {
  it(
    'lists an unmatched reply; staff pick the person and record and attach it; it leaves the list for the person’s timeline; axe-clean',
    { timeout: 120_000 },
    async () => {
      const marker = newMarker();
      const application = await createJobApplication(site.app, { firstName: 'Noor', lastName: marker });
      const subject = `About my interview ${marker}`;
      // From her phone's address, which no record has: nobody is matched.
      const reply = await createInboundMail(site.app, {
        from: `Noor <noor.${marker}@phone.example>`,
        subject,
        text: 'I can come on Tuesday.',
      });
      expect(reply.state).toBe('unmatched');

      const { context, page } = await site.newPage();
      await logInAs(page);
      await page.goto('/replies');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Replies to attach');
      const item = page.getByRole('listitem', { name: subject });
      await expect.poll(() => item.count()).toBe(1);
      expect(await item.innerText()).toContain(`noor.${marker}@phone.example`);
      expect(await item.innerText()).toContain('I can come on Tuesday.');
      expect(await seriousViolations(page, WCAG)).toEqual([]);

      await item.getByRole('button', { name: 'Attach to a person' }).click();
      const dialog = page.getByRole('dialog', { name: 'Attach this reply' });
      await dialog.getByRole('combobox', { name: 'Person', exact: true }).fill(marker);
      const option = page.getByRole('option', { name: `Noor ${marker} <${application.email}>` });
      await expect.poll(() => option.count()).toBe(1);
      await option.click();
      await dialog.getByRole('combobox', { name: 'Record (optional)', exact: true }).click();
      await page.getByRole('option', { name: `Job application #${application.id}` }).click();
      await expect.poll(() => dialog.innerText()).toContain(`timeline of Noor ${marker}`);
      expect(await seriousViolations(page, WCAG)).toEqual([]);
      await dialog.getByRole('button', { name: 'Attach', exact: true }).click();

      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => item.count()).toBe(0);
      await expect.poll(() => page.getByText('No reply is waiting.').count()).toBe(1);

      await page.goto(`/crudPeople/${application.personId}`);
      const timeline = page.getByTestId('person-mail-timeline');
      await expect.poll(() => timeline.innerText().catch(() => '')).toContain(subject);
      expect(await timeline.innerText()).toContain(`reply from Noor <noor.${marker}@phone.example>`);
      expect(await timeline.innerText()).toContain('I can come on Tuesday.');
      expect(await seriousViolations(page, WCAG)).toEqual([]);
      await context.close();
    },
  );
});
