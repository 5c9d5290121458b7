import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, type Staff } from '../../../tests/helpers/admin.ts';
import { pdf, postForm } from '../../../tests/helpers/public-forms.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../../tests/helpers/smtp-sink.ts';
import { createJob, createManager, createProfile, newMarker } from '../../../tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { users } from '../db/schema/index.ts';

/** Issue 26, item 18 (and the .ics quote of item 12): what the caught mails say, read as their readers do. */
let sink: SmtpSink;
let t: TestApp;
let admin: Staff;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, MAIL_POLL_SECONDS: '0.5', PUBLIC_FORM_RATE_LIMIT: '0' });
  admin = staff(t, await t.login());
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const person = (email: string) => ({ firstName: 'Jane', lastName: 'Doe', email, phone: '+32470123456', website: '' });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: t.xsrf, payload });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
async function one(address: string, n = 1): Promise<ReceivedMail> {
  await sink.waitFor(() => sink.to(address).length >= n);
  return sink.to(address)[n - 1]!;
}
/** The staff notice whose subject includes `words` (the admins get them: these records have no manager). */
async function staffMail(words: string, sender: string): Promise<ReceivedMail> {
  const find = () => sink.received.find((m) => m.parsed.subject?.includes(words) && !m.rcptTo.includes(sender));
  await sink.waitFor(() => find() !== undefined);
  return find()!;
}
const body = (mail: ReceivedMail) => `${mail.parsed.subject}\n${mail.parsed.text}`;
const calendarParts = (mail: ReceivedMail) =>
  mail.parsed.attachments.filter((a) => /calendar|ics/i.test(a.contentType) || a.filename?.endsWith('.ics'));
const icsOf = (mail: ReceivedMail) => calendarParts(mail)[0]!.content.toString('utf8');

describe('acknowledgements', () => {
  it('of a contact, a talent request and a booking offer no withdrawal; an application does', async () => {
    const profile = await createProfile(t.app, newMarker());
    const job = await createJob(t.app, newMarker(), { title: 'Senior Java Developer' });
    expect((await post('/public/api/contact?lang=en', { ...person('w1@example.com'), message: 'Hi' })).statusCode).toBe(
      201,
    );
    const request = await post('/public/api/talent-requests?lang=en', {
      contractType: 'FREELANCE',
      skills: 'SAP',
      talentName: 'SAP FICO consultant',
      email: 'w2@client.example.be',
      website: '',
    });
    expect(request.statusCode).toBe(201);
    const booking = await post(`/public/api/profile/${profile.id}/interviews?lang=en`, {
      ...person('w3@client.example.be'),
      bookedDate: inDays(10),
      bookedTime: '10:30',
      client: 'Client SA',
      comment: '',
    });
    expect(booking.statusCode).toBe(201);
    const applied = await postForm(
      t,
      `/public/api/job/${job.id}/apply?lang=en`,
      { name: 'application', value: { ...person('w4@example.com'), message: 'Hello' } },
      { name: 'file', fileName: 'cv.pdf', data: pdf() },
    );
    expect(applied.statusCode).toBe(201);
    for (const address of ['w1@example.com', 'w2@client.example.be', 'w3@client.example.be']) {
      const mail = await one(address);
      expect(mail.parsed.text, address).not.toMatch(/withdraw/i);
      expect(mail.parsed.text, address).toContain('/my-data#');
    }
    expect((await one('w4@example.com')).parsed.text).toMatch(/withdraw your application/);
    // The talent request page promises an answer within one working day; the mail says the same.
    expect((await one('w2@client.example.be')).parsed.text).toContain('within one working day');
  });

  it('greet by the salutation the person chose, and link the My data page in the HTML', async () => {
    const sent = await postForm(
      t,
      '/public/api/spontaneous-applications?lang=nl',
      {
        name: 'application',
        value: { ...person('ms@example.com'), salutation: 'Ms', post: 'Tester', availability: 'Now' },
      },
      { name: 'cv', fileName: 'cv.pdf', data: pdf() },
    );
    expect(sent.statusCode).toBe(201);
    const mail = await one('ms@example.com');
    expect(mail.parsed.text).toMatch(/^Geachte mevrouw,$/m);
    const href = /href="([^"]*\/my-data#[^"]+)"/.exec(String(mail.parsed.html))?.[1];
    expect(href, 'the My data address as a link').toBeTruthy();
    expect(mail.parsed.text).toContain(href!.replaceAll('&amp;', '&'));
  });
});

