import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../src/server/db/schema/index.ts';
import { MY_DATA_LINK_QUEUE, startMyDataLinkWorker } from '../../src/server/privacy/my-data-link-job.ts';
import { sendMyDataLink } from '../../src/server/privacy/self-service.ts';
import { createProfile, newMarker } from '../helpers/factories.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testClock, type TestClock } from '../helpers/test-clock.ts';

/**
 * Issue 26, items 3 and 6: a stranger cannot make the firm mail their own words to anyone, nor mail one address
 * on and on, nor learn from "send me my link" whether an address is known (docs/decisions/0036).
 */
let sink: SmtpSink;
let t: TestApp;
let clock: TestClock;
const LIMIT = 3;
beforeAll(async () => {
  sink = await startSmtpSink();
  clock = testClock();
  t = await createTestApp(
    {
      SMTP_URL: sink.url,
      MAIL_POLL_SECONDS: '0.5',
      PUBLIC_FORM_RATE_LIMIT: '0',
      MAIL_RECIPIENT_LIMIT: String(LIMIT),
      TRUST_PROXY: 'true',
    },
    { clock },
  );
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const EVIL = 'Security alert: reset your account at https://evil.example/reset';
const person = (email: string) => ({ firstName: EVIL, lastName: EVIL, email, phone: '+32470123456', website: '' });
/** Each submission from another client address: the limit must not depend on it. */
let ip = 0;
const post = (url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...t.xsrf, 'x-forwarded-for': `198.51.100.${++ip % 250}` },
    payload,
  });
const outboxTo = (addresses: string[]) =>
  t.app.db.select().from(outboxMails).where(inArray(outboxMails.recipient, addresses)).orderBy(outboxMails.id);

describe('acknowledgements to an address nobody verified', () => {
  it('repeat nothing the sender typed: not their name, not the talent they asked for', async () => {
    const profile = await createProfile(t.app, newMarker());
    const contact = `${newMarker()}@example.org`;
    const request = `${newMarker()}@example.org`;
    const booking = `${newMarker()}@example.org`;
    expect((await post('/public/api/contact?lang=en', { ...person(contact), message: EVIL })).statusCode).toBe(201);
    const asked = await post('/public/api/talent-requests?lang=en', {
      contractType: 'FREELANCE',
      skills: EVIL,
      talentName: EVIL,
      email: request,
      website: '',
    });
    expect(asked.statusCode).toBe(201);
    const booked = await post(`/public/api/profile/${profile.id}/interviews?lang=en`, {
      ...person(booking),
      bookedDate: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      bookedTime: '10:30',
      client: EVIL,
      comment: EVIL,
    });
    expect(booked.statusCode).toBe(201);
    await sink.waitFor(() => [contact, request, booking].every((a) => sink.to(a).length === 1));
    for (const address of [contact, request, booking]) {
      const { parsed } = sink.to(address)[0]!;
      for (const part of [parsed.subject, parsed.text, parsed.html]) expect(String(part)).not.toContain('evil.example');
    }
    // The staff notices still say who wrote (staff read them in the back-office's trust).
    await sink.waitFor(() =>
      sink.received.some((m) => m.parsed.subject?.includes(EVIL) && !m.rcptTo.includes(contact)),
    );
  });

  it('are limited per recipient address and hour, whatever the client address; the records are all kept', async () => {
    const to = `${newMarker()}@example.org`;
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await post('/public/api/contact?lang=en', { ...person(to), firstName: 'Ann', message: 'Hi' });
      expect(res.statusCode).toBe(201);
    }
    const mails = await outboxTo([to]);
    expect(mails).toHaveLength(LIMIT + 2);
    expect(mails.filter((m) => m.state === 'failed').map((m) => m.lastError)).toEqual([
      expect.stringContaining('too many mails'),
      expect.stringContaining('too many mails'),
    ]);
    await sink.waitFor(() => sink.to(to).length === LIMIT);
    // An hour later the address can be told again.
    clock.advance(61 * 60_000);
    expect((await post('/public/api/contact?lang=en', { ...person(to), message: 'Hi' })).statusCode).toBe(201);
    await sink.waitFor(() => sink.to(to).length === LIMIT + 1);
  });
});

describe('"send me my link"', () => {
  /** A known address: it has a contact message. */
  async function knownAddress() {
    const email = `${newMarker()}@example.org`;
    expect((await post('/public/api/contact?lang=en', { ...person(email), message: 'Hi' })).statusCode).toBe(201);
    await sink.waitFor(() => sink.to(email).length === 1);
    return email;
  }
  const ask = (email: string) => post('/public/api/my-data/link?lang=nl', { email });
  const links = (email: string) =>
    t.app.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.recipient, email), eq(outboxMails.template, 'my-data-link')));

  it('does the same work for a known and an unknown address before answering: one job, no lookup', async () => {
    const known = await knownAddress();
    const unknown = `${newMarker()}@example.org`;
    // The queue's worker is stopped: what the answer leaves behind is all the handler did.
    await t.app.queue!.offWork(MY_DATA_LINK_QUEUE);
    const answers = [await ask(known), await ask(unknown)];
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202]);
    expect(answers[0]!.body).toBe(answers[1]!.body);
    type JobRow = { data: Record<string, unknown>; state: string };
    const result: unknown = await t.app.db.execute(
      sql`select data, state from pgboss.job where name = ${MY_DATA_LINK_QUEUE} and data->>'email' in (${known}, ${unknown}) order by created_on`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as JobRow[];
    expect(rows.map((r) => [r.data.email, r.state, Object.keys(r.data).sort()])).toEqual([
      [known, 'created', ['at', 'email', 'lang']],
      [unknown, 'created', ['at', 'email', 'lang']],
    ]);
    expect(await links(known)).toEqual([]);
    // Started again, the worker mails the known address only.
    await startMyDataLinkWorker(t.app.queue!, {
      pollSeconds: 0.5,
      work: (job) => sendMyDataLink(t.app.db, t.app.mail, { email: job.email, lang: job.lang, now: new Date(job.at) }),
    });
    await sink.waitFor(() => sink.to(known).some((m) => m.parsed.subject === 'Uw pagina met persoonsgegevens'));
    await expect.poll(async () => (await links(known)).length).toBe(1);
    expect(sink.to(unknown)).toEqual([]);
  });

  it('mails an address at most once per 10 minutes, answering every ask the same', async () => {
    const known = await knownAddress();
    for (let i = 0; i < 4; i++) {
      expect((await ask(known)).statusCode).toBe(202);
      clock.advance(60_000);
    }
    await sink.waitFor(() => sink.to(known).length === 2);
    // Every ask was taken (the queue is empty of them) and only one link was written.
    await expect
      .poll(async () => t.app.queue!.getQueueSize(MY_DATA_LINK_QUEUE, { before: 'completed' }), { timeout: 10_000 })
      .toBe(0);
    expect(await links(known)).toHaveLength(1);
    // Ten minutes after the last ask (the queue may take the asks in any order), the address gets a new link.
    clock.advance(11 * 60_000);
    expect((await ask(known)).statusCode).toBe(202);
    await expect.poll(async () => (await links(known)).length, { timeout: 10_000 }).toBe(2);
  });
});
