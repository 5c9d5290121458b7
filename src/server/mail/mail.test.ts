import { and, eq } from 'drizzle-orm';
import { earliestBookingDay } from '../../shared/booking-slots.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../../tests/helpers/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { jobs, managers, outboxMails } from '../db/schema/index.ts';
import { createJob, createManager, createProfile, newMarker } from '../../../tests/helpers/factories.ts';
import { staff, type Staff } from '../../../tests/helpers/admin.ts';
import { pdf, postForm } from '../../../tests/helpers/public-forms.ts';

let sink: SmtpSink;
let t: TestApp;
let admin: Staff;
let jobId: number;
let profileId: number;
beforeAll(async () => {
  sink = await startSmtpSink({ refuse: (a) => a.startsWith('nobody@') });
  t = await createTestApp({
    SMTP_URL: sink.url,
    MAIL_POLL_SECONDS: '0.5',
    MAIL_RETRY_DELAY_SECONDS: '1',
    PUBLIC_FORM_RATE_LIMIT: '0',
  });
  admin = staff(t, await t.login());
  // The test's own job, with a manager in charge, and a published consultant profile.
  const manager = await createManager(t.app);
  jobId = (await createJob(t.app, newMarker(), { title: 'Senior Java Developer', managerId: manager.id })).id;
  profileId = (await createProfile(t.app, newMarker())).id;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const cv = () => ({ name: 'file', fileName: 'cv.pdf', data: pdf() });
const person = (email: string) => ({ firstName: 'Jane', lastName: 'Doe', email, phone: '+32470123456', website: '' });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: t.xsrf, payload });
const outboxOf = (recordType: string, recordId: number) =>
  t.app.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.recordType, recordType), eq(outboxMails.recordId, recordId)));
const icsOf = (mail: ReceivedMail) => {
  const part = mail.parsed.attachments.find((a) => a.filename?.endsWith('.ics'));
  expect(part, 'an .ics attachment').toBeTruthy();
  return part!.content.toString('utf8').replace(/\r\n[ \t]/g, '');
};
const field = (ics: string, name: string) => new RegExp(`^${name}[:;](.*)$`, 'm').exec(ics)?.[1]?.trim();

describe('mails of a job application', () => {
  it('tells the candidate in the form language and the manager in charge, once each, without the CV', async () => {
    const [job] = await t.app.db
      .select({ id: jobs.id, title: jobs.title, email: managers.email })
      .from(jobs)
      .innerJoin(managers, eq(jobs.managerId, managers.id))
      .where(eq(jobs.id, jobId));
    const res = await postForm(
      t,
      `/public/api/job/${job!.id}/apply?lang=fr`,
      { name: 'application', value: { ...person('jane.fr@example.com'), message: 'Bonjour' } },
      cv(),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: number }>();
    await sink.waitFor(() => sink.to('jane.fr@example.com').length === 1 && sink.to(job!.email).length >= 1);
    const [candidate] = sink.to('jane.fr@example.com');
    expect(candidate!.parsed.subject).toBe(`Votre candidature pour ${job!.title}`);
    expect(candidate!.parsed.text).toContain('cinq jours ouvrables');
    expect(candidate!.parsed.html).toContain('Northwind Talent');
    const internal = sink.to(job!.email).find((m) => m.parsed.subject?.includes('Jane Doe'))!;
    expect(internal.parsed.text).toContain(`/jobsApplications/${id}`);
    for (const mail of [candidate!, internal]) expect(mail.parsed.attachments).toEqual([]);
    // The sink has the mails at the end of their data; the outbox marks them sent once the server's answer is back.
    await expect
      .poll(async () => (await outboxOf('job-applications', id)).map((r) => r.state), { timeout: 10_000 })
      .toEqual(['sent', 'sent']);
    // Sent once: a second look later finds no second copy.
    await new Promise((r) => setTimeout(r, 1500));
    expect(sink.to('jane.fr@example.com')).toHaveLength(1);
  });

  it('a refused address marks that mail failed with the server answer, and the form still succeeds', async () => {
    const job = { id: jobId };
    const res = await postForm(
      t,
      `/public/api/job/${job.id}/apply?lang=en`,
      { name: 'application', value: { ...person('nobody@example.com'), message: 'Hello' } },
      cv(),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: number }>();
    await expect
      .poll(async () => (await outboxOf('job-applications', id)).find((m) => m.recipient === 'nobody@example.com'), {
        timeout: 20_000,
      })
      .toMatchObject({ state: 'failed', tries: 1 });
    const [failed] = (await outboxOf('job-applications', id)).filter((m) => m.recipient === 'nobody@example.com');
    expect(failed!.lastError).toContain('550');
  });

  it('a line break in a title cannot add a header', async () => {
    const [job] = await t.app.db
      .insert(jobs)
      .values({ title: 'Tester\r\nBcc: thief@evil.example\r\nX-Evil: 1', displayJob: true })
      .returning({ id: jobs.id });
    const res = await postForm(
      t,
      `/public/api/job/${job!.id}/apply?lang=en`,
      { name: 'application', value: { ...person('header@example.com'), message: 'Hello' } },
      cv(),
    );
    expect(res.statusCode, res.body).toBe(201);
    await sink.waitFor(() => sink.to('header@example.com').length === 1);
    const mail = sink.to('header@example.com')[0]!;
    expect(mail.rcptTo).toEqual(['header@example.com']);
    expect(mail.parsed.headers.has('bcc')).toBe(false);
    expect(mail.parsed.headers.has('x-evil')).toBe(false);
    expect(mail.parsed.subject).toBe('Your application for Tester Bcc: thief@evil.example X-Evil: 1');
    expect(sink.to('thief@evil.example')).toEqual([]);
  });
});

