import { eq } from 'drizzle-orm';
import { openPglite } from '../src/server/db/client.ts';
import { jobApplications, jobs } from '../src/server/db/schema/index.ts';
import { storeFile } from '../src/server/files/stored-file.ts';
import { enqueueMails, type MailDraft } from '../src/server/mail/enqueue-mails.ts';
import { startQueue } from '../src/server/queue/queue.ts';
import { createMailQueue } from '../src/server/mail/mail-queue.ts';
import { startMailWorker } from '../src/server/mail/mail-worker.ts';
import { applyToJob } from '../src/server/public/apply-to-job.ts';
import { recordArrival } from '../src/server/public/record-arrival.ts';
import { systemClock } from '../src/server/time/clock.ts';
import { makeDemoPdf } from '../src/server/seed/demo-pdf.ts';
import { startSmtpSink } from '../tests/helpers/smtp-sink.ts';
import { record } from './lib/report.ts';
import { ms, summarize, time } from './lib/stats.ts';
import { PRIVACY_NOTICE_VERSION } from '../src/shared/schemas/privacy.ts';
import { linkPerson } from '../src/server/people/link-person.ts';

const ROUNDS = 60;
const MAILS = 100;
const mailConfig = {
  smtpUrl: undefined,
  from: undefined,
  pollSeconds: 0.5,
  retryDelaySeconds: 60,
  myDataLinks: { key: 'bench-key', days: 30 },
  interviewSlotKey: 'bench-slot-key',
  // Every bench application comes from its own address: the per-recipient limit does not apply.
  recipientLimitPerHour: 0,
};

/**
 * The cost of the outbox on the request that causes a mail (a job application on PGlite, demo data): the same
 * transaction with and without its mails, alternated; then mails per second sent to a loopback SMTP server.
 */
export async function benchMail(dataDir: string): Promise<void> {
  const bench = 'mail outbox (PGlite)';
  console.log(`\n## ${bench}`);
  const handle = await openPglite(`${dataDir}/db`);
  await handle.migrate();
  const db = handle.db;
  const [job] = await db.select({ id: jobs.id, title: jobs.title }).from(jobs).where(eq(jobs.displayJob, true));
  const cv = { fileName: 'cv.pdf', mimeType: 'application/pdf' as const, data: makeDemoPdf('Bench CV') };
  const form = (n: number) => ({
    firstName: 'Bench',
    lastName: `Candidate ${n}`,
    email: `bench${n}@example.com`,
    phone: '+32470123456',
    message: 'Hello',
  });
  const privacy = { noticeVersion: PRIVACY_NOTICE_VERSION, poolConsent: false, answers: [] };
  // The application's own transaction without the outbox: what applyToJob did before mails existed.
  const withoutMail = (n: number) =>
    db.transaction(async (tx) => {
      const fileId = await storeFile(tx, cv);
      const personId = await linkPerson(tx, form(n), { source: 'form', at: new Date() });
      const [row] = await tx
        .insert(jobApplications)
        .values({ ...form(n), personId, jobId: job!.id, jobTitle: job!.title, fileId, lang: 'en', process: 'NEW' })
        .returning({ id: jobApplications.id });
      await recordArrival(tx, 'job-applications', row!.id);
    });
  const apply = (mail: Parameters<typeof applyToJob>[1], n: number) =>
    applyToJob(db, mail, {
      jobId: job!.id,
      form: { ...form(n), ...privacy },
      cv,
      lang: 'en',
      at: new Date(),
      poolMonths: 24,
    });
  const withMail = (n: number) => apply({ config: mailConfig, queue: undefined, clock: systemClock }, n);

  const sink = await startSmtpSink();
  const queue = await startQueue(handle, { schedule: false, maintenanceIntervalSeconds: 60 }, () => undefined);
  await createMailQueue(queue, mailConfig);
  const withQueuedMail = (n: number) => apply({ config: mailConfig, queue, clock: systemClock }, n);
  try {
    const base: number[] = [];
    const keptTimes: number[] = [];
    const queuedTimes: number[] = [];
    for (let i = 0; i < ROUNDS + 5; i++) {
      const b = await time(() => withoutMail(i));
      const k = await time(() => withMail(1000 + i));
      const q = await time(() => withQueuedMail(2000 + i));
      if (i < 5) continue; // warm-up
      base.push(b);
      keptTimes.push(k);
      queuedTimes.push(q);
    }
    const b = summarize(base).median;
    const k = summarize(keptTimes).median;
    const q = summarize(queuedTimes).median;
    record({ bench, name: 'application without mail, median', value: ms(b) });
    record({ bench, name: 'application with its mails kept (no SMTP_URL), median', value: ms(k) });
    record({ bench, name: 'application with its mails queued (pg-boss), median', value: ms(q) });
    record({ bench, name: 'outbox write added, kept', value: ms(k - b), target: '< 5 ms', met: k - b < 5 });
    record({ bench, name: 'outbox + queue write added', value: ms(q - b), target: '< 5 ms', met: q - b < 5 });

    // Throughput: the mails above are sent, then MAILS more written at once and timed until all arrived.
    const stop = await startMailWorker(
      queue,
      db,
      { ...mailConfig, smtpUrl: sink.url, pollSeconds: 0.5, clock: systemClock },
      quiet,
    );
    await sink.waitFor((m) => m.length >= ROUNDS * 2, 600_000);
    const before = sink.received.length;
    const drafts: MailDraft[] = Array.from({ length: MAILS }, (_, i) => ({
      key: `bench:${Date.now()}:${i}`,
      template: 'contact-received',
      to: `reader${i}@example.com`,
      lang: 'en',
      data: { name: `Reader ${i}` },
      recordType: 'contacts',
      recordId: 1,
    }));
    const elapsed = await time(async () => {
      await db.transaction((tx) => enqueueMails(tx, { config: mailConfig, queue, clock: systemClock }, drafts));
      await sink.waitFor((m) => m.length >= before + MAILS, 600_000);
    });
    record({
      bench,
      name: `mails sent per second (${MAILS}, loopback SMTP)`,
      value: (MAILS / (elapsed / 1000)).toFixed(1),
    });
    stop();
  } finally {
    await queue.stop({ graceful: true, wait: true, timeout: 10_000 });
    await sink.close();
    await handle.close();
  }
}

const quiet = { info: () => undefined, warn: () => undefined };
