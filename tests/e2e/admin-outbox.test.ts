import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { createJob, newMarker } from '../helpers/factories.ts';
import { jsonForm } from '../helpers/multipart.ts';
import { pdf } from '../helpers/public-forms.ts';
import { xsrfHeaders } from '../helpers/test-app.ts';
import { logInAs } from './admin-helpers.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite({}, { demo: false });
});
afterAll(() => site?.close());

describe('the Outbox screen', () => {
  it('shows the mail of an application just sent, rendered in a sandboxed frame', async () => {
    const job = await createJob(site.app, newMarker());
    const body = jsonForm(
      {
        name: 'application',
        value: {
          firstName: 'Olivia',
          lastName: 'Outbox',
          email: 'olivia.outbox@example.com',
          phone: '+32470123456',
          message: 'Hello',
          website: '',
        },
      },
      { name: 'file', fileName: 'cv.pdf', data: pdf() },
    );
    const sent = await site.app.inject({
      method: 'POST',
      url: `/public/api/job/${job.id}/apply?lang=en`,
      headers: { ...(await xsrfHeaders(site.app)), ...body.headers },
      payload: body.payload,
    });
    expect(sent.statusCode).toBe(201);

    const { context, page } = await site.newPage();
    await logInAs(page);
    await page.goto('/outbox');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Outbox');
    const row = page.getByRole('row').filter({ hasText: 'olivia.outbox@example.com' });
    await expect.poll(() => row.count()).toBe(1);
    // Mantine badges are upper-cased by CSS.
    expect(await row.innerText()).toMatch(/\bkept\b/i);
    await row.getByRole('button', { name: `Your application for ${job.title}` }).click();
    const frame = page.locator(`iframe[title="Your application for ${job.title}"]`);
    await expect.poll(() => frame.count()).toBe(1);
    expect(await frame.getAttribute('sandbox')).toBe('');
    await expect
      .poll(() => page.frameLocator('iframe').locator('body').innerText())
      .toContain(`Thank you for applying for the position of ${job.title}`);
    await context.close();
  });
});
