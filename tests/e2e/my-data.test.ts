import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { createJob, newMarker } from '../helpers/factories.ts';
import { jsonForm } from '../helpers/multipart.ts';
import { pdf } from '../helpers/public-forms.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { xsrfHeaders } from '../helpers/test-app.ts';
import { expectAccessible, heading, poll } from './public-helpers.ts';

let sink: SmtpSink;
let site: RunningSite;
beforeAll(async () => {
  sink = await startSmtpSink();
  site = await startSite(
    { SMTP_URL: sink.url, MAIL_POLL_SECONDS: '0.5', PUBLIC_FORM_RATE_LIMIT: '0' },
    { demo: false },
  );
});
afterAll(async () => {
  await site?.close();
  await sink?.close();
});

describe('the "My data" page', () => {
  it('opens from the link of the acknowledgement mail: withdraw, download, erase, then the link is gone', async () => {
    const job = await createJob(site.app, newMarker());
    const email = 'mia.mydata@example.com';
    const body = jsonForm(
      {
        name: 'application',
        value: { firstName: 'Mia', lastName: 'Mydata', email, phone: '+32470123999', message: 'Hi', website: '' },
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

    await sink.waitFor(() => sink.to(email).length >= 1);
    const mail = sink.to(email)[0]!.parsed;
    const token = /\/my-data#([A-Za-z0-9._~-]+)/.exec(`${mail.text ?? ''} ${String(mail.html)}`)?.[1];
    expect(token).toBeTruthy();

    const { context, page } = await site.newPage();
    await page.goto(`/my-data#${token}`);
    await poll(() => heading(page)).toBe('My data');
    const record = page.getByTestId('my-data-record').filter({ hasText: job.title });
    await poll(() => record.innerText()).toContain('Received, not yet read');
    expect(await page.content()).toContain(email);
    await expectAccessible(page);

    // Withdraw, confirmed in a dialog.
    await record.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw this application?' });
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await poll(() => record.innerText()).toContain('Withdrawn by you');
    await poll(() => record.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);

    // Download: a ZIP arrives.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const zip = Buffer.concat(chunks);
    expect(zip.length).toBeGreaterThan(100);
    expect(zip.subarray(0, 2).toString()).toBe('PK');

    // Erase everything, confirmed; then the final state.
    await page.getByRole('button', { name: 'Erase everything' }).click();
    await page
      .getByRole('dialog', { name: 'Erase all your data?' })
      .getByRole('button', { name: 'Yes, erase everything' })
      .click();
    await poll(() => page.getByRole('status').filter({ hasText: 'Your data was erased' }).count()).toBe(1);

    // The same link now answers 410: a clear page, the "send me my link" form, and nothing of the person.
    await page.goto('/');
    await page.goto(`/my-data#${token}`);
    await poll(() => page.getByTestId('my-data-link-problem').innerText()).toContain(
      'This link has expired or your data was erased',
    );
    await poll(() => page.getByRole('heading', { name: 'Send me my link' }).count()).toBe(1);
    expect(await page.content()).not.toContain(email);
    await expectAccessible(page);

    // A forged link: "not valid".
    await page.goto('/');
    await page.goto('/my-data#forged.token');
    await poll(() => page.getByTestId('my-data-link-problem').innerText()).toContain('This link is not valid');
    await context.close();
  });
});