describe('mails of the other forms', () => {
  it('spontaneous application (nl), talent pool (en), talent request (fr) and contact (nl)', async () => {
    const spontaneous = await postForm(
      t,
      '/public/api/spontaneous-applications?lang=nl',
      {
        name: 'application',
        value: { ...person('spont@example.com'), salutation: 'Ms', post: 'Tester', availability: 'Now' },
      },
      { name: 'cv', fileName: 'cv.pdf', data: pdf() },
    );
    expect(spontaneous.statusCode).toBe(201);
    const pool = await postForm(
      t,
      '/public/api/talents?lang=en',
      {
        name: 'profile',
        value: {
          ...person('pool@example.com'),
          salutation: 'Ms',
          profileTitle: '',
          availability: 'Now',
          contractType: 'FREELANCE',
          workingTime: 'FULL_TIME',
          technicalSkills: 'SQL',
          description: 'Analyst',
          experience: '5-10',
          postTitle: 'Data Analyst',
          poolConsent: true,
        },
      },
      { name: 'cv', fileName: 'cv.pdf', data: pdf() },
    );
    expect(pool.statusCode).toBe(201);
    const request = await post('/public/api/talent-requests?lang=fr', {
      contractType: 'FREELANCE',
      skills: 'Java',
      talentName: 'Développeur back-end',
      email: 'cto@client.example.be',
      website: '',
    });
    expect(request.statusCode).toBe(201);
    const contact = await post('/public/api/contact?lang=nl', { ...person('contact@example.com'), message: 'Hallo' });
    expect(contact.statusCode).toBe(201);
    // Each new record is told to staff too (no manager in charge here: the admins); those mails may come last.
    const staffSubjects = ['spontaneous application', 'talent pool', 'talent request', 'contact message'];
    const toStaff = (words: string) =>
      sink.received.some((m) => m.parsed.subject?.startsWith('New ') && m.parsed.subject.includes(words));
    await sink.waitFor(
      () =>
        ['spont@example.com', 'pool@example.com', 'cto@client.example.be', 'contact@example.com'].every(
          (a) => sink.to(a).length === 1,
        ) && staffSubjects.every(toStaff),
    );
    expect(sink.to('spont@example.com')[0]!.parsed.subject).toBe('Uw spontane sollicitatie');
    expect(sink.to('pool@example.com')[0]!.parsed.subject).toBe('Welcome to our talent pool');
    expect(sink.to('cto@client.example.be')[0]!.parsed.subject).toBe('Votre demande de talent');
    expect(sink.to('contact@example.com')[0]!.parsed.subject).toBe('We hebben uw bericht ontvangen');
    for (const words of staffSubjects) expect(toStaff(words), words).toBe(true);
  });
});

