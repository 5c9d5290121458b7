import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followUps, jobs, managers } from '../../src/server/db/schema/index.ts';
import { FOLLOW_UP_MAIL_QUEUE } from '../../src/server/follow-ups/follow-up-mail-job.ts';
import { firmDay } from '../../src/shared/firm-time.ts';
import en from '../../src/shared/i18n/en/common.json';
import fr from '../../src/shared/i18n/fr/common.json';
import nl from '../../src/shared/i18n/nl/common.json';
import type { FollowUp } from '../../src/shared/schemas/follow-up.ts';
import { staff, type Staff } from '../helpers/admin.ts';
import { createJob, createJobApplication, createUser, newMarker, signIn } from '../helpers/factories.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testClock } from '../helpers/test-clock.ts';

/**
 * Issue 44 item 18 (security, low): an ADMIN assigned a MANAGER limited to their charge (docs/decisions/0046) a
 * follow-up on a record outside it; the API hid it from them, the morning mail sent them its note. Assigning it is
 * refused (400 on assigneeId, a text in each language), and the mail lists only what the assignee sees.
 */
// 09:30 in Brussels; the mail's schedule (23:00) has not come yet today, so nothing is sent before the test asks.
const clock = testClock(new Date('2026-11-26T08:30:00Z'));
const today = firmDay(clock.now());
let sink: SmtpSink;
let t: TestApp;
let admin: Staff;
let scoped: Staff;
let scopedId: number;
let unscopedId: number;
let mine: { email: string; applicationId: number; personId: number };
let theirs: { email: string; applicationId: number; personId: number };
const M = newMarker();

async function managerWithApplication(lastName: string) {
  const [manager] = await t.app.db
    .insert(managers)
    .values({ firstName: 'Manager', lastName, email: `${lastName}@manager.example.com` })
    .returning();
  const job = await createJob(t.app, lastName, { managerId: manager!.id });
  const application = await createJobApplication(t.app, { jobId: job.id, lastName });
  return { manager: manager!, job, application };
}

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp(
    { SMTP_URL: sink.url, MAIL_POLL_SECONDS: '0.5', FOLLOW_UP_MAIL_CRON: '0 23 * * *' },
    { clock },
  );
  admin = staff(t, await t.login());
  const a = await managerWithApplication(`mine${M}`);
  const b = await managerWithApplication(`theirs${M}`);
  mine = { email: a.manager.email, applicationId: a.application.id, personId: a.application.personId };
  theirs = { email: b.manager.email, applicationId: b.application.id, personId: b.application.personId };
  const user = await createUser(t.app, { idManager: a.manager.id, recordScope: 'charge', language: 'fr' });
  scopedId = user.id;
  scoped = staff(t, await signIn(t, user));
  // A MANAGER who sees everything, reached at the other manager's address.
  unscopedId = (await createUser(t.app, { idManager: b.manager.id, recordScope: 'all' })).id;
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const onApplication = (applicationId: number, assigneeId: number, note: string) => ({
  recordType: 'job-applications',
  recordId: applicationId,
  dueDate: today,
  note,
  assigneeId,
});
type Refused = { error: { fields?: Record<string, string> } };

