import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfile, newMarker } from '../../../tests/helpers/factories.ts';
import { startSmtpSink, type SmtpSink } from '../../../tests/helpers/smtp-sink.ts';
import { testClock } from '../../../tests/helpers/test-clock.ts';
import { buildTestApp } from '../../../tests/helpers/test-app.ts';
import { createTestDatabase } from '../../../tests/helpers/test-database.ts';
import type { App } from '../app.ts';
import { followUps, managers, outboxMails, users } from '../db/schema/index.ts';
import { FOLLOW_UP_MAIL_QUEUE } from './follow-up-mail-job.ts';

const DAY = 86_400_000;
// 09:30 in Brussels (UTC+1 in November): after the 07:00 schedule of the day, so a start catches it up.
const START = new Date('2026-11-26T08:30:00Z');

/** The follow-ups' morning mail (issue 28, item 6; decision 0052), on the queue, with the test clock and a real SMTP sink. */
describe('the follow-ups morning mail', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let sink: SmtpSink;
  let app: App;
  const clock = testClock(START);
  const marker = newMarker();
  const fr = `fr.${marker}@example.com`;
  const nl = `nl.${marker}@example.com`;
  const quiet = `quiet.${marker}@example.com`;

  beforeAll(async () => {
    sink = await startSmtpSink();
    database = await createTestDatabase();
    const db = database.db;
    const profile = await createProfile({ db }, marker);
    const staffUser = async (email: string, language: 'fr' | 'nl' | null) => {
      const [manager] = await db.insert(managers).values({ firstName: 'S', lastName: marker, email }).returning();
      const [user] = await db
        .insert(users)
        .values({ userName: email, passwordHash: 'x', role: 'MANAGER', idManager: manager!.id, language })
        .returning();
      return user!.id;
    };
    const frUser = await staffUser(fr, 'fr');
    const nlUser = await staffUser(nl, 'nl');
    const quietUser = await staffUser(quiet, null);
    const on = (assigneeId: number, dueDate: string, note: string, doneAt: Date | null = null) => ({
      recordType: 'profiles',
      recordId: profile.id,
      assigneeId,
      dueDate,
      note: `${note} ${marker}`,
      doneAt,
    });
    await db.insert(followUps).values([
      on(frUser, '2026-11-20', 'Rappeler (en retard)'),
      on(frUser, '2026-11-26', 'Rappeler aujourd’hui'),
      on(frUser, '2026-11-27', 'Demain, pas encore'),
      on(nlUser, '2026-11-26', 'Vandaag bellen'),
      on(nlUser, '2026-11-25', 'Al gedaan', new Date('2026-11-25T10:00:00Z')),
      // Only later or done: no mail.
      on(quietUser, '2026-12-01', 'Later'),
    ]);
    ({ app } = await buildTestApp(
      { SMTP_URL: sink.url, MAIL_POLL_SECONDS: '0.5', FOLLOW_UP_MAIL_CRON: '0 7 * * *' },
      { database, clock },
    ));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await sink?.close();
  });

  const runOnce = async () => {
    const id = await app.queue!.send(FOLLOW_UP_MAIL_QUEUE, {});
    await expect
      .poll(async () => (await app.queue!.getJobById(FOLLOW_UP_MAIL_QUEUE, id!))?.state, { timeout: 20_000 })
      .toBe('completed');
  };
  const followUpMails = () => app.db.select().from(outboxMails).where(eq(outboxMails.template, 'follow-ups-due'));

  it('is scheduled at FOLLOW_UP_MAIL_CRON in Brussels time', async () => {
    const schedules = await app.queue!.getSchedules();
    expect(schedules).toContainEqual(
      expect.objectContaining({ name: FOLLOW_UP_MAIL_QUEUE, cron: '0 7 * * *', timezone: 'Europe/Brussels' }),
    );
  });

  it('sends one mail per staff member with follow-ups due, in their language, listing overdue and today', async () => {
    // The start came after today's 07:00: its catch-up job sends the day's mails.
    await sink.waitFor(() => sink.to(fr).length >= 1 && sink.to(nl).length >= 1);
    const [frMail] = sink.to(fr);
    expect(frMail!.parsed.subject).toBe('Vos suivis du jour : 2');
    expect(frMail!.parsed.text).toContain(`Rappeler (en retard) ${marker}`);
    expect(frMail!.parsed.text).toContain('en retard depuis le 20 novembre 2026');
    expect(frMail!.parsed.text).toContain(`Rappeler aujourd’hui ${marker}`);
    expect(frMail!.parsed.text).not.toContain('Demain, pas encore');
    expect(frMail!.parsed.text).toContain(`Test ${marker}`);
    expect(frMail!.parsed.text).toMatch(/\/crudProfile\/\d+/);
    const [nlMail] = sink.to(nl);
    expect(nlMail!.parsed.subject).toBe('Uw opvolgingen voor vandaag: 1');
    expect(nlMail!.parsed.text).toContain(`Vandaag bellen ${marker}`);
    expect(nlMail!.parsed.text).not.toContain('Al gedaan');
    expect(sink.to(quiet)).toEqual([]);
  });

  it('sends nothing again on the same day, and the next morning sends that day’s', async () => {
    await sink.waitFor(() => sink.to(fr).length >= 1 && sink.to(nl).length >= 1);
    await runOnce();
    await new Promise((r) => setTimeout(r, 1500));
    expect(sink.to(fr)).toHaveLength(1);
    expect(sink.to(nl)).toHaveLength(1);
    expect(await followUpMails()).toHaveLength(2);

    clock.advance(DAY);
    await runOnce();
    await sink.waitFor(() => sink.to(fr).length === 2);
    // The next day: three due for the French speaker (the one of the 27th is today now); the Dutch speaker's is overdue.
    expect(sink.to(fr)[1]!.parsed.subject).toBe('Vos suivis du jour : 3');
    expect(sink.to(nl)).toHaveLength(2);
    expect(sink.to(quiet)).toEqual([]);
  });
});