describe('interview mails and their calendar invitation', () => {
  it('request received, then CONFIRMED (REQUEST), RESCHEDULED (same UID, SEQUENCE+1), CANCELLED (CANCEL)', async () => {
    const profile = { id: profileId };
    // Three working days ahead: a booking is for a working day after the firm's notice (issue 26 item 17).
    const date = earliestBookingDay(t.app.clock.now(), 3);
    const to = 'buyer@client.example.be';
    const res = await post(`/public/api/profile/${profile.id}/interviews?lang=en`, {
      ...person(to),
      bookedDate: date,
      bookedTime: '10:30',
      client: 'Client SA',
      comment: '',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number }>();
    await sink.waitFor(() => sink.to(to).length === 1);
    expect(sink.to(to)[0]!.parsed.subject).toMatch(/^Your interview request with /);

    const move = (payload: object) => admin.send('PUT', `/api/talent-interviews/${id}/process`, payload);
    expect((await move({ process: 'CONFIRMED' })).statusCode).toBe(200);
    await sink.waitFor(() => sink.to(to).length === 2);
    const first = icsOf(sink.to(to)[1]!);
    expect(field(first, 'METHOD')).toBe('REQUEST');
    expect(field(first, 'SEQUENCE')).toBe('0');
    expect(first).toContain('BEGIN:VEVENT');
    const uid = field(first, 'UID');
    expect(uid).toBe(`interview-${id}@localhost`);

    const later = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const moved = await move({ process: 'RESCHEDULED', rescheduledBookedDate: later, rescheduledBookedTime: '14:00' });
    expect(moved.statusCode).toBe(200);
    await sink.waitFor(() => sink.to(to).length === 3);
    const second = icsOf(sink.to(to)[2]!);
    expect(field(second, 'METHOD')).toBe('REQUEST');
    expect(field(second, 'UID')).toBe(uid);
    expect(field(second, 'SEQUENCE')).toBe('1');
    expect(field(second, 'DTSTART')).toMatch(new RegExp(`^${later.replaceAll('-', '')}T1[23]0000Z$`));

    expect((await move({ process: 'CANCELLED' })).statusCode).toBe(200);
    await sink.waitFor(() => sink.to(to).length === 4);
    const third = icsOf(sink.to(to)[3]!);
    expect(field(third, 'METHOD')).toBe('CANCEL');
    expect(field(third, 'UID')).toBe(uid);
    expect(field(third, 'SEQUENCE')).toBe('2');
    expect(field(third, 'STATUS')).toBe('CANCELLED');
  });
});

describe('rejection', () => {
  it('is sent on NO_GO only when "tell the candidate" is ticked, in the application language', async () => {
    const job = { id: jobId };
    const apply = async (email: string) => {
      const res = await postForm(
        t,
        `/public/api/job/${job.id}/apply?lang=nl`,
        { name: 'application', value: { ...person(email), message: 'Hello' } },
        cv(),
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    };
    const told = await apply('told@example.com');
    const silent = await apply('silent@example.com');
    await sink.waitFor(() => sink.to('told@example.com').length === 1 && sink.to('silent@example.com').length === 1);
    const noGo = (id: number, tellCandidate?: boolean) =>
      admin.send('PUT', `/api/job-applications/${id}/process`, {
        process: 'NO_GO',
        noGoComment: 'Profile',
        tellCandidate,
      });
    expect((await noGo(told, true)).statusCode).toBe(200);
    expect((await noGo(silent)).statusCode).toBe(200);
    await sink.waitFor(() => sink.to('told@example.com').length === 2);
    expect(sink.to('told@example.com')[1]!.parsed.subject).toBe('Uw sollicitatie voor Senior Java Developer');
    expect(sink.to('told@example.com')[1]!.parsed.text).not.toContain('Profile');
    await new Promise((r) => setTimeout(r, 1500));
    expect(sink.to('silent@example.com')).toHaveLength(1);
  });
});
