import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, type Staff } from '../../../tests/helpers/admin.ts';
import {
  createJob,
  createJobApplication,
  createManager,
  createPerson,
  newMarker,
} from '../../../tests/helpers/factories.ts';
import { startSmtpSink, type SmtpSink } from '../../../tests/helpers/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import type { MailTemplateView } from '../../shared/schemas/mail-template.ts';
import { interviews, outboxMails, people } from '../db/schema/index.ts';
import { mailDay } from './mail-dates.ts';
import { suppressEmail } from '../privacy/suppression.ts';
import { mailTexts } from './texts.ts';

/** Mail templates and writing to a person from the record (issue 29 items 1 and 2, docs/decisions/0056). */
let sink: SmtpSink;
let t: TestApp;
let admin: Staff;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, MAIL_POLL_SECONDS: '0.5', MAIL_RETRY_DELAY_SECONDS: '1' });
  admin = staff(t, await t.login());
}, 240_000);
afterAll(async () => {
  await t.close();
  await sink.close();
});

const templates = async () => (await admin.get('/api/mail-templates')).json<MailTemplateView[]>();
const notification = async (key: string) => (await templates()).find((x) => x.notification === key)!;
const rowsFor = (personId: number) => t.app.db.select().from(outboxMails).where(eq(outboxMails.personId, personId));

