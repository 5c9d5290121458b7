import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../tests/helpers/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { outboxMails } from '../db/schema/index.ts';
import { staff } from '../../../tests/helpers/admin.ts';

let t: TestApp;
let port: number;
let sink: SmtpSink | undefined;
const refused = new Set<string>();
beforeAll(async () => {
  // A port where no mail server listens yet: the server is "down" until the test starts one there.
  const probe = await startSmtpSink();
  port = probe.port;
  await probe.close();
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_POLL_SECONDS: '0.5',
    MAIL_RETRY_DELAY_SECONDS: '1',
    PUBLIC_FORM_RATE_LIMIT: '0',
  });
});
afterAll(async () => {
  await t.close();
  await sink?.close();
});

const contact = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/public/api/contact?lang=fr',
    headers: t.xsrf,
    payload: { firstName: 'Paul', lastName: 'Down', email, phone: '+32470123456', message: 'Bonjour', website: '' },
  });
const mailTo = async (email: string) =>
  (await t.app.db.select().from(outboxMails).where(eq(outboxMails.recipient, email)))[0];

describe('a mail server that is down, then up', () => {
  it('delays the mails and loses none: each arrives once when the server is back', async () => {
    const res = await contact('down@example.com');
    expect(res.statusCode).toBe(201);
    await expect.poll(async () => (await mailTo('down@example.com'))?.tries, { timeout: 20_000 }).toBeGreaterThan(0);
    const waiting = await mailTo('down@example.com');
    expect(waiting).toMatchObject({ state: 'queued' });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED|connect/i);

    sink = await startSmtpSink({ port, refuse: (a) => refused.has(a) });
    await sink.waitFor(() => sink!.to('down@example.com').length === 1, 30_000);
    expect(sink.to('down@example.com')[0]!.parsed.subject).toBe('Nous avons bien reçu votre message');
    await expect.poll(async () => (await mailTo('down@example.com'))?.state, { timeout: 10_000 }).toBe('sent');
    await new Promise((r) => setTimeout(r, 2000));
    expect(sink.to('down@example.com')).toHaveLength(1);
  });

  it('a failed mail can be sent again by an ADMIN once the address is fixed on the server side', async () => {
    refused.add('later@example.com');
    expect((await contact('later@example.com')).statusCode).toBe(201);
    await expect.poll(async () => (await mailTo('later@example.com'))?.state, { timeout: 20_000 }).toBe('failed');
    refused.delete('later@example.com');
    const admin = staff(t, await t.login());
    const id = (await mailTo('later@example.com'))!.id;
    expect((await admin.send('POST', `/api/outbox/${id}/resend`)).statusCode).toBe(200);
    await sink!.waitFor(() => sink!.to('later@example.com').length === 1);
    await expect.poll(async () => (await mailTo('later@example.com'))?.state, { timeout: 10_000 }).toBe('sent');
    // A mail that went cannot be sent twice by mistake.
    expect((await admin.send('POST', `/api/outbox/${id}/resend`)).statusCode).toBe(409);
  });
});