describe('staff notices', () => {
  it('have no empty name, speak of the CV only for a record with one', async () => {
    await post('/public/api/talent-requests?lang=fr', {
      contractType: 'FREELANCE',
      skills: 'SAP',
      talentName: 'SAP FICO analyst',
      email: 's1@client.example.be',
      website: '',
    });
    const request = await staffMail('SAP FICO analyst', 's1@client.example.be');
    expect(request.parsed.subject).toBe('New talent request: SAP FICO analyst');
    expect(request.parsed.text).toContain('From: s1@client.example.be');
    expect(request.parsed.text).not.toMatch(/\(\s*\)|CV/);
    await post('/public/api/contact?lang=en', { ...person('s2@example.com'), lastName: 'Contactson', message: 'Hi' });
    expect((await staffMail('Jane Contactson', 's2@example.com')).parsed.text).not.toContain('CV');
    await postForm(
      t,
      '/public/api/spontaneous-applications?lang=en',
      {
        name: 'application',
        value: { ...person('s3@example.com'), lastName: 'Spontaneous', post: 'Tester', availability: 'Now' },
      },
      { name: 'cv', fileName: 'cv.pdf', data: pdf() },
    );
    expect((await staffMail('Jane Spontaneous', 's3@example.com')).parsed.text).toContain('the CV is never attached');
  });

  it('speak the language the user chose for their mails, set in the user form', async () => {
    const [row] = await t.app.db.select().from(users).where(eq(users.userName, 'admin'));
    const listed = await admin.get(`/api/users/${row!.id}`);
    expect(listed.json()).toMatchObject({ language: null });
    // The admins are told of a contact: this one through the manager its account is linked to.
    const manager = await createManager(t.app);
    const saved = await admin.send('PUT', '/api/user/update', {
      id: row!.id,
      userName: row!.userName,
      role: row!.role,
      idManager: manager.id,
      enabled: row!.enabled,
      language: 'fr',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ language: 'fr' });
    const refused = await admin.send('PUT', '/api/user/update', { ...saved.json<object>(), language: 'de' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { fields: { language: 'validation.invalid' } } });
    await post('/public/api/contact?lang=en', { ...person('s4@example.com'), lastName: 'Francophone', message: 'Hi' });
    await sink.waitFor(() => sink.to(manager.email).some((m) => m.parsed.subject?.includes('Francophone')));
    const notice = sink.to(manager.email).find((m) => m.parsed.subject?.includes('Francophone'))!;
    expect(notice.parsed.subject).toBe('Nouveau message de contact de Jane Francophone');
    await admin.send('PUT', '/api/user/update', { ...saved.json<object>(), idManager: row!.idManager, language: null });
  });
});

describe('the interview confirmation', () => {
  it('names the consultant and the client, writes the date for its reader, attaches the .ics once', async () => {
    const profile = await createProfile(t.app, newMarker(), { displayedFirstName: 'Lucas', displayedLastName: 'M.' });
    const consultant = `${profile.displayedFirstName} ${profile.displayedLastName}`.trim();
    expect(consultant).not.toBe('');
    const to = 'confirm@client.example.be';
    const day = inDays(12);
    const booked = await post(`/public/api/profile/${profile.id}/interviews?lang=fr`, {
      ...person(to),
      firstName: 'Jean "JJ"',
      bookedDate: day,
      bookedTime: '10:30',
      client: 'Acme Belgium',
      comment: '',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const request = await one(to);
    expect(body(request)).not.toContain(day);
    const { id } = booked.json<{ id: number }>();
    const confirmed = await admin.send('PUT', `/api/talent-interviews/${id}/process`, { process: 'CONFIRMED' });
    expect(confirmed.statusCode).toBe(200);
    const mail = await one(to, 2);
    const written = new Intl.DateTimeFormat('fr-BE', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${day}T00:00:00Z`));
    expect(mail.parsed.subject).toContain(consultant);
    expect(mail.parsed.subject).toContain(written);
    expect(mail.parsed.text).toContain(consultant);
    expect(mail.parsed.text).toContain('Acme Belgium');
    expect(body(mail)).not.toContain(day);
    expect(calendarParts(mail)).toHaveLength(1);
    // A quote typed in the name cannot end the CN's quoted value (RFC 5545 has no \" inside one).
    const attendee = icsOf(mail)
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .find((line) => line.startsWith('ATTENDEE'))!;
    expect(attendee).toMatch(/;CN="[^"]*":mailto:confirm@client\.example\.be$/);
    expect(attendee).not.toContain('\\"');
  });
});