describe('a follow-up assigned to a MANAGER limited to their charge', () => {
  it('is refused on a record or a person outside the charge, naming the field, in each language', async () => {
    const onRecord = await admin.send('POST', '/api/follow-ups', onApplication(theirs.applicationId, scopedId, M));
    expect(onRecord.statusCode, onRecord.body).toBe(400);
    expect(onRecord.json<Refused>().error.fields).toEqual({ assigneeId: 'validation.assigneeOutsideCharge' });
    const onPerson = await admin.send('POST', '/api/follow-ups', {
      personId: theirs.personId,
      dueDate: today,
      note: M,
      assigneeId: scopedId,
    });
    expect(onPerson.statusCode, onPerson.body).toBe(400);
    expect(onPerson.json<Refused>().error.fields).toEqual({ assigneeId: 'validation.assigneeOutsideCharge' });
    // Handed over later: refused too, and the follow-up stays its first assignee's.
    const own = await admin.send('POST', '/api/follow-ups', onApplication(theirs.applicationId, unscopedId, M));
    expect(own.statusCode, own.body).toBe(201);
    const handed = await admin.send('PATCH', `/api/follow-ups/${own.json<FollowUp>().id}`, { assigneeId: scopedId });
    expect(handed.statusCode, handed.body).toBe(400);
    expect(handed.json<Refused>().error.fields).toEqual({ assigneeId: 'validation.assigneeOutsideCharge' });
    const [row] = await t.app.db.select().from(followUps).where(eq(followUps.id, own.json<FollowUp>().id));
    expect(row!.assigneeId).toBe(unscopedId);
    // What the form shows for the field, in each language.
    const texts = [en, fr, nl].map((catalog) => catalog.validation);
    for (const text of texts) expect(text.assigneeOutsideCharge).toBeTruthy();
    expect(new Set(texts.map((text) => text.assigneeOutsideCharge)).size).toBe(3);
  });

  it('is taken on a record in the charge; a stranger may not assign anything', async () => {
    const res = await admin.send('POST', '/api/follow-ups', onApplication(mine.applicationId, scopedId, `mine ${M}`));
    expect(res.statusCode, res.body).toBe(201);
    const seen = await scoped.get('/api/follow-ups?assignee=me');
    expect(seen.json<{ items: FollowUp[] }>().items.map((f) => f.note)).toEqual([`mine ${M}`]);
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/follow-ups',
      headers: t.xsrf,
      payload: onApplication(theirs.applicationId, scopedId, M),
    });
    expect(stranger.statusCode).toBe(401);
  });

  it('stays out of the morning mail once its record has left the charge', async () => {
    // In the charge when assigned; then the ADMIN gives the job to the other manager.
    const other = await createJob(t.app, `moved${M}`, { managerId: (await managerOf(mine.email)).id });
    const moved = await createJobApplication(t.app, { jobId: other.id });
    const res = await admin.send('POST', '/api/follow-ups', onApplication(moved.id, scopedId, `secret note ${M}`));
    expect(res.statusCode, res.body).toBe(201);
    await t.app.db
      .update(jobs)
      .set({ managerId: (await managerOf(theirs.email)).id })
      .where(eq(jobs.id, other.id));
    // And one the unlimited MANAGER was given on the other manager's record: theirs to read.
    const open = await admin.send(
      'POST',
      '/api/follow-ups',
      onApplication(theirs.applicationId, unscopedId, `open note ${M}`),
    );
    expect(open.statusCode, open.body).toBe(201);

    const id = await t.app.queue!.send(FOLLOW_UP_MAIL_QUEUE, {});
    await expect
      .poll(async () => (await t.app.queue!.getJobById(FOLLOW_UP_MAIL_QUEUE, id!))?.state, { timeout: 30_000 })
      .toBe('completed');
    // The morning mails only (the managers had the new records' notices too).
    const morning = (email: string) =>
      sink.to(email).filter((m) => /suivis du jour|follow-ups for today|opvolgingen/.test(m.parsed.subject ?? ''));
    await sink.waitFor(() => morning(mine.email).length >= 1 && morning(theirs.email).length >= 1, 30_000);
    const [scopedMail] = morning(mine.email);
    expect(scopedMail!.parsed.text).toContain(`mine ${M}`);
    for (const part of [scopedMail!.parsed.subject, scopedMail!.parsed.text, scopedMail!.parsed.html]) {
      expect(String(part)).not.toContain('secret note');
      expect(String(part)).not.toContain(moved.lastName);
    }
    expect(scopedMail!.parsed.subject).toBe('Vos suivis du jour : 1');
    // The API hides it from them just the same.
    const listed = await scoped.get('/api/follow-ups?assignee=me');
    expect(listed.json<{ items: FollowUp[] }>().items.map((f) => f.note)).toEqual([`mine ${M}`]);
    expect(morning(theirs.email)[0]!.parsed.text).toContain(`open note ${M}`);
  });
});

async function managerOf(email: string) {
  const [row] = await t.app.db.select().from(managers).where(eq(managers.email, email));
  return row!;
}