describe('mail templates', () => {
  it('refuses an unknown placeholder by name, saves nothing, and keeps only mail-safe HTML', async () => {
    const before = (await templates()).length;
    const bad = await admin.send('POST', '/api/mail-templates', {
      name: 'Bad',
      subject: { en: 'Hello {{firstName}}' },
      body: { en: '<p>See you {{meetingRoom}}</p>' },
    });
    expect(bad.statusCode).toBe(400);
    const error = bad.json<{ error: { message: string; fields: Record<string, string> } }>().error;
    expect(error.message).toContain('{{meetingRoom}}');
    expect(error.fields).toMatchObject({ 'body.en': 'validation.unknownPlaceholder' });
    expect((await templates()).length).toBe(before);

    const created = await admin.send('POST', '/api/mail-templates', {
      name: 'Invitation to a first call',
      subject: { en: 'A call about {{jobTitle}}', fr: 'Un appel pour {{jobTitle}}' },
      body: {
        en: '<p onclick="x()">Dear {{firstName}},</p><script>alert(1)</script><p><a href="javascript:alert(1)">x</a> <a href="https://example.com/">site</a> <img src="https://t.example/p.gif"></p>',
        fr: '<p>Bonjour {{firstName}},</p>',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const tpl = created.json<MailTemplateView>();
    expect(tpl.body.en).not.toMatch(/script|onclick|javascript|<img/);
    expect(tpl.body.en).toContain('<a href="https://example.com/"');
    expect(tpl.text.en).toContain('Dear {{firstName}},');
    expect(tpl.missing).toEqual(['nl']);
    expect(tpl.notification).toBeNull();

    const updated = await admin.send('PUT', `/api/mail-templates/${tpl.id}`, {
      name: 'First call',
      subject: { ...tpl.subject, nl: 'Een gesprek over {{jobTitle}}' },
      body: { ...tpl.body, nl: '<p>Beste {{firstName}},</p>' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<MailTemplateView>()).toMatchObject({ name: 'First call', missing: [] });
    expect((await admin.send('DELETE', `/api/mail-templates/${tpl.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/mail-templates/${tpl.id}`)).statusCode).toBe(404);
  });

  it("seeds the product's notifications with today's wording, says which state sends them, never deletes them", async () => {
    const rejection = await notification('application-rejected');
    for (const lang of ['fr', 'en', 'nl'] as const) {
      expect(rejection.subject[lang]).toBe(mailTexts(lang).rejection.subject);
      expect(rejection.text[lang]).toContain(mailTexts(lang).rejection.next);
    }
    expect(rejection.sentBy).toEqual(
      expect.arrayContaining([
        { resource: 'job-applications', state: 'NO_GO' },
        { resource: 'spontaneous-applications', state: 'NO_GO' },
      ]),
    );
    expect((await admin.send('DELETE', `/api/mail-templates/${rejection.id}`)).statusCode).toBe(409);
  });

  it('sends the reworded notification once the firm changed its template', async () => {
    const ack = await notification('job-application-received');
    const res = await admin.send('PUT', `/api/mail-templates/${ack.id}`, {
      name: ack.name,
      subject: { ...ack.subject, en: 'We have your application: {{jobTitle}}' },
      body: {
        ...ack.body,
        en: '<p>Thanks a lot for applying to <strong>{{jobTitle}}</strong>, we read it this week.</p>',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const application = await createJobApplication(t.app, { lang: 'en' });
    await sink.waitFor(() => sink.to(application.email).length === 1);
    const [mail] = sink.to(application.email);
    expect(mail!.parsed.subject).toBe(`We have your application: ${application.jobTitle}`);
    expect(mail!.parsed.text).toContain(`Thanks a lot for applying to ${application.jobTitle}, we read it this week.`);
    expect(mail!.parsed.text).not.toContain('five working days');
    // The French mail still says today's words.
    const fr = await createJobApplication(t.app, { lang: 'fr' });
    await sink.waitFor(() => sink.to(fr.email).length === 1);
    expect(sink.to(fr.email)[0]!.parsed.text).toContain('cinq jours ouvrables');
  });
});

describe('writing to a person from the record', () => {
  it('writes one outbox row, the mail arrives in the person’s language with the placeholders filled, and the timeline has it', async () => {
    const manager = await createManager(t.app, { firstName: 'Wim', lastName: 'Claes' });
    const job = await createJob(t.app, newMarker(), { managerId: manager.id });
    const application = await createJobApplication(t.app, { lang: 'nl', firstName: 'Anke', jobId: job.id });
    const created = await admin.send('POST', '/api/mail-templates', {
      name: 'Follow-up',
      subject: { en: 'About {{jobTitle}}', fr: 'À propos de {{jobTitle}}', nl: 'Over {{jobTitle}}' },
      body: {
        en: '<p>Hello {{firstName}}, {{managerName}} will call you.</p>',
        fr: '<p>Bonjour {{firstName}}, {{managerName}} vous appellera.</p>',
        nl: '<p>Dag {{firstName}}, {{managerName}} belt u.</p>',
      },
    });
    const tpl = created.json<MailTemplateView>();
    const payload = { templateId: tpl.id, recordType: 'job-applications', recordId: application.id };
    const preview = await admin.send('POST', `/api/people/${application.personId}/mails`, {
      ...payload,
      preview: true,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ language: 'nl', subject: `Over ${application.jobTitle}` });
    expect(await rowsFor(application.personId)).toHaveLength(0);

    const res = await admin.send('POST', `/api/people/${application.personId}/mails`, payload);
    expect(res.statusCode, res.body).toBe(201);
    const { outboxId } = res.json<{ outboxId: number }>();
    const rows = await rowsFor(application.personId);
    expect(rows.map((r) => r.id)).toEqual([outboxId]);
    expect(rows[0]).toMatchObject({ sentBy: 'admin', recordType: 'job-applications', recordId: application.id });

    await sink.waitFor(() => sink.to(application.email).some((m) => m.parsed.subject?.startsWith('Over ')));
    const mail = sink.to(application.email).find((m) => m.parsed.subject?.startsWith('Over '))!;
    expect(mail.parsed.subject).toBe(`Over ${application.jobTitle}`);
    expect(mail.parsed.text).toContain('Dag Anke, Wim Claes belt u.');
    expect(mail.parsed.text).not.toContain('{{');
    // The preview was the mail as it arrived.
    expect(mail.parsed.text?.trim()).toBe(preview.json<{ text: string }>().text.trim());

    const timeline = await admin.get(`/api/people/${application.personId}/timeline`);
    expect(timeline.statusCode).toBe(200);
    const item = timeline
      .json<{ mails: { outboxId: number; by: string | null; subject: string; text: string }[] }>()
      .mails.find((m) => m.outboxId === outboxId);
    expect(item).toMatchObject({ by: 'admin', subject: `Over ${application.jobTitle}` });
    expect(item!.text).toContain('Dag Anke');
    // The acknowledgement the product sent is in the same time line, without an author.
    expect(timeline.json<{ mails: { by: string | null }[] }>().mails.some((m) => m.by === null)).toBe(true);
  });

  it('writes free text, refuses an unknown placeholder and a record that is not the person’s', async () => {
    const person = await createPerson(t.app, { firstName: 'Zoé', lang: 'fr' });
    const other = await createJobApplication(t.app);
    const bad = await admin.send('POST', `/api/people/${person.id}/mails`, { subject: 'Hi', body: 'Hi {{nickname}}' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('{{nickname}}');
    const notTheirs = await admin.send('POST', `/api/people/${person.id}/mails`, {
      subject: 'Hi',
      body: 'Hi',
      recordType: 'job-applications',
      recordId: other.id,
    });
    expect(notTheirs.statusCode).toBe(400);
    const ok = await admin.send('POST', `/api/people/${person.id}/mails`, {
      subject: 'Bonjour {{firstName}}',
      body: 'Bonjour {{firstName}},\n\nà bientôt.',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    await sink.waitFor(() => sink.to(person.email).length === 1);
    expect(sink.to(person.email)[0]!.parsed.subject).toBe('Bonjour Zoé');
    expect(await rowsFor(person.id)).toHaveLength(1);
  });

  it('fills {{interviewDate}} with the next scheduled interview of the application, else of the person', async () => {
    const application = await createJobApplication(t.app, { lang: 'en' });
    const now = t.app.clock.now().getTime();
    const day = 24 * 60 * 60 * 1000;
    const at = (days: number, hourUtc: number) =>
      new Date(Math.floor(now / day) * day + days * day + hourUtc * 3600_000);
    const base = { jobApplicationId: application.id, durationMinutes: 45 };
    await t.app.db.insert(interviews).values([
      { ...base, startsAt: at(-2, 9) },
      { ...base, startsAt: at(3, 8), status: 'CANCELLED' as const },
      { ...base, startsAt: at(5, 13) },
      { ...base, startsAt: at(9, 13) },
    ]);
    const preview = async (extra: object) => {
      const res = await admin.send('POST', `/api/people/${application.personId}/mails`, {
        subject: 'Interview',
        body: '<p>When: {{interviewDate}}.</p>',
        preview: true,
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ text: string }>().text;
    };
    // 13:00 UTC is 14:00 or 15:00 in Brussels, by the season; the day is written in the firm's time zone.
    const expected = `When: ${mailDay(at(5, 13), 'en')} ${new Intl.DateTimeFormat('en-BE', {
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone: 'Europe/Brussels',
    }).format(at(5, 13))}.`;
    expect(await preview({ recordType: 'job-applications', recordId: application.id })).toContain(expected);
    expect(await preview({})).toContain(expected);
    // Nothing scheduled ahead for another person: the placeholder is left empty, never a past or cancelled one.
    const other = await createJobApplication(t.app, { lang: 'en' });
    await t.app.db.insert(interviews).values({ jobApplicationId: other.id, durationMinutes: 30, startsAt: at(-1, 9) });
    const res = await admin.send('POST', `/api/people/${other.personId}/mails`, {
      subject: 'Interview',
      body: '<p>When: {{interviewDate}}.</p>',
      preview: true,
    });
    expect(res.json<{ text: string }>().text).toContain('When: .');
  });

  it('refuses a suppressed address and an erased person with a clear reason, writing nothing', async () => {
    const suppressed = await createPerson(t.app);
    await suppressEmail(t.app.db, suppressed.email);
    const res = await admin.send('POST', `/api/people/${suppressed.id}/mails`, { subject: 'Hi', body: 'Hi' });
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('suppression list');

    const erased = await createPerson(t.app, { lastName: newMarker() });
    await t.app.db.update(people).set({ anonymisedAt: new Date() }).where(eq(people.id, erased.id));
    const refused = await admin.send('POST', `/api/people/${erased.id}/mails`, { subject: 'Hi', body: 'Hi' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('erased');
    for (const id of [suppressed.id, erased.id]) expect(await rowsFor(id)).toHaveLength(0);
  });
});
