import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob, createJobApplication, newMarker } from '../../../../tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { multipart } from '../../../../tests/helpers/multipart.ts';
import { testClock } from '../../../../tests/helpers/test-clock.ts';
import { readZip } from '../../../../tests/helpers/zip.ts';
import { consentEvents, jobAlertSent, jobAlerts, jobs, outboxMails } from '../../db/schema/index.ts';
import { MAIL_CATALOG } from '../../mail/catalog.tsx';
import { mailDataAtSend } from '../../mail/mail-data.ts';
import { renderMail } from '../../mail/render-mail.ts';
import { listHeaders, sendOutboxMail } from '../../mail/send-outbox-mail.ts';
import { erasePerson } from '../../privacy/erase.ts';
import { exportPerson } from '../../privacy/export.ts';
import { personOfEmail } from '../../privacy/person.ts';
import { suppressEmail } from '../../privacy/suppression.ts';
import { runRetention } from '../../privacy/retention.ts';
import { requestJobAlert } from '../../job-alerts/job-alerts.ts';
import { JOBS_PER_MAIL, runJobAlerts } from '../../job-alerts/run-job-alerts.ts';

const DAY = 86_400_000;
const START = new Date('2026-11-27T09:00:00Z');

/** Job alerts (issue 31 item 1, docs/decisions/0061): double opt-in, new matching jobs once, one-click unsubscribe. */
describe('job alerts', () => {
  let t: TestApp;
  const clock = testClock(START);
  const marker = newMarker();

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/public/api/job-alerts', headers: t.xsrf, payload: payload as object });
  const mailsTo = (email: string, template?: string) =>
    t.app.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.recipient, email), ...(template ? [eq(outboxMails.template, template)] : [])))
      .orderBy(outboxMails.id);
  /** Asks for an alert and answers its confirmation link (from the mail). */
  async function subscribe(email: string, query: Record<string, string>, language = 'fr', frequency = 'daily') {
    const res = await post({ email, language, frequency, query });
    expect(res.statusCode).toBe(202);
    await t.app.jobAlerts.settled();
    const [confirm] = (await mailsTo(email, 'job-alert-confirm')).slice(-1);
    return confirm;
  }
  const pathOf = (url: string) => {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  };
  const fieldsOf = (res: { json<T>(): T }) => res.json<{ error: { fields: Record<string, string> } }>().error.fields;
  const at = (ms: number) => new Date(clock.now().getTime() + ms);
  /** The jobs an alert mail lists when it is sent: it is written with their ids, rendered at send time. */
  const jobsOf = async (mail: typeof outboxMails.$inferSelect) => {
    const atSend = await mailDataAtSend(t.app.db, mail);
    if (!('data' in atSend)) throw new Error(atSend.cancelled);
    return atSend.data.jobs as { title: string; link: string }[];
  };

  it('answers 202 the same for a known and an unknown address, and mails a confirmation in the language asked', async () => {
    const known = `known.${marker}@example.com`;
    await createJobApplication(t.app, { email: known });
    const a = await post({ email: known, language: 'nl', frequency: 'weekly', query: { keyword: 'java' } });
    const b = await post({ email: `nobody.${marker}@example.com`, language: 'nl', frequency: 'weekly', query: {} });
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(a.body).toBe(b.body);
    expect(a.headers['content-type']).toBe(b.headers['content-type']);
    await t.app.jobAlerts.settled();
    const [mail] = await mailsTo(`nobody.${marker}@example.com`, 'job-alert-confirm');
    expect(mail!.lang).toBe('nl');
    // Dutch addresses the reader with "u" everywhere (docs/decisions/0075).
    expect(mail!.subject).toBe('Bevestig uw vacature-alert');
    expect(String(mail!.data.confirmLink)).toMatch(/\/job-alerts\/confirm\?token=/);
  });

  it("names the search in the reader's words, never the stored codes, in the mail and on the confirm page", async () => {
    // Issue 44 item 9: a Dutch reader saw "FINANCE, CDI"; the codes are labelled in their language.
    const email = `codes.${marker}@example.com`;
    const confirm = await subscribe(
      email,
      { keyword: 'java', industry: 'FINANCE', type: 'CDI', province: 'Brussels' },
      'nl',
    );
    expect(confirm!.data.search).toBe('java, Contract van onbepaalde duur, Brussel, Financiën en bankwezen');
    const page = await t.app.inject({ method: 'GET', url: pathOf(String(confirm!.data.confirmLink)) });
    expect(page.body).toContain('Financiën en bankwezen');
    expect(page.body).not.toMatch(/FINANCE|\bCDI\b|Brussels/);
  });

  it('puts an unsubscribe link in the confirmation mail (and its List-Unsubscribe headers); it removes the alert', async () => {
    // Issue 44 item 8: the confirmation mail had none.
    const email = `unsub.confirm.${marker}@example.com`;
    const mail = await subscribe(email, { keyword: 'cobol' }, 'fr', 'weekly');
    const link = String(mail!.data.unsubscribeLink);
    expect(link).toMatch(/\/job-alerts\/unsubscribe\?token=/);
    expect(listHeaders(mail!.data)).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const rendered = await renderMail(mail!, 'jobs@example.com');
    expect(rendered.html).toContain(link.replaceAll('&', '&amp;'));
    expect(rendered.html).toContain('Me désabonner de cette alerte');
    expect(rendered.text).toContain(link);
    const done = await t.app.inject({ method: 'POST', url: pathOf(link) });
    expect(done.statusCode).toBe(200);
    expect(await t.app.db.select().from(jobAlerts).where(eq(jobAlerts.email, email))).toHaveLength(0);
  });

  it('refuses unknown query fields, a 2,000-character query and a bad frequency with 400 naming the field', async () => {
    const email = `bad.${marker}@example.com`;
    const unknown = await post({ email, language: 'en', frequency: 'daily', query: { salary: '5000' } });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('query');
    const long = await post({ email, language: 'en', frequency: 'daily', query: { keyword: 'x'.repeat(2000) } });
    expect(long.statusCode).toBe(400);
    expect(fieldsOf(long)).toHaveProperty(['query.keyword']);
    const freq = await post({ email, language: 'en', frequency: 'hourly', query: {} });
    expect(freq.statusCode).toBe(400);
    expect(fieldsOf(freq)).toHaveProperty('frequency');
    const address = await post({ email: 'not-an-address', language: 'en', frequency: 'daily', query: {} });
    expect(fieldsOf(address)).toHaveProperty('email');
    await t.app.jobAlerts.settled();
    expect(await t.app.db.select().from(jobAlerts).where(eq(jobAlerts.email, email))).toHaveLength(0);
  });

  it('sends nothing before confirmation; then only new matching jobs, once; nothing when nothing is new', async () => {
    const email = `alice.${marker}@example.com`;
    const kw = `${marker}kw`;
    const before = await createJob(t.app, `${kw} old`, { title: `Old ${kw}`, creationDate: at(-DAY) });
    const confirm = await subscribe(email, { keyword: kw, province: 'Brussels' });
    // A new job before the confirmation: the alert is not confirmed, nothing is sent.
    clock.advance(60_000);
    await createJob(t.app, `${kw} early`, { title: `Early ${kw}`, creationDate: at(0) });
    await runJobAlerts(t.app.db, t.app.mail, { now: at(0), frequencies: ['daily'] });
    expect(await mailsTo(email, 'job-alert')).toHaveLength(0);

    // The confirmation page shows a button (a scanner's GET confirms nothing); its POST confirms.
    const link = pathOf(String(confirm!.data.confirmLink));
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    const [unconfirmed] = await t.app.db.select().from(jobAlerts).where(eq(jobAlerts.email, email));
    expect(unconfirmed!.confirmedAt).toBeNull();
    const confirmed = await t.app.inject({ method: 'POST', url: link });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Votre alerte emploi est confirmée');
    const twice = await t.app.inject({ method: 'POST', url: link });
    expect(twice.statusCode).toBe(200);
    expect(twice.body).toContain('déjà confirmée');
    const [consent] = await t.app.db
      .select()
      .from(consentEvents)
      .where(and(eq(consentEvents.email, email), eq(consentEvents.purpose, 'job_alert')));
    expect(consent).toMatchObject({ action: 'given', recordType: 'job-alerts', lang: 'fr' });

    clock.advance(60_000);
    const fresh = await createJob(t.app, `${kw} new`, { title: `New ${kw}`, creationDate: at(0) });
    await createJob(t.app, `${kw} elsewhere`, { title: `Elsewhere ${kw}`, region: 'Namur', creationDate: at(0) });
    await createJob(t.app, `${kw} hidden`, { title: `Hidden ${kw}`, displayJob: false, creationDate: at(0) });
    await createJob(t.app, `other ${marker}`, { title: `Other ${marker}`, creationDate: at(0) });
    clock.advance(DAY);
    const run = await runJobAlerts(t.app.db, t.app.mail, { now: clock.now(), frequencies: ['daily'] });
    expect(run.mails).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await mailsTo(email, 'job-alert');
    expect(more).toHaveLength(0);
    const listed = await jobsOf(mail!);
    const titles = listed.map((j) => j.title);
    expect(titles).toEqual([`New ${kw}`]);
    expect(titles).not.toContain(before.title);
    expect(mail!.lang).toBe('fr');
    const jobLink = listed[0]!.link;
    expect(jobLink).toContain(`/jobs/${fresh.id}?lang=fr&utm_source=job-alert&utm_medium=email`);
    expect(listHeaders(mail!.data)).toEqual({
      'List-Unsubscribe': `<${String(mail!.data.unsubscribeLink)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(String(mail!.data.manageLink)).toContain('/job-alerts/manage?token=');

    // Not due again within the day; due the next day, but nothing new: no mail.
    clock.advance(DAY);
    await runJobAlerts(t.app.db, t.app.mail, { now: clock.now(), frequencies: ['daily'] });
    expect(await mailsTo(email, 'job-alert')).toHaveLength(1);

    // The manage page lists the alert (no JavaScript, no cookie).
    const manage = await t.app.inject({ method: 'GET', url: pathOf(String(mail!.data.manageLink)) });
    expect(manage.statusCode).toBe(200);
    expect(manage.body).toContain(kw);
    expect(manage.headers['set-cookie']).toBeUndefined();

    // One-click unsubscribe (RFC 8058): a POST with no cookie and no XSRF token; twice is harmless.
    const unsubscribe = pathOf(String(mail!.data.unsubscribeLink));
    const oneClick = () =>
      t.app.inject({
        method: 'POST',
        url: unsubscribe,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const first = await oneClick();
    expect(first.statusCode).toBe(200);
    expect(await t.app.db.select().from(jobAlerts).where(eq(jobAlerts.email, email))).toHaveLength(0);
    const again = await oneClick();
    expect(again.statusCode).toBe(200);
    expect(again.body).not.toBe(first.body);
    const withdrawn = await t.app.db
      .select()
      .from(consentEvents)
      .where(and(eq(consentEvents.email, email), eq(consentEvents.action, 'withdrawn')));
    expect(withdrawn).toHaveLength(1);
    // A job published after the unsubscription reaches nobody.
    await createJob(t.app, `${kw} after`, { title: `After ${kw}`, creationDate: at(0) });
    clock.advance(DAY);
    await runJobAlerts(t.app.db, t.app.mail, { now: clock.now() });
    expect(await mailsTo(email, 'job-alert')).toHaveLength(1);
  });

  it('answers a forged or expired link with a clear page, never a 500', async () => {
    const forged = await t.app.inject({ method: 'POST', url: '/job-alerts/unsubscribe?token=abc.def' });
    expect(forged.statusCode).toBe(400);
    expect(forged.headers['content-type']).toContain('text/html');
    const none = await t.app.inject({ method: 'GET', url: '/job-alerts/manage' });
    expect(none.statusCode).toBe(400);
    const email = `late.${marker}@example.com`;
    const confirm = await subscribe(email, { keyword: 'late' }, 'en');
    clock.advance(8 * DAY);
    const expired = await t.app.inject({ method: 'POST', url: pathOf(String(confirm!.data.confirmLink)) });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('expired');
  });

  it('takes the jobs page form without JavaScript: 303 to the confirmation, or the page again with the message', async () => {
    const email = `nojs.${marker}@example.com`;
    const send = (fields: Record<string, string>) => {
      const body = multipart(Object.entries(fields).map(([name, value]) => ({ name, value })));
      return t.app.inject({
        method: 'POST',
        url: '/jobs?keyword=sap&province=Namur',
        headers: { 'content-type': body.contentType, accept: 'text/html', 'sec-fetch-site': 'same-origin' },
        payload: body.body,
      });
    };
    const form = { _form: 'jobAlert', keyword: 'sap', province: 'Namur', language: 'nl', frequency: 'weekly' };
    const refused = await send({ ...form, email: 'nope' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('text/html');
    const accepted = await send({ ...form, email });
    expect(accepted.statusCode).toBe(303);
    expect(accepted.headers.location).toBe('/jobs?keyword=sap&province=Namur&sent=jobAlert#form-sent');
    await t.app.jobAlerts.settled();
    const [alert] = await t.app.db.select().from(jobAlerts).where(eq(jobAlerts.email, email));
    expect(alert).toMatchObject({ lang: 'nl', frequency: 'weekly', query: { keyword: 'sap', province: 'Namur' } });
    expect(await mailsTo(email, 'job-alert-confirm')).toHaveLength(1);
  });

  it('deletes alerts left unconfirmed for 7 days in the retention run, and keeps younger ones', async () => {
    const old = `old.${marker}@example.com`;
    const young = `young.${marker}@example.com`;
    await subscribe(old, { keyword: 'a' }, 'en');
    clock.advance(6 * DAY);
    await subscribe(young, { keyword: 'b' }, 'en');
    clock.advance(1 * DAY + 60_000);
    const result = await runRetention(t.app.db, t.app.mail, t.config.retention, clock.now());
    expect(result.unconfirmedAlerts).toBeGreaterThanOrEqual(1);
    expect(await t.app.db.select().from(jobAlerts).where(eq(jobAlerts.email, old))).toHaveLength(0);
    expect(await t.app.db.select().from(jobAlerts).where(eq(jobAlerts.email, young))).toHaveLength(1);
  });

  it('stops at the suppression list, is in the export and goes with an erasure', async () => {
    const email = `bob.${marker}@example.com`;
    const kw = `${marker}sup`;
    const confirm = await subscribe(email, { keyword: kw }, 'en', 'instant');
    await t.app.inject({ method: 'POST', url: pathOf(String(confirm!.data.confirmLink)) });

    const zip = await exportPerson(t.app.db, await personOfEmail(t.app.db, email), clock.now());
    const files = await readZip(Buffer.concat((await zip.stream.toArray()) as Buffer[]));
    const person = JSON.parse(files.get('person.json')!.toString()) as { jobAlerts: { query: unknown }[] };
    expect(person.jobAlerts).toEqual([expect.objectContaining({ query: { keyword: kw }, frequency: 'instant' })]);

    await t.app.db.transaction((tx) => suppressEmail(tx, email));
    clock.advance(60_000);
    await createJob(t.app, `${kw} j`, { title: `Job ${kw}`, creationDate: clock.now() });
    clock.advance(60_000);
    await runJobAlerts(t.app.db, t.app.mail, { now: clock.now() });
    expect(await mailsTo(email, 'job-alert')).toHaveLength(0);
    // A new request from a suppressed address writes nothing.
    await post({ email, language: 'en', frequency: 'daily', query: { keyword: 'other' } });
    await t.app.jobAlerts.settled();
    expect(await t.app.db.select().from(jobAlerts).where(eq(jobAlerts.email, email))).toHaveLength(1);

    await erasePerson(t.app.db, { person: await personOfEmail(t.app.db, email), by: 'test', now: clock.now() });
    expect(await t.app.db.select().from(jobAlerts).where(eq(jobAlerts.email, email))).toHaveLength(0);
  });

  it('mails each job at most once per alert when two app processes run at the same time', async () => {
    const other = await createTestApp({}, { clock, database: t.database });
    try {
      const kw = `${marker}race`;
      const emails = Array.from({ length: 30 }, (_, i) => `race${i}.${marker}@example.com`);
      for (const email of emails) {
        // Straight to the domain function: the form's rate limit is not what this test is about.
        const input = { email, language: 'en' as const, frequency: 'instant' as const, query: { keyword: kw } };
        await requestJobAlert(t.app.db, t.app.mail, { ...input, noticeVersion: '2026-11-22', now: clock.now() });
        const [confirm] = await mailsTo(email, 'job-alert-confirm');
        await t.app.inject({ method: 'POST', url: pathOf(String(confirm!.data.confirmLink)) });
      }
      clock.advance(60_000);
      for (let i = 0; i < 5; i++)
        await createJob(t.app, `${kw} ${i}`, { title: `Race ${kw} ${i}`, creationDate: clock.now() });
      clock.advance(60_000);
      const runs = await Promise.all([
        runJobAlerts(t.app.db, t.app.mail, { now: clock.now() }),
        runJobAlerts(other.app.db, other.app.mail, { now: clock.now() }),
        runJobAlerts(t.app.db, t.app.mail, { now: clock.now() }),
      ]);
      expect(runs.reduce((n, r) => n + r.jobs, 0)).toBe(30 * 5);
      for (const email of emails) {
        const mails = await mailsTo(email, 'job-alert');
        const jobs = (await Promise.all(mails.map(jobsOf))).flat().map((j) => j.title);
        expect(jobs.sort()).toEqual([0, 1, 2, 3, 4].map((i) => `Race ${kw} ${i}`));
      }
      const pairs = await t.app.db.select().from(jobAlertSent);
      expect(new Set(pairs.map((p) => `${p.alertId}:${p.jobId}`)).size).toBe(pairs.length);
    } finally {
      await other.app.close();
    }
  });
  it('writes a mail with its jobs ids, renders them when sent (20 a mail, the rest next), drops a removed alert', async () => {
    const kw = `${marker}ids`;
    const confirmAndRun = async (email: string, language: string) => {
      const confirm = await subscribe(email, { keyword: kw }, language, 'instant');
      await t.app.inject({ method: 'POST', url: pathOf(String(confirm!.data.confirmLink)) });
    };
    const nl = `ids.nl.${marker}@example.com`;
    const gone = `ids.gone.${marker}@example.com`;
    await confirmAndRun(nl, 'nl');
    await confirmAndRun(gone, 'en');
    clock.advance(60_000);
    const created = [];
    for (let i = 0; i < JOBS_PER_MAIL + 2; i++) {
      clock.advance(1000);
      created.push(await createJob(t.app, `${kw} ${i}`, { title: `Ids ${kw} ${i}`, creationDate: clock.now() }));
    }
    clock.advance(60_000);
    await runJobAlerts(t.app.db, t.app.mail, { now: clock.now(), frequencies: ['instant'] });
    const [mail] = await mailsTo(nl, 'job-alert');
    // The mail names its jobs (newest first), it does not copy them.
    expect(mail!.data.jobs).toBeUndefined();
    expect(mail!.data.jobIds).toEqual(
      created
        .slice(2)
        .map((j) => j.id)
        .reverse(),
    );
    expect(mail!.data.more).toBe(2);
    expect(mail!.subject).toContain(String(JOBS_PER_MAIL));
    // Written in SQL by the run: the catalog's own subject for that data, in the alert's language.
    expect(mail!.subject).toBe(MAIL_CATALOG['job-alert'].subject('nl', mail!.data));
    expect(mail!).toMatchObject({ lang: 'nl', state: 'kept', recordType: 'job-alerts', replyToken: null });

    // Sent: the titles and links in the subscriber's language, and the one-click unsubscribe headers.
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: { html: string; headers: Record<string, string> }[] = [];
    const capture = {
      sendMail: async (message: { html: string; headers: Record<string, string> }) => {
        sent.push(message);
        return transport.sendMail(message);
      },
    } as unknown as typeof transport;
    await t.app.db
      .update(jobs)
      .set({ title: `Ids ${kw} renamed` })
      .where(eq(jobs.id, created.at(-1)!.id));
    await t.app.db.update(outboxMails).set({ state: 'queued' }).where(eq(outboxMails.id, mail!.id));
    const options = { from: 'firm@example.com', lastTry: false, clock };
    expect((await sendOutboxMail(t.app.db, capture, mail!.id, options)).outcome).toBe('sent');
    expect(sent[0]!.html).toContain(`Ids ${kw} renamed`);
    expect(sent[0]!.html).toContain(`/jobs/${created[2]!.id}?lang=nl&amp;utm_source=job-alert`);
    expect(sent[0]!.html).not.toContain(`Ids ${kw} 1<`);
    expect(sent[0]!.headers).toMatchObject({
      'List-Unsubscribe': `<${String(mail!.data.unsubscribeLink)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // An alert unsubscribed after its mail was written: the mail is not sent, and its sent jobs go with it.
    const [goneMail] = await mailsTo(gone, 'job-alert');
    const pairsOf = (alertId: number | null) =>
      t.app.db.select().from(jobAlertSent).where(eq(jobAlertSent.alertId, alertId!));
    expect(await pairsOf(goneMail!.recordId)).toHaveLength(JOBS_PER_MAIL);
    await t.app.inject({
      method: 'POST',
      url: pathOf(String(goneMail!.data.unsubscribeLink)),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    await t.app.db.update(outboxMails).set({ state: 'queued' }).where(eq(outboxMails.id, goneMail!.id));
    expect((await sendOutboxMail(t.app.db, capture, goneMail!.id, options)).outcome).toBe('skipped');
    expect(sent).toHaveLength(1);
    const [cancelled] = await t.app.db.select().from(outboxMails).where(eq(outboxMails.id, goneMail!.id));
    expect(cancelled!.state).toBe('failed');
    expect(cancelled!.lastError).toContain('alert was removed');
    expect(await pairsOf(goneMail!.recordId)).toHaveLength(0);

    // The next run mails the two that did not fit, never one already mailed.
    clock.advance(60_000);
    await runJobAlerts(t.app.db, t.app.mail, { now: clock.now(), frequencies: ['instant'] });
    const [, next, ...none] = await mailsTo(nl, 'job-alert');
    expect(none).toHaveLength(0);
    expect(next!.data.jobIds).toEqual([created[1]!.id, created[0]!.id]);
    expect(next!.data.more).toBe(0);
    expect((await jobsOf(next!)).map((j) => j.title)).toEqual([`Ids ${kw} 1`, `Ids ${kw} 0`]);
    clock.advance(60_000);
    await runJobAlerts(t.app.db, t.app.mail, { now: clock.now(), frequencies: ['instant'] });
    expect(await mailsTo(nl, 'job-alert')).toHaveLength(2);
  });
});
